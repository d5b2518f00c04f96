/**
 * Unit prefixes (SI decimal and IEC binary), with their pint spellings. The public
 * record has the shape of a mathjs prefix (`{name, value, scientific}`, name = key),
 * which is what the GUI artifact `unitPrefixes` carries.
 */
export interface UnitPrefix {
  name: string
  value: number
  scientific: true
}

interface PrefixDefinition {
  long: string
  short: string
  value: number
  aliases?: string[]
}

const PREFIXES: readonly PrefixDefinition[] = [
  { long: 'yocto', short: 'y', value: 1e-24 },
  { long: 'zepto', short: 'z', value: 1e-21 },
  { long: 'atto', short: 'a', value: 1e-18 },
  { long: 'femto', short: 'f', value: 1e-15 },
  { long: 'pico', short: 'p', value: 1e-12 },
  { long: 'nano', short: 'n', value: 1e-9 },
  // `u` is the ASCII spelling of the micro sign, as in pint.
  { long: 'micro', short: 'µ', value: 1e-6, aliases: ['u'] },
  { long: 'milli', short: 'm', value: 1e-3 },
  { long: 'centi', short: 'c', value: 1e-2 },
  { long: 'deci', short: 'd', value: 1e-1 },
  { long: 'deca', short: 'da', value: 1e1, aliases: ['deka'] },
  { long: 'hecto', short: 'h', value: 1e2 },
  { long: 'kilo', short: 'k', value: 1e3 },
  { long: 'mega', short: 'M', value: 1e6 },
  { long: 'giga', short: 'G', value: 1e9 },
  { long: 'tera', short: 'T', value: 1e12 },
  { long: 'peta', short: 'P', value: 1e15 },
  { long: 'exa', short: 'E', value: 1e18 },
  { long: 'zetta', short: 'Z', value: 1e21 },
  { long: 'yotta', short: 'Y', value: 1e24 },
  { long: 'kibi', short: 'Ki', value: 2 ** 10 },
  { long: 'mebi', short: 'Mi', value: 2 ** 20 },
  { long: 'gibi', short: 'Gi', value: 2 ** 30 },
  { long: 'tebi', short: 'Ti', value: 2 ** 40 },
  { long: 'pebi', short: 'Pi', value: 2 ** 50 },
  { long: 'exbi', short: 'Ei', value: 2 ** 60 },
  { long: 'zebi', short: 'Zi', value: 2 ** 70 },
  { long: 'yobi', short: 'Yi', value: 2 ** 80 },
]

const valueBySpelling = new Map<string, number>([['', 1]])
for (const { long, short, value, aliases = [] } of PREFIXES) {
  for (const spelling of [long, short, ...aliases]) valueBySpelling.set(spelling, value)
}

/** Every spelling a prefix may have, longest first, so `da` wins over `d`. */
export const prefixSpellings: readonly string[] = [...valueBySpelling.keys()]
  .filter((spelling) => spelling !== '')
  .sort((a, b) => b.length - a.length)

export function prefixValue(spelling: string): number | undefined {
  return valueBySpelling.get(spelling)
}

/** The short symbol for a prefix spelling (`kilo` → `k`), used in display labels. */
export function prefixSymbol(spelling: string): string {
  const def = PREFIXES.find((p) => p.long === spelling || p.short === spelling || p.aliases?.includes(spelling))
  return def ? def.short : spelling
}

/** All 59 prefixes keyed by every spelling, plus `""` for "no prefix". */
export function unitPrefixes(): Record<string, UnitPrefix> {
  return Object.fromEntries(
    [...valueBySpelling].map(([name, value]) => [name, { name, value, scientific: true as const }]),
  )
}

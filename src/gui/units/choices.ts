// The units offered for one dimension in the units menu: the unit list's units of that
// dimension, the SI unit with the common prefixes (nm, GPa, fs, meV-style prefixes of
// the SI unit), and whatever the system currently uses. Ordered small to large.
import { defaultUnitSystems, parseUnit, unitList, type UnitListItem } from '../../core/units'
import { sameUnit } from './systems'

export interface UnitChoice {
  /** The expression stored as the dimension's definition. */
  value: string
  /** `Electron volt (eV)`. */
  label: string
}

// The prefixes people use with SI units in materials science; the full set would
// bury the list (yottameter, zeptopascal).
const PREFIXES: ReadonlyArray<[symbol: string, name: string]> = [
  ['f', 'femto'],
  ['p', 'pico'],
  ['n', 'nano'],
  ['µ', 'micro'],
  ['m', 'milli'],
  ['k', 'kilo'],
  ['M', 'mega'],
  ['G', 'giga'],
  ['T', 'tera'],
]

// The SI unit of mass is already prefixed, a dimensionless number has no unit, and
// nobody writes kiloradian or megakelvin.
const UNPREFIXED = new Set(['dimensionless', 'mass', 'angle', 'temperature'])

let byDimension: Map<string, UnitListItem[]> | undefined

function listed(dimension: string): UnitListItem[] {
  if (!byDimension) {
    byDimension = new Map()
    for (const item of unitList()) {
      const items = byDimension.get(item.dimension) ?? []
      items.push(item)
      byDimension.set(item.dimension, items)
    }
  }
  return byDimension.get(dimension) ?? []
}

const choiceOf = (item: UnitListItem): UnitChoice => {
  const symbol = item.abbreviation || item.name
  return { value: symbol, label: item.label && item.label !== symbol ? `${item.label} (${symbol})` : symbol }
}

function prefixedSI(dimension: string): UnitChoice[] {
  const si = defaultUnitSystems.SI.units[dimension]?.definition
  if (!si || UNPREFIXED.has(dimension)) return []
  const base = listed(dimension).find((item) => item.abbreviation === si || item.name === si)
  const longName = (base?.label ?? si).toLowerCase()
  return PREFIXES.map(([symbol, name]) => ({ value: `${symbol}${si}`, label: `${capitalise(name + longName)} (${symbol}${si})` }))
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function factorOf(value: string): number {
  try {
    return parseUnit(value).factor
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/**
 * The choices for `dimension`, each unit once (`atomic_unit_of_time` and `a_u_time`
 * are one choice), with `current` among them: a configured or stored unit that is in
 * no list still shows as selected.
 */
export function unitChoices(dimension: string, current?: string): UnitChoice[] {
  const candidates = [...listed(dimension).map(choiceOf), ...prefixedSI(dimension)]
  const choices: UnitChoice[] = []
  for (const candidate of candidates) {
    if (!choices.some((choice) => sameUnit(choice.value, candidate.value))) choices.push(candidate)
  }
  if (current && !choices.some((choice) => sameUnit(choice.value, current))) {
    choices.push({ value: current, label: current })
  }
  // Stable: units of equal size keep the unit list's order.
  return choices
    .map((choice, index) => ({ choice, index, factor: factorOf(choice.value) }))
    .sort((a, b) => a.factor - b.factor || a.index - b.index)
    .map(({ choice }) => choice)
}

/** The choice that stands for `definition`, if any. */
export function choiceFor(choices: readonly UnitChoice[], definition: string): UnitChoice | undefined {
  return choices.find((choice) => choice.value === definition) ?? choices.find((choice) => sameUnit(choice.value, definition))
}

/** `electric_potential` → `Electric potential`. */
export function dimensionLabel(dimension: string): string {
  return capitalise(dimension.replace(/_/g, ' '))
}

// The control.in settings of an FHI-aims run: the verbatim echo in aims.out (between
// "Parsing control.in" and "Completed first pass over input file control.in"), or the
// control.in beside the mainfile when the echo was switched off.

export interface ControlIn {
  /** Global keywords, first occurrence wins (as FHI-aims reads them), values as words. */
  keywords: Map<string, string[]>
  /** Species labels in the order they are defined. */
  species: string[]
  /** The species-defaults tier each species block announces in its header ('light', 'tight', …). */
  tiers: Map<string, string>
}

const ECHO_START = /Parsing control\.in/
const ECHO_END = /Completed first pass over input file control\.in/
const TIER_HEADER = /Suggested\s+"([\w-]+)"\s+defaults\s+for\s+([A-Z][a-z]?)\s+atom/

/** The echoed control.in lines of an aims.out, or undefined when it was not echoed. */
export function controlEcho(lines: string[]): string[] | undefined {
  const start = lines.findIndex((line) => ECHO_START.test(line))
  if (start < 0) return undefined
  let end = start + 1
  while (end < lines.length && !ECHO_END.test(lines[end])) end++
  const echo = lines.slice(start + 1, end)
  // An echo without a single keyword (verbatim_writeout .false.) says nothing.
  return echo.some((line) => /^\s*[a-z]/.test(line)) ? echo : undefined
}

export function readControl(lines: string[]): ControlIn {
  const keywords = new Map<string, string[]>()
  const species: string[] = []
  const tiers = new Map<string, string>()
  let inSpecies = false
  let pendingTier: string | undefined
  for (const raw of lines) {
    const tier = TIER_HEADER.exec(raw)
    if (tier) {
      // The header comment precedes the species block it describes.
      pendingTier = tier[1]
      tiers.set(tier[2], tier[1])
      continue
    }
    const text = raw.split('#')[0].trim()
    if (!text) continue
    const [keyword, ...values] = text.split(/\s+/)
    if (keyword === 'species') {
      inSpecies = true
      if (values[0]) {
        species.push(values[0])
        if (pendingTier && !tiers.has(values[0])) tiers.set(values[0], pendingTier)
      }
      pendingTier = undefined
      continue
    }
    // Species blocks run to the next species; global keywords come before the first.
    if (inSpecies) continue
    if (!keywords.has(keyword)) keywords.set(keyword, values)
  }
  return { keywords, species, tiers }
}

/** The least accurate tier of all species, as the run's precision preset. */
const TIER_ORDER = ['minimal', 'light_spd', 'light', 'intermediate', 'safe', 'tight', 'really_tight']

export function runTier(control: ControlIn): string | undefined {
  const tiers = [...new Set(control.tiers.values())]
  if (tiers.length === 0) return undefined
  if (tiers.length === 1) return tiers[0]
  const known = tiers.filter((tier) => TIER_ORDER.includes(tier))
  if (known.length === 0) return undefined
  return known.sort((a, b) => TIER_ORDER.indexOf(a) - TIER_ORDER.indexOf(b))[0]
}

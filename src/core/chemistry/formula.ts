// Chemical formulas in the forms NOMAD stores and searches (results.material.chemical_formula_*),
// built from element counts. The rules follow NOMAD's `Formula` helper so that the same
// structure gets the same formula strings on both systems.
import { DALTON_IN_KG, elementBySymbol } from './elements'

/** Number of atoms per element symbol. */
export type ElementCounts = Record<string, number>

export class FormulaError extends Error {
  override name = 'FormulaError'
}

/** Counts the labels of a structure; every label must be an element symbol. */
export function countElements(labels: Iterable<string>): ElementCounts {
  const counts: ElementCounts = {}
  for (const label of labels) {
    if (!elementBySymbol(label)) throw new FormulaError(`Unknown element symbol: ${label}.`)
    counts[label] = (counts[label] ?? 0) + 1
  }
  return counts
}

/**
 * Parses a formula such as `H2O`, `SrTiO3` or `Ca(OH)2` into counts. Repeated elements
 * add up (`CH3CH3` → C2H6). Throws FormulaError naming the problem.
 */
export function parseFormula(formula: string): ElementCounts {
  const text = formula.replace(/\s+/g, '')
  if (!text) throw new FormulaError('Empty formula.')
  let pos = 0
  const readCount = (): number => {
    const match = /^\d+/.exec(text.slice(pos))
    if (!match) return 1
    pos += match[0].length
    return Number(match[0])
  }
  const parseGroup = (closing: string | undefined): ElementCounts => {
    const counts: ElementCounts = {}
    const add = (symbol: string, n: number) => (counts[symbol] = (counts[symbol] ?? 0) + n)
    while (pos < text.length) {
      const char = text[pos]
      if (char === ')' || char === ']') {
        if (char !== closing) throw new FormulaError(`Unbalanced '${char}' in formula ${formula}.`)
        pos++
        return counts
      }
      if (char === '(' || char === '[') {
        pos++
        const inner = parseGroup(char === '(' ? ')' : ']')
        const n = readCount()
        for (const [symbol, count] of Object.entries(inner)) add(symbol, count * n)
        continue
      }
      const match = /^[A-Z][a-z]{0,2}/.exec(text.slice(pos))
      if (!match) throw new FormulaError(`Unexpected '${char}' at position ${pos + 1} of formula ${formula}.`)
      // Take the longest symbol that is an element: 'Co' before 'C' + 'o'.
      let symbol = match[0]
      while (symbol.length > 1 && !elementBySymbol(symbol)) symbol = symbol.slice(0, -1)
      if (!elementBySymbol(symbol)) throw new FormulaError(`Unknown element ${match[0]} in formula ${formula}.`)
      pos += symbol.length
      add(symbol, readCount())
    }
    if (closing) throw new FormulaError(`Missing '${closing}' in formula ${formula}.`)
    return counts
  }
  const counts = parseGroup(undefined)
  for (const [symbol, count] of Object.entries(counts)) if (count === 0) delete counts[symbol]
  if (Object.keys(counts).length === 0) throw new FormulaError(`No atoms in formula ${formula}.`)
  return counts
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

/** The counts divided by their greatest common divisor. */
export function reduceCounts(counts: ElementCounts): ElementCounts {
  const divisor = Object.values(counts).reduce(gcd, 0) || 1
  return Object.fromEntries(Object.entries(counts).map(([symbol, n]) => [symbol, n / divisor]))
}

function write(symbols: string[], counts: ElementCounts): string {
  return symbols.map((symbol) => symbol + (counts[symbol] > 1 ? counts[symbol] : '')).join('')
}

const alphabetical = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Distinct elements in alphabetical order. */
export function elementsOf(counts: ElementCounts): string[] {
  return Object.keys(counts).filter((s) => counts[s] > 0).sort(alphabetical)
}

/** Hill order: C, then H (only when C is present), then alphabetical; counts not reduced. */
export function formulaHill(counts: ElementCounts): string {
  const symbols = elementsOf(counts)
  const first = symbols.includes('C') ? ['C', ...(symbols.includes('H') ? ['H'] : [])] : []
  return write([...first, ...symbols.filter((s) => !first.includes(s))], counts)
}

/** Alphabetical order, counts reduced by their greatest common divisor. */
export function formulaReduced(counts: ElementCounts): string {
  return write(elementsOf(counts), reduceCounts(counts))
}

/**
 * IUPAC order (the element sequence of the Red Book's Table VI: roughly electropositive
 * first), counts reduced. Elements the sequence leaves out (Z > 103) go last, by atomic number.
 */
export function formulaIupac(counts: ElementCounts): string {
  const key = (symbol: string) => {
    const element = elementBySymbol(symbol)
    return element?.iupacOrder ?? 1000 + (element?.number ?? 0)
  }
  const symbols = elementsOf(counts).sort((a, b) => key(a) - key(b))
  return write(symbols, reduceCounts(counts))
}

/** OPTIMADE-style anonymous letters: A … Z, then Aa, Ba, … Za, Ab, … */
function anonymousLetter(index: number): string {
  const upper = String.fromCharCode(65 + (index % 26))
  const round = Math.floor(index / 26)
  return round === 0 ? upper : upper + String.fromCharCode(96 + round)
}

/** Reduced counts in descending order, elements replaced by A, B, C, …: H2O → A2B. */
export function formulaAnonymous(counts: ElementCounts): string {
  const reduced = Object.values(reduceCounts(counts)).filter((n) => n > 0).sort((a, b) => b - a)
  return reduced.map((n, i) => anonymousLetter(i) + (n > 1 ? n : '')).join('')
}

// NOMAD treats these carbon compounds as inorganic (its descriptive formula keeps
// them in IUPAC order), and writes three hydrogen carbonates in their usual form.
const CARBON_INORGANIC_IUPAC = new Set([
  'Al4C3', 'B4C', 'BaCO3', 'BeCO3', 'CNH5O3', 'CaC2', 'CaCO3', 'Ce2C3O9', 'Cf2C3O9', 'CoCO3', 'Cs2CO3',
  'CsHCO3', 'CuCO3', 'Es2C3O9', 'Fe2C9O9', 'Fe3C12O12', 'FeC5O5', 'Fr2CO3', 'Gd2C3O9', 'Ho2C3O9', 'La2C3O9',
  'Li2CO3', 'MgC2', 'MgCO3', 'MoC', 'MoC6O6', 'Na2C2', 'Na2CO3', 'Na2CO4', 'NiCO3', 'PbC3O3', 'Pm2C3O9',
  'Pr2C3O9', 'RaCO3', 'Rh6C16O16', 'SiC', 'Sm2C3O9', 'SrC2TaC', 'SrCO3', 'Tb2C3O9', 'Ti3SiC2', 'TiC',
  'Tl2CO3', 'VC', 'WC', 'WC6O6', 'Yb2C3O9HfC', 'ZnCO3', 'ZrC',
])
const SPECIAL_DESCRIPTIVE: Record<string, string> = { KCHO3: 'KHCO3', NaCHO3: 'NaHCO3', SrC2H2O6: 'SrH2C2O6' }

/**
 * The formula that describes the material best, as NOMAD makes it: the IUPAC formula
 * for inorganic compounds, the Hill formula for carbon compounds other than NOMAD's
 * list of inorganic carbon compounds (carbides, carbonates, carbonyls).
 */
export function formulaDescriptive(counts: ElementCounts): string {
  const iupac = formulaIupac(counts)
  if (!counts.C) return iupac
  if (SPECIAL_DESCRIPTIVE[iupac]) return SPECIAL_DESCRIPTIVE[iupac]
  return CARBON_INORGANIC_IUPAC.has(iupac) ? iupac : formulaHill(counts)
}

/** The reduced formula cut into element–count fragments (for partial formula matching): O3SrTi → [O3, Sr, Ti]. */
export function formulaFragments(counts: ElementCounts): string[] {
  const reduced = reduceCounts(counts)
  return elementsOf(counts).map((symbol) => symbol + (reduced[symbol] > 1 ? reduced[symbol] : ''))
}

/** One element's share of a composition, in the shape of results' ElementalComposition. */
export interface ElementShare {
  element: string
  /** Share of the atoms, 0–1. */
  atomic_fraction: number
  /** Share of the mass, 0–1. */
  mass_fraction: number
  /** Average mass of one atom of the element, in kg (SI, as the metainfo stores it). */
  mass: number
}

/** Atomic and mass fractions per element, in alphabetical order. */
export function elementalComposition(counts: ElementCounts): ElementShare[] {
  const symbols = elementsOf(counts)
  const total = symbols.reduce((sum, s) => sum + counts[s], 0)
  const massOf = (s: string) => (elementBySymbol(s)?.atomicMass ?? 0) * counts[s]
  const totalMass = symbols.reduce((sum, s) => sum + massOf(s), 0)
  return symbols.map((element) => ({
    element,
    atomic_fraction: counts[element] / total,
    mass_fraction: totalMass > 0 ? massOf(element) / totalMass : 0,
    mass: (elementBySymbol(element)?.atomicMass ?? 0) * DALTON_IN_KG,
  }))
}

/** Total mass of the counted atoms in kg. */
export function totalMass(counts: ElementCounts): number {
  return Object.entries(counts).reduce((sum, [s, n]) => sum + (elementBySymbol(s)?.atomicMass ?? 0) * n, 0) * DALTON_IN_KG
}

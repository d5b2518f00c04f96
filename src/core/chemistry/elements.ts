// The periodic table: what formulas, compositions and the periodic-table filter need
// to know about each element. Period, group and grid position are derived from the
// atomic number (fewer hand-typed numbers to get wrong); names, masses,
// electronegativities and categories are data.

export type ElementCategory =
  | 'alkali metal'
  | 'alkaline earth metal'
  | 'lanthanide'
  | 'actinide'
  | 'transition metal'
  | 'post-transition metal'
  | 'metalloid'
  | 'diatomic nonmetal'
  | 'polyatomic nonmetal'
  | 'noble gas'
  | 'unknown, probably transition metal'
  | 'unknown, probably post-transition metal'
  | 'unknown, probably metalloid'
  | 'unknown, predicted to be noble gas'
  | 'unknown, but predicted to be an alkali metal'

export interface Element {
  symbol: string
  name: string
  number: number
  /** Standard atomic weight in unified atomic mass units (Da); mass number of the longest-lived isotope for elements without one. */
  atomicMass: number
  /** Pauling electronegativity; undefined where none is established. */
  electronegativity?: number
  period: number
  /** IUPAC group 1–18; undefined for the lanthanides and actinides (La–Lu, Ac–Lr), drawn in their own rows. */
  group?: number
  /** Column of the periodic-table grid, 1–18. */
  xpos: number
  /** Row of the grid: the period, except 9 for lanthanides and 10 for actinides. */
  ypos: number
  category: ElementCategory
  /**
   * Position in the element sequence of Table VI of the IUPAC Red Book (2005), as
   * pymatgen's `iupac_ordering` (which NOMAD's IUPAC formula uses): formulas cite the
   * element with the lower value first. Undefined for elements the table leaves out.
   */
  iupacOrder?: number
}

// [symbol, name, atomic mass, Pauling electronegativity (0 = none)], by atomic number.
// 119 is in the table because the periodic-table GUI draws it (spec 1 §3).
const DATA: [string, string, number, number][] = [
  ['H', 'Hydrogen', 1.008, 2.2], ['He', 'Helium', 4.002602, 0],
  ['Li', 'Lithium', 6.94, 0.98], ['Be', 'Beryllium', 9.0121831, 1.57], ['B', 'Boron', 10.81, 2.04],
  ['C', 'Carbon', 12.011, 2.55], ['N', 'Nitrogen', 14.007, 3.04], ['O', 'Oxygen', 15.999, 3.44],
  ['F', 'Fluorine', 18.998403163, 3.98], ['Ne', 'Neon', 20.1797, 0],
  ['Na', 'Sodium', 22.98976928, 0.93], ['Mg', 'Magnesium', 24.305, 1.31], ['Al', 'Aluminium', 26.9815385, 1.61],
  ['Si', 'Silicon', 28.085, 1.9], ['P', 'Phosphorus', 30.973761998, 2.19], ['S', 'Sulfur', 32.06, 2.58],
  ['Cl', 'Chlorine', 35.45, 3.16], ['Ar', 'Argon', 39.948, 0],
  ['K', 'Potassium', 39.0983, 0.82], ['Ca', 'Calcium', 40.078, 1.0], ['Sc', 'Scandium', 44.955908, 1.36],
  ['Ti', 'Titanium', 47.867, 1.54], ['V', 'Vanadium', 50.9415, 1.63], ['Cr', 'Chromium', 51.9961, 1.66],
  ['Mn', 'Manganese', 54.938044, 1.55], ['Fe', 'Iron', 55.845, 1.83], ['Co', 'Cobalt', 58.933194, 1.88],
  ['Ni', 'Nickel', 58.6934, 1.91], ['Cu', 'Copper', 63.546, 1.9], ['Zn', 'Zinc', 65.38, 1.65],
  ['Ga', 'Gallium', 69.723, 1.81], ['Ge', 'Germanium', 72.63, 2.01], ['As', 'Arsenic', 74.921595, 2.18],
  ['Se', 'Selenium', 78.971, 2.55], ['Br', 'Bromine', 79.904, 2.96], ['Kr', 'Krypton', 83.798, 3.0],
  ['Rb', 'Rubidium', 85.4678, 0.82], ['Sr', 'Strontium', 87.62, 0.95], ['Y', 'Yttrium', 88.90584, 1.22],
  ['Zr', 'Zirconium', 91.224, 1.33], ['Nb', 'Niobium', 92.90637, 1.6], ['Mo', 'Molybdenum', 95.95, 2.16],
  ['Tc', 'Technetium', 97.90721, 1.9], ['Ru', 'Ruthenium', 101.07, 2.2], ['Rh', 'Rhodium', 102.9055, 2.28],
  ['Pd', 'Palladium', 106.42, 2.2], ['Ag', 'Silver', 107.8682, 1.93], ['Cd', 'Cadmium', 112.414, 1.69],
  ['In', 'Indium', 114.818, 1.78], ['Sn', 'Tin', 118.71, 1.96], ['Sb', 'Antimony', 121.76, 2.05],
  ['Te', 'Tellurium', 127.6, 2.1], ['I', 'Iodine', 126.90447, 2.66], ['Xe', 'Xenon', 131.293, 2.6],
  ['Cs', 'Caesium', 132.90545196, 0.79], ['Ba', 'Barium', 137.327, 0.89],
  ['La', 'Lanthanum', 138.90547, 1.1], ['Ce', 'Cerium', 140.116, 1.12], ['Pr', 'Praseodymium', 140.90766, 1.13],
  ['Nd', 'Neodymium', 144.242, 1.14], ['Pm', 'Promethium', 144.91276, 1.13], ['Sm', 'Samarium', 150.36, 1.17],
  ['Eu', 'Europium', 151.964, 1.2], ['Gd', 'Gadolinium', 157.25, 1.2], ['Tb', 'Terbium', 158.92535, 1.1],
  ['Dy', 'Dysprosium', 162.5, 1.22], ['Ho', 'Holmium', 164.93033, 1.23], ['Er', 'Erbium', 167.259, 1.24],
  ['Tm', 'Thulium', 168.93422, 1.25], ['Yb', 'Ytterbium', 173.054, 1.1], ['Lu', 'Lutetium', 174.9668, 1.27],
  ['Hf', 'Hafnium', 178.49, 1.3], ['Ta', 'Tantalum', 180.94788, 1.5], ['W', 'Tungsten', 183.84, 2.36],
  ['Re', 'Rhenium', 186.207, 1.9], ['Os', 'Osmium', 190.23, 2.2], ['Ir', 'Iridium', 192.217, 2.2],
  ['Pt', 'Platinum', 195.084, 2.28], ['Au', 'Gold', 196.966569, 2.54], ['Hg', 'Mercury', 200.592, 2.0],
  ['Tl', 'Thallium', 204.38, 1.62], ['Pb', 'Lead', 207.2, 2.33], ['Bi', 'Bismuth', 208.9804, 2.02],
  ['Po', 'Polonium', 208.98243, 2.0], ['At', 'Astatine', 209.98715, 2.2], ['Rn', 'Radon', 222.01758, 2.2],
  ['Fr', 'Francium', 223.01974, 0.7], ['Ra', 'Radium', 226.02541, 0.9],
  ['Ac', 'Actinium', 227.02775, 1.1], ['Th', 'Thorium', 232.0377, 1.3], ['Pa', 'Protactinium', 231.03588, 1.5],
  ['U', 'Uranium', 238.02891, 1.38], ['Np', 'Neptunium', 237.04817, 1.36], ['Pu', 'Plutonium', 244.06421, 1.28],
  ['Am', 'Americium', 243.06138, 1.13], ['Cm', 'Curium', 247.07035, 1.28], ['Bk', 'Berkelium', 247.07031, 1.3],
  ['Cf', 'Californium', 251.07959, 1.3], ['Es', 'Einsteinium', 252.083, 1.3], ['Fm', 'Fermium', 257.09511, 1.3],
  ['Md', 'Mendelevium', 258.09843, 1.3], ['No', 'Nobelium', 259.101, 1.3], ['Lr', 'Lawrencium', 262.11, 1.3],
  ['Rf', 'Rutherfordium', 267.122, 0], ['Db', 'Dubnium', 268.126, 0], ['Sg', 'Seaborgium', 271.134, 0],
  ['Bh', 'Bohrium', 270.133, 0], ['Hs', 'Hassium', 269.1338, 0], ['Mt', 'Meitnerium', 278.156, 0],
  ['Ds', 'Darmstadtium', 281.165, 0], ['Rg', 'Roentgenium', 281.166, 0], ['Cn', 'Copernicium', 285.177, 0],
  ['Nh', 'Nihonium', 286.182, 0], ['Fl', 'Flerovium', 289.19, 0], ['Mc', 'Moscovium', 289.194, 0],
  ['Lv', 'Livermorium', 293.204, 0], ['Ts', 'Tennessine', 293.208, 0], ['Og', 'Oganesson', 294.214, 0],
  ['Uue', 'Ununennium', 315, 0],
]

const PERIOD_ENDS = [2, 10, 18, 36, 54, 86, 118, 168]

function periodOf(z: number): number {
  return PERIOD_ENDS.findIndex((end) => z <= end) + 1
}

function groupOf(z: number, period: number): number | undefined {
  const start = period === 1 ? 1 : PERIOD_ENDS[period - 2] + 1
  const i = z - start // position within the period
  if (period === 1) return z === 1 ? 1 : 18
  if (period <= 3) return i < 2 ? i + 1 : i + 11
  if (period <= 5) return i + 1
  if (period <= 7) {
    if (i < 2) return i + 1
    if (i < 17) return undefined // La–Lu, Ac–Lr
    return i - 13
  }
  return i + 1
}

const NAMED_CATEGORIES: [ElementCategory, string[]][] = [
  ['diatomic nonmetal', ['H', 'N', 'O', 'F', 'Cl', 'Br', 'I']],
  ['polyatomic nonmetal', ['C', 'P', 'S', 'Se']],
  ['metalloid', ['B', 'Si', 'Ge', 'As', 'Sb', 'Te', 'At']],
  ['post-transition metal', ['Al', 'Ga', 'In', 'Sn', 'Tl', 'Pb', 'Bi', 'Po', 'Fl']],
  ['unknown, probably transition metal', ['Mt', 'Ds', 'Rg']],
  ['unknown, probably post-transition metal', ['Nh', 'Mc', 'Lv']],
  ['unknown, probably metalloid', ['Ts']],
  ['unknown, predicted to be noble gas', ['Og']],
  ['unknown, but predicted to be an alkali metal', ['Uue']],
]
const CATEGORY_BY_SYMBOL = new Map(NAMED_CATEGORIES.flatMap(([category, symbols]) => symbols.map((s) => [s, category] as const)))

function categoryOf(symbol: string, z: number, group: number | undefined): ElementCategory {
  const named = CATEGORY_BY_SYMBOL.get(symbol)
  if (named) return named
  if (z >= 57 && z <= 71) return 'lanthanide'
  if (z >= 89 && z <= 103) return 'actinide'
  if (group === 1) return 'alkali metal'
  if (group === 2) return 'alkaline earth metal'
  if (group === 18) return 'noble gas'
  return 'transition metal'
}

// Table VI of the IUPAC Red Book (2005) as pymatgen encodes it: [groups, periods] runs,
// where period 9 stands for the actinide row and 8 for the lanthanide row (columns 3–17).
const IUPAC_RUNS: [number[], number[]][] = [
  [[18], [6, 5, 4, 3, 2, 1]],
  [[1], [7, 6, 5, 4, 3, 2]],
  [[2], [7, 6, 5, 4, 3, 2]],
  [range(17, 3), [9]],
  [range(17, 3), [8]],
  [[3], [5, 4]],
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((g): [number[], number[]] => [[g], [6, 5, 4]]),
  [[13], [6, 5, 4, 3, 2]],
  [[14], [6, 5, 4, 3, 2]],
  [[15], [6, 5, 4, 3, 2]],
  [[1], [1]],
  [[16], [6, 5, 4, 3, 2]],
  [[17], [6, 5, 4, 3, 2]],
]

function range(from: number, to: number): number[] {
  const out: number[] = []
  for (let i = from; i >= to; i--) out.push(i)
  return out
}

function buildElements(): Element[] {
  const elements = DATA.map(([symbol, name, atomicMass, en], index): Element => {
    const number = index + 1
    const period = periodOf(number)
    const group = groupOf(number, period)
    const fRow = number >= 57 && number <= 71 ? 9 : number >= 89 && number <= 103 ? 10 : undefined
    return {
      symbol,
      name,
      number,
      atomicMass,
      ...(en > 0 ? { electronegativity: en } : {}),
      period,
      ...(group !== undefined ? { group } : {}),
      xpos: fRow ? number - (fRow === 9 ? 57 : 89) + 3 : (group ?? 1),
      ypos: fRow ?? period,
      category: categoryOf(symbol, number, group),
    }
  })
  // Grid cell (xpos, row) → element, with pymatgen's rows 8/9 for the f-block rows 9/10.
  const byCell = new Map(elements.map((e) => [`${e.xpos},${e.ypos === 9 ? 8 : e.ypos === 10 ? 9 : e.ypos}`, e]))
  let order = 0
  for (const [groups, periods] of IUPAC_RUNS) {
    for (const g of groups) {
      for (const p of periods) {
        const element = byCell.get(`${g},${p}`)
        if (element && element.number <= 103) element.iupacOrder = order++
      }
    }
  }
  return elements
}

/** All elements, indexed by atomic number − 1. */
export const ELEMENTS: readonly Element[] = buildElements()

const BY_SYMBOL = new Map(ELEMENTS.map((e) => [e.symbol, e]))

/** The element with this exact symbol (case-sensitive: 'Co' is cobalt, 'CO' is nothing). */
export function elementBySymbol(symbol: string): Element | undefined {
  return BY_SYMBOL.get(symbol)
}

export function elementByNumber(number: number): Element | undefined {
  return Number.isInteger(number) && number >= 1 ? ELEMENTS[number - 1] : undefined
}

export function isElementSymbol(symbol: string): boolean {
  return BY_SYMBOL.has(symbol)
}

/** One unified atomic mass unit (dalton) in kilograms (CODATA 2018). */
export const DALTON_IN_KG = 1.6605390666e-27

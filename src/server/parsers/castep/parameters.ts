// The parameter summary CASTEP prints before the run ('***** General Parameters *****',
// 'key : value' lines), and the quantities read from it: output units, the functional,
// basis, spin, smearing, SCF and geometry-optimisation settings.
import { toSI } from '../../../core/units'
import { libxcComponents } from '../common'

export interface CastepParameters {
  /** section (lower case) → key (lower case, single spaces) → value as printed */
  sections: Map<string, Map<string, string>>
  /** Lines of the summary without a colon, lower case, e.g. 'treating system as spin-polarized'. */
  flags: string[]
  /** Components of a custom functional ('using custom xc functional definition'). */
  customFunctional: string[]
}

const normalisedKey = (key: string) => key.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * Reads the summary from the line after '*** Title ***' to the closing line of stars;
 * returns the index of the line after it.
 */
export function readParameters(lines: string[], start: number, into: CastepParameters): number {
  let section = ''
  let custom = false
  for (let i = start; i < lines.length; i++) {
    const t = lines[i].trim()
    if (/^\*{40,}$/.test(t)) return i + 1
    const header = t.match(/^\*+\s+(.+?)\s+\*+$/)
    if (header) {
      section = header[1].toLowerCase()
      custom = false
      continue
    }
    if (!t) {
      custom = false
      continue
    }
    if (custom) {
      into.customFunctional.push(t.split(/\s+/)[0])
      continue
    }
    const colon = t.indexOf(':')
    if (colon < 0) {
      into.flags.push(t.toLowerCase())
      continue
    }
    const key = normalisedKey(t.slice(0, colon))
    const value = t.slice(colon + 1).trim()
    if (key === 'using custom xc functional definition') custom = true
    if (!into.sections.has(section)) into.sections.set(section, new Map())
    const values = into.sections.get(section)!
    if (!values.has(key)) values.set(key, value)
  }
  return lines.length
}

export function parameter(parameters: CastepParameters, section: string, key: string): string | undefined {
  return parameters.sections.get(section)?.get(key)
}

// CASTEP's unit names (output units and parameter values) as expressions core/units knows.
const UNIT_EXPRESSIONS: Record<string, string> = {
  eV: 'eV',
  Ha: 'hartree',
  Hartree: 'hartree',
  Ry: 'rydberg',
  J: 'joule',
  meV: 'meV',
  A: 'angstrom',
  Ang: 'angstrom',
  ANG: 'angstrom',
  Bohr: 'bohr',
  bohr: 'bohr',
  nm: 'nanometer',
  m: 'meter',
  'eV/A': 'eV / angstrom',
  'eV/Ang': 'eV / angstrom',
  'Ha/Bohr': 'hartree / bohr',
  'Ry/Bohr': 'rydberg / bohr',
  N: 'newton',
  GPa: 'gigapascal',
  MPa: 'megapascal',
  kPa: 'kilopascal',
  Pa: 'pascal',
  atm: 'atmosphere',
  'eV/A**3': 'eV / angstrom ** 3',
  'Ha/Bohr**3': 'hartree / bohr ** 3',
}

/** The SI factor of a CASTEP unit; per-atom units ('eV/atom') count as the unit itself, as NOMAD has it. */
export function unitFactor(unit: string): number | undefined {
  const plain = unit.trim().replace(/\/atom$/, '')
  const expression = UNIT_EXPRESSIONS[plain]
  return expression ? toSI(1, expression) : undefined
}

/** '0.2219E-09   eV' → SI value; undefined when the number or unit is unreadable. */
export function quantityOf(text: string | undefined): number | undefined {
  if (!text) return undefined
  const [number, ...unit] = text.trim().split(/\s+/)
  const value = Number(number.replace(/[dD]/, 'e'))
  const factor = unit.length ? unitFactor(unit.join('')) : undefined
  return Number.isFinite(value) && factor !== undefined ? value * factor : undefined
}

export interface OutputUnits {
  energy: number
  length: number
  force: number
  pressure: number
}

/** The units the output is written in ('output energy unit : eV'), defaulting to CASTEP's defaults. */
export function outputUnits(parameters: CastepParameters, warn: (message: string) => void): OutputUnits {
  const of = (name: string, fallback: string) => {
    const unit = parameter(parameters, 'general parameters', `output ${name} unit`) ?? fallback
    const factor = unitFactor(unit)
    if (factor !== undefined) return factor
    warn(`The output ${name} unit '${unit}' is not known; ${fallback} is assumed.`)
    return unitFactor(fallback)!
  }
  return { energy: of('energy', 'eV'), length: of('length', 'A'), force: of('force', 'eV/A'), pressure: of('pressure', 'GPa') }
}

// CASTEP's long functional names; the components then come from the shared table.
const FUNCTIONAL_NAMES: Record<string, string> = {
  'local density approximation': 'LDA',
  'perdew burke ernzerhof': 'PBE',
  'perdew wang (1991)': 'PW91',
  'revised perdew burke ernzerhof': 'RPBE',
  'pbe for solids (2008)': 'PBESOL',
  'pbe with wu-cohen exchange': 'WC',
  'hartree-fock': 'HF',
  'hybrid hse03': 'HSE03',
  'hybrid hse06': 'HSE06',
  'hybrid pbe0': 'PBE0',
  'regularised scan': 'RSCAN',
}
// Where NOMAD's CASTEP table differs from the shared one.
const CASTEP_COMPONENTS: Record<string, string[]> = {
  'hybrid b3lyp': ['HYB_GGA_XC_B3LYP5'],
  b3lyp: ['HYB_GGA_XC_B3LYP5'],
}

/** libxc components of one CASTEP functional name (long or short form); undefined when unknown. */
export function castepFunctional(name: string): string[] | undefined {
  const key = name.trim().toLowerCase()
  if (CASTEP_COMPONENTS[key]) return [...CASTEP_COMPONENTS[key]]
  return libxcComponents(FUNCTIONAL_NAMES[key] ?? name)
}

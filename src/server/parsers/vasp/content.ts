// What the vasprun.xml and OUTCAR readers extract, in VASP's own units (eV, Å, kB,
// fractional k-points), before it becomes an archive: one shape for both files so that
// the method, systems, calculations and workflow are built by the same code (archive.ts).

/** An INCAR-style setting: strings, numbers, logicals (T/F) or lists of them. */
export type SettingValue = string | number | boolean | number[] | string[] | boolean[]
export type Settings = Record<string, SettingValue>

export interface VaspCell {
  /** Cell vectors as rows, Å. */
  lattice: number[][]
  /** Cartesian positions, Å. */
  positions: number[][]
  /** Reciprocal cell vectors as VASP prints them: 1/Å without the factor 2π. */
  reciprocal?: number[][]
}

export interface VaspEnergies {
  /** e_fr_energy, 'free energy TOTEN' */
  free?: number
  /** e_wo_entrp, 'energy without entropy' */
  total?: number
  /** e_0_energy, 'energy(sigma->0)' */
  totalT0?: number
}

export interface VaspEigenvalues {
  /** [spin][kpoint][band], eV */
  energies: number[][][]
  /** [spin][kpoint][band], as the file writes them */
  occupations: number[][][]
}

export interface VaspDos {
  /** eV */
  energies: number[]
  /** [spin][energy], states/eV */
  total: number[][]
  /** eV */
  fermi?: number
}

/** One ionic step: one SCF cycle on one structure. */
export interface VaspStep {
  cell?: VaspCell
  energies: VaspEnergies
  scf: VaspEnergies[]
  /** eV/Å per atom */
  forces?: number[][]
  /** kB, 3×3 */
  stress?: number[][]
  /** eV */
  fermi?: number
  eigenvalues?: VaspEigenvalues
  dos?: VaspDos
}

export interface VaspKpoints {
  /** The generation scheme as vasprun names it: Gamma, Monkhorst-Pack, Automatic, listgenerated. */
  generation?: string
  /** Divisions of a regular mesh (3 numbers) or points per line segment (1 number). */
  divisions?: number[]
  shift?: number[]
  /** Fractional k-points, irreducible. */
  points: number[][]
  weights: number[]
}

export interface VaspContent {
  /** program.version as NOMAD writes it: version, subversion and platform, words single-spaced. */
  version?: string
  /** The INCAR as given (vasprun <incar>); empty for an OUTCAR. */
  incar: Settings
  /** Every setting in force, defaults included (vasprun <parameters>, OUTCAR 'Startparameter'), the INCAR overridden by them. */
  settings: Settings
  /** Element of each atom. */
  elements: string[]
  /** POTCAR titles, one per species, e.g. 'PAW_PBE Sr_sv 07Sep2000'. */
  potcars: string[]
  /** LEXCH of each POTCAR where the file prints it (OUTCAR): PE, 91, CA, … */
  potcarExchange: string[]
  kpoints: VaspKpoints
  /** The input structure, used where a step lacks its own. */
  initialCell?: VaspCell
  steps: VaspStep[]
  /** Multiply occupations by this to get 0…2 per band without spin polarisation (vasprun writes 0…1). */
  occupationFactor: number
}

export function emptyContent(): VaspContent {
  return { incar: {}, settings: {}, elements: [], potcars: [], potcarExchange: [], kpoints: { points: [], weights: [] }, steps: [], occupationFactor: 1 }
}

/** Fractional positions (rows) times the cell (rows): Cartesian positions. */
export function cartesian(fractional: number[][], lattice: number[][]): number[][] {
  return fractional.map((f) => [0, 1, 2].map((j) => f[0] * lattice[0][j] + f[1] * lattice[1][j] + f[2] * lattice[2][j]))
}

export function numberSetting(settings: Settings, key: string): number | undefined {
  const value = settings[key]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'number' && Number.isFinite(first) ? first : undefined
}

export function stringSetting(settings: Settings, key: string): string | undefined {
  const value = settings[key]
  const first = Array.isArray(value) ? value[0] : value
  return first === undefined ? undefined : String(first).trim()
}

export function booleanSetting(settings: Settings, key: string): boolean | undefined {
  const value = settings[key]
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first === 'boolean') return first
  if (typeof first === 'string') return /^\.?T/i.test(first.trim()) ? true : /^\.?F/i.test(first.trim()) ? false : undefined
  return undefined
}

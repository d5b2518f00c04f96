// Synthetic, realistic search documents for the search benchmarks (issue 7): users,
// uploads and entries as the store holds them after processing, generated
// deterministically from a seed. `entries.doc` has the shape processing/doc.ts's
// searchDocument gives (entry metadata and results); upload-level metadata (authors,
// visibility, times) lives in the upload rows, as in the store.
import { createHash } from 'node:crypto'
import { reduceCounts, type ElementCounts } from '../src/core/chemistry'
import { entryId } from '../src/core/ids'
import { compositionFields } from '../src/server/processing/normalizers/material/composition'

type Json = Record<string, unknown>

export interface SeedUser {
  user_id: string
  username: string
  email: string
  first_name: string
  last_name: string
  affiliation: string
}

export interface SeedUpload {
  upload_id: string
  upload_name: string
  main_author: string
  coauthors: string[]
  reviewers: string[]
  upload_create_time: Date
  published: boolean
  publish_time: Date | null
  embargo_length: number
  complete_time: Date
}

export interface SeedEntry {
  entry_id: string
  upload_id: string
  mainfile: string
  parser_name: string
  entry_create_time: Date
  complete_time: Date
  doc: Json
}

export interface SeedOptions {
  /** Total number of entries. */
  entries: number
  seed?: number
  users?: number
  /** Latest upload time; uploads spread over the five years before it. */
  end?: Date
}

// ---------------------------------------------------------------------------------
// Randomness

/** sfc32 seeded through splitmix32: fast, deterministic, good enough for data. */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    let s = seed >>> 0
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next()
    for (let i = 0; i < 12; i++) this.next()
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0
    this.d = (this.d + 1) >>> 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) >>> 0
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0
    this.c = (this.c + t) >>> 0
    return t / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** Log-uniform in [min, max]. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)))
  }

  id(length: number): string {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    let out = ''
    for (let i = 0; i < length; i++) out += chars[Math.floor(this.next() * 64)]
    return out
  }
}

/** A weighted choice, prepared once. */
class Weighted<T> {
  private readonly cumulative: number[] = []
  private readonly total: number

  constructor(readonly items: readonly (readonly [T, number])[]) {
    let sum = 0
    for (const [, weight] of items) this.cumulative.push((sum += weight))
    this.total = sum
  }

  pick(rng: Rng): T {
    const x = rng.next() * this.total
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.cumulative[mid] > x) hi = mid
      else lo = mid + 1
    }
    return this.items[lo][0]
  }
}

const EV = 1.602176634e-19
const ANGSTROM = 1e-10
const DAY = 86_400_000
const YEAR = 365.25 * DAY

function hash32(...parts: (string | number)[]): number {
  return createHash('sha1').update(parts.join(':')).digest().readUInt32LE(0)
}

function hashId(length: number, ...parts: (string | number)[]): string {
  return createHash('sha512').update(parts.join(':')).digest('base64url').slice(0, length)
}

// ---------------------------------------------------------------------------------
// Users

const FIRST_NAMES = ['Anna', 'Ben', 'Chen', 'Daniela', 'Emil', 'Fatima', 'Georg', 'Hana', 'Ivan', 'Julia', 'Kenji', 'Lena', 'Marco', 'Nadia', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tariq', 'Ursula', 'Viktor', 'Wei', 'Xenia', 'Yusuf', 'Zoe', 'Luca', 'Mei', 'Pablo', 'Sofia']
const LAST_NAMES = ['Müller', 'Schmidt', 'Wang', 'Li', 'Zhang', 'García', 'Rossi', 'Nguyen', 'Kim', 'Smith', 'Johnson', 'Novak', 'Kowalski', 'Sato', 'Suzuki', 'Dubois', 'Silva', 'Ivanova', 'Hansen', 'Yilmaz', 'Patel', 'Okafor', 'Andersson', 'Fischer', 'Weber', 'Becker', 'Moreau', 'Costa', 'Horvat', 'Larsen']
const AFFILIATIONS = ['Humboldt-Universität zu Berlin', 'Fritz Haber Institute', 'TU Munich', 'ETH Zurich', 'EPFL', 'University of Cambridge', 'MIT', 'Tsinghua University', 'KTH Stockholm', 'Aalto University', 'University of Tokyo', 'CNRS Grenoble', 'Max Planck Institute for Solid State Research', 'Forschungszentrum Jülich', 'University of Vienna']

function uuid(rng: Rng): string {
  const hex = () => Math.floor(rng.next() * 16).toString(16)
  const part = (n: number) => Array.from({ length: n }, hex).join('')
  return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[rng.int(0, 3)]}${part(3)}-${part(12)}`
}

export function seedUsers(seed: number, count: number): SeedUser[] {
  const rng = new Rng(hash32('users', seed))
  return Array.from({ length: count }, (_, i) => {
    const first = rng.pick(FIRST_NAMES)
    const last = rng.pick(LAST_NAMES)
    const username = `${first}.${last}.${i}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9.]/g, '')
    return { user_id: uuid(rng), username, email: `${username}@example.org`, first_name: first, last_name: last, affiliation: rng.pick(AFFILIATIONS) }
  })
}

// ---------------------------------------------------------------------------------
// Materials

/** Element frequencies as in materials databases: a power law over this order. */
const ELEMENT_ORDER = [
  'O', 'H', 'C', 'N', 'Si', 'Fe', 'Li', 'Ti', 'S', 'Cu', 'Al', 'Mg', 'Na', 'Ca', 'Zn', 'Co', 'Ni', 'Mn', 'F', 'P', 'Cl', 'Ba',
  'Sr', 'K', 'Ga', 'Cr', 'V', 'B', 'Se', 'Zr', 'As', 'La', 'Ge', 'Mo', 'Sn', 'Bi', 'Pb', 'Te', 'In', 'Nb', 'Y', 'Ag', 'W',
  'Sb', 'Pt', 'Au', 'Pd', 'Cd', 'Ce', 'Br', 'I', 'Cs', 'Rb', 'Sc', 'Hf', 'Ta', 'Nd', 'Ru', 'Rh', 'Ir', 'Hg', 'Gd', 'Sm',
  'Be', 'Er', 'Eu', 'Pr', 'Dy', 'Yb', 'Tb', 'Ho', 'Tl', 'Os', 'Re', 'Lu', 'Tm', 'U', 'Th', 'He', 'Ne', 'Ar', 'Kr', 'Xe',
]
const ELEMENTS = new Weighted(ELEMENT_ORDER.map((symbol, rank) => [symbol, 1 / (rank + 1) ** 1.1] as const))
const N_ELEMENTS = new Weighted<number>([[1, 12], [2, 33], [3, 30], [4, 14], [5, 7], [6, 4]])

const STRUCTURAL_TYPES = new Weighted<string>([['bulk', 80], ['molecule / cluster', 8], ['surface', 6], ['2D', 4], ['1D', 1], ['atom', 1]])
const DIMENSIONALITY: Record<string, string> = { bulk: '3D', surface: '2D', '2D': '2D', '1D': '1D', 'molecule / cluster': '0D', atom: '0D' }
const BUILDING_BLOCK: Record<string, string> = { surface: 'surface', '2D': '2D material', 'molecule / cluster': 'molecule' }

/** Common space groups: number, symbol, point group, Bravais lattice, weight. */
const COMMON_SPACE_GROUPS: readonly (readonly [number, string, string, string, number])[] = [
  [225, 'Fm-3m', 'm-3m', 'cF', 12], [227, 'Fd-3m', 'm-3m', 'cF', 5], [221, 'Pm-3m', 'm-3m', 'cP', 6], [229, 'Im-3m', 'm-3m', 'cI', 4],
  [216, 'F-43m', '-43m', 'cF', 4], [194, 'P6_3/mmc', '6/mmm', 'hP', 8], [191, 'P6/mmm', '6/mmm', 'hP', 3], [186, 'P6_3mc', '6mm', 'hP', 2],
  [166, 'R-3m', '-3m', 'hR', 5], [167, 'R-3c', '-3m', 'hR', 2], [148, 'R-3', '-3', 'hR', 1], [164, 'P-3m1', '-3m', 'hP', 2],
  [62, 'Pnma', 'mmm', 'oP', 7], [63, 'Cmcm', 'mmm', 'oS', 3], [61, 'Pbca', 'mmm', 'oP', 1], [19, 'P2_12_12_1', '222', 'oP', 1],
  [33, 'Pna2_1', 'mm2', 'oP', 1], [139, 'I4/mmm', '4/mmm', 'tI', 5], [136, 'P4_2/mnm', '4/mmm', 'tP', 2], [123, 'P4/mmm', '4/mmm', 'tP', 3],
  [88, 'I4_1/a', '4/m', 'tI', 1], [14, 'P2_1/c', '2/m', 'mP', 9], [15, 'C2/c', '2/m', 'mS', 4], [12, 'C2/m', '2/m', 'mS', 4],
  [4, 'P2_1', '2', 'mP', 1], [2, 'P-1', '-1', 'aP', 5], [1, 'P1', '1', 'aP', 2],
]
const COMMON = new Weighted(COMMON_SPACE_GROUPS.map((sg) => [sg, sg[4]] as const))

const POINT_GROUPS: readonly (readonly [number, string])[] = [
  [1, '1'], [2, '-1'], [5, '2'], [9, 'm'], [15, '2/m'], [24, '222'], [46, 'mm2'], [74, 'mmm'], [80, '4'], [82, '-4'], [88, '4/m'],
  [98, '422'], [110, '4mm'], [122, '-42m'], [142, '4/mmm'], [146, '3'], [148, '-3'], [155, '32'], [161, '3m'], [167, '-3m'],
  [173, '6'], [174, '-6'], [176, '6/m'], [182, '622'], [186, '6mm'], [190, '-6m2'], [194, '6/mmm'], [199, '23'], [206, 'm-3'],
  [214, '432'], [220, '-43m'], [230, 'm-3m'],
]
const RHOMBOHEDRAL = new Set([146, 148, 155, 160, 161, 166, 167])

export function crystalSystem(spaceGroup: number): string {
  if (spaceGroup <= 2) return 'triclinic'
  if (spaceGroup <= 15) return 'monoclinic'
  if (spaceGroup <= 74) return 'orthorhombic'
  if (spaceGroup <= 142) return 'tetragonal'
  if (spaceGroup <= 167) return 'trigonal'
  if (spaceGroup <= 194) return 'hexagonal'
  return 'cubic'
}

const LATTICE_LETTER: Record<string, string> = { triclinic: 'a', monoclinic: 'm', orthorhombic: 'o', tetragonal: 't', trigonal: 'h', hexagonal: 'h', cubic: 'c' }

function symmetry(rng: Rng): Json {
  if (rng.chance(0.7)) {
    const [number, symbol, pointGroup, bravais] = COMMON.pick(rng)
    return { bravais_lattice: bravais, crystal_system: crystalSystem(number), point_group: pointGroup, space_group_number: number, space_group_symbol: symbol }
  }
  const number = rng.int(1, 230)
  const system = crystalSystem(number)
  const bravais = RHOMBOHEDRAL.has(number) ? 'hR' : `${LATTICE_LETTER[system]}P`
  const pointGroup = POINT_GROUPS.find(([last]) => number <= last)?.[1]
  return { bravais_lattice: bravais, crystal_system: system, point_group: pointGroup, space_group_number: number }
}

interface Material {
  counts: ElementCounts
  results: Json
  lattice: { a: number; b: number; c: number; alpha: number; beta: number; gamma: number }
  nSites: number
}

function composition(rng: Rng): ElementCounts {
  const n = N_ELEMENTS.pick(rng)
  const counts: ElementCounts = {}
  while (Object.keys(counts).length < n) {
    const symbol = ELEMENTS.pick(rng)
    if (!counts[symbol]) counts[symbol] = rng.chance(0.5) ? 1 : rng.int(1, 6)
  }
  return counts
}

/** Material number `index` of a seed: the same index always gives the same material. */
export function material(seed: number, index: number): Material {
  const rng = new Rng(hash32('material', seed, index))
  const reduced = reduceCounts(composition(rng))
  const z = rng.pick([1, 1, 2, 2, 4])
  const counts = Object.fromEntries(Object.entries(reduced).map(([s, n]) => [s, n * z]))
  const structuralType = STRUCTURAL_TYPES.pick(rng)
  const sym = structuralType === 'bulk' ? symmetry(rng) : undefined
  const fields = compositionFields(counts)
  const results: Json = {
    material_id: hashId(28, 'material', seed, index),
    structural_type: structuralType,
    dimensionality: DIMENSIONALITY[structuralType],
    ...(BUILDING_BLOCK[structuralType] && { building_block: BUILDING_BLOCK[structuralType] }),
    ...fields,
    // Only the searchable fields of each share.
    elemental_composition: fields.elemental_composition.map(({ element, atomic_fraction, mass_fraction }) => ({ element, atomic_fraction, mass_fraction })),
    ...(sym && { symmetry: sym }),
  }
  const a = rng.logUniform(2.5, 15) * ANGSTROM
  const system = (sym?.crystal_system as string | undefined) ?? 'triclinic'
  const right = Math.PI / 2
  const lattice = {
    a,
    b: system === 'cubic' || system === 'tetragonal' || system === 'hexagonal' || system === 'trigonal' ? a : rng.logUniform(2.5, 15) * ANGSTROM,
    c: system === 'cubic' ? a : rng.logUniform(2.5, 25) * ANGSTROM,
    alpha: system === 'triclinic' ? rng.logUniform(1.2, 2) : right,
    beta: system === 'triclinic' || system === 'monoclinic' ? rng.logUniform(1.2, 2) : right,
    gamma: system === 'hexagonal' || system === 'trigonal' ? (2 * Math.PI) / 3 : system === 'triclinic' ? rng.logUniform(1.2, 2) : right,
  }
  const nSites = Object.values(counts).reduce((sum, n) => sum + n, 0)
  return { counts, results, lattice, nSites }
}

function structureOriginal(m: Material, structuralType: string): Json {
  const { a, b, c } = m.lattice
  return {
    nperiodic_dimensions: { bulk: 3, surface: 2, '2D': 2, '1D': 1 }[structuralType] ?? 0,
    n_sites: m.nSites,
    cell_volume: a * b * c * (0.85 + 0.15 * ((m.nSites % 7) / 7)),
    lattice_parameters: { ...m.lattice },
  }
}

// ---------------------------------------------------------------------------------
// Simulations

interface Program {
  name: string
  parser: string
  mainfile: (rng: Rng, i: number) => string
  versions: readonly string[]
  basisSetType: string
  core: string
  precisionBasis: string
  tiers?: readonly string[]
  cutoffEv?: readonly [number, number]
  apw?: boolean
  specific: readonly string[]
}

const PROGRAMS = new Weighted<Program>([
  [{ name: 'VASP', parser: 'parsers/vasp', mainfile: (_, i) => `calc_${i}/vasprun.xml`, versions: ['6.4.2', '6.3.0', '5.4.4.18Apr17-6-g9f103f2a35'], basisSetType: 'plane waves', core: 'pseudopotential', precisionBasis: 'plane waves', tiers: ['VASP - normal', 'VASP - accurate', 'VASP - high'], cutoffEv: [300, 700], specific: ['run.x_vasp_incar_in.ENCUT', 'run.x_vasp_incar_in.ISPIN', 'run.x_vasp_incar_in.PREC', 'run.x_vasp_incar_in.IBRION', 'run.x_vasp_incar_in.NSW', 'run.x_vasp_incar_in.SYSTEM'] }, 40],
  [{ name: 'FHI-aims', parser: 'parsers/fhi-aims', mainfile: (_, i) => `run_${i}/aims.out`, versions: ['240507', '231212', '221103'], basisSetType: 'numeric AOs', core: 'full all electron', precisionBasis: 'atom-centered orbitals', tiers: ['FHI-aims - light', 'FHI-aims - intermediate', 'FHI-aims - tight'], specific: ['run.method.basis_set.atom_centered.name', 'run.x_fhi_aims_controlIn_relativistic'] }, 15],
  [{ name: 'Quantum Espresso', parser: 'parsers/quantumespresso', mainfile: (_, i) => `pw_${i}/espresso.out`, versions: ['7.2', '7.1', '6.8'], basisSetType: 'plane waves', core: 'pseudopotential', precisionBasis: 'plane waves', cutoffEv: [400, 1100], specific: ['run.x_qe_input_filename', 'run.method.atom_parameters.pseudopotential_name'] }, 14],
  [{ name: 'exciting', parser: 'parsers/exciting', mainfile: (_, i) => `exciting_${i}/INFO.OUT`, versions: ['neon', 'nitrogen-14'], basisSetType: '(L)APW+lo', core: 'full all electron', precisionBasis: '(L)APW+lo', apw: true, specific: ['run.method.basis_set.cutoff_fractional', 'run.x_exciting_rgkmax'] }, 7],
  [{ name: 'CASTEP', parser: 'parsers/castep', mainfile: (rng, i) => `castep/${rng.pick(['cell', 'run', 'opt'])}_${i}.castep`, versions: ['23.1', '21.11', '20.1'], basisSetType: 'plane waves', core: 'pseudopotential', precisionBasis: 'plane waves', cutoffEv: [300, 900], specific: ['run.x_castep_basis_set_planewave_cutoff'] }, 7],
  [{ name: 'CP2K', parser: 'parsers/cp2k', mainfile: (_, i) => `cp2k_${i}/cp2k.out`, versions: ['2023.1', '9.1', '8.2'], basisSetType: 'gaussians', core: 'pseudopotential', precisionBasis: 'gaussians + plane waves', cutoffEv: [3000, 10000], specific: ['run.x_cp2k_input.GLOBAL.RUN_TYPE', 'run.method.basis_set.cutoff'] }, 7],
  [{ name: 'WIEN2k', parser: 'parsers/wien2k', mainfile: (_, i) => `case_${i}/case_${i}.scf`, versions: ['23.2', '21.1', '19.2'], basisSetType: '(L)APW+lo', core: 'full all electron', precisionBasis: '(L)APW+lo', apw: true, specific: ['run.x_wien2k_rkmax', 'run.x_wien2k_lmax'] }, 5],
  [{ name: 'ABINIT', parser: 'parsers/abinit', mainfile: (_, i) => `abinit_${i}/run.abo`, versions: ['9.10.3', '9.6.2', '8.10.3'], basisSetType: 'plane waves', core: 'pseudopotential', precisionBasis: 'plane waves', cutoffEv: [400, 1400], specific: ['run.x_abinit_var.ecut', 'run.x_abinit_var.ngkpt'] }, 5],
])

interface Functional {
  names: readonly string[]
  type: string
  mixing?: number
}

const FUNCTIONALS = new Weighted<Functional>([
  [{ names: ['GGA_C_PBE', 'GGA_X_PBE'], type: 'GGA' }, 55],
  [{ names: ['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL'], type: 'GGA' }, 8],
  [{ names: ['LDA_C_PZ', 'LDA_X'], type: 'LDA' }, 8],
  [{ names: ['MGGA_C_SCAN', 'MGGA_X_SCAN'], type: 'meta-GGA' }, 6],
  [{ names: ['HYB_GGA_XC_HSE06'], type: 'hybrid', mixing: 0.25 }, 8],
  [{ names: ['HYB_GGA_XC_PBEH'], type: 'hybrid', mixing: 0.25 }, 4],
  [{ names: ['GGA_C_PBE', 'GGA_X_RPBE'], type: 'GGA' }, 3],
  [{ names: ['HYB_GGA_XC_B3LYP'], type: 'hybrid', mixing: 0.2 }, 3],
  [{ names: ['GGA_C_PW91', 'GGA_X_PW91'], type: 'GGA' }, 3],
  [{ names: ['MGGA_C_R2SCAN', 'MGGA_X_R2SCAN'], type: 'meta-GGA' }, 2],
])

const SMEARING = ['gaussian', 'fermi', 'methfessel-paxton', 'marzari-vanderbilt', 'tetrahedra']
const VDW = ['G06', 'TS', 'MBD', 'D3']

/** Archive paths every simulation archive has (part of `quantities`). */
const RUN_PATHS = [
  'run.calculation.energy.total.value', 'run.calculation.energy.free.value', 'run.calculation.energy.fermi', 'run.calculation.forces.total.value',
  'run.calculation.method_ref', 'run.calculation.system_ref', 'run.calculation.scf_iteration.energy.total.value', 'run.calculation.scf_iteration.energy.change',
  'run.calculation.eigenvalues.energies', 'run.calculation.eigenvalues.kpoints', 'run.calculation.eigenvalues.kpoints_weights', 'run.calculation.eigenvalues.n_bands',
  'run.calculation.eigenvalues.n_kpoints', 'run.calculation.eigenvalues.n_spin_channels', 'run.calculation.eigenvalues.occupations', 'run.calculation.stress.total.value',
  'run.method.basis_set.type', 'run.method.dft.xc_functional.component_names', 'run.method.dft.xc_functional.name', 'run.method.electronic.method',
  'run.method.electronic.n_spin_channels', 'run.method.electronic.smearing.kind', 'run.method.electronic.smearing.width', 'run.method.k_mesh.generation_method',
  'run.method.k_mesh.grid', 'run.method.k_mesh.n_points', 'run.method.k_mesh.points', 'run.method.k_mesh.weights', 'run.method.scf.n_max_iteration',
  'run.method.scf.threshold_energy_change', 'run.program.name', 'run.program.version', 'run.system.atoms.labels', 'run.system.atoms.lattice_vectors',
  'run.system.atoms.n_atoms', 'run.system.atoms.periodic', 'run.system.atoms.positions', 'run.system.atoms.species', 'run.system.chemical_composition_hill',
  'run.system.elements', 'run.system.is_representative', 'workflow2.inputs.name', 'workflow2.inputs.section', 'workflow2.name', 'workflow2.outputs.name',
  'workflow2.outputs.section', 'workflow2.tasks.inputs.name', 'workflow2.tasks.inputs.section', 'workflow2.tasks.name', 'workflow2.tasks.outputs.name',
  'workflow2.tasks.outputs.section',
]
const RELAX_PATHS = [
  'workflow2.method.convergence_tolerance_force_maximum', 'workflow2.method.method', 'workflow2.method.optimization_steps_maximum', 'workflow2.method.type',
  'workflow2.results.calculation_result_ref', 'workflow2.results.energies', 'workflow2.results.final_displacement_maximum',
  'workflow2.results.final_energy_difference', 'workflow2.results.final_force_maximum', 'workflow2.results.is_converged_geometry',
  'workflow2.results.optimization_steps', 'results.properties.geometry_optimization.energies', 'results.properties.geometry_optimization.trajectory',
  'results.properties.geometry_optimization.system_optimized', 'results.properties.geometry_optimization.type',
]
const BAND_PATHS = [
  'run.calculation.band_structure_electronic.reciprocal_cell', 'run.calculation.band_structure_electronic.segment.energies',
  'run.calculation.band_structure_electronic.segment.kpoints', 'run.calculation.band_structure_electronic.segment.endpoints_labels',
  'results.properties.electronic.band_structure_electronic.reciprocal_cell', 'results.properties.electronic.band_structure_electronic.segment',
  'results.properties.electronic.band_structure_electronic.energy_fermi', 'results.properties.electronic.band_gap.energy_highest_occupied',
  'results.properties.electronic.band_gap.energy_lowest_unoccupied', 'results.properties.electronic.band_gap.provenance.label',
]
const DOS_PATHS = [
  'run.calculation.dos_electronic.energies', 'run.calculation.dos_electronic.energy_fermi', 'run.calculation.dos_electronic.n_energies',
  'run.calculation.dos_electronic.spin_channel', 'run.calculation.dos_electronic.total.value', 'results.properties.electronic.dos_electronic_new.data.energies',
  'results.properties.electronic.dos_electronic_new.data.energy_fermi', 'results.properties.electronic.dos_electronic_new.data.total',
]
const STRUCTURE_PATHS = [
  'results.material.topology.label', 'results.material.topology.method', 'results.material.topology.atoms.positions', 'results.material.topology.atoms.labels',
  'results.material.topology.cell.a', 'results.material.topology.cell.volume', 'results.material.topology.cell.mass_density',
  'results.properties.structures.structure_original.cartesian_site_positions', 'results.properties.structures.structure_original.species_at_sites',
  'results.properties.structures.structure_original.lattice_vectors', 'results.properties.structures.structure_original.species.name',
  'results.properties.structures.structure_original.species.chemical_symbols', 'results.properties.structures.structure_original.species.concentration',
]

/** The dotted key paths of a document's values (lists of sections go through their items). */
export function keyPaths(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item !== null && typeof item === 'object') keyPaths(item, prefix, out)
      else if (prefix) out.add(prefix)
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) keyPaths(item, prefix ? `${prefix}.${key}` : key, out)
  } else if (prefix) {
    out.add(prefix)
  }
  return out
}

function quantitiesOf(doc: Json, extra: readonly string[]): string[] {
  const paths = keyPaths(doc.results, 'results')
  for (const path of extra) paths.add(path)
  return [...paths].sort()
}

function simulation(rng: Rng, program: Program, m: Material, i: number): { mainfile: string; parser: string; doc: Json } {
  const functional = FUNCTIONALS.pick(rng)
  const relax = rng.chance(0.35)
  const workflow = relax ? 'GeometryOptimization' : 'SinglePoint'
  const spin = rng.chance(0.3)
  const structuralType = m.results.structural_type as string
  const dft: Json = {
    basis_set_type: program.basisSetType,
    ...(program.name === 'FHI-aims' && { basis_set_name: rng.pick(['light', 'intermediate', 'tight']) }),
    core_electron_treatment: program.core,
    spin_polarized: spin,
    smearing_kind: rng.pick(SMEARING),
    smearing_width: rng.logUniform(0.001, 0.2) * EV,
    ...(program.core === 'full all electron' && { relativity_method: 'scalar_relativistic_atomic_ZORA' }),
    ...(rng.chance(0.1) && { van_der_Waals_method: rng.pick(VDW) }),
    xc_functional_names: [...functional.names],
    jacobs_ladder: functional.type,
    xc_functional_type: functional.type,
    ...(functional.mixing !== undefined && { exact_exchange_mixing_factor: functional.mixing }),
    scf_threshold_energy_change: rng.pick([1e-4, 1e-5, 1e-6, 1e-7]) * EV,
  }
  if (rng.chance(0.08)) dft.hubbard_kanamori_model = [{ u_effective: rng.logUniform(1, 8) * EV, u: rng.logUniform(1, 8) * EV, j: 0 }]
  const precision: Json = {
    basis_set: program.precisionBasis,
    k_line_density: rng.logUniform(0.5, 5) * ANGSTROM,
    ...(program.tiers && { native_tier: rng.pick(program.tiers) }),
    ...(program.cutoffEv && { planewave_cutoff: Math.round(rng.logUniform(...program.cutoffEv)) * EV }),
    ...(program.apw && { apw_cutoff: rng.pick([6, 7, 7.5, 8, 9]) }),
  }
  const properties: Json = {}
  const available: string[] = []
  const extra = [...RUN_PATHS, ...program.specific, ...STRUCTURE_PATHS]
  let nCalculations = 1
  if (relax) {
    nCalculations = rng.int(3, 80)
    properties.geometry_optimization = {
      convergence_tolerance_force_maximum: rng.pick([0.01, 0.02, 0.05]) * EV / ANGSTROM,
      final_energy_difference: rng.logUniform(1e-6, 1e-2) * EV,
      final_force_maximum: rng.logUniform(1e-4, 0.05) * EV / ANGSTROM,
      final_displacement_maximum: rng.logUniform(1e-4, 0.05) * ANGSTROM,
    }
    available.push('geometry_optimization')
    extra.push(...RELAX_PATHS)
  }
  const electronic: Json = {}
  if (rng.chance(0.4)) {
    const metal = rng.chance(0.3)
    const gap = metal ? 0 : Math.min(6, rng.logUniform(0.05, 8)) * EV
    const band = { index: 0, value: gap, ...(!metal && { type: rng.chance(0.6) ? 'indirect' : 'direct' }) }
    electronic.band_gap = spin ? [band, { ...band, index: 1 }] : [band]
    if (rng.chance(0.5)) {
      electronic.band_structure_electronic = [{ spin_polarized: spin, band_gap: [{ ...band }] }]
      available.push('band_structure_electronic', 'electronic.band_structure_electronic.band_gap')
      extra.push(...BAND_PATHS)
    }
  }
  if (rng.chance(0.3)) {
    electronic.dos_electronic_new = [{ spin_polarized: spin, has_projected: rng.chance(0.3) }]
    available.push('dos_electronic_new')
    extra.push(...DOS_PATHS)
  }
  if (Object.keys(electronic).length) properties.electronic = electronic
  properties.structures = { structure_original: structureOriginal(m, structuralType) }
  properties.n_calculations = nCalculations
  if (available.length) properties.available_properties = available.sort()
  const results: Json = {
    material: m.results,
    method: {
      method_name: 'DFT',
      workflow_name: workflow,
      simulation: { program_name: program.name, program_version: rng.pick(program.versions), dft, precision },
    },
    properties,
  }
  const formula = m.results.chemical_formula_descriptive as string
  const doc: Json = {
    entry_name: `${formula} ${program.name} DFT ${workflow} simulation`,
    entry_type: `${program.name} DFT ${workflow}`,
    mainfile: program.mainfile(rng, i),
    parser_name: program.parser,
    results,
  }
  finish(doc, extra)
  return { mainfile: doc.mainfile as string, parser: program.parser, doc }
}

function finish(doc: Json, extra: readonly string[]) {
  const quantities = quantitiesOf(doc, extra)
  // Keys in the order searchDocument writes them.
  const { results, ...metadata } = doc
  for (const key of Object.keys(doc)) delete doc[key]
  Object.assign(doc, metadata, { n_quantities: quantities.length, quantities, processing_errors: [] }, { results })
}

// ---------------------------------------------------------------------------------
// Structure files

function structureFile(rng: Rng, m: Material, i: number): { mainfile: string; parser: string; doc: Json } {
  const cif = rng.chance(0.55)
  const formula = m.results.chemical_formula_descriptive as string
  const mainfile = cif ? `structures/${formula}_${i}.cif` : `structures/${formula}_${i}.POSCAR`
  const doc: Json = {
    entry_name: mainfile.slice('structures/'.length),
    entry_type: cif ? 'CIF' : 'POSCAR',
    mainfile,
    parser_name: cif ? 'parsers/cif' : 'parsers/poscar',
    results: {
      material: m.results,
      method: { simulation: { program_name: cif ? 'CIF' : 'POSCAR' } },
      properties: { structures: { structure_original: structureOriginal(m, m.results.structural_type as string) }, n_calculations: 0 },
    },
  }
  finish(doc, ['run.program.name', 'run.system.atoms.labels', 'run.system.atoms.lattice_vectors', 'run.system.atoms.n_atoms', 'run.system.atoms.periodic', 'run.system.atoms.positions', 'run.system.atoms.species', 'run.system.chemical_composition_hill', 'run.system.elements', ...STRUCTURE_PATHS])
  return { mainfile, parser: doc.parser_name as string, doc }
}

// ---------------------------------------------------------------------------------
// ELN entries

interface ElnField {
  name: string
  kind: 'str' | 'float' | 'int' | 'bool' | 'datetime'
  /** Built-in quantity definitions; schema quantities are defined by the schema. */
  definition?: string
  values?: readonly string[]
  range?: readonly [number, number]
}

interface ElnSchema {
  section: string
  qualifiedName: string
  bases: readonly string[]
  fields: readonly ElnField[]
  method?: readonly string[]
  instrument?: boolean
  formula: boolean
}

const BASE = 'nomad.datamodel.metainfo.eln.ElnBaseSection'
const NAME: ElnField = { name: 'name', kind: 'str', definition: `${BASE}.name` }
const LAB_ID: ElnField = { name: 'lab_id', kind: 'str', definition: `${BASE}.lab_id` }
const DESCRIPTION: ElnField = { name: 'description', kind: 'str', definition: `${BASE}.description` }
const FORMULA: ElnField = { name: 'chemical_formula', kind: 'str', definition: 'nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection.chemical_formula' }
const DATETIME: ElnField = { name: 'datetime', kind: 'datetime', definition: 'nomad.datamodel.metainfo.eln.Process.datetime' }

const ELN_SCHEMAS = new Weighted<ElnSchema>([
  [{ section: 'Sample', qualifiedName: 'nomad.datamodel.metainfo.eln.Sample', bases: ['nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection', BASE, 'nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'], fields: [NAME, LAB_ID, DESCRIPTION, FORMULA], formula: true }, 30],
  [{ section: 'ThinFilmSample', qualifiedName: 'entry_id:-L_xlKZ7CkSbIQji40X2oAz--Y_k.ThinFilmSample', bases: ['nomad.datamodel.metainfo.eln.Sample', 'nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection', BASE, 'nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'], fields: [NAME, LAB_ID, DESCRIPTION, FORMULA, { name: 'substrate', kind: 'str', values: ['soda-lime glass', 'Si wafer', 'sapphire', 'quartz', 'ITO glass'] }, { name: 'deposition_method', kind: 'str', values: ['sputtering', 'PLD', 'ALD', 'spin coating', 'CVD', 'MBE'] }, { name: 'thickness', kind: 'float', range: [1e-9, 2e-6] }, { name: 'annealing_temperature', kind: 'float', range: [300, 1300] }, { name: 'annealed', kind: 'bool' }, { name: 'sheet_resistance', kind: 'float', range: [1, 1e6] }], formula: true }, 25],
  [{ section: 'Measurement', qualifiedName: 'nomad.datamodel.metainfo.eln.Measurement', bases: ['nomad.datamodel.metainfo.basesections.Activity', BASE, 'nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'], fields: [NAME, LAB_ID, DESCRIPTION, DATETIME], method: ['XRD', 'SEM', 'UV-Vis', 'Raman', 'XPS', 'four-point probe'], instrument: true, formula: false }, 15],
  [{ section: 'Process', qualifiedName: 'nomad.datamodel.metainfo.eln.Process', bases: ['nomad.datamodel.metainfo.basesections.Activity', BASE, 'nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'], fields: [NAME, LAB_ID, DESCRIPTION, DATETIME], method: ['annealing', 'sputtering', 'etching', 'spin coating', 'ball milling'], instrument: true, formula: false }, 10],
  [{ section: 'SolarCell', qualifiedName: 'entry_id:Wq0cN6ZbRFyS3sEHG7Hq7rp1mGGl.SolarCell', bases: ['nomad.datamodel.metainfo.eln.Sample', 'nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection', BASE, 'nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'], fields: [NAME, LAB_ID, DESCRIPTION, FORMULA, { name: 'efficiency', kind: 'float', range: [0.5, 26] }, { name: 'open_circuit_voltage', kind: 'float', range: [0.3, 1.3] }, { name: 'n_cells', kind: 'int', range: [1, 12] }, { name: 'architecture', kind: 'str', values: ['nip', 'pin', 'tandem'] }], formula: true }, 10],
  [{ section: 'Instrument', qualifiedName: 'nomad.datamodel.metainfo.eln.Instrument', bases: [BASE, 'nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'], fields: [NAME, LAB_ID, DESCRIPTION], formula: false }, 5],
  [{ section: 'Chemical', qualifiedName: 'nomad.datamodel.metainfo.eln.Chemical', bases: ['nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection', BASE, 'nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'], fields: [NAME, LAB_ID, DESCRIPTION, FORMULA], formula: true }, 5],
])

const TAGS = ['batch A', 'batch B', 'reference', 'failed', 'to check', 'paper 2024', 'round robin', 'annealed', 'as deposited']
const INSTRUMENTS = ['Bruker D8', 'Zeiss Gemini SEM', 'PerkinElmer Lambda 950', 'Renishaw inVia', 'Kratos Axis', 'Lab furnace 2']
const NOUNS = ['film', 'sample', 'substrate', 'powder', 'pellet', 'device', 'layer']

function definitionId(qualifiedName: string): string {
  return createHash('md5').update(qualifiedName).digest('hex')
}

function eln(rng: Rng, m: Material, i: number, uploadIndex: number, time: Date): { mainfile: string; parser: string; doc: Json } {
  const schema = ELN_SCHEMAS.pick(rng)
  const formula = schema.formula ? (m.results.chemical_formula_iupac as string) : undefined
  const name = `${formula ?? schema.section} ${rng.pick(NOUNS)} ${uploadIndex}-${i}`
  const labId = `${schema.section.slice(0, 2).toUpperCase()}-${uploadIndex}-${String(i).padStart(3, '0')}`
  const description = rng.chance(0.6) ? `${schema.section} ${i} of upload ${uploadIndex}, ${rng.pick(['prepared in the glovebox', 'annealed in air', 'as received', 'see lab book p. ' + rng.int(1, 200)])}.` : undefined
  const values: Record<string, unknown> = { name, lab_id: labId, description, chemical_formula: formula, datetime: new Date(time.getTime() - rng.int(0, 30) * DAY).toISOString() }
  const items: Json[] = []
  const dataPaths = ['data']
  for (const field of schema.fields) {
    let value = values[field.name]
    if (value === undefined && !field.definition) {
      if (field.values) value = rng.pick(field.values)
      else if (field.kind === 'bool') value = rng.chance(0.5)
      else if (field.kind === 'int' && field.range) value = rng.int(field.range[0], field.range[1])
      else if (field.kind === 'float' && field.range) value = rng.logUniform(field.range[0], field.range[1])
    }
    if (value === undefined) continue
    dataPaths.push(`data.${field.name}`)
    items.push({
      id: `data.${field.name}#${schema.qualifiedName}`,
      definition: field.definition ?? `${schema.qualifiedName}.${field.name}`,
      path_archive: `data.${field.name}`,
      [`${field.kind}_value`]: value,
    })
  }
  const method = schema.method ? rng.pick(schema.method) : undefined
  const instrument = schema.instrument && rng.chance(0.7) ? rng.pick(INSTRUMENTS) : undefined
  if (method) {
    dataPaths.push('data.method')
    items.push({ id: `data.method#${schema.qualifiedName}`, definition: 'nomad.datamodel.metainfo.basesections.Activity.method', path_archive: 'data.method', str_value: method })
  }
  const tags = rng.chance(0.3) ? [rng.pick(TAGS)] : []
  const sectionDefs = [
    { definition_qualified_name: schema.qualifiedName, definition_id: definitionId(schema.qualifiedName), used_directly: true },
    ...schema.bases.map((base) => ({ definition_qualified_name: base, definition_id: definitionId(base), used_directly: false })),
  ]
  const resultsEln: Json = {
    sections: [schema.section],
    names: [name],
    ...(description && { descriptions: [description] }),
    lab_ids: [labId],
    ...(tags.length && { tags }),
    ...(method && { methods: [method] }),
    ...(instrument && { instruments: [instrument] }),
  }
  const results: Json = { eln: resultsEln }
  if (formula) {
    // As the ELN normaliser fills it from a formula: composition and formulas only.
    const { elements, n_elements, chemical_formula_hill, chemical_formula_reduced, chemical_formula_iupac, chemical_formula_anonymous } = m.results
    results.material = {
      elements, n_elements, chemical_formula_descriptive: formula, chemical_formula_hill, chemical_formula_reduced, chemical_formula_iupac, chemical_formula_anonymous,
    }
  }
  const mainfile = `${schema.section.toLowerCase()}s/${labId}.archive.${rng.chance(0.5) ? 'json' : 'yaml'}`
  const doc: Json = {
    entry_name: name,
    entry_type: schema.section,
    mainfile,
    parser_name: 'parsers/archive',
    sections: [schema.qualifiedName, ...schema.bases].sort(),
    section_defs: sectionDefs,
    search_quantities: items,
    text_search_contents: [name, ...(description ? [description] : []), ...tags],
    results,
  }
  finish(doc, dataPaths)
  return { mainfile, parser: 'parsers/archive', doc }
}

// ---------------------------------------------------------------------------------
// Uploads

const ENTRY_KINDS = new Weighted<'simulation' | 'structure' | 'eln'>([['simulation', 75], ['structure', 15], ['eln', 10]])
const UPLOAD_TOPICS = ['bulk oxides', 'perovskite screening', 'thin films', 'battery cathodes', '2D materials', 'catalysts', 'convergence tests', 'phonons', 'defects', 'alloys']

/**
 * Users with their uploads and entries: users first, then one upload at a time with its
 * entries (1–500, log-uniform), creation times rising over five years. The same
 * options always give the same data.
 */
export function* seedData(options: SeedOptions): Generator<{ users: SeedUser[] } | { upload: SeedUpload; entries: SeedEntry[] }> {
  const seed = options.seed ?? 1
  const total = options.entries
  const users = seedUsers(seed, options.users ?? 1000)
  yield { users }
  const end = (options.end ?? new Date('2026-01-01T00:00:00Z')).getTime()
  const start = end - 5 * YEAR
  const nMaterials = Math.max(1, Math.round(total / 5))
  const materials = new Map<number, Material>()
  const materialOf = (index: number) => {
    let m = materials.get(index)
    if (!m) {
      m = material(seed, index)
      if (materials.size > 50_000) materials.clear()
      materials.set(index, m)
    }
    return m
  }
  const rng = new Rng(hash32('uploads', seed))
  // Active users upload more: author index from a power law.
  const user = () => users[Math.floor(users.length * rng.next() ** 2.5)].user_id
  let made = 0
  let uploadIndex = 0
  while (made < total) {
    const size = Math.min(total - made, Math.floor(rng.logUniform(1, 501)))
    const time = new Date(Math.round(start + (end - start) * (made / total) + rng.next() * DAY))
    const state = rng.next()
    const published = state < 0.95
    const embargo = state >= 0.9 && state < 0.95
    const mainAuthor = user()
    const coauthors = [...new Set(Array.from({ length: rng.chance(0.6) ? rng.int(1, 4) : 0 }, user))].filter((id) => id !== mainAuthor)
    const reviewers = !published && rng.chance(0.6) ? [...new Set(Array.from({ length: rng.int(1, 3) }, user))].filter((id) => id !== mainAuthor) : []
    const uploadId = rng.id(22)
    const upload: SeedUpload = {
      upload_id: uploadId,
      upload_name: `${rng.pick(UPLOAD_TOPICS)} ${uploadIndex}`,
      main_author: mainAuthor,
      coauthors,
      reviewers,
      upload_create_time: time,
      published,
      publish_time: published ? new Date(time.getTime() + rng.int(1, 60) * DAY) : null,
      embargo_length: embargo ? rng.pick([3, 6, 12, 24, 36]) : 0,
      complete_time: new Date(time.getTime() + 60_000 + size * 200),
    }
    // An upload often studies a few materials, and mostly with one program.
    const focus = Array.from({ length: rng.int(1, 5) }, () => rng.int(0, nMaterials - 1))
    const mainProgram = PROGRAMS.pick(rng)
    const entries: SeedEntry[] = []
    const mainfiles = new Set<string>()
    for (let i = 0; i < size; i++) {
      const kind = ENTRY_KINDS.pick(rng)
      const m = materialOf(rng.chance(0.3) ? rng.pick(focus) : rng.int(0, nMaterials - 1))
      const made_ =
        kind === 'simulation' ? simulation(rng, rng.chance(0.3) ? mainProgram : PROGRAMS.pick(rng), m, i)
        : kind === 'structure' ? structureFile(rng, m, i)
        : eln(rng, m, i, uploadIndex, time)
      if (mainfiles.has(made_.mainfile)) continue
      mainfiles.add(made_.mainfile)
      const created = new Date(time.getTime() + 1000 + i * 50)
      entries.push({
        entry_id: entryId(uploadId, made_.mainfile),
        upload_id: uploadId,
        mainfile: made_.mainfile,
        parser_name: made_.parser,
        entry_create_time: created,
        complete_time: new Date(created.getTime() + 2000),
        doc: made_.doc,
      })
    }
    made += entries.length
    uploadIndex++
    yield { upload, entries }
  }
}

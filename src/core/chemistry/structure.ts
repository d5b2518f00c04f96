// An atomic structure in the units people write structure files in (ångström), and its
// archive form `run.system.atoms` (SI: metres), both ways. Structure parsers build the
// first and write the second; the material normaliser reads the second back.
import { elementBySymbol } from './elements'
import { countElements, elementsOf, formulaHill } from './formula'
import type { Matrix3, Vec3 } from './cell'

export const ANGSTROM = 1e-10

export type Periodicity = [boolean, boolean, boolean]

export interface AtomicStructure {
  /** One label per atom: an element symbol, or 'X' where the species is unknown. */
  labels: string[]
  /** Cartesian positions in ångström. */
  positions: Vec3[]
  /** Cell vectors as rows, in ångström; absent for molecules without a box. */
  lattice?: Matrix3
  periodic: Periodicity
}

/** The archive's Atoms section (runschema.system.Atoms), SI units. */
export interface AtomsSection {
  n_atoms: number
  labels: string[]
  species: number[]
  positions: Vec3[]
  lattice_vectors?: Matrix3
  periodic: Periodicity
}

export interface SystemSection {
  atoms: AtomsSection
  chemical_composition_hill?: string
  elements?: string[]
  is_representative?: boolean
}

const scale = (v: Vec3, f: number): Vec3 => [v[0] * f, v[1] * f, v[2] * f]

export function toAtomsSection(structure: AtomicStructure): AtomsSection {
  return {
    n_atoms: structure.labels.length,
    labels: structure.labels,
    // 0 for unknown species, as NOMAD uses for 'X'.
    species: structure.labels.map((label) => elementBySymbol(label)?.number ?? 0),
    positions: structure.positions.map((p) => scale(p, ANGSTROM)),
    ...(structure.lattice ? { lattice_vectors: structure.lattice.map((v) => scale(v, ANGSTROM)) as Matrix3 } : {}),
    periodic: structure.periodic,
  }
}

/** The system section a structure parser writes: atoms, Hill formula and elements when all species are known. */
export function toSystemSection(structure: AtomicStructure): SystemSection {
  const system: SystemSection = { atoms: toAtomsSection(structure) }
  if (structure.labels.length > 0 && structure.labels.every((label) => elementBySymbol(label))) {
    const counts = countElements(structure.labels)
    system.chemical_composition_hill = formulaHill(counts)
    system.elements = elementsOf(counts)
  }
  return system
}

const isVec3 = (v: unknown): v is Vec3 => Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === 'number' && Number.isFinite(x))

/**
 * Reads an archive Atoms section back into a structure (ångström). Returns undefined
 * when the section lacks labels or positions or they do not match.
 */
export function fromAtomsSection(atoms: unknown): AtomicStructure | undefined {
  if (!atoms || typeof atoms !== 'object') return undefined
  const { labels, positions, lattice_vectors: lattice, periodic } = atoms as Record<string, unknown>
  if (!Array.isArray(labels) || !labels.every((l) => typeof l === 'string')) return undefined
  if (!Array.isArray(positions) || positions.length !== labels.length || !positions.every(isVec3)) return undefined
  const structure: AtomicStructure = {
    labels: labels as string[],
    positions: (positions as Vec3[]).map((p) => scale(p, 1 / ANGSTROM)),
    periodic: [false, false, false],
  }
  if (Array.isArray(lattice) && lattice.length === 3 && lattice.every(isVec3)) {
    structure.lattice = (lattice as Vec3[]).map((v) => scale(v, 1 / ANGSTROM)) as Matrix3
  }
  if (Array.isArray(periodic) && periodic.length === 3) {
    structure.periodic = periodic.map((p) => p === true) as Periodicity
  }
  // A periodic direction without a cell vector cannot repeat.
  if (!structure.lattice) structure.periodic = [false, false, false]
  return structure
}

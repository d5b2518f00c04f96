// The atomic structure a path of an archive points to (GET systems/{entry_id}?path=…,
// the material card's topology): a run's system (`run/0/system/-1`, its atoms inline),
// a topology system (`results/material/topology/1`: atoms inline, by `atoms_ref`, or a
// subset of its parent's atoms by `indices`), an Atoms section itself, or a results
// structure (`results/properties/structures/structure_conventional`, OPTIMADE names).
// Everything is read defensively: a path to anything else reads as undefined.
import { isSection, isString, valueAt } from '../archive'
import type { Matrix3, Vec3 } from '../chemistry'
import { ANGSTROM, fromAtomsSection, type AtomicStructure, type Periodicity } from '../chemistry'

/** The keys of a slash-separated path ('#/' or '/' in front allowed); numbers index arrays, negative from the end. */
export function systemPathKeys(path: string): (string | number)[] {
  return path
    .replace(/^#?\/+/, '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^-?\d+$/.test(part) ? Number(part) : part))
}

const isVec3 = (v: unknown): v is Vec3 => Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === 'number' && Number.isFinite(x))
const isMatrix3 = (m: unknown): m is Matrix3 => Array.isArray(m) && m.length === 3 && m.every(isVec3)

/** A results structure (species_at_sites, cartesian_site_positions in m) in ångström. */
export function fromResultsStructure(section: unknown): AtomicStructure | undefined {
  if (!isSection(section)) return undefined
  const sites = section.species_at_sites
  const positions = section.cartesian_site_positions
  if (!Array.isArray(sites) || !sites.every(isString) || !Array.isArray(positions) || positions.length !== sites.length || !positions.every(isVec3)) {
    return undefined
  }
  // Species names map to their element (a species may be named 'Si1' or 'site_a').
  const symbols = new Map<string, string>()
  for (const species of Array.isArray(section.species) ? section.species : []) {
    if (!isSection(species) || !isString(species.name)) continue
    const chemical = species.chemical_symbols
    if (Array.isArray(chemical) && isString(chemical[0])) symbols.set(species.name, chemical[0])
  }
  const lattice = section.lattice_vectors
  const dimensions = section.dimension_types
  const structure: AtomicStructure = {
    labels: sites.map((site) => symbols.get(site) ?? site),
    positions: positions.map((p) => [p[0] / ANGSTROM, p[1] / ANGSTROM, p[2] / ANGSTROM]),
    periodic: Array.isArray(dimensions) && dimensions.length === 3 ? (dimensions.map((d) => d === 1) as Periodicity) : [false, false, false],
  }
  if (isMatrix3(lattice)) structure.lattice = lattice.map((v) => [v[0] / ANGSTROM, v[1] / ANGSTROM, v[2] / ANGSTROM]) as Matrix3
  else structure.periodic = [false, false, false]
  return structure
}

/** Atom indices of a topology system: a flat list or one list per instance. */
function indicesOf(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined
  const flat = value.flat(2)
  return flat.every((i) => Number.isInteger(i) && i >= 0) ? (flat as number[]) : undefined
}

const MAX_DEPTH = 16

function structureAt(archive: unknown, keys: readonly (string | number)[], depth: number): AtomicStructure | undefined {
  if (depth > MAX_DEPTH) return undefined
  const node = valueAt(archive, keys)
  if (!isSection(node)) return undefined
  // An Atoms section itself, a section with atoms inline, or one referring to them.
  const direct = fromAtomsSection(node) ?? fromAtomsSection(node.atoms) ?? fromResultsStructure(node)
  if (direct) return direct
  if (isString(node.atoms_ref)) return structureAt(archive, systemPathKeys(node.atoms_ref), depth + 1)
  // A part of its parent: the parent's atoms at `indices`, in the parent's cell.
  const indices = indicesOf(node.indices)
  if (indices && isString(node.parent_system)) {
    const parent = structureAt(archive, systemPathKeys(node.parent_system), depth + 1)
    if (!parent || indices.some((i) => i >= parent.labels.length)) return undefined
    return { ...parent, labels: indices.map((i) => parent.labels[i]), positions: indices.map((i) => parent.positions[i]) }
  }
  return undefined
}

/** The structure at a path of the archive, in ångström; undefined where there is none. */
export function structureAtPath(archive: unknown, path: string): AtomicStructure | undefined {
  return structureAt(archive, systemPathKeys(path), 0)
}

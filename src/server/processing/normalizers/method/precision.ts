// results.method.simulation.precision: the numbers that say how converged the
// electronic structure is, comparable across codes: k-point density, basis-set kind,
// cutoffs and the program's own precision tier.
import { cellVolume, cross, norm } from '../../../../core/chemistry'
import type { Matrix3 } from '../../../../core/chemistry'
import { ANGSTROM } from '../../../../core/chemistry'
import { at, finite, sectionsOf, text } from '../workflow'
import type { Json } from '../workflow'
import { basisSetTypes } from './dft'

/**
 * k-points per reciprocal length along the most sparsely sampled axis (metres):
 * min over i of grid_i / |b_i|, with b the reciprocal cell vectors including 2π
 * (NOMAD's definition). Lattice in ångström; undefined for degenerate input.
 */
export function kLineDensity(lattice: Matrix3, grid: readonly number[]): number | undefined {
  if (grid.length !== 3 || !grid.every((n) => Number.isInteger(n) && n > 0)) return undefined
  const volume = cellVolume(lattice)
  if (!(volume > 1e-6)) return undefined
  const densities = [0, 1, 2].map((i) => {
    // |b_i| = 2π |a_j × a_k| / V, in 1/Å; grid_i / |b_i| in Å.
    const reciprocalLength = (2 * Math.PI * norm(cross(lattice[(i + 1) % 3], lattice[(i + 2) % 3]))) / volume
    return grid[i] / reciprocalLength
  })
  return Math.min(...densities) * ANGSTROM
}

/** The precision vocabulary's name of the basis: atom-centred orbitals are one kind there. */
export function precisionBasisSet(types: Set<string>, basisSetType: string | undefined): string | undefined {
  if (basisSetType === '(L)APW+lo') return '(L)APW+lo'
  if (types.has('gaussians') && types.has('plane waves')) return 'gaussians + plane waves'
  if (types.has('plane waves')) return 'plane waves'
  if (types.has('numeric AOs') || types.has('gaussians')) return 'atom-centered orbitals'
  if (types.has('psinc functions')) return 'support functions'
  if (types.has('real-space grid')) return 'real-space grid'
  return undefined
}

export interface PrecisionInput {
  method: Json
  program: string | undefined
  basisSetType: string | undefined
  /** Cell of the representative structure (ångström), for bulk materials only. */
  bulkLattice: Matrix3 | undefined
}

export function precisionSettings({ method, program, basisSetType, bulkLattice }: PrecisionInput): Json {
  const precision: Json = {}
  const grid = at(method, 'k_mesh', 'grid')
  if (bulkLattice && Array.isArray(grid)) {
    const density = kLineDensity(bulkLattice, grid.map((n) => finite(n) ?? Number.NaN))
    if (density !== undefined) precision.k_line_density = density
  }
  // NOMAD prefixes the tier with the program, e.g. 'VASP - Accurate'.
  const tier = text(method.native_tier)
  if (tier) precision.native_tier = program && !tier.startsWith(program) ? `${program} - ${tier}` : tier
  const types = basisSetTypes(method)
  const basisSet = precisionBasisSet(types, basisSetType)
  if (basisSet) precision.basis_set = basisSet
  const basisSets = sectionsOf(method.basis_set)
  const planewave = basisSets.find((b) => b.type === 'plane waves' && finite(b.cutoff) !== undefined)
  if (planewave) precision.planewave_cutoff = planewave.cutoff
  const apw = basisSets.find((b) => b.type === '(L)APW+lo' && finite(b.cutoff_fractional) !== undefined)
  if (apw) precision.apw_cutoff = apw.cutoff_fractional
  return precision
}

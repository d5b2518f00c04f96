// The structures a run went through, step by step, and how two of them differ: what
// tells a relaxation from a single point, what kind of relaxation it was, and how far
// the atoms moved in its last step.
import { ANGSTROM, cellVolume, periodicDistance, toFractional } from '../../../../core/chemistry'
import type { AtomicStructure, Matrix3, Vec3 } from '../../../../core/chemistry'
import { indexedSections, sectionAt, structureOf, systemIndexOf } from './run'
import type { Json } from './run'

/** Positions or cell vectors closer than this (ångström) count as unchanged. */
const SAME_POSITION = 1e-4
/** Cells whose normalised vectors agree to this count as scaled copies of each other. */
const SAME_SHAPE = 1e-6

/**
 * Indices of the systems the calculations evaluated, in order, without repeats of the
 * same system in a row. When a calculation names no system, every system of the run
 * is taken instead, in order (as NOMAD's workflows read run.system).
 */
export function trajectorySystems(run: Json): number[] {
  const calculations = indexedSections(run.calculation)
  const linked = calculations.map(({ section }) => systemIndexOf(run, section))
  const indices = linked.length > 0 && linked.every((i) => i !== undefined)
    ? (linked as number[])
    : indexedSections(run.system).map(({ index }) => index)
  return indices.filter((index, i) => i === 0 || index !== indices[i - 1])
}

export const structureAt = (run: Json, index: number): AtomicStructure | undefined => structureOf(sectionAt(run.system, index))

/** Largest coordinate difference of two equally long lists of vectors. */
function maxDifference(a: readonly Vec3[], b: readonly Vec3[]): number {
  let largest = 0
  for (let i = 0; i < a.length; i++) {
    for (let k = 0; k < 3; k++) largest = Math.max(largest, Math.abs(a[i][k] - b[i][k]))
  }
  return largest
}

function sameCell(a: AtomicStructure, b: AtomicStructure): boolean {
  if (!a.lattice || !b.lattice) return !a.lattice && !b.lattice
  return maxDifference(a.lattice, b.lattice) <= SAME_POSITION
}

/** True if the two structures differ in atoms, positions or cell. */
export function structuresDiffer(a: AtomicStructure, b: AtomicStructure): boolean {
  if (a.labels.length !== b.labels.length || a.labels.some((label, i) => label !== b.labels[i])) return true
  return !sameCell(a, b) || maxDifference(a.positions, b.positions) > SAME_POSITION
}

const frobenius = (m: Matrix3): number => Math.sqrt(m.flat().reduce((sum, x) => sum + x * x, 0))

/**
 * What a relaxation changed between its first and last structure, as NOMAD tells it:
 * nothing (static), only the atoms (atomic), the cell by a common factor (cell_volume)
 * or the cell's shape (cell_shape).
 */
export function optimizationType(first: AtomicStructure, last: AtomicStructure): 'static' | 'atomic' | 'cell_shape' | 'cell_volume' {
  if (!sameCell(first, last) && first.lattice && last.lattice) {
    const [nf, nl] = [frobenius(first.lattice), frobenius(last.lattice)]
    const scaledOnly = first.lattice.every((row, i) => row.every((x, k) => Math.abs(x / nf - last.lattice![i][k] / nl) <= SAME_SHAPE))
    return scaledOnly ? 'cell_volume' : 'cell_shape'
  }
  if (first.positions.length !== last.positions.length) return 'atomic'
  return maxDifference(first.positions, last.positions) > SAME_POSITION ? 'atomic' : 'static'
}

/**
 * The largest distance (metres) any atom moved from `before` to `after`. In periodic
 * directions the nearest image counts, so an atom wrapped across the cell boundary has
 * not moved a whole cell vector. Undefined when the atoms do not correspond.
 */
export function largestDisplacement(before: AtomicStructure, after: AtomicStructure): number | undefined {
  if (before.positions.length !== after.positions.length || before.positions.length === 0) return undefined
  const lattice = after.lattice
  const periodic = lattice && after.periodic.some(Boolean) && cellVolume(lattice) > 1e-6 ? lattice : undefined
  let largest = 0
  for (let i = 0; i < after.positions.length; i++) {
    const [p, q] = [before.positions[i], after.positions[i]]
    const d: Vec3 = [q[0] - p[0], q[1] - p[1], q[2] - p[2]]
    let distance: number
    if (periodic && after.periodic.every(Boolean)) {
      distance = periodicDistance(toFractional([q], periodic)[0], toFractional([p], periodic)[0], periodic)
    } else if (periodic) {
      // Partly periodic (slabs, wires): the nearest image along the periodic vectors only.
      const f = toFractional([d], periodic)[0].map((x, k) => (after.periodic[k] ? x - Math.round(x) : x)) as Vec3
      distance = Math.hypot(...[0, 1, 2].map((c) => f[0] * periodic[0][c] + f[1] * periodic[1][c] + f[2] * periodic[2][c]))
    } else {
      distance = Math.hypot(...d)
    }
    largest = Math.max(largest, distance)
  }
  return largest * ANGSTROM
}

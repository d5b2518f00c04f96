// Symmetry operations as CIFs write them ('-x+1/2, y, z+1/4') and the expansion of the
// asymmetric unit into all sites of the cell, with sites that land on the same spot merged.
import { inverse, norm, periodicDistance, wrapFraction } from '../../chemistry'
import type { Matrix3, Vec3 } from '../../chemistry'

/** x' = rotation · x + translation, in fractional coordinates; rotation rows act on (x, y, z). */
export interface SymmetryOperation {
  rotation: Matrix3
  translation: Vec3
}

function parseNumber(text: string, op: string): number {
  const fraction = /^(\d*\.?\d+)\/(\d*\.?\d+)$/.exec(text)
  const n = fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(text)
  if (text === '' || !Number.isFinite(n)) throw new Error(`Cannot read the symmetry operation '${op}'.`)
  return n
}

/** Parses 'x, y, z'-style operations; extra components (magnetic time reversal) are ignored. */
export function parseSymmetryOperation(op: string): SymmetryOperation {
  const parts = op.toLowerCase().replace(/\s+/g, '').split(',')
  if (parts.length < 3) throw new Error(`Cannot read the symmetry operation '${op}': it needs three components.`)
  const rotation: Matrix3 = [[0, 0, 0], [0, 0, 0], [0, 0, 0]]
  const translation: Vec3 = [0, 0, 0]
  for (let i = 0; i < 3; i++) {
    const terms = parts[i].match(/[+-]?[^+-]+/g)
    if (!terms) throw new Error(`Cannot read the symmetry operation '${op}'.`)
    for (const term of terms) {
      const sign = term.startsWith('-') ? -1 : 1
      const body = term.replace(/^[+-]/, '')
      const axis = 'xyz'.indexOf(body[body.length - 1])
      if (axis >= 0) {
        const coefficient = body.slice(0, -1).replace(/\*$/, '')
        rotation[i][axis] += sign * (coefficient ? parseNumber(coefficient, op) : 1)
      } else {
        translation[i] += sign * parseNumber(body, op)
      }
    }
  }
  return { rotation, translation }
}

export function applyOperation(op: SymmetryOperation, f: Vec3): Vec3 {
  const r = op.rotation
  return [0, 1, 2].map((i) => r[i][0] * f[0] + r[i][1] * f[1] + r[i][2] * f[2] + op.translation[i]) as Vec3
}

export interface Site {
  symbol: string
  /** Fractional coordinates. */
  position: Vec3
  occupancy: number
}

export interface ExpandedSites {
  sites: Site[]
  /** Positions where two different species met and the one with the lower occupancy was dropped. */
  replaced: number
}

/**
 * Applies every operation to every site and keeps one site per spot: sites closer than
 * `tolerance` (ångström, under periodic repetition) are the same. Where different
 * species share a spot (partial occupancy written as several rows) the species with the
 * larger occupancy stays.
 */
export function expandSites(sites: Site[], operations: SymmetryOperation[], lattice: Matrix3, tolerance: number): ExpandedSites {
  // Bucket fractional positions so that each candidate is only compared with its
  // neighbours: along axis i a distance d moves the fraction by at most d·|b_i|, with
  // b_i the reciprocal vector, so buckets of 1/n_i ≥ tolerance·|b_i| suffice.
  const reciprocal = inverse(lattice)
  const columns: Vec3[] = [0, 1, 2].map((i) => [reciprocal[0][i], reciprocal[1][i], reciprocal[2][i]] as Vec3)
  const n = columns.map((b) => Math.max(1, Math.min(64, Math.floor(1 / (tolerance * norm(b)))))) as Vec3
  const buckets = new Map<number, number[]>()
  const keyOf = (c: Vec3) => c[0] + n[0] * (c[1] + n[1] * c[2])
  const cellOf = (f: Vec3): Vec3 => [0, 1, 2].map((i) => Math.min(n[i] - 1, Math.floor(f[i] * n[i]))) as Vec3

  const kept: Site[] = []
  let replaced = 0
  const find = (f: Vec3): number | undefined => {
    const c = cellOf(f)
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          const key = keyOf([(c[0] + dx + n[0]) % n[0], (c[1] + dy + n[1]) % n[1], (c[2] + dz + n[2]) % n[2]])
          for (const index of buckets.get(key) ?? []) {
            if (periodicDistance(kept[index].position, f, lattice) < tolerance) return index
          }
        }
      }
    }
    return undefined
  }

  for (const site of sites) {
    for (const op of operations) {
      const position = applyOperation(op, site.position).map(wrapFraction) as Vec3
      const existing = find(position)
      if (existing === undefined) {
        const key = keyOf(cellOf(position))
        buckets.set(key, [...(buckets.get(key) ?? []), kept.length])
        kept.push({ ...site, position })
      } else if (kept[existing].symbol !== site.symbol) {
        replaced++
        if (site.occupancy > kept[existing].occupancy) kept[existing] = { ...site, position: kept[existing].position }
      }
    }
  }
  return { sites: kept, replaced }
}

export const IDENTITY: SymmetryOperation = { rotation: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], translation: [0, 0, 0] }

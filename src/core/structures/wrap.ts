// Where the atoms of a periodic structure are drawn or written (NOMAD's wrap modes, GET
// systems/{entry_id}?wrap_mode): as given, wrapped into the cell, or unwrapped so that no
// molecule is cut by a cell face. Only periodic directions move.
import { multiply, toFractional, wrapFraction, type Vec3 } from '../chemistry'
import { findBonds } from './bonds'
import type { AtomicStructure } from '../chemistry'

export const WRAP_MODES = ['original', 'wrap', 'unwrap'] as const
export type WrapMode = (typeof WRAP_MODES)[number]

/** Spec 3 §5: an unknown wrap mode. */
export const INVALID_WRAP_MODE = 'Invalid wrapmode provided.'

export const isWrapMode = (mode: string): mode is WrapMode => (WRAP_MODES as readonly string[]).includes(mode)

/** Positions with their fractional coordinates along periodic directions in [0, 1). */
function wrapped(structure: AtomicStructure): Vec3[] {
  const { lattice, periodic } = structure
  if (!lattice || !periodic.some(Boolean)) return structure.positions
  return toFractional(structure.positions, lattice).map((f) =>
    multiply([0, 1, 2].map((i) => (periodic[i] ? wrapFraction(f[i]) : f[i])) as Vec3, lattice),
  )
}

/**
 * Wrapped, then each bonded group made whole: starting from its lowest-index atom, every
 * neighbour is placed at the image nearest to the atom it was reached from.
 */
function unwrapped(structure: AtomicStructure): Vec3[] {
  const positions = wrapped(structure)
  const { lattice } = structure
  if (!lattice || !structure.periodic.some(Boolean)) return positions
  const inCell: AtomicStructure = { ...structure, positions }
  const neighbours: { atom: number; image: Vec3 }[][] = positions.map(() => [])
  for (const { a, b, image } of findBonds(inCell, { periodic: true })) {
    // a's partner is b + image; b's partner is a − image.
    neighbours[a].push({ atom: b, image })
    neighbours[b].push({ atom: a, image: [-image[0], -image[1], -image[2]] })
  }
  const placed: (Vec3 | undefined)[] = positions.map(() => undefined)
  for (let start = 0; start < positions.length; start++) {
    if (placed[start]) continue
    placed[start] = positions[start]
    const queue = [start]
    for (let head = 0; head < queue.length; head++) {
      const atom = queue[head]
      const from = placed[atom]!
      // The translation that took `atom` from its wrapped position to where it was placed.
      const moved: Vec3 = [from[0] - positions[atom][0], from[1] - positions[atom][1], from[2] - positions[atom][2]]
      for (const { atom: next, image } of neighbours[atom]) {
        if (placed[next]) continue
        const shift = multiply(image, lattice)
        placed[next] = [
          positions[next][0] + shift[0] + moved[0],
          positions[next][1] + shift[1] + moved[1],
          positions[next][2] + shift[2] + moved[2],
        ]
        queue.push(next)
      }
    }
  }
  return placed.map((p, i) => p ?? positions[i])
}

/** The structure with its atoms where the mode puts them; throws INVALID_WRAP_MODE for other modes. */
export function applyWrapMode(structure: AtomicStructure, mode: string): AtomicStructure {
  if (!isWrapMode(mode)) throw new Error(INVALID_WRAP_MODE)
  if (mode === 'original') return structure
  return { ...structure, positions: mode === 'wrap' ? wrapped(structure) : unwrapped(structure) }
}

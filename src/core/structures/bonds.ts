// Bonds from distances: two atoms are bonded when they are closer than the sum of their
// covalent radii times a tolerance (Jmol's and ASE's rule of thumb). Atoms are binned in
// cubes as wide as the longest possible bond, so each atom is compared with its own and
// the 26 neighbouring cubes only: linear in the number of atoms, which the 10,000-atom
// structures of the viewer need.
import { multiply, type Matrix3, type Vec3 } from '../chemistry'
import { covalentRadiusOf } from './covalentRadii'
import type { AtomicStructure } from '../chemistry'

/** Bonded when the distance is below (r₁ + r₂) × this. */
export const BOND_TOLERANCE = 1.2
/** Closer than this (Å) is an overlap, not a bond (duplicated sites). */
const MIN_BOND_LENGTH = 0.1

export interface Bond {
  readonly a: number
  readonly b: number
  /** The lattice translation (in cell vectors) of atom b's image bonded to a; [0, 0, 0] without images. */
  readonly image: Vec3
}

export interface BondOptions {
  /** Also bond atoms to the periodic images of others (along the structure's periodic directions). */
  readonly periodic?: boolean
  readonly tolerance?: number
}

const key = (x: number, y: number, z: number) => `${x},${y},${z}`

/** Lattice translations to try: the neighbouring cells along periodic directions only. */
function imageShifts(structure: AtomicStructure, periodic: boolean): Vec3[] {
  if (!periodic || !structure.lattice) return [[0, 0, 0]]
  const range = (p: boolean) => (p ? [-1, 0, 1] : [0])
  const [pa, pb, pc] = structure.periodic
  return range(pa).flatMap((i) => range(pb).flatMap((j) => range(pc).map((k): Vec3 => [i, j, k])))
}

/**
 * The bonds of a structure, each once: a < b within the cell; with `periodic`, a bond
 * from atom a to an image of b is listed under the one of its two translations (t and
 * −t) that is lexicographically positive.
 */
export function findBonds(structure: AtomicStructure, options: BondOptions = {}): Bond[] {
  const { positions, labels } = structure
  const tolerance = options.tolerance ?? BOND_TOLERANCE
  const radii = labels.map(covalentRadiusOf)
  const maxRadius = radii.reduce((max, r) => Math.max(max, r), 0)
  const size = 2 * maxRadius * tolerance
  if (positions.length === 0 || !(size > 0)) return []

  const bins = new Map<string, number[]>()
  const binOf = (p: Vec3) => [Math.floor(p[0] / size), Math.floor(p[1] / size), Math.floor(p[2] / size)]
  positions.forEach((p, index) => {
    const [x, y, z] = binOf(p)
    const k = key(x, y, z)
    const bin = bins.get(k)
    if (bin) bin.push(index)
    else bins.set(k, [index])
  })

  const shifts = imageShifts(structure, options.periodic ?? false)
  const lattice = structure.lattice as Matrix3 | undefined
  const bonds: Bond[] = []
  for (const shift of shifts) {
    const zero = shift[0] === 0 && shift[1] === 0 && shift[2] === 0
    // Each image bond appears under the shift and its opposite; keep the lexicographically positive one.
    if (!zero && (shift[0] < 0 || (shift[0] === 0 && (shift[1] < 0 || (shift[1] === 0 && shift[2] < 0))))) continue
    const offset: Vec3 = zero || !lattice ? [0, 0, 0] : multiply(shift, lattice)
    for (let b = 0; b < positions.length; b++) {
      // Atom b's image, searched for partners a among the binned atoms.
      const p: Vec3 = [positions[b][0] + offset[0], positions[b][1] + offset[1], positions[b][2] + offset[2]]
      const [x, y, z] = binOf(p)
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (let dz = -1; dz <= 1; dz++) {
            const bin = bins.get(key(x + dx, y + dy, z + dz))
            if (!bin) continue
            for (const a of bin) {
              if (zero && a >= b) continue
              const q = positions[a]
              const d = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
              if (d > MIN_BOND_LENGTH && d < (radii[a] + radii[b]) * tolerance) bonds.push({ a, b, image: zero ? [0, 0, 0] : shift })
            }
          }
        }
      }
    }
  }
  return bonds
}

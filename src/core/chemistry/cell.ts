// Cell geometry shared by the structure parsers, the material normaliser and the
// structure viewer: cell vectors are rows, fractional coordinates multiply from the left
// (cartesian = fractional · lattice), the same convention as ASE, spglib and moyo.
export type Vec3 = [number, number, number]
export type Matrix3 = [Vec3, Vec3, Vec3]

export interface CellParameters {
  a: number
  b: number
  c: number
  /** Angle between b and c, in radians. */
  alpha: number
  /** Angle between a and c, in radians. */
  beta: number
  /** Angle between a and b, in radians. */
  gamma: number
}

export const dot = (u: Vec3, v: Vec3): number => u[0] * v[0] + u[1] * v[1] + u[2] * v[2]
export const norm = (u: Vec3): number => Math.sqrt(dot(u, u))
export const cross = (u: Vec3, v: Vec3): Vec3 => [
  u[1] * v[2] - u[2] * v[1],
  u[2] * v[0] - u[0] * v[2],
  u[0] * v[1] - u[1] * v[0],
]

export function determinant(m: Matrix3): number {
  return dot(m[0], cross(m[1], m[2]))
}

export function cellVolume(lattice: Matrix3): number {
  return Math.abs(determinant(lattice))
}

export function inverse(m: Matrix3): Matrix3 {
  const det = determinant(m)
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) throw new Error('The cell vectors are linearly dependent.')
  // Rows of the inverse's transpose are the cross products of the rows.
  const c0 = cross(m[1], m[2])
  const c1 = cross(m[2], m[0])
  const c2 = cross(m[0], m[1])
  return [
    [c0[0] / det, c1[0] / det, c2[0] / det],
    [c0[1] / det, c1[1] / det, c2[1] / det],
    [c0[2] / det, c1[2] / det, c2[2] / det],
  ]
}

/**
 * The reciprocal cell vectors (rows, 2π included, in inverse units of the lattice):
 * row i is column i of the inverse. Throws for linearly dependent vectors.
 */
export function reciprocalCell(lattice: Matrix3): Matrix3 {
  const inv = inverse(lattice)
  return [0, 1, 2].map((i) => [0, 1, 2].map((j) => 2 * Math.PI * inv[j][i])) as Matrix3
}

/** v · M for a row vector v. */
export function multiply(v: Vec3, m: Matrix3): Vec3 {
  return [
    v[0] * m[0][0] + v[1] * m[1][0] + v[2] * m[2][0],
    v[0] * m[0][1] + v[1] * m[1][1] + v[2] * m[2][1],
    v[0] * m[0][2] + v[1] * m[1][2] + v[2] * m[2][2],
  ]
}

export function toCartesian(fractional: Vec3[], lattice: Matrix3): Vec3[] {
  return fractional.map((f) => multiply(f, lattice))
}

export function toFractional(cartesian: Vec3[], lattice: Matrix3): Vec3[] {
  const inv = inverse(lattice)
  return cartesian.map((r) => multiply(r, inv))
}

/**
 * Cell vectors from lengths and angles (degrees): a along x, b in the xy plane, the
 * usual crystallographic orientation (as ASE's cellpar_to_cell).
 */
export function cellFromParameters(a: number, b: number, c: number, alphaDeg: number, betaDeg: number, gammaDeg: number): Matrix3 {
  const rad = Math.PI / 180
  // cos/sin of exact right angles give 6e-17 rather than 0; snap them.
  const cos = (deg: number) => (Math.abs(deg - 90) < 1e-10 ? 0 : Math.cos(deg * rad))
  const sin = (deg: number) => (Math.abs(deg - 90) < 1e-10 ? 1 : Math.sin(deg * rad))
  const [ca, cb, cg, sg] = [cos(alphaDeg), cos(betaDeg), cos(gammaDeg), sin(gammaDeg)]
  const cx = cb
  const cy = (ca - cb * cg) / sg
  const cz2 = 1 - cx * cx - cy * cy
  if (!(cz2 > 0) || !(a > 0 && b > 0 && c > 0)) {
    throw new Error(`Impossible cell: a=${a} b=${b} c=${c} alpha=${alphaDeg} beta=${betaDeg} gamma=${gammaDeg}.`)
  }
  return [
    [a, 0, 0],
    [b * cg, b * sg, 0],
    [c * cx, c * cy, c * Math.sqrt(cz2)],
  ]
}

export function cellParameters(lattice: Matrix3): CellParameters {
  const [a, b, c] = lattice.map(norm)
  const angle = (u: Vec3, v: Vec3, lu: number, lv: number) => Math.acos(Math.min(1, Math.max(-1, dot(u, v) / (lu * lv))))
  return {
    a,
    b,
    c,
    alpha: angle(lattice[1], lattice[2], b, c),
    beta: angle(lattice[0], lattice[2], a, c),
    gamma: angle(lattice[0], lattice[1], a, b),
  }
}

/** Wraps a fractional coordinate into [0, 1), mapping values within 1e-8 below 1 to 0. */
export function wrapFraction(x: number): number {
  const w = x - Math.floor(x)
  return w > 1 - 1e-8 ? 0 : w
}

/** Shortest Cartesian distance between two fractional positions under periodic repetition. */
export function periodicDistance(f1: Vec3, f2: Vec3, lattice: Matrix3): number {
  const d: Vec3 = [f1[0] - f2[0], f1[1] - f2[1], f1[2] - f2[2]]
  for (let i = 0; i < 3; i++) d[i] -= Math.round(d[i])
  // Rounding each component gives the minimum image for reasonably shaped cells; check
  // the neighbouring images too so that skewed cells are handled.
  let best = Infinity
  for (let i = -1; i <= 1; i++) {
    for (let j = -1; j <= 1; j++) {
      for (let k = -1; k <= 1; k++) {
        const r = multiply([d[0] + i, d[1] + j, d[2] + k], lattice)
        best = Math.min(best, dot(r, r))
      }
    }
  }
  return Math.sqrt(best)
}

// The first Brillouin zone: the Wigner–Seitz cell of the reciprocal lattice, i.e. the
// points closer to the origin than to any other lattice point G — the intersection of
// the half-spaces k·G ≤ |G|²/2. Its vertices are where three bounding planes meet inside
// all others; its faces are the planes holding at least three vertices.
import { cross, dot, multiply, type Matrix3, type Vec3 } from '../../../core/chemistry'

export interface Polyhedron {
  readonly vertices: readonly Vec3[]
  /** Vertex indices of each face, in order around it. */
  readonly faces: readonly (readonly number[])[]
  readonly edges: readonly (readonly [number, number])[]
}

export class ZoneError extends Error {
  override name = 'ZoneError'
}

interface Plane {
  readonly normal: Vec3
  readonly offset: number
}

/** Lattice points n₁b₁ + n₂b₂ + n₃b₃, |nᵢ| ≤ 2 (enough for the skewed cells of a reduced basis). */
function latticePlanes(reciprocal: Matrix3): Plane[] {
  const planes: Plane[] = []
  for (let i = -2; i <= 2; i++) for (let j = -2; j <= 2; j++) for (let k = -2; k <= 2; k++) {
    if (i === 0 && j === 0 && k === 0) continue
    const g = multiply([i, j, k], reciprocal)
    planes.push({ normal: g, offset: dot(g, g) / 2 })
  }
  return planes
}

function solve(a: Plane, b: Plane, c: Plane): Vec3 | undefined {
  const det = dot(a.normal, cross(b.normal, c.normal))
  if (Math.abs(det) < 1e-12 * Math.abs(a.offset * b.offset * c.offset) ** (1 / 2)) return undefined
  const bc = cross(b.normal, c.normal)
  const ca = cross(c.normal, a.normal)
  const ab = cross(a.normal, b.normal)
  return [0, 1, 2].map((k) => (a.offset * bc[k] + b.offset * ca[k] + c.offset * ab[k]) / det) as Vec3
}

export function brillouinZone(reciprocal: Matrix3): Polyhedron {
  const volume = Math.abs(dot(reciprocal[0], cross(reciprocal[1], reciprocal[2])))
  if (!Number.isFinite(volume) || volume === 0) throw new ZoneError('The reciprocal cell vectors are linearly dependent.')
  const scale = Math.cbrt(volume)
  const tolerance = 1e-7 * scale * scale
  const all = latticePlanes(reciprocal)
  const inside = (k: Vec3, planes: readonly Plane[]) => planes.every((p) => dot(k, p.normal) <= p.offset + tolerance)
  // Only planes whose foot G/2 lies in the zone can bound it.
  const planes = all.filter((p) => inside(p.normal.map((x) => x / 2) as Vec3, all))

  const vertices: Vec3[] = []
  const near = (u: Vec3, v: Vec3) => Math.hypot(u[0] - v[0], u[1] - v[1], u[2] - v[2]) < 1e-6 * scale
  for (let a = 0; a < planes.length; a++) for (let b = a + 1; b < planes.length; b++) for (let c = b + 1; c < planes.length; c++) {
    const k = solve(planes[a], planes[b], planes[c])
    if (k && inside(k, planes) && !vertices.some((v) => near(v, k))) vertices.push(k)
  }

  const faces: number[][] = []
  for (const plane of planes) {
    const on = vertices.map((v, i) => [v, i] as const).filter(([v]) => Math.abs(dot(v, plane.normal) - plane.offset) < tolerance * 10)
    if (on.length < 3) continue
    // Around the face's centre, by angle in the face's plane.
    const centre = on.reduce<Vec3>((sum, [v]) => [sum[0] + v[0] / on.length, sum[1] + v[1] / on.length, sum[2] + v[2] / on.length], [0, 0, 0])
    const u = [on[0][0][0] - centre[0], on[0][0][1] - centre[1], on[0][0][2] - centre[2]] as Vec3
    const w = cross(plane.normal, u)
    const angle = ([v]: readonly [Vec3, number]) => {
      const d: Vec3 = [v[0] - centre[0], v[1] - centre[1], v[2] - centre[2]]
      return Math.atan2(dot(d, w), dot(d, u) * Math.hypot(...plane.normal))
    }
    faces.push([...on].sort((p, q) => angle(p) - angle(q)).map(([, i]) => i))
  }

  const seen = new Set<string>()
  const edges: [number, number][] = []
  for (const face of faces) {
    face.forEach((i, n) => {
      const j = face[(n + 1) % face.length]
      const key = i < j ? `${i},${j}` : `${j},${i}`
      if (!seen.has(key)) {
        seen.add(key)
        edges.push(i < j ? [i, j] : [j, i])
      }
    })
  }
  return { vertices, faces, edges }
}

// The first Brillouin zone of the three cubic lattices and a hexagonal one: counts of
// vertices, faces and edges (Euler: V − E + F = 2) and the zone's volume equal to the
// reciprocal cell's.
import { describe, expect, it } from 'vitest'
import { cellFromParameters, reciprocalCell, type Matrix3, type Vec3 } from '../../../core/chemistry'
import { brillouinZone, ZoneError } from './zone'

const a = 4
const lattices: [string, Matrix3, number, number][] = [
  ['simple cubic: a cube', [[a, 0, 0], [0, a, 0], [0, 0, a]], 8, 6],
  ['fcc: a truncated octahedron', [[0, a / 2, a / 2], [a / 2, 0, a / 2], [a / 2, a / 2, 0]], 24, 14],
  ['bcc: a rhombic dodecahedron', [[-a / 2, a / 2, a / 2], [a / 2, -a / 2, a / 2], [a / 2, a / 2, -a / 2]], 14, 12],
  ['hexagonal: a hexagonal prism', cellFromParameters(3, 3, 5, 90, 90, 120), 12, 8],
]

/** Volume of a convex polyhedron: tetrahedra from the origin (inside) to each face's triangles. */
function volume(vertices: readonly Vec3[], faces: readonly (readonly number[])[]): number {
  let total = 0
  for (const face of faces) {
    for (let i = 1; i + 1 < face.length; i++) {
      const [p, q, r] = [vertices[face[0]], vertices[face[i]], vertices[face[i + 1]]]
      total += Math.abs(p[0] * (q[1] * r[2] - q[2] * r[1]) - p[1] * (q[0] * r[2] - q[2] * r[0]) + p[2] * (q[0] * r[1] - q[1] * r[0])) / 6
    }
  }
  return total
}

describe('brillouinZone', () => {
  it.each(lattices)('%s', (_, lattice, nVertices, nFaces) => {
    const reciprocal = reciprocalCell(lattice)
    const zone = brillouinZone(reciprocal)
    expect(zone.vertices).toHaveLength(nVertices)
    expect(zone.faces).toHaveLength(nFaces)
    expect(zone.vertices.length - zone.edges.length + zone.faces.length).toBe(2)
    const [b1, b2, b3] = reciprocal
    const cellVolume = Math.abs(b1[0] * (b2[1] * b3[2] - b2[2] * b3[1]) - b1[1] * (b2[0] * b3[2] - b2[2] * b3[0]) + b1[2] * (b2[0] * b3[1] - b2[1] * b3[0]))
    expect(volume(zone.vertices, zone.faces)).toBeCloseTo(cellVolume, 6)
  })
  it('refuses a flat cell', () => {
    expect(() => brillouinZone([[1, 0, 0], [2, 0, 0], [0, 0, 1]])).toThrow(ZoneError)
  })
})

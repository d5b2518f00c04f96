// The three.js objects of a scene: atoms and bond halves as instanced meshes (one draw
// call per kind, so 10,000 atoms rotate smoothly), faded parts in a transparent twin,
// the cell as lines. Creating objects needs no WebGL, so jsdom tests read them.
import {
  BufferGeometry, Color, CylinderGeometry, Float32BufferAttribute, Group, InstancedMesh, LineBasicMaterial, LineSegments,
  Matrix4, MeshPhongMaterial, Quaternion, SphereGeometry, Vector3,
} from 'three'
import type { Vec3 } from '../../../../core/chemistry'
import { FADED_OPACITY, type AtomInstance, type BondHalf, type SceneData } from './sceneData'

export type Quality = 'high' | 'low'

const SPHERE_SEGMENTS: Readonly<Record<Quality, readonly [number, number]>> = { high: [32, 20], low: [12, 8] }
const CYLINDER_SEGMENTS: Readonly<Record<Quality, number>> = { high: 16, low: 6 }
export const CELL_COLOR = 0x333333
/** The cell vectors a, b, c (NOMAD's lattice-constant colours). */
export const CELL_VECTOR_COLORS = [0xc52929, 0x47a823, 0x3b5796] as const

export const OBJECT_NAMES = {
  atoms: 'atoms',
  fadedAtoms: 'faded atoms',
  bonds: 'bonds',
  fadedBonds: 'faded bonds',
  cell: 'cell',
  cellVectors: 'cell vectors',
} as const

function material(faded: boolean) {
  return new MeshPhongMaterial({ shininess: 60, ...(faded && { transparent: true, opacity: FADED_OPACITY, depthWrite: false }) })
}

function atomMesh(atoms: readonly AtomInstance[], quality: Quality, faded: boolean, name: string): InstancedMesh {
  const [width, height] = SPHERE_SEGMENTS[quality]
  const mesh = new InstancedMesh(new SphereGeometry(1, width, height), material(faded), atoms.length)
  const matrix = new Matrix4()
  const color = new Color()
  atoms.forEach((atom, i) => {
    matrix.makeScale(atom.radius, atom.radius, atom.radius).setPosition(...atom.position)
    mesh.setMatrixAt(i, matrix)
    mesh.setColorAt(i, color.setHex(atom.color))
  })
  mesh.name = name
  return mesh
}

const UP = new Vector3(0, 1, 0)

function bondMesh(halves: readonly BondHalf[], radius: number, quality: Quality, faded: boolean, name: string): InstancedMesh {
  const mesh = new InstancedMesh(new CylinderGeometry(radius, radius, 1, CYLINDER_SEGMENTS[quality], 1, true), material(faded), halves.length)
  const matrix = new Matrix4()
  const color = new Color()
  const from = new Vector3()
  const direction = new Vector3()
  const rotation = new Quaternion()
  const scale = new Vector3()
  halves.forEach((half, i) => {
    from.set(...half.from)
    direction.set(...half.to).sub(from)
    const length = direction.length()
    rotation.setFromUnitVectors(UP, direction.normalize())
    scale.set(1, length, 1)
    matrix.compose(from.addScaledVector(direction, length / 2), rotation, scale)
    mesh.setMatrixAt(i, matrix)
    mesh.setColorAt(i, color.setHex(half.color))
  })
  mesh.name = name
  return mesh
}

function lines(segments: readonly (readonly [Vec3, Vec3])[], colors: readonly number[], name: string): LineSegments {
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new Float32BufferAttribute(segments.flatMap(([p, q]) => [...p, ...q]), 3))
  const rgb = segments.flatMap((_, i) => {
    const c = new Color(colors[i % colors.length])
    return [c.r, c.g, c.b, c.r, c.g, c.b]
  })
  geometry.setAttribute('color', new Float32BufferAttribute(rgb, 3))
  const object = new LineSegments(geometry, new LineBasicMaterial({ vertexColors: true }))
  object.name = name
  return object
}

/** Everything a scene draws, in one group; empty kinds are left out. */
export function buildStructureObjects(data: SceneData, quality: Quality, bondRadius: number): Group {
  const group = new Group()
  if (data.atoms.opaque.length) group.add(atomMesh(data.atoms.opaque, quality, false, OBJECT_NAMES.atoms))
  if (data.atoms.faded.length) group.add(atomMesh(data.atoms.faded, quality, true, OBJECT_NAMES.fadedAtoms))
  if (data.bonds.opaque.length) group.add(bondMesh(data.bonds.opaque, bondRadius, quality, false, OBJECT_NAMES.bonds))
  if (data.bonds.faded.length) group.add(bondMesh(data.bonds.faded, bondRadius, quality, true, OBJECT_NAMES.fadedBonds))
  // The three edges at the origin are the cell vectors, drawn in their colours instead.
  const edges = data.cellVectors ? data.cellEdges.slice(3) : data.cellEdges
  if (edges.length) group.add(lines(edges, [CELL_COLOR], OBJECT_NAMES.cell))
  if (data.cellVectors) {
    const origin: Vec3 = [0, 0, 0]
    group.add(lines(data.cellVectors.map((v) => [origin, v] as const), CELL_VECTOR_COLORS, OBJECT_NAMES.cellVectors))
  }
  return group
}

// The three.js objects of the zone view: translucent faces, dark edges, the k-path in
// red with its labels as sprites (text drawn on a canvas; left out where the browser
// gives no 2D canvas).
import {
  BufferGeometry, CanvasTexture, DoubleSide, Float32BufferAttribute, Group, LineBasicMaterial, LineSegments, Mesh,
  MeshBasicMaterial, Sprite, SpriteMaterial,
} from 'three'
import type { Vec3 } from '../../../core/chemistry'
import type { PathLabel } from './pathData'
import type { Polyhedron } from './zone'

export const ZONE_NAMES = { faces: 'zone faces', edges: 'zone edges', path: 'k-path', labels: 'k-path labels' } as const

function segments(pairs: readonly (readonly [Vec3, Vec3])[], color: number, name: string) {
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new Float32BufferAttribute(pairs.flatMap(([p, q]) => [...p, ...q]), 3))
  const lines = new LineSegments(geometry, new LineBasicMaterial({ color }))
  lines.name = name
  return lines
}

function faceMesh(zone: Polyhedron): Mesh {
  const positions: number[] = []
  for (const face of zone.faces) {
    for (let i = 1; i + 1 < face.length; i++) positions.push(...zone.vertices[face[0]], ...zone.vertices[face[i]], ...zone.vertices[face[i + 1]])
  }
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3))
  const mesh = new Mesh(geometry, new MeshBasicMaterial({ color: 0x7ea6e0, transparent: true, opacity: 0.18, side: DoubleSide, depthWrite: false }))
  mesh.name = ZONE_NAMES.faces
  return mesh
}

function labelSprite(label: PathLabel, size: number): Sprite | undefined {
  const canvas = document.createElement('canvas')
  canvas.width = 128
  canvas.height = 64
  const context = canvas.getContext('2d')
  if (!context) return undefined
  context.font = '600 40px sans-serif'
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  context.fillStyle = '#1c2127'
  context.fillText(label.text, 64, 32)
  const sprite = new Sprite(new SpriteMaterial({ map: new CanvasTexture(canvas), depthTest: false }))
  sprite.position.set(...label.position)
  sprite.scale.set(size * 2, size, 1)
  sprite.name = label.text
  return sprite
}

export function zoneObjects(zone: Polyhedron, path: { lines: readonly (readonly [Vec3, Vec3])[]; labels: readonly PathLabel[] }, labelSize: number): Group {
  const group = new Group()
  group.add(faceMesh(zone))
  group.add(segments(zone.edges.map(([i, j]) => [zone.vertices[i], zone.vertices[j]] as const), 0x30404d, ZONE_NAMES.edges))
  if (path.lines.length) group.add(segments(path.lines, 0xd13913, ZONE_NAMES.path))
  const labels = new Group()
  labels.name = ZONE_NAMES.labels
  for (const label of path.labels) {
    const sprite = labelSprite(label, labelSize)
    if (sprite) labels.add(sprite)
  }
  group.add(labels)
  return group
}

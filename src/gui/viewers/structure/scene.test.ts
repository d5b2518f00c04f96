// The structure viewer's scene, built without WebGL: what is drawn for a structure
// (atoms, bond halves, cell, faded parts), colours and the legend sizes of spec 3 §9.
import { InstancedMesh, LineSegments, Matrix4, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import type { AtomicStructure, Matrix3, Vec3 } from '../../../core/chemistry'
import { buildStructureObjects, OBJECT_NAMES } from './scene/buildScene'
import { cssColor, hslToRgb, speciesColors, UNKNOWN_HUE_STEP } from './scene/colors'
import { atomRadius, BOND_ATOM_LIMIT, FADED_OPACITY, sceneData, speciesOf } from './scene/sceneData'
import { legendDiameter } from './SpeciesLegend'

const water: AtomicStructure = { labels: ['O', 'H', 'H'], positions: [[0, 0, 0], [0.757, 0.586, 0], [-0.757, 0.586, 0]], periodic: [false, false, false] }
const silicon: AtomicStructure = {
  labels: ['Si', 'Si'],
  positions: [[0, 0, 0], [1.3575, 1.3575, 1.3575]],
  lattice: [[0, 2.715, 2.715], [2.715, 0, 2.715], [2.715, 2.715, 0]] as Matrix3,
  periodic: [true, true, true],
}
const all = { bonds: true, cell: true }

describe('colours', () => {
  it.each([
    ['H', '#ffffff'], ['C', '#909090'], ['O', '#ff0d0d'], ['Si', '#f0c8a0'], ['Fe', '#e06633'], ['Mt', '#eb0026'],
  ])('%s is Jmol %s', (symbol, color) => expect(cssColor(speciesColors([symbol]).get(symbol)!)).toBe(color))
  it('gives labels that are no element hues 137.508° apart, in order of appearance', () => {
    const colors = speciesColors(['X', 'Si', 'Q', 'X'])
    expect(colors.get('X')).toBe(hslToRgb(0, 0.75, 0.5))
    expect(colors.get('Q')).toBe(hslToRgb(UNKNOWN_HUE_STEP, 0.75, 0.5))
    expect(UNKNOWN_HUE_STEP).toBe(137.508)
  })
  it.each([
    [0, 1, 0.5, 0xff0000], [120, 1, 0.5, 0x00ff00], [240, 1, 0.5, 0x0000ff], [0, 0, 1, 0xffffff],
  ])('hsl(%f, %f, %f) is %i', (h, s, l, rgb) => expect(hslToRgb(h, s, l)).toBe(rgb))
})

describe('legend', () => {
  it('sizes circles 12 × √radius px (covalent radius in Å)', () => {
    expect(legendDiameter(1)).toBe(12)
    expect(legendDiameter(1.11)).toBeCloseTo(12.643, 3)
  })
  it('lists each species once by atomic number, unknown labels first, with counts', () => {
    expect(speciesOf(['O', 'H', 'X', 'H']).map(({ label, count }) => [label, count])).toEqual([['X', 1], ['H', 2], ['O', 1]])
  })
})

describe('sceneData', () => {
  it('draws one sphere per atom and two bond halves per bond, each in its atom colour', () => {
    const data = sceneData(water, all)
    expect(data.atoms.opaque.map((atom) => atom.index)).toEqual([0, 1, 2])
    expect(data.atoms.opaque[1].radius).toBe(atomRadius('H'))
    expect(data.bonds.opaque).toHaveLength(4)
    expect(data.bonds.opaque[0]).toMatchObject({ from: [0, 0, 0], color: 0xff0d0d })
    expect(data.cellEdges).toEqual([])
  })
  it('draws the cell as twelve edges and its vectors, and fits bounds around both', () => {
    const data = sceneData(silicon, all)
    expect(data.cellEdges).toHaveLength(12)
    expect(data.cellVectors).toEqual(silicon.lattice)
    expect(data.radius).toBeGreaterThan(Math.hypot(5.43, 5.43, 5.43) / 2)
  })
  it('leaves the cell and bonds out when turned off', () => {
    const data = sceneData(silicon, { bonds: false, cell: false })
    expect(data.cellEdges).toEqual([])
    expect(data.bonds.opaque).toEqual([])
  })
  it(`draws no bonds above ${BOND_ATOM_LIMIT} atoms`, () => {
    const chain = { labels: Array(BOND_ATOM_LIMIT + 1).fill('C'), positions: Array.from({ length: BOND_ATOM_LIMIT + 1 }, (_, i): Vec3 => [i * 1.5, 0, 0]), periodic: [false, false, false] as [boolean, boolean, boolean] }
    expect(sceneData(chain, all).bonds.opaque).toEqual([])
    expect(sceneData({ ...chain, labels: chain.labels.slice(1), positions: chain.positions.slice(1) }, all).bonds.opaque).toHaveLength(2 * (BOND_ATOM_LIMIT - 1))
  })
  it('fades atoms outside the highlighted part, and bonds that leave it', () => {
    const data = sceneData(water, { ...all, highlight: new Set([0, 1]) })
    expect(data.atoms.opaque.map((atom) => atom.index)).toEqual([0, 1])
    expect(data.atoms.faded.map((atom) => atom.index)).toEqual([2])
    expect(data.bonds.opaque).toHaveLength(2)
    expect(data.bonds.faded).toHaveLength(2)
  })
})

describe('buildStructureObjects', () => {
  it('makes instanced atoms and bonds, the cell and its coloured vectors', () => {
    const group = buildStructureObjects(sceneData(silicon, all), 'high', 0.12)
    const atoms = group.getObjectByName(OBJECT_NAMES.atoms) as InstancedMesh
    expect(atoms).toBeInstanceOf(InstancedMesh)
    expect(atoms.count).toBe(2)
    const matrix = new Matrix4()
    atoms.getMatrixAt(1, matrix)
    expect(new Vector3().setFromMatrixPosition(matrix).toArray()).toEqual([1.3575, 1.3575, 1.3575].map(Math.fround).map((x) => expect.closeTo(x, 5)))
    expect((group.getObjectByName(OBJECT_NAMES.bonds) as InstancedMesh).count).toBe(2)
    // Nine grey edges: the three at the origin are the coloured vectors.
    expect((group.getObjectByName(OBJECT_NAMES.cell) as LineSegments).geometry.getAttribute('position').count).toBe(18)
    expect((group.getObjectByName(OBJECT_NAMES.cellVectors) as LineSegments).geometry.getAttribute('position').count).toBe(6)
  })
  it('draws faded parts with 10 % opacity', () => {
    const group = buildStructureObjects(sceneData(water, { ...all, highlight: new Set([0]) }), 'low', 0.12)
    const faded = group.getObjectByName(OBJECT_NAMES.fadedAtoms) as InstancedMesh
    expect(faded.count).toBe(2)
    expect(faded.material).toMatchObject({ transparent: true, opacity: FADED_OPACITY })
    expect(FADED_OPACITY).toBe(0.1)
  })
  it('orients a bond half from its atom to the middle of the bond', () => {
    const group = buildStructureObjects(sceneData(water, all), 'low', 0.12)
    const bonds = group.getObjectByName(OBJECT_NAMES.bonds) as InstancedMesh
    const matrix = new Matrix4()
    bonds.getMatrixAt(0, matrix)
    const centre = new Vector3().setFromMatrixPosition(matrix)
    expect(centre.x).toBeCloseTo(0.757 / 4, 5)
    expect(centre.y).toBeCloseTo(0.586 / 4, 5)
  })
})

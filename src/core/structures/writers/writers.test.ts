import { describe, expect, it } from 'vitest'
import { cellFromParameters, type Matrix3 } from '../../chemistry'
import type { AtomicStructure } from '../../chemistry'
import { structureName, writeCif, writePdb, writeStructure, writeXyz } from '.'

const silicon: AtomicStructure = {
  labels: ['Si', 'Si'],
  positions: [[0, 0, 0], [1.3575, 1.3575, 1.3575]],
  lattice: [[0, 2.715, 2.715], [2.715, 0, 2.715], [2.715, 2.715, 0]] as Matrix3,
  periodic: [true, true, true],
}
const water: AtomicStructure = { labels: ['O', 'H', 'H'], positions: [[0, 0, 0], [0.757, 0.586, 0], [-0.757, 0.586, 0]], periodic: [false, false, false] }

describe('structure file names', () => {
  it.each([
    [silicon, 'Si2'],
    [water, 'H2O'],
    [{ ...water, labels: ['X', 'H', 'H'] }, 'system'],
    [{ ...water, labels: [], positions: [] }, 'system'],
  ])('%#: %s', (structure, name) => expect(structureName(structure)).toBe(name))
})

describe('CIF', () => {
  it('writes P 1 with the cell parameters and fractional coordinates', () => {
    const cif = writeCif(silicon, 'Si2')
    expect(cif).toMatch(/^data_Si2\n/)
    expect(cif).toContain('_cell_length_a 3.83958982')
    expect(cif).toContain('_cell_angle_alpha 60.000000')
    expect(cif).toContain("_symmetry_space_group_name_H-M 'P 1'")
    expect(cif).toContain('  Si1 Si 0.00000000 0.00000000 0.00000000 1.0')
    expect(cif).toContain('  Si2 Si 0.25000000 0.25000000 0.25000000 1.0')
  })
  it('writes Cartesian coordinates and no cell for a molecule', () => {
    const cif = writeCif(water, 'H2O')
    expect(cif).not.toContain('_cell_length_a')
    expect(cif).toContain('_atom_site_Cartn_x')
    expect(cif).toContain('  H2 H -0.75700000 0.58600000 0.00000000 1.0')
  })
})

describe('XYZ', () => {
  it('writes count, an extended comment and one line per atom', () => {
    expect(writeXyz(silicon).split('\n')).toEqual([
      '2',
      'Lattice="0.00000000 2.71500000 2.71500000 2.71500000 0.00000000 2.71500000 2.71500000 2.71500000 0.00000000" Properties=species:S:1:pos:R:3 pbc="T T T"',
      'Si 0.00000000 0.00000000 0.00000000',
      'Si 1.35750000 1.35750000 1.35750000',
      '',
    ])
  })
  it('has no Lattice without a cell', () => {
    expect(writeXyz(water).split('\n')[1]).toBe('Properties=species:S:1:pos:R:3 pbc="F F F"')
  })
})

describe('PDB', () => {
  const lines = writePdb(silicon).split('\n')
  it('writes CRYST1 in its fixed columns', () => {
    expect(lines[0]).toBe('CRYST1    3.840    3.840    3.840  60.00  60.00  60.00 P 1           1')
  })
  it("carries NOMAD's REMARK 285 cell vectors (standard orientation) and periodicity", () => {
    expect(lines[1]).toBe('REMARK 285  A: 3.839590, 0.000000, 0.000000')
    expect(lines[4]).toBe('REMARK 285 PBC (A, B, C): TRUE, TRUE, TRUE')
  })
  it('writes atoms in the standard frame, element in columns 77–78', () => {
    const atom = lines[6]
    expect(atom.slice(0, 6)).toBe('ATOM  ')
    expect(atom.slice(6, 11)).toBe('    2')
    expect(atom.slice(12, 16)).toBe('Si  ')
    expect(atom.slice(76, 78)).toBe('SI')
    // The second atom sits at a quarter of the body diagonal of the rotated cell.
    const standard = cellFromParameters(3.83959, 3.83959, 3.83959, 60, 60, 60)
    const expected = [0, 1, 2].map((k) => (standard[0][k] + standard[1][k] + standard[2][k]) / 4)
    expect(Number(atom.slice(30, 38))).toBeCloseTo(expected[0], 2)
    expect(Number(atom.slice(38, 46))).toBeCloseTo(expected[1], 2)
    expect(Number(atom.slice(46, 54))).toBeCloseTo(expected[2], 2)
    expect(lines.at(-2)).toBe('END')
  })
  it('writes a molecule without CRYST1, periodicity false', () => {
    const pdb = writePdb(water)
    expect(pdb).not.toContain('CRYST1')
    expect(pdb).toContain('REMARK 285 PBC (A, B, C): FALSE, FALSE, FALSE')
    expect(pdb.split('\n')[1].slice(12, 16)).toBe(' O  ')
  })
})

describe('writeStructure', () => {
  it.each(['cif', 'xyz', 'pdb'] as const)('writes %s', (format) => {
    expect(writeStructure(silicon, format).length).toBeGreaterThan(50)
  })
})

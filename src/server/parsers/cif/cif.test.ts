import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cellParameters, countElements, formulaHill, fromAtomsSection } from '../../../core/chemistry'
import { cifNumber, elementOf, parseSymmetryOperation, readCif } from '../../../core/structures'
import type { AtomicStructure } from '../../../core/chemistry'
import type { Archive, ProcessingLogger } from '../types'
import { cifParser, parseCifText } from '.'

const SHARED = '/work/shared/fixtures/structures'
const OWN = join(__dirname, 'fixtures')

function recordingLogger() {
  const entries: { level: string; event: string }[] = []
  const log = (level: string) => (event: string) => void entries.push({ level, event })
  const logger: ProcessingLogger = { debug: log('DEBUG'), info: log('INFO'), warning: log('WARNING'), error: log('ERROR') }
  return { logger, entries }
}

function structureOf(archive: Archive): AtomicStructure {
  const run = (archive.run as { system: { atoms: unknown }[] }[])[0]
  const structure = fromAtomsSection(run.system[0].atoms)
  if (!structure) throw new Error('no structure')
  return structure
}

function parseFile(path: string) {
  const { logger, entries } = recordingLogger()
  const archive = parseCifText(readFileSync(path, 'utf8'), { logger })
  return { archive, structure: structureOf(archive), entries }
}

describe('CIF parser', () => {
  it.each([
    // file, atoms, Hill formula, a (Å), c (Å)
    [`${SHARED}/SARSUC.cif`, 132, 'C60H48N4Ni4O16', 18.5574, 9.4156],
    [`${SHARED}/Ag1Co1O2_ICSD_246157.cif`, 8, 'Ag2Co2O4', 2.9062915258, 12.4385510326],
    [`${SHARED}/Ag1Co1O2_ICSD_246157_sprim.cif`, 8, 'Ag2Co2O4', 2.9062915258, 12.4385510326],
    [`${OWN}/NaCl-Fm-3m.cif`, 8, 'Cl4Na4', 5.6402, 5.6402],
    [`${OWN}/Si-Fd-3m.cif`, 8, 'Si8', 5.4307, 5.4307],
  ])('reads %s: %i atoms, %s, a = %f Å', (file, nAtoms, hill, a, c) => {
    const { archive, structure } = parseFile(file)
    expect(structure.labels).toHaveLength(nAtoms)
    expect(formulaHill(countElements(structure.labels))).toBe(hill)
    const params = cellParameters(structure.lattice!)
    expect(params.a).toBeCloseTo(a, 6)
    expect(params.c).toBeCloseTo(c, 6)
    expect(structure.periodic).toEqual([true, true, true])
    // The archive is in SI units: metres.
    const atoms = (archive.run as { system: { atoms: { lattice_vectors: number[][]; n_atoms: number } }[] }[])[0].system[0].atoms
    expect(atoms.lattice_vectors[0][0]).toBeCloseTo(a * 1e-10, 16)
    expect(atoms.n_atoms).toBe(nAtoms)
    expect((archive.run as { program: { name: string } }[])[0].program.name).toBe('CIF')
  })

  it('expands the rock-salt asymmetric unit to the 8 atoms of the conventional cell', () => {
    const { structure } = parseFile(`${OWN}/NaCl-Fm-3m.cif`)
    expect(structure.labels.filter((l) => l === 'Na')).toHaveLength(4)
    const fractions = structure.positions.map((p) => p.map((x) => Math.round((x / 5.6402) * 2) / 2).join(' '))
    expect(new Set(fractions).size).toBe(8)
  })

  it('reads its metadata and the contents regex matches CIFs', () => {
    expect(cifParser.metadata).toMatchObject({ name: 'parsers/cif', codeName: 'CIF', codeCategory: 'Structure file' })
    expect(new RegExp(cifParser.metadata.mainfileNameRe).test('upload/dir/SARSUC.cif')).toBe(true)
    expect(new RegExp(cifParser.metadata.mainfileContentsRe!, 'm').test('# comment\ndata_x\n')).toBe(true)
  })

  it('parses a mainfile through the processing context', async () => {
    const { logger } = recordingLogger()
    const archive = await cifParser.parse({
      uploadId: 'u',
      mainfile: 'structures/SARSUC.cif',
      path: `${SHARED}/SARSUC.cif`,
      readFile: async (path) => (path === 'structures/SARSUC.cif' ? readFileSync(`${SHARED}/SARSUC.cif`) : undefined),
      readMainfile: async () => readFileSync(`${SHARED}/SARSUC.cif`),
      siblings: async () => [],
      logger,
    })
    expect(structureOf(archive).labels).toHaveLength(132)
  })

  it('uses the first block with atoms and names the others in an INFO log', () => {
    const text = `data_empty\n_cell_length_a 1\n\ndata_second\n_cell_length_a 4 _cell_length_b 4 _cell_length_c 4\nloop_\n_atom_site_label _atom_site_fract_x _atom_site_fract_y _atom_site_fract_z\nCu1 0 0 0\n\ndata_third\n_cell_length_a 3\nloop_\n_atom_site_label\n_atom_site_Cartn_x\n_atom_site_Cartn_y\n_atom_site_Cartn_z\nO1 0 0 0\n`
    const { logger, entries } = recordingLogger()
    const structure = structureOf(parseCifText(text, { logger }))
    expect(structure.labels).toEqual(['Cu'])
    expect(entries).toContainEqual({ level: 'INFO', event: 'The CIF has 3 data blocks; using data_second, ignoring empty, third.' })
  })

  it('keeps the majority species of partially occupied sites and warns', () => {
    const text = `data_alloy
_cell_length_a 3.6
_cell_length_b 3.6
_cell_length_c 3.6
loop_
_symmetry_equiv_pos_as_xyz
x,y,z
x+1/2,y+1/2,z
x+1/2,y,z+1/2
x,y+1/2,z+1/2
loop_
_atom_site_label
_atom_site_type_symbol
_atom_site_fract_x
_atom_site_fract_y
_atom_site_fract_z
_atom_site_occupancy
Cu1 Cu2+ 0 0 0 0.75(2)
Au1 Au 0 0 0 0.25(2)
`
    const { logger, entries } = recordingLogger()
    const structure = structureOf(parseCifText(text, { logger }))
    expect(structure.labels).toEqual(['Cu', 'Cu', 'Cu', 'Cu'])
    expect(entries.some((e) => e.level === 'WARNING' && /partially occupied/.test(e.event))).toBe(true)
  })

  it('reads Cartesian coordinates without a cell as a molecule', () => {
    const text = `data_water\nloop_\n_atom_site_label\n_atom_site_Cartn_x\n_atom_site_Cartn_y\n_atom_site_Cartn_z\nO1 0 0 0.1173\nH1 0 0.7572 -0.4692\nH2 0 -0.7572 -0.4692\n`
    const structure = structureOf(parseCifText(text, recordingLogger()))
    expect(structure.labels).toEqual(['O', 'H', 'H'])
    expect(structure.lattice).toBeUndefined()
    expect(structure.periodic).toEqual([false, false, false])
  })

  it.each([
    ['an empty file', '  \n', 'The CIF file is empty.'],
    ['no data block', '# just a comment\n', 'no CIF data block'],
    ['no atom sites', 'data_x\n_cell_length_a 4\n', 'No data block of the CIF has atom sites'],
    ['a truncated loop', 'data_x\n_cell_length_a 4\n_cell_length_b 4\n_cell_length_c 4\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nSi1 0 0 0\nSi2 0.25 0.25\n', 'has 7 values, not a multiple of its 4 tags'],
    ['non-numeric coordinates', 'data_x\n_cell_length_a 4\n_cell_length_b 4\n_cell_length_c 4\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nSi1 0 zero 0\n', "Atom site Si1: _atom_site_fract_y 'zero' is not a number."],
    ['fractional sites without a cell', 'data_x\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nSi1 0 0 0\n', 'fractional coordinates but the block has no cell'],
    ['an unterminated text field', 'data_x\n_publ_section_title\n;\nA title\n', 'Unterminated text field starting at line 3.'],
    ['an unknown element', 'data_x\n_cell_length_a 4\n_cell_length_b 4\n_cell_length_c 4\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nQq1 0 0 0\n', 'Atom site Qq1: no element'],
    ['a bad symmetry operation', "data_x\n_cell_length_a 4\n_cell_length_b 4\n_cell_length_c 4\nloop_\n_symmetry_equiv_pos_as_xyz\n'x,y,q'\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nSi1 0 0 0\n", "Cannot read the symmetry operation 'x,y,q'."],
  ])('fails on %s with a clear message', (_, text, message) => {
    expect(() => parseCifText(text, recordingLogger())).toThrow(message)
  })
})

describe('CIF syntax', () => {
  it('reads quoted values, text fields, comments and unquoted multi-word values', () => {
    const { blocks, warnings } = readCif(`data_t # comment
_a 'it's quoted'
_b "double"
_c
;
multi
line
;
_d Sodium chloride
loop_ _x _y 1 '2 3' 4 "5"
`)
    const block = blocks[0]
    expect(block.values.get('_a')).toBe("it's quoted")
    expect(block.values.get('_b')).toBe('double')
    expect(block.values.get('_c')).toBe('multi\nline')
    expect(block.values.get('_d')).toBe('Sodium chloride')
    expect(warnings).toHaveLength(1)
    expect(block.loops[0].rows).toEqual([['1', '2 3'], ['4', '5']])
  })

  it.each([
    ['5.431(2)', 5.431],
    ['-0.25', -0.25],
    ['1.2e-3', 0.0012],
    ['.5', 0.5],
    ['?', NaN],
    ['abc', NaN],
  ])('reads the number %s', (text, expected) => {
    expect(cifNumber(text)).toEqual(expected)
  })

  it.each([
    ['O2-', 'type_symbol', 'O'],
    ['Fe3+', 'type_symbol', 'Fe'],
    ['CL', 'type_symbol', 'Cl'],
    ['Si1', 'label', 'Si'],
    ['Ow3', 'label', 'O'],
    ['Cb1', 'label', 'C'],
    ['Cl1', 'label', 'Cl'],
    ['D1', 'label', 'H'],
  ] as const)('takes the element of %s (%s) as %s', (text, kind, element) => {
    expect(elementOf(text, kind)).toBe(element)
  })

  it('parses symmetry operations', () => {
    expect(parseSymmetryOperation('-x+1/2, y-x, z+0.25')).toEqual({
      rotation: [[-1, 0, 0], [-1, 1, 0], [0, 0, 1]],
      translation: [0.5, 0, 0.25],
    })
    expect(parseSymmetryOperation('1/2+X,Y,-Z').translation).toEqual([0.5, 0, 0])
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cellFromParameters, toCartesian, toSystemSection } from '../../../../core/chemistry'
import type { AtomicStructure, Matrix3, Vec3 } from '../../../../core/chemistry'
import { parseCifText } from '../../../parsers/cif'
import { parsePoscarText } from '../../../parsers/poscar'
import { parseXyzText } from '../../../parsers/xyz'
import type { Archive, NormalizeContext } from '../../../parsers/types'
import { materialNormalizer } from '.'

const SHARED = '/work/shared/fixtures/structures'
const CIFS = join(__dirname, '../../../parsers/cif/fixtures')

function recordingContext() {
  const entries: { level: string; event: string; extra?: Record<string, unknown> }[] = []
  const log = (level: string) => (event: string, extra?: Record<string, unknown>) => void entries.push({ level, event, extra })
  const context: NormalizeContext = {
    uploadId: 'u',
    mainfile: 'm',
    parserName: 'test',
    logger: { debug: log('DEBUG'), info: log('INFO'), warning: log('WARNING'), error: log('ERROR') },
  }
  return { context, entries }
}

const quiet = () => recordingContext()

/** An archive with one structure given by cell, fractional positions and labels. */
function aCrystal(lattice: Matrix3, fractional: Vec3[], labels: string[]): Archive {
  const structure: AtomicStructure = { labels, positions: toCartesian(fractional, lattice), lattice, periodic: [true, true, true] }
  return { run: [{ program: { name: 'test' }, system: [toSystemSection(structure)] }] }
}

const cubic = (a: number): Matrix3 => [[a, 0, 0], [0, a, 0], [0, 0, a]]
const fccPrimitive = (a: number): Matrix3 => [[0, a / 2, a / 2], [a / 2, 0, a / 2], [a / 2, a / 2, 0]]
const FCC: Vec3[] = [[0, 0, 0], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]]
const shift = (ps: Vec3[], d: number): Vec3[] => ps.map((p) => p.map((x) => x + d) as Vec3)

const rockSalt = (a: number, cation = 'Na', anion = 'Cl') =>
  aCrystal(cubic(a), [...FCC, ...shift(FCC, 0.5)], [...Array(4).fill(cation), ...Array(4).fill(anion)])
const diamond = (a: number, x = 'Si', y = 'Si') => aCrystal(cubic(a), [...FCC, ...shift(FCC, 0.25)], [...Array(4).fill(x), ...Array(4).fill(y)])

function normalised(archive: Archive, context = quiet().context) {
  materialNormalizer.normalize(archive, context)
  return archive.results as {
    material: Record<string, unknown> & { symmetry?: Record<string, unknown>; topology: Record<string, unknown>[] }
    properties: { structures: Record<string, Record<string, unknown> & { lattice_parameters?: Record<string, number> }> }
  }
}

const materialIdOf = (archive: Archive) => normalised(archive).material.material_id

describe('material normaliser', () => {
  it('finds Fm-3m for the NaCl CONTCAR, with formulas, composition and cells', async () => {
    const archive = await parsePoscarText(readFileSync(`${SHARED}/NaCl-CONTCAR`, 'utf8'), { ...quiet().context, mainfile: 'CONTCAR', readFile: async () => undefined })
    const { material, properties } = normalised(archive)
    expect(material).toMatchObject({
      structural_type: 'bulk',
      elements: ['Cl', 'Na'],
      n_elements: 2,
      chemical_formula_hill: 'Cl4Na4',
      chemical_formula_reduced: 'ClNa',
      chemical_formula_iupac: 'NaCl',
      chemical_formula_anonymous: 'AB',
      chemical_formula_descriptive: 'NaCl',
      symmetry: {
        space_group_number: 225,
        space_group_symbol: 'Fm-3m',
        crystal_system: 'cubic',
        bravais_lattice: 'cF',
        point_group: 'm-3m',
        hall_number: 523,
        hall_symbol: '-F 4 2 3',
      },
    })
    expect(material.material_id).toMatch(/^[A-Za-z0-9_-]{28}$/)
    expect(material.elemental_composition).toEqual([
      expect.objectContaining({ element: 'Cl', atomic_fraction: 0.5 }),
      expect.objectContaining({ element: 'Na', atomic_fraction: 0.5 }),
    ])
    const { structure_original: original, structure_conventional: conventional, structure_primitive: primitive } = properties.structures
    expect(original).toMatchObject({ n_sites: 8, nperiodic_dimensions: 3, dimension_types: [1, 1, 1] })
    expect(original.lattice_parameters!.a).toBeCloseTo(5.651e-10, 13)
    expect((original.cell_volume as number) / 5.6509993866e-10 ** 3).toBeCloseTo(1, 10)
    expect(conventional).toMatchObject({ n_sites: 8 })
    expect(conventional.lattice_parameters!.alpha).toBeCloseTo(Math.PI / 2, 10)
    expect(conventional.wyckoff_sets).toEqual([
      { wyckoff_letter: expect.any(String), element: 'Cl', indices: expect.any(Array) },
      { wyckoff_letter: expect.any(String), element: 'Na', indices: expect.any(Array) },
    ])
    expect(primitive).toMatchObject({ n_sites: 2, species_at_sites: expect.arrayContaining(['Na', 'Cl']) })
    expect(primitive.lattice_parameters!.a).toBeCloseTo(5.651e-10 / Math.SQRT2, 13)
    expect(material.topology.map((s) => s.label)).toEqual(['original', 'conventional cell'])
    expect(material.topology[0]).toMatchObject({ atoms_ref: '#/run/0/system/0/atoms', system_relation: { type: 'root' }, n_atoms: 8 })
  })

  it.each([
    ['Si diamond (CIF, origin choice 2)', `${CIFS}/Si-Fd-3m.cif`, 227, 'Fd-3m', 'cF'],
    ['NaCl (CIF with 192 operations)', `${CIFS}/NaCl-Fm-3m.cif`, 225, 'Fm-3m', 'cF'],
    ['AgCoO2 delafossite', `${SHARED}/Ag1Co1O2_ICSD_246157.cif`, 194, 'P6_3/mmc', 'hP'],
  ])('finds the space group of %s', (_, file, number, symbol, bravais) => {
    const archive = parseCifText(readFileSync(file, 'utf8'), quiet().context)
    expect(normalised(archive).material.symmetry).toMatchObject({ space_group_number: number, space_group_symbol: symbol, bravais_lattice: bravais })
  })

  it('classifies a molecule as molecule / cluster, without symmetry or cells', () => {
    const lines = readFileSync(`${SHARED}/molecule-geometry.in`, 'utf8').split('\n').filter((l) => l.startsWith('atom '))
    const xyz = `${lines.length}\nfrom FHI-aims geometry\n${lines.map((l) => { const [, x, y, z, el] = l.trim().split(/\s+/); return `${el} ${x} ${y} ${z}` }).join('\n')}\n`
    const { material, properties } = normalised(parseXyzText(xyz, quiet().context))
    expect(material.structural_type).toBe('molecule / cluster')
    expect(material.symmetry).toBeUndefined()
    expect(material.material_id).toMatch(/^[A-Za-z0-9_-]{28}$/)
    expect(Object.keys(properties.structures)).toEqual(['structure_original'])
    expect(properties.structures.structure_original).toMatchObject({ nperiodic_dimensions: 0, dimension_types: [0, 0, 0] })
    expect(properties.structures.structure_original.lattice_vectors).toBeUndefined()
  })

  it('classifies a single atom as atom and a slab as unavailable', () => {
    expect(normalised(parseXyzText('1\n\nAr 0 0 0\n', quiet().context)).material.structural_type).toBe('atom')
    const { context, entries } = recordingContext()
    const slab = parseXyzText('1\nLattice="3 0 0 0 3 0 0 0 20" pbc="T T F"\nCu 0 0 0\n', quiet().context)
    expect(normalised(slab, context).material).toMatchObject({ structural_type: 'unavailable', chemical_formula_hill: 'Cu' })
    expect(entries.some((e) => e.level === 'INFO' && /not classified/.test(e.event))).toBe(true)
  })

  it('warns and leaves symmetry out when the analysis fails', () => {
    const { context, entries } = recordingContext()
    const flat = aCrystal([[3, 0, 0], [0, 3, 0], [0, 0, 0]], [[0, 0, 0]], ['Fe'])
    const { material, properties } = normalised(flat, context)
    expect(material.structural_type).toBe('bulk')
    expect(material.symmetry).toBeUndefined()
    expect(material.material_id).toBeUndefined()
    expect(properties.structures.structure_conventional).toBeUndefined()
    expect(entries.some((e) => e.level === 'WARNING' && /Symmetry analysis failed/.test(e.event))).toBe(true)
  })

  it('derives nothing from atoms of unknown species, with a warning', () => {
    const { context, entries } = recordingContext()
    const archive = aCrystal(cubic(3), [[0, 0, 0]], ['X'])
    materialNormalizer.normalize(archive, context)
    expect(archive.results).toBeUndefined()
    expect(entries.some((e) => e.level === 'WARNING' && /unknown species/.test(e.event))).toBe(true)
  })

  it('normalises SARSUC.cif (132 atoms) quickly', () => {
    const archive = parseCifText(readFileSync(`${SHARED}/SARSUC.cif`, 'utf8'), quiet().context)
    const started = performance.now()
    const { material } = normalised(archive)
    const elapsed = performance.now() - started
    console.log(`material normaliser on SARSUC.cif (132 atoms): ${elapsed.toFixed(1)} ms, space group ${String(material.symmetry?.space_group_symbol)}`)
    expect(material.chemical_formula_reduced).toBe('C15H12NNiO4')
    expect(material.symmetry).toBeDefined()
  })
})

describe('material id', () => {
  const a = 5.64
  const si = 5.43

  it.each([
    ['NaCl conventional vs primitive', () => rockSalt(a), () => aCrystal(fccPrimitive(a), [[0, 0, 0], [0.5, 0.5, 0.5]], ['Na', 'Cl'])],
    ['NaCl with Cl at the origin', () => rockSalt(a), () => aCrystal(fccPrimitive(a), [[0, 0, 0], [0.5, 0.5, 0.5]], ['Cl', 'Na'])],
    ['NaCl shifted and reordered', () => rockSalt(a), () => aCrystal(cubic(a), shift([...shift(FCC, 0.5), ...FCC], 0.137), [...Array(4).fill('Cl'), ...Array(4).fill('Na')])],
    ['Si conventional vs primitive', () => diamond(si), () => aCrystal(fccPrimitive(si), [[0, 0, 0], [0.25, 0.25, 0.25]], ['Si', 'Si'])],
    ['Si primitive shifted', () => diamond(si), () => aCrystal(fccPrimitive(si), [[0.1, 0.2, 0.3], [0.35, 0.45, 0.55]], ['Si', 'Si'])],
    ['ZnS with S at the origin', () => diamond(si, 'Zn', 'S'), () => diamond(si, 'S', 'Zn')],
    ['a slightly strained NaCl', () => rockSalt(a), () => rockSalt(a * 1.01)],
    ['AgCoO2 in two settings', () => parseCifText(readFileSync(`${SHARED}/Ag1Co1O2_ICSD_246157.cif`, 'utf8'), quiet().context),
      () => parseCifText(readFileSync(`${SHARED}/Ag1Co1O2_ICSD_246157_sprim.cif`, 'utf8'), quiet().context)],
  ])('is the same for %s', (_, first, second) => {
    expect(materialIdOf(first())).toBe(materialIdOf(second()))
  })

  it.each([
    ['NaCl and KCl', () => rockSalt(a), () => rockSalt(6.29, 'K', 'Cl')],
    ['rock-salt and caesium-chloride NaCl', () => rockSalt(a), () => aCrystal(cubic(3.3), [[0, 0, 0], [0.5, 0.5, 0.5]], ['Na', 'Cl'])],
    ['zincblende ZnS and diamond-like Si', () => diamond(si, 'Zn', 'S'), () => diamond(si)],
    ['fcc and bcc Fe', () => aCrystal(cubic(3.6), FCC, Array(4).fill('Fe')), () => aCrystal(cubic(2.87), [[0, 0, 0], [0.5, 0.5, 0.5]], ['Fe', 'Fe'])],
    ['crystalline and molecular H2O', () => aCrystal(cubic(4), [[0, 0, 0], [0.2, 0.1, 0], [0.1, 0.2, 0.05]], ['O', 'H', 'H']),
      () => parseXyzText('3\n\nO 0 0 0\nH 0.8 0.4 0\nH 0.4 0.8 0.2\n', quiet().context)],
  ])('differs between %s', (_, first, second) => {
    expect(materialIdOf(first())).not.toBe(materialIdOf(second()))
  })

  it('is the same for two copies of a molecule at different places', () => {
    const water = (dx: number) => parseXyzText(`3\n\nO ${dx} 0 0\nH ${dx + 0.96} 0 0\nH ${dx - 0.24} 0.93 0\n`, quiet().context)
    expect(materialIdOf(water(0))).toBe(materialIdOf(water(5)))
  })
})

describe('symmetry of other lattices', () => {
  it.each([
    ['hcp Mg', cellFromParameters(3.21, 3.21, 5.21, 90, 90, 120), [[1 / 3, 2 / 3, 0.25], [2 / 3, 1 / 3, 0.75]] as Vec3[], ['Mg', 'Mg'], 194, 'hexagonal', 'hP'],
    ['bcc Fe', cubic(2.87), [[0, 0, 0], [0.5, 0.5, 0.5]] as Vec3[], ['Fe', 'Fe'], 229, 'cubic', 'cI'],
    // A C-centred monoclinic cell given as its primitive cell (a = b): Cm, Pearson mS.
    ['base-centred monoclinic', cellFromParameters(5, 5, 7, 90, 90, 70), [[0, 0, 0], [0.3, 0.3, 0.2]] as Vec3[], ['Cu', 'O'], 8, 'monoclinic', 'mS'],
  ])('%s', (_, lattice, positions, labels, number, system, bravais) => {
    const symmetry = normalised(aCrystal(lattice, positions, labels)).material.symmetry
    expect(symmetry).toMatchObject({ space_group_number: number, crystal_system: system, bravais_lattice: bravais })
  })
})

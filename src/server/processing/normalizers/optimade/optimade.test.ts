import { describe, expect, it } from 'vitest'
import { ANGSTROM, toSystemSection } from '../../../../core/chemistry'
import type { AtomicStructure } from '../../../../core/chemistry'
import { parsePoscarText } from '../../../parsers/poscar'
import { parseXyzText } from '../../../parsers/xyz'
import type { Archive, NormalizeContext } from '../../../parsers/types'
import { optimadeNormalizer, optimadeSummary } from '.'

const context: NormalizeContext = {
  uploadId: 'u',
  mainfile: 'm',
  parserName: 'test',
  logger: { debug: () => {}, info: () => {}, warning: () => {}, error: () => {} },
}

function normalised(archive: Archive) {
  optimadeNormalizer.normalize(archive, context)
  return (archive.metadata as Record<string, unknown> | undefined)?.optimade as Record<string, unknown> | undefined
}

const withSystems = (...structures: AtomicStructure[]): Archive => ({ run: [{ program: { name: 'test' }, system: structures.map(toSystemSection) }] })
const molecule = (labels: string[]): AtomicStructure => ({ labels, positions: labels.map((_, i) => [i, 0, 0]), periodic: [false, false, false] })

const WATER_XYZ = '3\nwater\nO 0.0 0.0 0.0\nH 0.76 0.59 0.0\nH -0.76 0.59 0.0\n'
const NACL_POSCAR = [
  'NaCl', '1.0', '5.64 0 0', '0 5.64 0', '0 0 5.64', 'Na Cl', '4 4', 'Direct',
  '0 0 0', '0 0.5 0.5', '0.5 0 0.5', '0.5 0.5 0', '0.5 0.5 0.5', '0.5 0 0', '0 0.5 0', '0 0 0.5', '',
].join('\n')

describe('optimade normaliser', () => {
  it('summarises a molecule of an XYZ file: elements, ratios, formulas, sites in metres, no periodicity', () => {
    const archive = parseXyzText(WATER_XYZ, context)
    const optimade = normalised(archive)
    expect(optimade).toEqual({
      elements: ['H', 'O'],
      nelements: 2,
      elements_ratios: [2 / 3, 1 / 3],
      chemical_formula_descriptive: 'H2O',
      chemical_formula_reduced: 'H2O',
      chemical_formula_hill: 'H2O',
      chemical_formula_anonymous: 'A2B',
      dimension_types: [0, 0, 0],
      nperiodic_dimensions: 0,
      cartesian_site_positions: [[0, 0, 0], [0.76 * ANGSTROM, 0.59 * ANGSTROM, 0], [-0.76 * ANGSTROM, 0.59 * ANGSTROM, 0]],
      nsites: 3,
      species_at_sites: ['O', 'H', 'H'],
      species: [
        { name: 'H', chemical_symbols: ['H'], concentration: [1] },
        { name: 'O', chemical_symbols: ['O'], concentration: [1] },
      ],
      structure_features: [],
    })
  })

  it('copies the archive\'s lattice and positions exactly (SI, as stored) for a crystal of a POSCAR file', async () => {
    const archive = await parsePoscarText(NACL_POSCAR, { ...context, mainfile: 'POSCAR', readFile: async () => undefined })
    const atoms = ((archive.run as Record<string, unknown>[])[0].system as Record<string, unknown>[])[0].atoms as Record<string, unknown>
    const optimade = normalised(archive)!
    expect(optimade).toMatchObject({
      elements: ['Cl', 'Na'],
      nelements: 2,
      elements_ratios: [0.5, 0.5],
      chemical_formula_reduced: 'ClNa',
      // Hill and descriptive keep the cell's counts; reduced and anonymous do not.
      chemical_formula_hill: 'Cl4Na4',
      chemical_formula_descriptive: 'Cl4Na4',
      chemical_formula_anonymous: 'AB',
      dimension_types: [1, 1, 1],
      nperiodic_dimensions: 3,
      nsites: 8,
      species_at_sites: ['Na', 'Na', 'Na', 'Na', 'Cl', 'Cl', 'Cl', 'Cl'],
    })
    expect(optimade.lattice_vectors).toEqual(atoms.lattice_vectors)
    expect(optimade.cartesian_site_positions).toEqual(atoms.positions)
    expect((optimade.lattice_vectors as number[][])[0][0]).toBeCloseTo(5.64e-10, 20)
  })

  it('puts carbon then hydrogen first in the Hill formula, and orders anonymous letters by proportion', () => {
    const summary = optimadeSummary({ labels: ['O', 'H', 'C', 'H', 'C', 'H', 'H', 'H', 'H'], positions: Array(9).fill([0, 0, 0]), periodic: [false, false, false] })
    expect(summary).toMatchObject({
      elements: ['C', 'H', 'O'],
      chemical_formula_hill: 'C2H6O',
      chemical_formula_descriptive: 'C2H6O',
      chemical_formula_reduced: 'C2H6O',
      chemical_formula_anonymous: 'A6B2C',
    })
    expect(summary.elements_ratios).toEqual([2 / 9, 6 / 9, 1 / 9])
  })

  it('counts the periodic directions of a slab', () => {
    const summary = optimadeSummary({ labels: ['C'], positions: [[0, 0, 0]], lattice: [[1, 0, 0], [0, 1, 0], [0, 0, 1]], periodic: [true, true, false] })
    expect(summary).toMatchObject({ dimension_types: [1, 1, 0], nperiodic_dimensions: 2, lattice_vectors: [[1, 0, 0], [0, 1, 0], [0, 0, 1]] })
  })

  it('summarises the representative system, else the last one', () => {
    const archive = withSystems(molecule(['N', 'N']), molecule(['He']))
    expect(normalised(archive)).toMatchObject({ elements: ['He'], nsites: 1 })
    const marked = withSystems(molecule(['N', 'N']), molecule(['He']))
    ;((marked.run as Record<string, unknown>[])[0].system as Record<string, unknown>[])[0].is_representative = true
    expect(normalised(marked)).toMatchObject({ elements: ['N'], nsites: 2 })
  })

  it('gives no summary to entries without a structure: results stated by an archive, ELN data, empty or unreadable systems', () => {
    expect(normalised({ results: { material: { elements: ['Si'], n_elements: 1 } } })).toBeUndefined()
    expect(normalised({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample', chemical_formula: 'CuO' } })).toBeUndefined()
    expect(normalised({ run: [{ program: { name: 'test' } }] })).toBeUndefined()
    expect(normalised({ run: [{ system: [{ atoms: { labels: ['H'], positions: [] } }] }] })).toBeUndefined()
    expect(normalised(withSystems(molecule([])))).toBeUndefined()
  })

  it('gives no summary when a site is not an element (NOMAD drops summaries with unknown species)', () => {
    expect(normalised(withSystems(molecule(['H', 'X'])))).toBeUndefined()
    expect(() => optimadeSummary({ labels: ['X'], positions: [[0, 0, 0]], periodic: [false, false, false] })).toThrow(/Unknown element symbol: X/)
  })

  it('drops the summary of an earlier normalisation when the structure is gone', () => {
    const archive = withSystems(molecule(['H', 'H']))
    expect(normalised(archive)).toBeDefined()
    archive.run = []
    expect(normalised(archive)).toBeUndefined()
    expect(archive.metadata).toEqual({})
  })
})

// @vitest-environment jsdom
// The material card: when it applies, what it reads from built archives (malformed parts
// read as missing), which atoms a selection draws (cells, referenced atoms fetched by
// exactly their sections, a part of its parent highlighted), and what a user sees.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { EntryMetadata } from '../../../api'
import { WithUnits } from '../../../units/testing'
import { entryContext } from '../../entryContext'
import { materialCard } from '.'
import { MaterialView } from './MaterialView'
import { readMaterial, type MaterialData } from './read'
import { dataTabPath, initialSelection, placeRefs, refsOf, requiredForRefs, shownStructure, type Selection } from './shown'
import { topologyNodes } from './TopologyTree'

afterEach(cleanup)

const A = 1e-10
const entryWith = (results: unknown) => entryContext({ entry_id: 'e1', upload_id: 'u1', mainfile: 'out.txt', ...(results !== undefined && { results }) } as EntryMetadata)

const resultsStructure = (n: number) => ({
  species_at_sites: Array(n).fill('Si'),
  cartesian_site_positions: Array.from({ length: n }, (_, i) => [i * A, 0, 0]),
  lattice_vectors: [[n * A, 0, 0], [0, 5 * A, 0], [0, 0, 5 * A]],
  dimension_types: [1, 1, 1],
  species: [{ name: 'Si', chemical_symbols: ['Si'] }],
  lattice_parameters: { a: n * A, b: 5 * A, c: 5 * A, alpha: Math.PI / 2, beta: Math.PI / 2, gamma: Math.PI / 2 },
})

/** Si as the normaliser writes it: the original by reference into the run, a conventional cell inline, a group of atoms by indices. */
const archive = () => ({
  run: [{ system: [{ atoms: { labels: ['Si', 'Si', 'O'], positions: [[0, 0, 0], [A, 0, 0], [2 * A, 0, 0]], lattice_vectors: [[3 * A, 0, 0], [0, 3 * A, 0], [0, 0, 3 * A]], periodic: [true, true, true] } }] }],
  results: {
    material: {
      elements: ['O', 'Si'],
      chemical_formula_hill: 'OSi2',
      structural_type: 'bulk',
      symmetry: { space_group_symbol: 'Fd-3m', space_group_number: 227, crystal_system: 'cubic' },
      elemental_composition: [{ element: 'Si', atomic_fraction: 2 / 3 }, { element: 'O', atomic_fraction: 1 / 3 }],
      topology: [
        { system_id: 'results/material/topology/0', label: 'original', atoms_ref: '#/run/0/system/0/atoms', system_relation: { type: 'root' }, chemical_formula_hill: 'OSi2', child_systems: ['results/material/topology/1', 'results/material/topology/2'] },
        { system_id: 'results/material/topology/1', label: 'conventional cell', parent_system: 'results/material/topology/0', system_relation: { type: 'conventional_cell' }, atoms: { labels: ['Si', 'Si'], positions: [[0, 0, 0], [A, A, A]], lattice_vectors: [[2 * A, 0, 0], [0, 2 * A, 0], [0, 0, 2 * A]], periodic: [true, true, true] }, cell: { a: 2 * A } },
        { system_id: 'results/material/topology/2', label: 'oxygen', parent_system: 'results/material/topology/0', structural_type: 'group', indices: [[2]] },
      ],
    },
    properties: { structures: { structure_original: resultsStructure(3), structure_primitive: resultsStructure(1) } },
  },
})

describe('material card', () => {
  it.each<[string, unknown, boolean]>([
    ['elements', { material: { elements: ['Si'] } }, true],
    ['a topology only', { material: { topology: [{ label: 'x' }] } }, true],
    ['an empty material', { material: { elements: [] } }, false],
    ['a material that is not a section', { material: 'Si' }, false],
    ['no results', undefined, false],
  ])('applies to an entry with %s: %s', (_, results, applies) => {
    expect(materialCard.appliesTo(entryWith(results))).toBe(applies)
  })

  it('reads the material, its cells and topology; malformed parts read as missing', () => {
    const built = archive()
    const material = readMaterial(built)!
    expect(material.cells.map((c) => c.kind)).toEqual(['original', 'primitive'])
    expect(material.topology.map((s) => s.atoms.kind)).toEqual(['ref', 'inline', 'indices'])
    expect(material.topology.map((s) => s.cellKind)).toEqual(['original', 'conventional', undefined])
    expect(material.symmetry?.spaceGroupNumber).toBe(227)
    const broken = { results: { material: { elements: 'Si', topology: [{ label: 5, atoms: { labels: [1] } }], symmetry: { space_group_number: 'x' } }, properties: { structures: { structure_original: { species_at_sites: ['Si'], cartesian_site_positions: [] } } } } }
    const read = readMaterial(broken)!
    expect(read.elements).toEqual([])
    expect(read.cells).toEqual([])
    expect(read.topology[0].label).toBe('system 0')
    expect(read.topology[0].atoms.kind).toBe('none')
    expect(read.symmetry?.spaceGroupNumber).toBeUndefined()
    expect(readMaterial({ results: {} })).toBeUndefined()
    expect(readMaterial('nonsense')).toBeUndefined()
  })

  it('fetches referenced atoms by exactly their sections and puts them back in place', () => {
    expect(requiredForRefs(['#/run/0/system/3/atoms', '#/run/0/system/5/atoms'])).toEqual({ 'run[0]': { 'system[3]': { atoms: '*' }, 'system[5]': { atoms: '*' } } })
    expect(requiredForRefs([])).toBeUndefined()
    const fetched = { run: [{ system: [{ atoms: { labels: ['C'] } }] }] }
    const placed = placeRefs({ results: {} }, fetched, ['#/run/0/system/3/atoms'])
    expect((placed as { run: { system: unknown[] }[] }).run[0].system[3]).toEqual({ atoms: { labels: ['C'] } })
  })

  it('draws the cell of a tab, the referenced atoms once fetched, and a part of its parent highlighted', () => {
    const built = archive()
    const material = readMaterial(built)!
    const system = (id: number): Selection => ({ kind: 'system', id: `results/material/topology/${id}` })
    expect(initialSelection(material)).toEqual(system(0))
    // The root stands for the original cell: drawn from results without fetching the run.
    expect(shownStructure(material, {}, system(0))?.path).toBe('results/properties/structures/structure_original')
    expect(shownStructure(material, {}, system(1))?.structure.labels).toEqual(['Si', 'Si'])
    expect(shownStructure(material, {}, { kind: 'cell', cell: 'primitive' })?.structure.labels).toEqual(['Si'])
    // Its parent is the original cell: nothing to fetch. Without that cell, the run's atoms are.
    expect(refsOf(material, material.topology[2])).toEqual([])
    expect(refsOf({ ...material, cells: [] }, material.topology[2])).toEqual(['#/run/0/system/0/atoms'])
    expect(shownStructure({ ...material, cells: [] }, built, system(0))?.structure.labels).toEqual(['Si', 'Si', 'O'])
    const part = shownStructure(material, built, system(2))
    expect(part?.highlight).toEqual([2])
    expect(part?.structure.labels).toHaveLength(3)
    expect(dataTabPath('results/material/topology/2')).toBe('results/material/topology:2')
  })

  it('nests the topology under its parents and marks the selection', () => {
    const material = readMaterial(archive())!
    const nodes = topologyNodes(material.topology, 'results/material/topology/2', new Set())
    expect(nodes.map((n) => n.label)).toEqual(['original'])
    expect(nodes[0].childNodes?.map((n) => [n.label, n.isSelected])).toEqual([['conventional cell', false], ['oxygen', true]])
  })

  it('shows the composition, the cells as buttons, symmetry and lattice parameters', async () => {
    const material: MaterialData = readMaterial(archive())!
    const selected: Selection[] = []
    render(
      <WithUnits>
        <MaterialView material={material} selection={initialSelection(material)} onSelect={(s) => selected.push(s)} shown={undefined} />
      </WithUnits>,
    )
    expect(screen.getByRole('region', { name: 'Material' })).toBeTruthy()
    expect(screen.getAllByText('OSi2').length).toBeGreaterThan(0)
    expect(screen.getByText('Fd-3m (227)')).toBeTruthy()
    expect(screen.getByText('Si 66.7 %, O 33.3 %')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Original' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Conventional' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Primitive' }))
    expect(selected).toEqual([{ kind: 'cell', cell: 'primitive' }])
    fireEvent.click(screen.getByText('oxygen'))
    expect(selected[1]).toEqual({ kind: 'system', id: 'results/material/topology/2' })
    expect(screen.getByText('no data')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Symmetry' })).toBeTruthy()
  })

  it('leaves out symmetry and lattice parameters that a molecule does not have', () => {
    const molecule: MaterialData = { formulas: { hill: 'H2O' }, formula: 'H2O', elements: ['H', 'O'], elementalComposition: [], topology: [], cells: [] }
    render(
      <WithUnits>
        <MaterialView material={molecule} selection={undefined} onSelect={() => undefined} shown={undefined} />
      </WithUnits>,
    )
    expect(screen.getByRole('region', { name: 'Composition' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Symmetry' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Lattice parameters' })).toBeNull()
  })
})

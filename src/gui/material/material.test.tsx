// @vitest-environment jsdom
// The material page's reading of the entries/query answer (builders, an unknown id,
// malformed values) and its view.
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { JsonObject, JsonValue } from '../../core/archive'
import { MaterialView } from './MaterialView'
import { materialRequest, propertyLabel, readMaterialPage, readStructure, type MaterialAnswer } from './read'
import { MATERIAL_ENTRIES_PAGE_SIZE } from './read'

const ID = 'mat-1'

function material(overrides: JsonObject = {}): JsonObject {
  return {
    material_id: ID,
    chemical_formula_hill: 'GaAs',
    chemical_formula_reduced: 'AsGa',
    structural_type: 'bulk',
    elements: ['As', 'Ga'],
    symmetry: { crystal_system: 'cubic', space_group_symbol: 'F-43m', space_group_number: 216, bravais_lattice: 'cF' },
    ...overrides,
  }
}

function entry(id: string, overrides: JsonObject = {}): JsonObject {
  return {
    entry_id: id, upload_id: 'u1', mainfile: `${id}/vasprun.xml`, upload_create_time: '2026-01-02T03:04:05Z',
    results: { material: material(), method: { method_name: 'DFT', simulation: { program_name: 'VASP' } } },
    ...overrides,
  }
}

function answer(data: JsonObject[], { total = data.length, properties = [['dos_electronic', 2]] as [string, number][] } = {}): MaterialAnswer {
  return {
    pagination: { page_size: 20, order_by: 'upload_create_time', order: 'desc', total },
    data,
    aggregations: { available_properties: { terms: { data: properties.map(([value, count]) => ({ value, count })) } } },
  }
}

describe('materialRequest', () => {
  it('asks for the visible entries of the material, newest first, with the properties', () => {
    const request = materialRequest(ID)
    expect(request.owner).toBe('visible')
    expect(request.query).toEqual({ 'results.material.material_id': ID })
    expect(request.pagination).toEqual({ page_size: MATERIAL_ENTRIES_PAGE_SIZE, order_by: 'upload_create_time', order: 'desc' })
    expect(request.aggregations).toEqual({ available_properties: { terms: { quantity: 'results.properties.available_properties', size: 100 } } })
  })
})

describe('readMaterialPage', () => {
  it('reads the formula, type, symmetry, elements, properties and entries', () => {
    const page = readMaterialPage(ID, answer([entry('e1', { entry_name: 'GaAs relax' }), entry('e2')], { total: 35 }))
    expect(page).toMatchObject({
      title: 'AsGa',
      structuralType: 'bulk',
      elements: ['As', 'Ga'],
      symmetry: { crystalSystem: 'cubic', spaceGroupSymbol: 'F-43m', spaceGroupNumber: 216, bravaisLattice: 'cF' },
      properties: [{ name: 'dos_electronic', count: 2 }],
      total: 35,
    })
    expect(page?.entries.map((row) => [row.entryId, row.name, row.method, row.program])).toEqual([
      ['e1', 'GaAs relax', 'DFT', 'VASP'],
      ['e2', 'e2/vasprun.xml', 'DFT', 'VASP'],
    ])
  })

  it('says the material does not exist when no entry has it', () => {
    expect(readMaterialPage('unknown', answer([], { total: 0, properties: [] }))).toBeUndefined()
  })

  it.each<[string, JsonObject]>([
    ['no reduced formula: the Hill one', { chemical_formula_reduced: 3 }],
    ['an empty reduced formula', { chemical_formula_reduced: '' }],
  ])('titles the page with %s', (_case, overrides) => {
    expect(readMaterialPage(ID, answer([entry('e1', { results: { material: material(overrides) } })]))?.title).toBe('GaAs')
  })

  it('falls back to the material id when no formula is there, and skips malformed values', () => {
    const malformed = material({
      chemical_formula_hill: null, chemical_formula_reduced: ['x'], elements: ['Fe', 4, null], structural_type: 7,
      symmetry: { space_group_number: 'two hundred', crystal_system: 'cubic' },
    })
    const page = readMaterialPage(ID, {
      ...answer([entry('e1', { results: { material: malformed } }), { entry_name: 'no id' }, entry('e3')]),
      aggregations: { available_properties: { terms: { data: [{ value: 'a', count: 1 }, { value: 3, count: 1 }, 'x', { value: 'b' }] } } },
    })
    expect(page?.title).toBe(ID)
    expect(page?.elements).toEqual(['Fe'])
    expect(page?.structuralType).toBeUndefined()
    expect(page?.symmetry).toEqual({ crystalSystem: 'cubic' })
    expect(page?.properties).toEqual([{ name: 'a', count: 1 }])
    expect(page?.entries.map((row) => row.entryId)).toEqual(['e1', 'e3'])
  })

  it('shows a material whose entries carry no results.material, without symmetry', () => {
    const page = readMaterialPage(ID, answer([entry('e1', { results: 'broken' })]))
    expect(page).toMatchObject({ title: ID, elements: [], properties: [{ name: 'dos_electronic', count: 2 }] })
    expect(page?.symmetry).toBeUndefined()
  })
})

describe('readStructure', () => {
  const cell = (symbol: string) => ({
    dimension_types: [1, 1, 1],
    species_at_sites: [symbol],
    cartesian_site_positions: [[0, 0, 0]],
    species: [{ name: symbol, chemical_symbols: [symbol] }],
    lattice_vectors: [[3e-10, 0, 0], [0, 3e-10, 0], [0, 0, 3e-10]],
  })

  it('takes the conventional cell first, else another cell', () => {
    const archive = { results: { properties: { structures: { structure_original: cell('O'), structure_conventional: cell('C') } } } }
    expect(readStructure(archive)?.labels).toEqual(['C'])
    expect(readStructure({ results: { properties: { structures: { structure_conventional: { species_at_sites: 'x' }, structure_original: cell('O') } } } })?.labels).toEqual(['O'])
    expect(readStructure(archive)?.lattice?.[0]?.[0]).toBeCloseTo(3)
  })

  it.each<JsonValue | undefined>([undefined, null, 3, {}, { results: { properties: { structures: [] } } }])('gives nothing for %j', (archive) => {
    expect(readStructure(archive)).toBeUndefined()
  })
})

describe('propertyLabel', () => {
  it.each([
    ['electronic.band_structure_electronic.band_gap', 'band gap'],
    ['dos_electronic_new', 'dos electronic new'],
    ['geometry_optimization', 'geometry optimization'],
  ])('%s → %s', (name, label) => expect(propertyLabel(name)).toBe(label))
})

describe('MaterialView', () => {
  it('shows the symmetry, the properties and the entries linking to their pages', () => {
    const page = readMaterialPage(ID, answer([entry('e1', { entry_name: 'GaAs relax' })]))
    if (!page) throw new Error('no page')
    render(
      <MemoryRouter>
        <MaterialView material={page} structure={undefined} entryHref={(id) => `/search/materials/material/${ID}/entry/id/${id}`} />
      </MemoryRouter>,
    )
    const symmetry = screen.getByRole('region', { name: 'Symmetry' })
    expect(within(symmetry).getByText('F-43m (216)')).toBeTruthy()
    expect(within(symmetry).getByText('cF')).toBeTruthy()
    expect(screen.getByText('dos electronic (2)')).toBeTruthy()
    expect(screen.getByText('No structure is available for this material.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'GaAs relax' }).getAttribute('href')).toBe(`/search/materials/material/${ID}/entry/id/e1`)
    expect(screen.getByText('1 entry')).toBeTruthy()
  })
})

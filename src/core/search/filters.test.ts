import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../metainfo'
import type { QuantityType, SearchQuantityRecord } from '../metainfo'
import { dtypeOf, FilterConfigError, filterDefinitions, labelOf, quantityLabel } from './filters'
import { aQuantity, aSection, BAND_GAP, CELL_A, N_ELEMENTS, PROGRAM, testFilters } from './testing'

const filters = testFilters()
const def = (name: string) => {
  const found = filters.byName.get(name)
  if (!found) throw new Error(`no filter ${name}`)
  return found
}

describe('filter definitions from search quantities', () => {
  it.each<[QuantityType | undefined, string | undefined]>([
    [{ type_kind: 'python', type_data: 'str' }, 'string'],
    [{ type_kind: 'enum', type_data: ['a', 'b'] }, 'enum'],
    [{ type_kind: 'python', type_data: 'int' }, 'int'],
    [{ type_kind: 'numpy', type_data: 'int32' }, 'int'],
    [{ type_kind: 'numpy', type_data: 'int64' }, 'int'],
    [{ type_kind: 'python', type_data: 'float' }, 'float'],
    [{ type_kind: 'numpy', type_data: 'float64' }, 'float'],
    [{ type_kind: 'python', type_data: 'bool' }, 'boolean'],
    [{ type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }, 'timestamp'],
    [{ type_kind: 'User', type_data: 'User' }, undefined],
    [{ type_kind: 'reference', type_data: 'nomad.datamodel.Dataset' }, undefined],
    [undefined, undefined],
  ])('reads the dtype of %j as %s', (type, dtype) => {
    expect(dtypeOf(type)).toBe(dtype)
  })

  it.each([
    ['results.material.n_elements', 'N Elements'],
    ['results.properties.electronic.band_structure_electronic.band_gap.value', 'Band Gap'],
    ['authors.name', 'Author Name'],
    ['datasets.doi', 'Dataset DOI'],
    ['datasets.dataset_name', 'Dataset Name'],
    ['results.method.simulation.gw.type', 'GW Type'],
    ['results.method.simulation.dmft.u', 'DMFT U'],
    ['results.properties.catalytic.reaction.name', 'Reaction Name'],
    ['results.properties.catalytic.reaction.reactants.name', 'Reactant Name'],
    ['data.annealing_temperature#entry_id:x.Sample', 'Annealing Temperature'],
    ['name', 'Name'],
  ])('labels %s as %s, not a generic last segment alone', (name, label) => {
    expect(quantityLabel(name)).toBe(label)
  })

  it('takes unit, description and a label from the record', () => {
    expect(def(BAND_GAP + '.value')).toMatchObject({ unit: 'joule', description: `The ${BAND_GAP}.value.`, label: 'Band Gap' })
    expect(labelOf('chemical_formula_hill')).toBe('Chemical Formula Hill')
  })

  it.each([
    ['results.material.chemical_formula_hill', true],
    ['results.material.structural_type', true],
    ['published', true],
    [N_ELEMENTS, false],
    [CELL_A, false],
    ['upload_create_time', false],
  ])('%s takes a set of values: %s', (name, multiple) => {
    expect(def(name).multiple).toBe(multiple)
  })

  it.each([
    ['a list quantity', 'results.material.elements', true, false],
    ['a quantity in a repeating section', 'authors.name', true, true],
    ['a quantity below a repeating section', CELL_A, true, true],
    ['a scalar of a non-repeating section', PROGRAM, false, false],
  ])('marks %s as repeating', (_, name, repeats, repeatsSection) => {
    expect(def(name)).toMatchObject({ repeats, repeatsSection })
  })

  it('describes sections, nested ones with their path', () => {
    expect(def(BAND_GAP)).toMatchObject({ section: true, nested: true, repeatsSection: true })
    expect(def(BAND_GAP).dtype).toBeUndefined()
    expect(def('results.material')).toMatchObject({ section: true, nested: false })
    expect(def(`${BAND_GAP}.value`).nestedPath).toBe(BAND_GAP)
    expect(def(CELL_A).nestedPath).toBe('results.material.topology')
    expect(def(PROGRAM).nestedPath).toBeUndefined()
  })

  it('lists enum options only if there are 20 or fewer values', () => {
    expect(def('results.material.structural_type').options).toEqual({
      bulk: { label: 'bulk' },
      '2D': { label: '2D' },
      '1D': { label: '1D' },
      'molecule / cluster': { label: 'molecule / cluster' },
      atom: { label: 'atom' },
    })
    expect(def('results.material.elements').options).toBeUndefined()
    expect(def('results.material.elements').enumValues).toHaveLength(118)
  })

  it('keeps aggregatable, suggestion and the schema of dynamic quantities', () => {
    expect(def('authors.name')).toMatchObject({ aggregatable: true, suggestion: true })
    expect(def(CELL_A)).toMatchObject({ aggregatable: false, suggestion: false })
    expect(def('data.count#entry_id:abc.Sample')).toMatchObject({ dtype: 'int', schema: 'entry_id:abc.Sample' })
  })

  it('leaves out user, author and reference quantities', () => {
    const records = { main_author: aQuantity('main_author', { type_kind: 'User', type_data: 'User' }) }
    expect(filterDefinitions(records).byName.has('main_author')).toBe(false)
  })

  it.each([
    ['visibility', 'visible', 'enum'],
    ['combine', true, 'boolean'],
    ['exclusive', false, 'boolean'],
  ])('adds the global filter %s with default %s', (name, value, dtype) => {
    expect(def(name)).toMatchObject({ global: true, default: value, dtype, multiple: false })
  })

  it('offers the visibility options, staging labelled Unpublished', () => {
    expect(Object.keys(def('visibility').options ?? {})).toEqual(['all', 'public', 'visible', 'shared', 'user', 'staging'])
    expect(def('visibility').options?.staging.label).toBe('Unpublished')
  })

  it.each([
    ['results.material.elements', 'all'],
    ['quantities', 'all'],
    ['entry_type', 'all'],
    ['results.properties.available_properties', 'all'],
    ['optimade_filter', 'all'],
    ['authors.name', 'any'],
    [PROGRAM, 'any'],
    [N_ELEMENTS, undefined],
  ])('queries a set of %s with mode %s by default', (name, mode) => {
    expect(def(name).queryMode).toBe(mode)
  })

  it('treats single-valued quantities as exclusive, repeating ones not', () => {
    expect(def(PROGRAM).exclusive).toBe(true)
    expect(def('results.material.elements').exclusive).toBe(false)
  })

  it('applies app settings', () => {
    const custom = testFilters({ settings: { [PROGRAM]: { label: 'Program', queryMode: 'none' } } })
    expect(custom.byName.get(PROGRAM)).toMatchObject({ label: 'Program', queryMode: 'none' })
  })

  it('refuses a default on a filter that is not global, naming it', () => {
    expect(() => testFilters({ settings: { [PROGRAM]: { default: 'VASP' } } })).toThrow(
      new FilterConfigError(
        `Error constructing filter for ${PROGRAM}: only filters that do not correspond to a metainfo value may have default values set.`,
      ),
    )
  })

  it('refuses a query mode on a filter that takes one value, naming it', () => {
    expect(() => testFilters({ settings: { [N_ELEMENTS]: { queryMode: 'all' } } })).toThrow(
      `Error constructing filter for ${N_ELEMENTS}: only filters that accept multiple values may have a query mode.`,
    )
  })

  it('refuses settings for a name that is no search quantity', () => {
    expect(() => testFilters({ settings: { 'results.nothing': { label: 'x' } } })).toThrow(
      'There is no search quantity called results.nothing.',
    )
  })

  it('keeps only included names and drops excluded ones, with * patterns', () => {
    const some = testFilters({ include: ['results.material.*', 'visibility'], exclude: ['*.elements_exclusive'] })
    expect([...some.byName.keys()].sort()).toEqual(
      [
        'results.material.chemical_formula_hill',
        'results.material.elements',
        'results.material.n_elements',
        'results.material.structural_type',
        'results.material.topology',
        'results.material.topology.cell',
        'results.material.topology.cell.a',
        'results.material.topology.label',
        'visibility',
      ].sort(),
    )
  })
})

describe('abbreviations', () => {
  it('names a filter by its last segment where that is unique', () => {
    expect(filters.fullNames.get('n_elements')).toBe(N_ELEMENTS)
    expect(filters.abbreviations.get(N_ELEMENTS)).toBe('n_elements')
    expect(filters.fullNames.get('data.count')).toBe('data.count#entry_id:abc.Sample')
  })

  it('keeps full names where last segments repeat', () => {
    const records: { [name: string]: SearchQuantityRecord } = {
      a: aSection('a'),
      b: aSection('b'),
      'a.name': aQuantity('a.name', { type_kind: 'python', type_data: 'str' }),
      'b.name': aQuantity('b.name', { type_kind: 'python', type_data: 'str' }),
    }
    const twoNames = filterDefinitions(records)
    expect(twoNames.fullNames.has('name')).toBe(false)
    expect(twoNames.abbreviations.get('a.name')).toBe('a.name')
    expect(twoNames.fullNames.get('a.name')).toBe('a.name')
  })
})

describe('the search-quantity artifact', () => {
  // The records the artifact is generated from.
  const artifact = searchQuantities()
  const all = filterDefinitions(artifact)

  it('gives every typed quantity and every section a filter', () => {
    for (const [name, record] of Object.entries(artifact)) {
      expect(all.byName.has(name), name).toBe(record.type === undefined || dtypeOf(record.type) !== undefined)
    }
  })

  it('knows the nested band gaps and the unit of their values', () => {
    expect(all.byName.get('results.properties.electronic.band_gap.value')).toMatchObject({
      dtype: 'float',
      unit: 'joule',
      nestedPath: 'results.properties.electronic.band_gap',
    })
  })
})

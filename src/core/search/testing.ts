// Test data for the search module: a small artifact-shaped set of search quantities
// with the features the filters care about (lists, repeating and nested sections,
// units, enums, times, dynamic names).
import { ELEMENT_SYMBOLS } from '../metainfo'
import type { QuantityType, SearchQuantityRecord } from '../metainfo'
import { filterDefinitions } from './filters'
import type { FilterDefinitionsOptions, SearchFilters } from './filters'

const str: QuantityType = { type_kind: 'python', type_data: 'str' }
const int: QuantityType = { type_kind: 'python', type_data: 'int' }
const float: QuantityType = { type_kind: 'numpy', type_data: 'float64' }
const bool: QuantityType = { type_kind: 'python', type_data: 'bool' }
const time: QuantityType = { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }
const enumOf = (...values: string[]): QuantityType => ({ type_kind: 'enum', type_data: values })

export function aQuantity(name: string, type: QuantityType, extra: Partial<SearchQuantityRecord> = {}): SearchQuantityRecord {
  return { name: name.split('#')[0].split('.').pop() ?? name, description: `The ${name}.`, type, ...extra }
}

export function aSection(name: string, extra: Partial<SearchQuantityRecord> = {}): SearchQuantityRecord {
  return { name: name.split('.').pop() ?? name, description: `The ${name} section.`, nested: false, repeats: false, ...extra }
}

const list = { shape: ['0..*'] }

export const testRecords: { readonly [name: string]: SearchQuantityRecord } = {
  authors: aSection('authors', { repeats: true }),
  'authors.name': aQuantity('authors.name', str, { aggregatable: true, suggestion: true, repeats: true }),
  'main_author.user_id': aQuantity('main_author.user_id', str, { aggregatable: true }),
  entry_type: aQuantity('entry_type', str, { aggregatable: true }),
  published: aQuantity('published', bool, { aggregatable: true }),
  upload_create_time: aQuantity('upload_create_time', time),
  quantities: aQuantity('quantities', str, { ...list, aggregatable: true }),
  text_search_contents: aQuantity('text_search_contents', str, { shape: ['*'] }),
  'data.count#entry_id:abc.Sample': aQuantity('data.count#entry_id:abc.Sample', int, {
    dynamic: true,
    schema: 'entry_id:abc.Sample',
  }),
  results: aSection('results'),
  'results.material': aSection('results.material'),
  'results.material.elements': aQuantity('results.material.elements', enumOf(...ELEMENT_SYMBOLS), {
    ...list,
    aggregatable: true,
    suggestion: true,
  }),
  'results.material.elements_exclusive': aQuantity('results.material.elements_exclusive', str, { aggregatable: true }),
  'results.material.n_elements': aQuantity('results.material.n_elements', int, { aggregatable: true }),
  'results.material.chemical_formula_hill': aQuantity('results.material.chemical_formula_hill', str, {
    aggregatable: true,
    suggestion: true,
  }),
  'results.material.structural_type': aQuantity(
    'results.material.structural_type',
    enumOf('bulk', '2D', '1D', 'molecule / cluster', 'atom'),
    {
      aggregatable: true,
    },
  ),
  'results.material.topology': aSection('results.material.topology', { nested: true, repeats: true }),
  'results.material.topology.label': aQuantity('results.material.topology.label', str, { repeats: true }),
  'results.material.topology.cell': aSection('results.material.topology.cell'),
  'results.material.topology.cell.a': aQuantity('results.material.topology.cell.a', float, { unit: 'meter', repeats: true }),
  'results.method': aSection('results.method'),
  'results.method.simulation': aSection('results.method.simulation'),
  'results.method.simulation.program_name': aQuantity('results.method.simulation.program_name', str, {
    aggregatable: true,
    suggestion: true,
  }),
  'results.properties': aSection('results.properties'),
  'results.properties.available_properties': aQuantity('results.properties.available_properties', str, {
    ...list,
    aggregatable: true,
  }),
  'results.properties.electronic': aSection('results.properties.electronic'),
  'results.properties.electronic.band_gap': aSection('results.properties.electronic.band_gap', { nested: true, repeats: true }),
  'results.properties.electronic.band_gap.type': aQuantity(
    'results.properties.electronic.band_gap.type',
    enumOf('direct', 'indirect'),
    {
      aggregatable: true,
      repeats: true,
    },
  ),
  'results.properties.electronic.band_gap.value': aQuantity('results.properties.electronic.band_gap.value', float, {
    unit: 'joule',
    repeats: true,
  }),
}

export function testFilters(options: FilterDefinitionsOptions = {}): SearchFilters {
  return filterDefinitions(testRecords, options)
}

export const BAND_GAP = 'results.properties.electronic.band_gap'
export const N_ELEMENTS = 'results.material.n_elements'
export const PROGRAM = 'results.method.simulation.program_name'
export const CELL_A = 'results.material.topology.cell.a'

/** Electron volt in joule, as the unit module defines it. */
export const EV = 1.602176634e-19

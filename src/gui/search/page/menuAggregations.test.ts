import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { filterDefinitions } from '../../../core/search'
import { menuConfigFromApp } from '../menu'
import { menuAggregations } from './menuAggregations'

const filters = filterDefinitions(searchQuantities())

describe('the aggregations a filter menu asks for', () => {
  it('counts each item by its quantity: terms lists, the periodic table and histograms, in submenus too', () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [
        { type: 'menu', title: 'Material', items: [{ type: 'periodic_table' }, { type: 'histogram', search_quantity: 'results.material.n_elements' }] },
        { type: 'terms', search_quantity: 'results.method.simulation.program_name', options: 8 },
        { type: 'terms', search_quantity: 'results.properties.available_properties' },
        { type: 'visibility' },
      ],
    })
    expect(menuAggregations(menu, filters)).toEqual({
      'results.material.elements': { type: 'terms', quantity: 'results.material.elements', settings: { size: 118 } },
      'results.material.n_elements': { type: 'histogram', quantity: 'results.material.n_elements', exclude_from_search: true, settings: { buckets: 30 } },
      // One value per entry: an exclusive filter, counted as a facet.
      'results.method.simulation.program_name': {
        type: 'terms', quantity: 'results.method.simulation.program_name', exclude_from_search: true, settings: { size: 8 },
      },
      'results.properties.available_properties': { type: 'terms', quantity: 'results.properties.available_properties', settings: { size: 5 } },
    })
  })

  it('asks nothing for quantities that cannot be aggregated or are not searchable here', () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [{ type: 'terms', search_quantity: 'comment' }, { type: 'terms', search_quantity: 'no.such.quantity' }],
    })
    expect(menuAggregations(menu, filters)).toEqual({})
  })

  it('counts float histograms with their bins, and the definitions tree', () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [
        { type: 'histogram', search_quantity: 'results.properties.electronic.band_gap.value', n_bins: 20 },
        { type: 'definitions' },
      ],
    })
    expect(menuAggregations(menu, filters)).toEqual({
      'results.properties.electronic.band_gap.value': {
        type: 'histogram', quantity: 'results.properties.electronic.band_gap.value', settings: { buckets: 20 },
      },
      'section_defs.definition_qualified_name': { type: 'terms', quantity: 'section_defs.definition_qualified_name', settings: { size: 1000 } },
    })
  })

  it('asks for the fixed options of items sharing a quantity by name, so each is counted', () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [
        { type: 'terms', search_quantity: 'results.properties.available_properties', options: { geometry_optimization: { label: 'Geometry optimization' } } },
        { type: 'terms', search_quantity: 'results.properties.available_properties', options: { dos_electronic: {}, band_structure_electronic: {} } },
      ],
    })
    expect(menuAggregations(menu, filters)['results.properties.available_properties']).toEqual({
      type: 'terms',
      quantity: 'results.properties.available_properties',
      settings: { size: 3, include: ['geometry_optimization', 'dos_electronic', 'band_structure_electronic'] },
    })
  })

  it('lists every value of a small enum', () => {
    const menu = menuConfigFromApp({ type: 'menu', items: [{ type: 'terms', search_quantity: 'results.material.symmetry.crystal_system' }] })
    const request = menuAggregations(menu, filters)['results.material.symmetry.crystal_system']
    expect(request?.settings).toEqual({ size: 7, include: ['triclinic', 'monoclinic', 'orthorhombic', 'tetragonal', 'trigonal', 'hexagonal', 'cubic'] })
  })
})

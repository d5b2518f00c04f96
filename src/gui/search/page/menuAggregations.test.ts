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
})

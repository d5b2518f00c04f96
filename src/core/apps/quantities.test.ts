import { describe, expect, it } from 'vitest'
import { DEFAULT_ELEMENTS_QUANTITY, nestedQuantityName, quantityFields, resolveQuantityName } from './quantities'

const REACTANTS = 'results.properties.catalytic.reaction.reactants'

describe('names inside a nested_object', () => {
  it.each([
    ['name', `${REACTANTS}.name`],
    [`${REACTANTS}.name`, `${REACTANTS}.name`],
    [REACTANTS, REACTANTS],
    // Only a whole first segment counts as written in full.
    [`${REACTANTS}_x`, `${REACTANTS}.${REACTANTS}_x`],
  ])('%s → %s', (name, full) => {
    expect(nestedQuantityName(REACTANTS, name)).toBe(full)
    expect(resolveQuantityName(name, REACTANTS)).toBe(full)
  })

  it('leaves names outside a nested_object as written', () => {
    expect(resolveQuantityName('name', undefined)).toBe('name')
  })
})

describe('quantityFields', () => {
  const named = quantityFields([
    { field: 'x.search_quantity', use: 'scatter_axis', target: true, unit: 'x.unit' },
    { field: 'markers.color.search_quantity', use: 'scatter_color', optional: true },
    { field: 'search_quantity', use: 'periodic_table', default: DEFAULT_ELEMENTS_QUANTITY },
  ])

  it('reads each field, its unit, and the default of a left-out one', () => {
    expect(named({ x: { search_quantity: 'a', unit: 'eV' } })).toEqual([
      { field: 'x.search_quantity', name: 'a', use: 'scatter_axis', target: true, unit: { field: 'x.unit', value: 'eV' } },
      { field: 'search_quantity', name: DEFAULT_ELEMENTS_QUANTITY, use: 'periodic_table' },
    ])
  })

  it('names a required field even when it is missing (the checker says "is required")', () => {
    expect(named({})[0]).toEqual({ field: 'x.search_quantity', name: undefined, use: 'scatter_axis', target: true })
  })

  it('reads an optional field when it is written', () => {
    expect(named({ markers: { color: { search_quantity: 'c' } } })[1]).toEqual({ field: 'markers.color.search_quantity', name: 'c', use: 'scatter_color' })
  })
})

import { describe, expect, it } from 'vitest'
import { nestedQuantityName } from '../../../core/apps'
import { menuConfigFromApp, menuItemTypes, resolveNestedItems } from './menuConfig'

const BAND_GAP = 'results.properties.electronic.band_gap'

describe('menuConfigFromApp', () => {
  it('converts item keys to camelCase, in nested items too', () => {
    expect(
      menuConfigFromApp({
        type: 'menu',
        items: [{ type: 'terms', search_quantity: 'x', show_header: false, items: [{ type: 'y', show_input: true }] }],
      }),
    ).toEqual({ type: 'menu', items: [{ type: 'terms', searchQuantity: 'x', showHeader: false, items: [{ type: 'y', showInput: true }] }] })
  })

  it('keeps the keys of a fixed options map as written: they are values', () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [{ type: 'terms', search_quantity: 'results.properties.available_properties', options: { geometry_optimization: { label: 'Geometry optimization' } } }],
    })
    expect(menu.items).toEqual([
      { type: 'terms', searchQuantity: 'results.properties.available_properties', options: { geometry_optimization: { label: 'Geometry optimization' } } },
    ])
  })

  it("takes a histogram's quantity from x.search_quantity", () => {
    const menu = menuConfigFromApp({ type: 'menu', items: [{ type: 'histogram', x: { search_quantity: 'results.material.n_elements', scale: 'log' }, y: { scale: '1/4' } }] })
    expect(menu.items).toEqual([
      { type: 'histogram', searchQuantity: 'results.material.n_elements', x: { searchQuantity: 'results.material.n_elements', scale: 'log' }, y: { scale: '1/4' } },
    ])
  })

  it("makes a nested_object's relative quantity names full, and leaves full ones", () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [
        {
          type: 'nested_object',
          path: BAND_GAP,
          items: [
            { type: 'terms', search_quantity: 'type' },
            { type: 'histogram', x: { search_quantity: `${BAND_GAP}.value` } },
          ],
        },
      ],
    })
    const nested = (menu.items as { items: unknown[] }[])[0]
    expect(nested.items).toEqual([
      { type: 'terms', searchQuantity: `${BAND_GAP}.type` },
      { type: 'histogram', searchQuantity: `${BAND_GAP}.value`, x: { searchQuantity: `${BAND_GAP}.value` } },
    ])
  })

  it('resolves a nested_object inside another against the full path', () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [{ type: 'nested_object', path: 'a.b', items: [{ type: 'nested_object', path: 'c', items: [{ type: 'terms', search_quantity: 'd' }] }] }],
    })
    expect(menu.items).toEqual([
      { type: 'nested_object', path: 'a.b', items: [{ type: 'nested_object', path: 'a.b.c', items: [{ type: 'terms', searchQuantity: 'a.b.c.d' }] }] },
    ])
  })

  it.each([undefined, null, 42, 'menu', [], { items: [] }])('a block without a type (%j) gives an empty menu', (block) => {
    expect(menuConfigFromApp(block)).toEqual({ type: 'menu', items: [] })
  })

  it('drops items that are not objects', () => {
    expect(menuConfigFromApp({ type: 'menu', items: [null, 'terms', { type: 'visibility' }] })).toEqual({ type: 'menu', items: [{ type: 'visibility' }] })
  })
})

describe('nested quantity names', () => {
  it.each([
    ['type', `${BAND_GAP}.type`],
    [`${BAND_GAP}.type`, `${BAND_GAP}.type`],
    ['provenance.molecular_dynamics.time_step', `${BAND_GAP}.provenance.molecular_dynamics.time_step`],
  ])('%s under the band gap is %s', (name, full) => {
    expect(nestedQuantityName(BAND_GAP, name)).toBe(full)
  })

  it('resolving twice changes nothing', () => {
    const once = resolveNestedItems(BAND_GAP, [{ type: 'terms', searchQuantity: 'type' }])
    expect(resolveNestedItems(BAND_GAP, once)).toEqual(once)
  })
})

describe('menuItemTypes', () => {
  it('lists the types of the menu, its submenus and nested items', () => {
    const menu = menuConfigFromApp({
      type: 'menu',
      items: [
        { type: 'menu', title: 'Material', items: [{ type: 'periodic_table' }, { type: 'terms', search_quantity: 'a' }] },
        { type: 'nested_object', path: 'b', items: [{ type: 'histogram', x: { search_quantity: 'b.c' } }] },
        { type: 'visibility' },
      ],
    })
    expect(new Set(menuItemTypes(menu))).toEqual(new Set(['menu', 'periodic_table', 'terms', 'nested_object', 'histogram', 'visibility']))
  })
})

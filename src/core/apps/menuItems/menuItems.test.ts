import { describe, expect, it } from 'vitest'
import { DEFAULT_ELEMENTS_QUANTITY } from '../quantities'
import { builtInMenuItem, histogramItem, histogramQuantityField, migrateMenu, nestedObjectItem, UNKNOWN_MENU_ITEM } from '.'

const REACTANTS = 'results.properties.catalytic.reaction.reactants'
const summary = (item: { type: string; [key: string]: unknown }) =>
  (builtInMenuItem(item.type) ?? UNKNOWN_MENU_ITEM).quantities(item).map((one) => [one.field, one.name, one.use, ...(one.unit ? [one.unit.field, one.unit.value] : [])])

describe('the quantities a menu item names', () => {
  it.each([
    [{ type: 'terms', search_quantity: 'a' }, [['search_quantity', 'a', 'terms']]],
    [{ type: 'terms' }, [['search_quantity', undefined, 'terms']]],
    [{ type: 'periodic_table' }, [['search_quantity', DEFAULT_ELEMENTS_QUANTITY, 'periodic_table']]],
    [{ type: 'histogram', search_quantity: 'h', unit: 'eV' }, [['search_quantity', 'h', 'histogram', 'unit', 'eV']]],
    [{ type: 'histogram', x: { search_quantity: 'h', unit: 'meV' } }, [['x.search_quantity', 'h', 'histogram', 'x.unit', 'meV']]],
    // x.unit wins over unit, whichever field names the quantity.
    [{ type: 'histogram', search_quantity: 'h', unit: 'eV', x: { unit: 'meV' } }, [['search_quantity', 'h', 'histogram', 'x.unit', 'meV']]],
    [{ type: 'histogram' }, [['search_quantity', undefined, 'histogram']]],
    [{ type: 'nested_object', path: REACTANTS }, [['path', REACTANTS, 'section']]],
    [{ type: 'visibility' }, []],
    [{ type: 'menu', items: [] }, []],
    [{ type: 'my_chart', search_quantity: 'q' }, [['search_quantity', 'q', 'filter']]],
    [{ type: 'my_chart' }, []],
  ])('%j', (item, expected) => {
    expect(summary(item)).toEqual(expected)
  })
})

describe('the histogram shorthand (reference §5.2: x.search_quantity)', () => {
  it.each([
    [{ search_quantity: 'a' }, 'search_quantity'],
    [{ x: { search_quantity: 'a' } }, 'x.search_quantity'],
    [{ search_quantity: 'a', x: { search_quantity: 'b' } }, 'search_quantity'],
    [{}, 'search_quantity'],
  ])('%j names its quantity at %s', (item, field) => {
    expect(histogramQuantityField(item)).toBe(field)
  })

  it('is made explicit by migrate, top down through submenus', () => {
    const menu = {
      type: 'menu',
      items: [
        { type: 'histogram', x: { search_quantity: 'a', unit: 'eV' } },
        { type: 'menu', items: [{ type: 'histogram', search_quantity: 'b', x: { search_quantity: 'c' } }, 'not an item'] },
      ],
    }
    expect(migrateMenu(menu)).toEqual({
      type: 'menu',
      items: [
        { type: 'histogram', search_quantity: 'a', x: { search_quantity: 'a', unit: 'eV' } },
        { type: 'menu', items: [{ type: 'histogram', search_quantity: 'b', x: { search_quantity: 'c' } }, 'not an item'] },
      ],
    })
    expect(histogramItem.migrate?.({ type: 'histogram', x: { search_quantity: 3 } })).toEqual({ type: 'histogram', x: { search_quantity: 3 } })
  })
})

describe('sub-items', () => {
  it('of a nested_object resolve against its path, also inside another', () => {
    expect(nestedObjectItem.children?.({ path: REACTANTS, items: [] }, undefined)).toEqual({ items: [], base: REACTANTS })
    expect(nestedObjectItem.children?.({ path: 'gas', items: [1] }, REACTANTS)).toEqual({ items: [1], base: `${REACTANTS}.gas` })
    expect(nestedObjectItem.children?.({ items: [] }, undefined)).toBeUndefined()
  })

  it('of a submenu resolve where the submenu does', () => {
    expect(builtInMenuItem('menu')?.children?.({ items: [1] }, REACTANTS)).toEqual({ items: [1], base: REACTANTS })
    expect(builtInMenuItem('menu')?.children?.({}, undefined)).toEqual({ items: [] })
  })
})

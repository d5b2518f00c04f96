import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { searchQuantities } from '../../../core/metainfo'
import { filterDefinitions } from '../../../core/search'
import { menuConfigFromApp, type MenuItemConfig } from '../menu'
import { MENU_FIRST_SHOWN, menuAggregations, menuAggregationsShown, shownMenuItems, type MenuShown } from './menuAggregations'

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

/** The submenu titled `title` among the items of `panel`. */
function submenu(panel: MenuItemConfig, title: string): MenuItemConfig {
  const found = (panel.items as MenuItemConfig[]).find((item) => item.type === 'menu' && item.title === title)
  if (!found) throw new Error(`no submenu ${title}`)
  return found
}

/** The names asked for (update not false) when `shown` is on screen. */
const asked = (menu: MenuItemConfig, shown: MenuShown) =>
  Object.entries(menuAggregationsShown(menu, filters, shown)).filter(([, on]) => on).map(([name]) => name).sort()

describe('the aggregations a filter menu asks for: only what is on screen (issue 19 item 14)', () => {
  const menu = menuConfigFromApp({
    type: 'menu',
    items: [
      { type: 'terms', search_quantity: 'results.method.simulation.program_name' },
      {
        type: 'menu',
        title: 'Material',
        items: [
          {
            type: 'menu',
            title: 'Elements',
            items: [{ type: 'periodic_table' }, { type: 'histogram', search_quantity: 'results.material.n_elements' }],
          },
          { type: 'terms', search_quantity: 'results.material.structural_type' },
        ],
      },
      {
        type: 'menu',
        title: 'Band gap',
        items: [
          {
            type: 'nested_object',
            path: 'results.properties.electronic.band_gap',
            items: [{ type: 'histogram', search_quantity: 'results.properties.electronic.band_gap.value' }],
          },
          // The same quantity as the root's terms item: one aggregation, asked while either shows.
          { type: 'terms', search_quantity: 'results.method.simulation.program_name', options: 8 },
        ],
      },
    ],
  })
  const material = submenu(menu, 'Material')
  const elements = submenu(material, 'Elements')
  const bandGap = submenu(menu, 'Band gap')

  it.each<[string, MenuShown, string[]]>([
    ['the root panel alone: its own items, not those of its submenus', MENU_FIRST_SHOWN, ['results.method.simulation.program_name']],
    ['a submenu open: the root panel and the submenu, not the submenu inside it', { collapsed: false, path: [material] }, [
      'results.material.structural_type', 'results.method.simulation.program_name',
    ]],
    ['two levels open: every panel on screen', { collapsed: false, path: [material, elements] }, [
      'results.material.elements', 'results.material.n_elements', 'results.material.structural_type', 'results.method.simulation.program_name',
    ]],
    ['a nested object inside an open panel', { collapsed: false, path: [bandGap] }, [
      'results.method.simulation.program_name', 'results.properties.electronic.band_gap.value',
    ]],
    ['the menu collapsed: nothing, whatever was open', { collapsed: true, path: [material, elements] }, []],
  ])('%s', (_case, shown, names) => {
    expect(asked(menu, shown)).toEqual(names)
  })

  it('keeps the settings whatever shows, so opening a panel is no change of settings', () => {
    const all = menuAggregations(menu, filters)
    for (const shown of [MENU_FIRST_SHOWN, { collapsed: false, path: [material, elements] }, { collapsed: true, path: [] }]) {
      const requests = menuAggregations(menu, filters, shown)
      expect(Object.keys(requests)).toEqual(Object.keys(all))
      for (const [name, request] of Object.entries(requests)) {
        const { update, ...settings } = request
        expect(settings).toEqual(all[name])
        expect(update === undefined || update === false).toBe(true)
      }
    }
    // Merged over both items of the quantity, the shown one and the hidden one.
    expect(menuAggregations(menu, filters, MENU_FIRST_SHOWN)['results.method.simulation.program_name']?.settings).toEqual({ size: 8 })
  })

  it('lists the items drawn: those of the panels shown and their groups, not the submenus\' items', () => {
    const types = shownMenuItems(menu, { collapsed: false, path: [bandGap] }).map((item) => item.type)
    expect(types).toEqual(['menu', 'terms', 'menu', 'menu', 'menu', 'nested_object', 'histogram', 'terms'])
  })

  it("asks nothing for the shipped Entries app's first search; Elements / Formula asks for its own", () => {
    const entries = menuConfigFromApp((parse(readFileSync('apps/entries.yaml', 'utf8')) as { menu: unknown }).menu)
    const all = menuAggregations(entries, filters)
    expect(Object.keys(all).length).toBeGreaterThan(60)
    expect(asked(entries, MENU_FIRST_SHOWN)).toEqual([])
    const entriesMaterial = submenu(entries, 'Material')
    expect(asked(entries, { collapsed: false, path: [entriesMaterial] })).toEqual([])
    expect(asked(entries, { collapsed: false, path: [entriesMaterial, submenu(entriesMaterial, 'Elements / Formula')] })).toEqual([
      'results.material.elements', 'results.material.n_elements',
    ])
  })
})

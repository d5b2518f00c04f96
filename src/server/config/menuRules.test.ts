import { describe, expect, it } from 'vitest'
import { BAD_OPTION, BAD_OPTIONS } from './menuRules'
import { anAppWithMenu, messagesOf } from './testing'

const SOURCE = 'apps/test.yaml'
const at = (path: string, reason: string) => `${SOURCE}: ${path}: ${reason}`
const menuMessages = (items: unknown[], fields = {}) => messagesOf(anAppWithMenu(items, fields))

describe('menu item quantities (spec 2 §2.2)', () => {
  it('accepts the built-in item types with quantities that fit them', () => {
    expect(menuMessages([
      { type: 'periodic_table', search_quantity: 'results.material.elements' },
      { type: 'periodic_table' },
      { type: 'terms', search_quantity: 'results.material.structural_type', options: 0 },
      { type: 'terms', search_quantity: 'results.material.symmetry.space_group_number' },
      { type: 'histogram', search_quantity: 'results.material.n_elements' },
      { type: 'histogram', x: { search_quantity: 'upload_create_time' } },
      { type: 'visibility' },
      { type: 'definitions' },
      { type: 'optimade' },
      { type: 'custom_quantities' },
    ])).toEqual([])
  })

  it.each([
    [{ type: 'terms' }, 'menu.items[0].search_quantity', 'is required'],
    [{ type: 'histogram' }, 'menu.items[0].search_quantity', 'is required'],
    [{ type: 'terms', search_quantity: 'results.material.colour' }, 'menu.items[0].search_quantity', '"results.material.colour" is not a search quantity'],
    [{ type: 'histogram', x: { search_quantity: 'results.material.colour' } }, 'menu.items[0].x.search_quantity', '"results.material.colour" is not a search quantity'],
    [{ type: 'histogram', search_quantity: 'results.material.structural_type' }, 'menu.items[0].search_quantity', '"results.material.structural_type" (enum) cannot be used in a histogram; it takes int, float or timestamp'],
    [{ type: 'terms', search_quantity: 'results.properties.electronic.band_gap.value' }, 'menu.items[0].search_quantity', '"results.properties.electronic.band_gap.value" (float) cannot be used in a terms list; it takes string, enum, boolean or int'],
    [{ type: 'terms', search_quantity: 'results.eln.names' }, 'menu.items[0].search_quantity', '"results.eln.names" is not aggregatable, so a terms list cannot count its values'],
    [{ type: 'terms', search_quantity: 'results.material' }, 'menu.items[0].search_quantity', '"results.material" (a section) cannot be used in a terms list; it takes string, enum, boolean or int'],
    [{ type: 'periodic_table', search_quantity: 'results.material.n_elements' }, 'menu.items[0].search_quantity', '"results.material.n_elements" (int) cannot be used in a periodic table; it takes string or enum'],
  ])('reports %j', (item, path, reason) => {
    expect(menuMessages([item])).toEqual([at(path, reason)])
  })

  it("says when the app's search_quantities leave a quantity out", () => {
    expect(menuMessages([{ type: 'terms', search_quantity: 'mainfile' }], { search_quantities: { exclude: ['mainfile', 'entry_name'] } })).toEqual([
      at('menu.items[0].search_quantity', `"mainfile" is left out by this app's search_quantities`),
    ])
    expect(menuMessages([{ type: 'terms', search_quantity: 'upload_name' }], { search_quantities: { include: ['results.*'] } })).toEqual([
      at('menu.items[0].search_quantity', `"upload_name" is left out by this app's search_quantities`),
    ])
  })

  it('names the path of an item in nested submenus', () => {
    const menu = [
      { type: 'menu', title: 'Material', items: [{ type: 'menu', title: 'Elements', items: [{ type: 'periodic_table' }, { type: 'terms', search_quantity: 'nonsense' }] }] },
    ]
    expect(menuMessages(menu)).toEqual([at('menu.items[0].items[0].items[1].search_quantity', '"nonsense" is not a search quantity')])
  })

  it('checks the unit of a histogram', () => {
    const gap = 'results.properties.electronic.band_gap.value'
    expect(menuMessages([{ type: 'histogram', search_quantity: gap, unit: 'eV' }, { type: 'histogram', x: { search_quantity: gap, unit: 'meV' } }])).toEqual([])
    expect(menuMessages([{ type: 'histogram', x: { search_quantity: gap, unit: 'K' } }])).toEqual([
      at('menu.items[0].x.unit', `The provided defaultDisplayUnit for ${gap} has incorrect dimensionality for this field.`),
    ])
    expect(menuMessages([{ type: 'histogram', search_quantity: gap, unit: 'ev' }])).toEqual([
      at('menu.items[0].unit', `The provided defaultDisplayUnit for ${gap} field is not valid.`),
    ])
  })
})

describe('nested_object items', () => {
  const reactants = 'results.properties.catalytic.reaction.reactants'

  it('resolves item names relative to the path, or takes them in full', () => {
    expect(menuMessages([
      { type: 'nested_object', path: reactants, items: [{ type: 'terms', search_quantity: 'name' }, { type: 'histogram', search_quantity: `${reactants}.conversion` }] },
    ])).toEqual([])
  })

  it('reports an unknown item with its full name', () => {
    expect(menuMessages([{ type: 'nested_object', path: reactants, items: [{ type: 'terms', search_quantity: 'nmae' }] }])).toEqual([
      at('menu.items[0].items[0].search_quantity', `"${reactants}.nmae" is not a search quantity`),
    ])
  })

  it.each([
    [{ type: 'nested_object', items: [] }, 'menu.items[0].path', 'is required'],
    [{ type: 'nested_object', path: 'results.properties.catalytic.reaction.name', items: [] }, 'menu.items[0].path', '"results.properties.catalytic.reaction.name" is not a section'],
    [{ type: 'nested_object', path: 'results.properties.nothing', items: [] }, 'menu.items[0].path', '"results.properties.nothing" is not a search quantity'],
  ])('needs a section as its path: %j', (item, path, reason) => {
    expect(menuMessages([item])).toEqual([at(path, reason)])
  })

  it('reads an item naming the path itself as the section, as the GUI does', () => {
    expect(menuMessages([{ type: 'nested_object', path: reactants, items: [{ type: 'terms', search_quantity: reactants }] }])).toEqual([
      at('menu.items[0].items[0].search_quantity', `"${reactants}" (a section) cannot be used in a terms list; it takes string, enum, boolean or int`),
    ])
  })
})

describe("the options each item type's schema types (core/apps)", () => {
  it.each([
    [{ type: 'terms', search_quantity: 'entry_type', scale: 'cubic' }, 'menu.items[0].scale', 'must be one of "linear", "log", "1/2", "1/4", "1/8"'],
    [{ type: 'terms', search_quantity: 'entry_type', n_columns: 0 }, 'menu.items[0].n_columns', 'must be >= 1'],
    [{ type: 'histogram', search_quantity: 'results.material.n_elements', n_bins: 'many' }, 'menu.items[0].n_bins', 'must be integer'],
    [{ type: 'periodic_table', show_statistics: 'yes' }, 'menu.items[0].show_statistics', 'must be boolean'],
  ])('%j', (item, path, reason) => {
    expect(menuMessages([item])).toEqual([at(path, reason)])
  })

  it('lets keys no type names pass, as NOMAD apps write more than Tessera reads', () => {
    expect(menuMessages([{ type: 'terms', search_quantity: 'entry_type', colour: 'teal' }])).toEqual([])
  })
})

describe('filter rules of the menu (spec 2 §5.1)', () => {
  it.each([
    [{ type: 'terms', search_quantity: 'results.properties.available_properties', query_mode: 'all' }, []],
    [{ type: 'terms', search_quantity: 'results.properties.available_properties', show_query_mode: true }, []],
    [
      { type: 'histogram', search_quantity: 'results.material.n_elements', query_mode: 'all' },
      [at('menu.items[0].query_mode', 'query mode only for multi-valued filters; "results.material.n_elements" takes one value')],
    ],
    [
      { type: 'histogram', search_quantity: 'results.material.n_elements', show_query_mode: true },
      [at('menu.items[0].show_query_mode', 'query mode only for multi-valued filters; "results.material.n_elements" takes one value')],
    ],
    [
      { type: 'terms', search_quantity: 'entry_type', query_mode: 'most' },
      [at('menu.items[0].query_mode', 'must be one of and, or, all, any, none')],
    ],
  ])('query mode only for multi-valued filters: %j', (item, messages) => {
    expect(menuMessages([item])).toEqual(messages)
  })

  it.each([
    [{ type: 'my_toggle', search_quantity: 'visibility', default: 'public' }, []],
    [{ type: 'my_toggle', search_quantity: 'exclusive', default: true }, []],
    [
      { type: 'terms', search_quantity: 'entry_type', default: 'CIF' },
      [at('menu.items[0].default', 'filters with a default must be global; "entry_type" is not (global filters: visibility, combine, exclusive)')],
    ],
  ])('filters with a default must be global: %j', (item, messages) => {
    expect(menuMessages([item])).toEqual(messages)
  })
})

describe('terms options', () => {
  it.each([
    [0, []],
    [12, []],
    [-1, [at('menu.items[0].options', BAD_OPTIONS)]],
    [2.5, [at('menu.items[0].options', BAD_OPTIONS)]],
    ['all', [at('menu.items[0].options', BAD_OPTIONS)]],
    [{ DFT: { label: 'Search DFT entries' } }, []],
    [{ DFX: { label: 'Search DFT entries' } }, [at('menu.items[0].options.DFX', '"DFX" is not a value of "results.method.method_name"')]],
    [{ DFT: 'Search DFT entries' }, [at('menu.items[0].options.DFT', BAD_OPTION)]],
    [{ DFT: { label: 'x', colour: 'red' } }, [at('menu.items[0].options.DFT', BAD_OPTION)]],
  ])('options %j', (options, messages) => {
    expect(menuMessages([{ type: 'terms', search_quantity: 'results.method.method_name', options }])).toEqual(messages)
  })

  it('takes true and false as the fixed options of a boolean filter, any value of a string filter', () => {
    expect(menuMessages([
      { type: 'terms', search_quantity: 'published', options: { true: { label: 'Published' }, false: { label: 'Unpublished' } } },
      { type: 'terms', search_quantity: 'results.properties.available_properties', options: { dos_phonon: { label: 'Phonon DOS' } } },
    ])).toEqual([])
    expect(menuMessages([{ type: 'terms', search_quantity: 'published', options: { yes: {} } }])).toEqual([
      at('menu.items[0].options.yes', '"yes" is not a value of "published"'),
    ])
  })
})

describe("plugins' menu item types", () => {
  it('pass, but a quantity they name must exist', () => {
    expect(menuMessages([{ type: 'my_chart', title: 'Mine', colour: 'blue' }])).toEqual([])
    expect(menuMessages([{ type: 'my_chart', search_quantity: 'results.material.colour' }])).toEqual([
      at('menu.items[0].search_quantity', '"results.material.colour" is not a search quantity'),
    ])
  })
})

import { describe, expect, it } from 'vitest'
import type { App } from '../../core/config/config.generated'
import { INVALID_COLUMN_JMESPATH } from './appQuantities'
import { checkApp, INFINITE_X, normalizeApp, NOT_AN_INTEGER, NOT_SORTABLE } from './appRules'
import { anApp, aWidget, messagesOf, messagesOfYaml } from './testing'

const SOURCE = 'apps/test.yaml'
const at = (path: string, reason: string) => `${SOURCE}: ${path}: ${reason}`

/** The app after the schema filled its defaults, as the GUI is served it. */
function served(app: ReturnType<typeof anApp>): App {
  expect(checkApp(app)).toEqual([])
  return normalizeApp(app as unknown as App)
}

describe('dashboard widgets (spec 2 §5.1)', () => {
  it('requires a widget type, and says only that when it is missing', () => {
    expect(messagesOf(anApp({ dashboard: { widgets: [{ search_quantity: 'results.material.elements' }] } }))).toEqual([
      at('dashboard.widgets[0].type', 'is required'),
    ])
  })

  it.each([
    ['terms', { search_quantity: 'results.material.structural_type', bins: 3 }, 'dashboard.widgets[0].bins', 'is not a known option'],
    ['terms', {}, 'dashboard.widgets[0].search_quantity', 'is required'],
    ['periodic_table', {}, 'dashboard.widgets[0].search_quantity', 'is required'],
    ['histogram', {}, 'dashboard.widgets[0].x', 'is required'],
    ['histogram', { x: {} }, 'dashboard.widgets[0].x.search_quantity', 'is required'],
    ['scatter_plot', { x: { search_quantity: 'results.material.n_elements' } }, 'dashboard.widgets[0].y', 'is required'],
  ])('checks a %s widget against its own type only (%j)', (type, fields, path, reason) => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget(type, fields)] } }))).toEqual([at(path, reason)])
  })

  it('accepts a layout x of infinity (YAML .inf) and integers elsewhere', () => {
    expect(messagesOfYaml(`
path: test
label: Test
resource: entries
dashboard:
  widgets:
    - type: terms
      search_quantity: results.material.structural_type
      layout:
        lg: { x: .inf, y: 0, w: 6, h: 6, minW: 3, minH: 3 }
        sm: { x: 0, y: 2, w: 12, h: 4 }
`)).toEqual([])
  })

  it.each([
    ['x', '1.5'],
    ['x', '.nan'],
    ['x', '-.inf'],
    ['x', 'left'],
    ['y', '.inf'],
    ['y', '2.5'],
    ['w', '.inf'],
    ['h', 'tall'],
  ])('layout %s of %s "is not a valid integer number"', (key, value) => {
    const layout = { x: '0', y: '0', w: '6', h: '6', [key]: value }
    const text = Object.entries(layout).map(([k, v]) => `${k}: ${v}`).join(', ')
    expect(messagesOfYaml(`
path: test
label: Test
resource: entries
dashboard:
  widgets:
    - { type: terms, search_quantity: results.material.structural_type, layout: { md: { ${text} } } }
`)).toEqual([at(`dashboard.widgets[0].layout.md.${key}`, NOT_AN_INTEGER)])
  })

  it(`serves an infinite x as ${INFINITE_X}, the widest grid's columns, which JSON can carry`, () => {
    const app = served(anApp({ dashboard: { widgets: [aWidget('terms', { search_quantity: 'entry_type' }, { x: Infinity, y: 0, w: 6, h: 6 })] } }))
    const layout = app.dashboard.widgets[0].layout?.lg
    expect(layout?.x).toBe(INFINITE_X)
    expect(JSON.parse(JSON.stringify(app))).toEqual(app)
  })

  it.each([
    ['terms', { search_quantity: 'results.material.nonsense' }, 'dashboard.widgets[0].search_quantity', '"results.material.nonsense" is not a search quantity'],
    ['terms', { search_quantity: 'results.material.n_elements' }, 'dashboard.widgets[0].search_quantity', '"results.material.n_elements" (int) cannot be used in a terms widget; it takes string, enum or boolean'],
    ['terms', { search_quantity: 'results.eln.names' }, 'dashboard.widgets[0].search_quantity', '"results.eln.names" is not aggregatable, so a terms widget cannot count its values'],
    ['periodic_table', { search_quantity: 'results.material.n_elements' }, 'dashboard.widgets[0].search_quantity', '"results.material.n_elements" (int) cannot be used in a periodic table; it takes string or enum'],
    ['histogram', { x: { search_quantity: 'results.material.structural_type' } }, 'dashboard.widgets[0].x.search_quantity', '"results.material.structural_type" (enum) cannot be used in a histogram; it takes int, float or timestamp'],
    ['histogram', { x: { search_quantity: 'results.properties.electronic.band_gap.value', unit: 'eV' } }, '', ''],
    ['histogram', { x: { search_quantity: 'results.properties.electronic.band_gap.value', unit: 'meter' } }, 'dashboard.widgets[0].x.unit', 'The provided defaultDisplayUnit for results.properties.electronic.band_gap.value has incorrect dimensionality for this field.'],
    ['histogram', { x: { search_quantity: 'results.properties.electronic.band_gap.value', unit: 'elephants' } }, 'dashboard.widgets[0].x.unit', 'The provided defaultDisplayUnit for results.properties.electronic.band_gap.value field is not valid.'],
  ])('checks the quantity of a %s widget (%j)', (type, fields, path, reason) => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget(type, fields)] } }))).toEqual(path ? [at(path, reason)] : [])
  })

  it.each([
    ['results.material.topology.cell.a', 'The quantity "results.material.topology.cell.a" is contained in at least one repeatable section. Please use JMESPath syntax to select one or more target sections.'],
    ['results.material.topology[0.cell.a', 'Invalid JMESPath query, please check your syntax.'],
    ['results.material.topology[0].cell.nonsense', '"results.material.topology.cell.nonsense" is not a search quantity'],
    ['results.material.topology[0].cell.a', ''],
  ])('reads a scatter plot axis as a JMESPath target: %s', (x, reason) => {
    const widget = aWidget('scatter_plot', { x: { search_quantity: x }, y: { search_quantity: 'results.material.n_elements' } })
    expect(messagesOf(anApp({ dashboard: { widgets: [widget] } }))).toEqual(reason ? [at('dashboard.widgets[0].x.search_quantity', reason)] : [])
  })

  it('checks the marker colour of a scatter plot and its legacy type name', () => {
    const widget = aWidget('scatterplot', {
      x: { search_quantity: 'results.material.n_elements' },
      y: { search_quantity: 'upload_create_time' },
      markers: { color: { search_quantity: 'results.material.elements_exclusive' } },
    })
    expect(messagesOf(anApp({ dashboard: { widgets: [widget, aWidget('periodictable', { search_quantity: 'results.material.elements' })] } }))).toEqual([])
    widget.markers = { color: { search_quantity: 'published' } }
    expect(messagesOf(anApp({ dashboard: { widgets: [widget] } }))).toEqual([
      at('dashboard.widgets[0].markers.color.search_quantity', '"published" (boolean) cannot be used in a marker colour; it takes string, enum, float or int'),
    ])
  })

  it('reports a widget id used twice', () => {
    const widgets = [aWidget('terms', { id: 'a', search_quantity: 'entry_type' }), aWidget('terms', { id: 'a', search_quantity: 'upload_name' })]
    expect(messagesOf(anApp({ dashboard: { widgets } }))).toEqual([at('dashboard.widgets[1].id', '"a" is the id of another widget')])
  })

  it("leaves a plugin's widget type to the GUI plugin that registers it", () => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget('energy_landscape', { anything: true })] } }))).toEqual([])
  })
})

describe('columns (spec 2 §5.1)', () => {
  it.each([
    'results.material.topology[0.cell.a',
    'results.material..elements',
    'results.material.elements[',
    'min(results.material.topology[*].cell.a',
    '',
  ])('"%s" gives "Invalid JMESPath query in the app columns"', (search_quantity) => {
    const app = anApp({ columns: [{ search_quantity: search_quantity || ' ' }] })
    expect(messagesOf(app)).toEqual([at('columns[0].search_quantity', INVALID_COLUMN_JMESPATH)])
  })

  it.each([
    'results.material.chemical_formula_hill',
    'results.material.topology[0].cell.a',
    'results.material.topology[*].cell.a',
    'min(results.material.topology[*].cell.a)',
    'authors',
    'data.thickness#ThinFilmSample',
  ])('accepts the column %s', (search_quantity) => {
    expect(messagesOf(anApp({ columns: [{ search_quantity }] }))).toEqual([])
  })

  it('reports a column of an unknown quantity', () => {
    expect(messagesOf(anApp({ columns: [{ search_quantity: 'results.material.colour' }] }))).toEqual([
      at('columns[0].search_quantity', '"results.material.colour" is not a search quantity'),
    ])
  })

  it.each([
    ['authors', 'a section'],
    ['results.material.topology[0].cell.a', 'a JMESPath expression'],
    ['max(results.material.topology[*].cell.a)', 'a function'],
  ])('refuses sortable: true on %s (%s)', (search_quantity) => {
    expect(messagesOf(anApp({ columns: [{ search_quantity, sortable: true }] }))).toEqual([at('columns[0].sortable', NOT_SORTABLE)])
  })

  it("decides sortable: a quantity's own path sorts unless switched off", () => {
    const app = served(anApp({
      columns: [
        { search_quantity: 'upload_create_time' },
        { search_quantity: 'entry_type', sortable: false },
        { search_quantity: 'authors' },
        { search_quantity: 'results.material.topology[0].cell.a' },
        { search_quantity: 'data.thickness#ThinFilmSample' },
      ],
    }))
    expect(app.columns.map((column) => column.sortable)).toEqual([true, false, false, false, false])
  })

  it('checks a column unit against its quantity', () => {
    const columns = [
      { search_quantity: 'results.properties.optoelectronic.solar_cell.open_circuit_voltage', unit: 'mV' },
      { search_quantity: 'results.properties.optoelectronic.solar_cell.open_circuit_voltage', unit: 'm' },
      { search_quantity: 'results.material.n_elements', unit: 'eV' },
    ]
    expect(messagesOf(anApp({ columns }))).toEqual([
      at('columns[1].unit', 'The provided defaultDisplayUnit for results.properties.optoelectronic.solar_cell.open_circuit_voltage has incorrect dimensionality for this field.'),
      at('columns[2].unit', 'The provided defaultDisplayUnit for results.material.n_elements has incorrect dimensionality for this field.'),
    ])
  })

  it("names a materials app's columns by the material's own fields, and its entries' as entries.…", () => {
    const columns = [{ search_quantity: 'chemical_formula_hill' }, { search_quantity: 'symmetry.space_group_number' }, { search_quantity: 'entries.upload_create_time' }]
    expect(messagesOf(anApp({ resource: 'materials', columns, pagination: { order_by: 'chemical_formula_hill' } }))).toEqual([])
    expect(messagesOf(anApp({ resource: 'materials', columns: [{ search_quantity: 'results.material.chemical_formula_hill' }], pagination: { order_by: 'chemical_formula_hill' } }))).toEqual([
      at('columns[0].search_quantity', '"results.material.chemical_formula_hill" is not a search quantity'),
    ])
  })
})

describe('pagination', () => {
  it.each([
    ['entries', 'upload_create_time', []],
    ['entries', 'results.material.colour', [at('pagination.order_by', '"results.material.colour" is not a search quantity that results can be ordered by')]],
    ['entries', 'authors', [at('pagination.order_by', '"authors" is not a search quantity that results can be ordered by')]],
    ['materials', 'chemical_formula_hill', []],
    // The default order_by is an entry field: a materials app must name one of its own.
    ['materials', undefined, [at('pagination.order_by', '"upload_create_time" is not a search quantity that results can be ordered by (materials apps order by a field of the material, e.g. chemical_formula_hill)')]],
  ])('a %s app ordered by %s', (resource, order_by, messages) => {
    expect(messagesOf(anApp({ resource, pagination: order_by ? { order_by } : {} }))).toEqual(messages)
  })
})

describe('locked filters', () => {
  it.each([
    [{ quantities: 'results.method.simulation.program_name' }, []],
    [{ 'quantities:any': ['results.properties.catalytic.reaction.name', 'results.properties.catalytic.catalyst.catalyst_type'] }, []],
    [{ 'results.method.method_name': 'EELS' }, []],
    [{ 'results.material.n_elements': { gte: 2 } }, []],
    [{ colour: 'red' }, [at('filters_locked.colour', 'Invalid filter colour: there is no such filter.')]],
    [{ 'results.method.method_name': 'XYZ' }, [at('filters_locked.results.method.method_name', 'Invalid filter results.method.method_name: "XYZ" is not a value of it.')]],
    [{ 'results.material.n_elements': { about: 2 } }, [at('filters_locked.results.material.n_elements', 'Invalid filter results.material.n_elements: about is not a range operator.')]],
  ])('%j', (filters_locked, messages) => {
    expect(messagesOf(anApp({ filters_locked }))).toEqual(messages)
  })

  it("cannot lock a filter the app's search_quantities leave out", () => {
    expect(messagesOf(anApp({ filters_locked: { mainfile: 'a.cif' }, search_quantities: { exclude: ['mainfile'] } }))).toEqual([
      at('filters_locked.mainfile', 'Invalid filter mainfile: there is no such filter.'),
    ])
  })
})

describe('checkApp', () => {
  it('reports schema problems before the rules (the rules trust the schema)', () => {
    expect(messagesOf({ path: 'a b', label: 'A', resource: 'entries', columns: [{ search_quantity: 'nonsense' }] })).toEqual([
      at('path', 'must match pattern "^[A-Za-z0-9_-]+$"'),
    ])
  })

  it('reports every rule problem of an app at once', () => {
    const app = anApp({ columns: [{ search_quantity: 'a[' }, { search_quantity: 'b' }], pagination: { order_by: 'c' } })
    expect(messagesOf(app)).toHaveLength(3)
  })
})

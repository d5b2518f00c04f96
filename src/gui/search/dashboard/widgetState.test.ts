import { describe, expect, it } from 'vitest'
import { builtInRuntime } from '../../builtins/testing'
import { definePlugin } from '../../runtime'
import { freeSpot, gridItems } from './layout'
import { COLUMNS, type DashboardWidget, type WidgetTemplate } from './types'
import {
  addWidget,
  cancelWidget,
  changeLayout,
  doneWidget,
  editingWidget,
  editWidget,
  exportWidgets,
  fromApp as fromAppWith,
  newWidgetId,
  removeWidget,
  resetWidgets as resetWidgetsWith,
} from './widgetState'

const TYPES = builtInRuntime().registries.widgets
const fromApp = (widgets: readonly unknown[] | undefined) => fromAppWith(widgets, TYPES)
const resetWidgets = (defaults: readonly unknown[] | undefined) => resetWidgetsWith(defaults, TYPES)

const NOW = 1700000000000
const PROGRAM_NAME = 'results.method.simulation.program_name'
const template = (type: string): WidgetTemplate => {
  const def = TYPES.get(type)
  if (!def.template) throw new Error(`no template for ${type}`)
  return def.template
}
const lg = (x: number, y: number, w: number, h: number) => ({ lg: { x, y, w, h } })

// The Calculations app's dashboard (reference §5.4), shortened, as the GUI receives it:
// JSON has no infinity, so an `.inf` x arrives as null.
const APP_WIDGETS: unknown[] = [
  { type: 'periodictable', search_quantity: 'results.material.elements', scale: 'linear', layout: lg(0, 0, 14, 11) },
  { type: 'terms', search_quantity: 'results.material.structural_type', scale: 'log', layout: { lg: { x: null, y: 0, w: 5, h: 6 } } },
  { type: 'scatterplot', x: { quantity: 'results.material.n_elements' }, y: { quantity: 'upload_create_time' }, layout: lg(0, 11, 9, 6) },
]

describe('widgets from the app', () => {
  it('are visible, not editing, and named by their position', () => {
    const widgets = fromApp(APP_WIDGETS)
    expect(widgets.map((widget) => [widget.id, widget.visible, widget.editing])).toEqual([
      ['0', true, false],
      ['1', true, false],
      ['2', true, false],
    ])
  })

  it('keep a configured id', () => {
    expect(fromApp([{ type: 'terms', search_quantity: 'entry_type', id: 'types' }])[0].id).toBe('types')
  })

  it('migrate the legacy types scatterplot and periodictable, and legacy keys', () => {
    const [table, , scatter] = fromApp(APP_WIDGETS)
    expect(table.type).toBe('periodic_table')
    expect(scatter.type).toBe('scatter_plot')
    expect(scatter).toMatchObject({ x: { search_quantity: 'results.material.n_elements' }, y: { search_quantity: 'upload_create_time' } })
  })

  it('fill the periodic table quantity older apps left out', () => {
    expect(fromApp([{ type: 'periodictable' }])[0]).toMatchObject({ type: 'periodic_table', search_quantity: 'results.material.elements' })
  })

  it('keep an infinite x (null in JSON) as infinity, placed at the end of its row', () => {
    const widgets = fromApp(APP_WIDGETS)
    expect(widgets[1].layout?.lg?.x).toBe(Infinity)
    const item = gridItems(widgets, 'lg').find((cell) => cell.i === '1')
    expect(item).toMatchObject({ x: COLUMNS.lg - 5, w: 5 })
  })

  it('rename legacy keys of the built-in types only; a plugin keeps its own keys', () => {
    const note = { type: 'test_note', schema: {}, load: async () => ({ default: () => null }) }
    const types = builtInRuntime(definePlugin({ id: 'test', widgets: [note] })).registries.widgets
    expect(fromAppWith([{ type: 'test_note', label: 'kept' }], types)[0]).toMatchObject({ label: 'kept' })
    expect(fromApp([{ type: 'terms', quantity: PROGRAM_NAME, label: 'Programs', showinput: true }])[0]).toMatchObject({
      search_quantity: PROGRAM_NAME,
      title: 'Programs',
      show_input: true,
    })
  })

  it('take any x of at least the column count as the end of the row (the server serves .inf as 36)', () => {
    const [widget] = fromApp([{ type: 'terms', search_quantity: 'entry_type', layout: { sm: { x: 36, y: 0, w: 3, h: 3 }, xxl: { x: 30, y: 0, w: 3, h: 3 } } }])
    expect(widget.layout?.sm?.x).toBe(Infinity)
    expect(widget.layout?.xxl?.x).toBe(30)
  })

  it('pass unknown types through unchanged (they show their error in place)', () => {
    expect(fromApp([{ type: 'sunburst', foo: 1 }])[0]).toMatchObject({ type: 'sunburst', foo: 1, visible: true })
  })

  it('Reset goes back to the app widgets', () => {
    expect(resetWidgets(APP_WIDGETS)).toEqual(fromApp(APP_WIDGETS))
    expect(resetWidgets(undefined)).toEqual([])
  })
})

describe('adding a widget', () => {
  it.each([
    ['scatter_plot', 9, 6, { size: 1000, autorange: true, drag_mode: 'zoom' }],
    ['periodic_table', 12, 9, { scale: 'linear', search_quantity: 'results.material.elements' }],
    ['histogram', 8, 3, { nbins: 30, autorange: false, y: { scale: 'linear' } }],
    ['terms', 6, 9, { scale: 'linear' }],
  ])('a new %s is %ix%i with the spec defaults', (type, w, h, defaults) => {
    const [widget] = addWidget([], template(type), NOW)
    expect(widget).toMatchObject({ type, ...defaults })
    expect(widget.layout?.lg).toEqual({ x: 0, y: 0, w, h, minW: 3, minH: 3 })
  })

  it('is created editing and not visible, with the creation time as id', () => {
    const [widget] = addWidget([], template('terms'), NOW)
    expect(widget).toMatchObject({ id: String(NOW), editing: true, visible: false })
    expect(editingWidget([widget])).toBe(widget)
  })

  it('two widgets made in the same millisecond get different ids', () => {
    const once = addWidget([], template('terms'), NOW)
    const twice = addWidget(once, template('terms'), NOW)
    expect(twice.map((widget) => widget.id)).toEqual([String(NOW), String(NOW + 1)])
    expect(newWidgetId(twice, NOW)).toBe(String(NOW + 2))
  })

  it('is placed in the first free spot of the bottom row, on every breakpoint', () => {
    const widgets = fromApp(APP_WIDGETS)
    const added = addWidget(widgets, template('terms'), NOW).at(-1) as DashboardWidget
    // Beside the scatter plot (0, 11, 9 wide), not below it at x = 0.
    expect(added.layout?.lg).toMatchObject({ x: 9, y: 11 })
    // A breakpoint the app gave no layout for places the app's widgets one below the
    // other; the last (9 of 12 columns) leaves no room beside it for 6.
    expect(added.layout?.sm).toMatchObject({ x: 0, y: 23, w: 6, h: 9 })
  })

  it('new widgets fill a row beside each other before a new row starts', () => {
    let widgets: DashboardWidget[] = []
    for (let index = 0; index < 4; index++) widgets = doneWidget(addWidget(widgets, template('terms'), NOW + index), String(NOW + index), template('terms').config)
    // lg has 24 columns: four 6-wide widgets side by side.
    expect(widgets.map((widget) => [widget.layout?.lg?.x, widget.layout?.lg?.y])).toEqual([[0, 0], [6, 0], [12, 0], [18, 0]])
    // sm has 12: two per row.
    expect(widgets.map((widget) => [widget.layout?.sm?.x, widget.layout?.sm?.y])).toEqual([[0, 0], [6, 0], [0, 9], [6, 9]])
  })

  it('is never wider than the breakpoint', () => {
    const [widget] = addWidget([], { ...template('periodic_table'), w: 40 }, NOW)
    expect(widget.layout?.sm?.w).toBe(COLUMNS.sm)
    expect(widget.layout?.xxl?.w).toBe(COLUMNS.xxl)
  })
})

describe('editing', () => {
  const created = addWidget([], template('terms'), NOW)
  const id = created[0].id

  it('Done shows the widget with the edited config and stops editing', () => {
    const done = doneWidget(created, id, { type: 'terms', search_quantity: 'entry_type', scale: 'log' })
    expect(done[0]).toMatchObject({ search_quantity: 'entry_type', scale: 'log', editing: false, visible: true, id })
    expect(done[0].layout).toEqual(created[0].layout)
  })

  it('Cancel removes a widget that was never shown', () => {
    expect(cancelWidget(created, id)).toEqual([])
  })

  it('Cancel keeps a shown widget as it was', () => {
    const shown = doneWidget(created, id, { type: 'terms', search_quantity: 'entry_type' })
    const editing = editWidget(shown, id)
    expect(editing[0].editing).toBe(true)
    expect(cancelWidget(editing, id)).toEqual([{ ...shown[0], editing: false }])
  })

  it('remove takes the widget away', () => {
    const widgets = fromApp(APP_WIDGETS)
    expect(removeWidget(widgets, '1').map((widget) => widget.id)).toEqual(['0', '2'])
  })
})

describe('layout changes', () => {
  const widgets = fromApp(APP_WIDGETS)

  it('store the moved widget on the breakpoint it was moved on', () => {
    const items = gridItems(widgets, 'lg').map((item) => (item.i === '0' ? { ...item, x: 2, w: 10 } : item))
    const next = changeLayout(widgets, 'lg', items)
    expect(next[0].layout?.lg).toMatchObject({ x: 2, w: 10 })
    expect(next[0].layout?.md).toEqual(widgets[0].layout?.md)
  })

  it('give back the same list when nothing changed (the grid reports on every render)', () => {
    expect(changeLayout(widgets, 'lg', gridItems(widgets, 'lg'))).toBe(widgets)
  })

  it('keep x infinite while the widget stays at the end of its row, and store it once moved', () => {
    const items = gridItems(widgets, 'lg')
    expect(changeLayout(widgets, 'lg', items.map((item) => (item.i === '1' ? { ...item, y: 3 } : item)))[1].layout?.lg).toMatchObject({
      x: Infinity,
      y: 3,
    })
    expect(changeLayout(widgets, 'lg', items.map((item) => (item.i === '1' ? { ...item, x: 4 } : item)))[1].layout?.lg?.x).toBe(4)
  })
})

describe('export', () => {
  it('leaves out the editing and visible flags, and widgets still being created', () => {
    const widgets = addWidget(fromApp(APP_WIDGETS), template('terms'), NOW)
    const exported = exportWidgets(widgets)
    expect(exported).toHaveLength(3)
    for (const widget of exported) {
      expect(widget).not.toHaveProperty('editing')
      expect(widget).not.toHaveProperty('visible')
    }
  })
})

describe('the free spot of a new widget', () => {
  const item = (x: number, y: number, w: number, h: number) => ({ x, y, w, h })
  it.each([
    ['an empty grid', [], 6, 3, { x: 0, y: 0 }],
    ['beside the last widget', [item(0, 0, 9, 6)], 6, 3, { x: 9, y: 0 }],
    ['below when the row is full', [item(0, 0, 20, 6)], 6, 3, { x: 0, y: 6 }],
    ['in the bottom row, not a hole above it', [item(0, 0, 6, 3), item(12, 0, 12, 9), item(0, 9, 6, 3)], 6, 3, { x: 6, y: 9 }],
    ['below a taller neighbour when it overlaps', [item(0, 0, 20, 3), item(20, 0, 4, 9)], 6, 3, { x: 0, y: 3 }],
    ['wider than the grid: at the start of a new row', [item(0, 0, 3, 3)], 40, 3, { x: 0, y: 3 }],
  ])('%s', (_name, items, w, h, expected) => {
    expect(freeSpot(items, w, h, 24)).toEqual(expected)
  })
})

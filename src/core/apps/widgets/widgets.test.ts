import { describe, expect, it } from 'vitest'
import { DEFAULT_ELEMENTS_QUANTITY } from '../quantities'
import { BUILT_IN_WIDGET_NAMES, builtInWidget, LEGACY_WIDGET_TYPES, migrateWidget, scatterPlotWidget } from '.'

describe('legacy widget names', () => {
  it('are taken over by the built-ins that declare them', () => {
    expect(LEGACY_WIDGET_TYPES).toEqual({ scatterplot: 'scatter_plot', periodictable: 'periodic_table' })
    expect(builtInWidget('scatterplot')).toBe(scatterPlotWidget)
    expect(builtInWidget('energy_landscape')).toBeUndefined()
  })

  it('are every name a built-in answers to', () => {
    expect(BUILT_IN_WIDGET_NAMES).toEqual(['terms', 'histogram', 'scatter_plot', 'scatterplot', 'periodic_table', 'periodictable'])
  })
})

describe('migrateWidget', () => {
  it.each([
    ['a legacy type name', { type: 'scatterplot', x: { quantity: 'a' }, y: { search_quantity: 'b' } }, { type: 'scatter_plot', x: { search_quantity: 'a' }, y: { search_quantity: 'b' } }],
    ['legacy keys, also inside axes', { type: 'histogram', label: 'Gap', showinput: true, n_bins: 10, x: { quantity: 'g' } }, { type: 'histogram', title: 'Gap', show_input: true, nbins: 10, x: { search_quantity: 'g' } }],
    ["today's key over its legacy spelling", { type: 'terms', quantity: 'old', search_quantity: 'new' }, { type: 'terms', search_quantity: 'new' }],
    ['layouts as written', { type: 'terms', search_quantity: 'a', layout: { lg: { x: 0, y: 0, w: 1, h: 1, label: 'kept' } } }, { type: 'terms', search_quantity: 'a', layout: { lg: { x: 0, y: 0, w: 1, h: 1, label: 'kept' } } }],
    ['a periodic table without a quantity: the elements', { type: 'periodictable' }, { type: 'periodic_table', search_quantity: DEFAULT_ELEMENTS_QUANTITY }],
    ['a periodic table with an empty quantity', { type: 'periodic_table', search_quantity: '' }, { type: 'periodic_table', search_quantity: DEFAULT_ELEMENTS_QUANTITY }],
    ['a type nobody defines, unchanged', { type: 'energy_landscape', quantity: 'q' }, { type: 'energy_landscape', quantity: 'q' }],
    ['something not a mapping', 'terms', { type: 'terms' }],
  ])('%s', (_, raw, migrated) => {
    expect(migrateWidget(raw)).toEqual(migrated)
  })

  it("runs the migrate of the type a runtime's lookup finds", () => {
    const find = (type: string) => (type === 'energy_landscape' ? { migrate: (old: unknown) => ({ ...(old as object), type: 'energy_landscape', id: 'migrated' }) } : undefined)
    expect(migrateWidget({ type: 'energy_landscape' }, find)).toEqual({ type: 'energy_landscape', id: 'migrated' })
    // The lookup replaces the built-ins: a type it does not know keeps its keys.
    expect(migrateWidget({ type: 'terms', quantity: 'q' }, find)).toEqual({ type: 'terms', quantity: 'q' })
  })
})

describe('the quantities a widget names', () => {
  it.each([
    [{ type: 'terms', search_quantity: 'a' }, [['search_quantity', 'a', 'terms_widget']]],
    [{ type: 'periodic_table', search_quantity: 'e' }, [['search_quantity', 'e', 'periodic_table']]],
    [{ type: 'histogram', x: { search_quantity: 'h', unit: 'eV' } }, [['x.search_quantity', 'h', 'histogram', 'x.unit']]],
    [{ type: 'scatter_plot', x: { search_quantity: 'a' }, y: { search_quantity: 'b' } }, [['x.search_quantity', 'a', 'scatter_axis'], ['y.search_quantity', 'b', 'scatter_axis']]],
    [
      { type: 'scatterplot', x: { search_quantity: 'a' }, y: { search_quantity: 'b' }, markers: { color: { search_quantity: 'c', unit: 'K' } } },
      [['x.search_quantity', 'a', 'scatter_axis'], ['y.search_quantity', 'b', 'scatter_axis'], ['markers.color.search_quantity', 'c', 'scatter_color', 'markers.color.unit']],
    ],
  ])('%j', (widget, expected) => {
    const named = builtInWidget(widget.type)!.quantities(widget)
    expect(named.map((one) => [one.field, one.name, one.use, ...(one.unit ? [one.unit.field] : [])])).toEqual(expected)
  })

  it('marks scatter plot axes and colours as JMESPath targets', () => {
    const named = scatterPlotWidget.quantities({ x: { search_quantity: 'a[0].b' }, y: { search_quantity: 'c' }, markers: { color: { search_quantity: 'd' } } })
    expect(named.map((one) => one.target)).toEqual([true, true, true])
  })
})

import { describe, expect, it } from 'vitest'
import { ELEMENTS } from '../../../core/search'
import { N_ELEMENTS, PROGRAM } from '../../../core/search/testing'
import { builtInRuntime } from '../../builtins/testing'
import { FILTERS } from './testing'
import type { DashboardWidget } from './types'
import { fromApp as fromAppWith } from './widgetState'
import { ALL_ELEMENTS, DEFAULT_BINS, termsSize, widgetAggregations as aggregationsWith, type WidgetAggregationOptions } from './widgetAggregations'

const TYPES = builtInRuntime().registries.widgets
const fromApp = (widgets: readonly unknown[]) => fromAppWith(widgets, TYPES)
const widgetAggregations = (widgets: readonly DashboardWidget[], filters: typeof FILTERS, options?: WidgetAggregationOptions) =>
  aggregationsWith(widgets, filters, TYPES, options)

const rows = (h: number) => ({ lg: { x: 0, y: 0, w: 6, h }, sm: { x: 0, y: 0, w: 6, h: 3 } })

describe('widget aggregations', () => {
  it('are named <quantity>:<widget id>', () => {
    const widgets = fromApp([{ type: 'terms', search_quantity: PROGRAM, id: 'programs', layout: rows(9) }])
    expect(Object.keys(widgetAggregations(widgets, FILTERS))).toEqual([`${PROGRAM}:programs`])
  })

  it('terms ask for as many values as rows of 34 px fit in the widget (its tallest layout), at least one', () => {
    const widgets = fromApp([{ type: 'terms', search_quantity: PROGRAM, layout: rows(9) }])
    expect(widgetAggregations(widgets, FILTERS)[`${PROGRAM}:0`]).toEqual({
      type: 'terms',
      quantity: PROGRAM,
      exclude_from_search: true,
      settings: { size: 13 },
    })
    expect(termsSize(0)).toBe(1)
    expect(termsSize(3)).toBe(4)
  })

  it('count set-valued quantities within the query, single-valued ones as facets', () => {
    const widgets = fromApp([
      { type: 'terms', search_quantity: 'quantities', layout: rows(3) },
      { type: 'terms', search_quantity: 'entry_type', layout: rows(3) },
    ])
    const requests = widgetAggregations(widgets, FILTERS)
    expect(requests['quantities:0'].exclude_from_search).toBeUndefined()
    expect(requests['entry_type:1'].exclude_from_search).toBe(true)
  })

  it('the periodic table asks for all 118 elements', () => {
    const widgets = fromApp([{ type: 'periodictable', layout: rows(9) }])
    expect(widgetAggregations(widgets, FILTERS)[`${ELEMENTS}:0`]).toEqual({ type: 'terms', quantity: ELEMENTS, settings: { size: ALL_ELEMENTS } })
  })

  it('histograms ask for nbins buckets, leaving out their own range unless autorange', () => {
    const widgets = fromApp([
      { type: 'histogram', x: { search_quantity: N_ELEMENTS }, nbins: 10, id: 'a' },
      { type: 'histogram', x: { search_quantity: N_ELEMENTS }, autorange: true, id: 'b' },
    ])
    const requests = widgetAggregations(widgets, FILTERS)
    expect(requests[`${N_ELEMENTS}:a`]).toEqual({ type: 'histogram', quantity: N_ELEMENTS, exclude_from_search: true, settings: { buckets: 10 } })
    expect(requests[`${N_ELEMENTS}:b`]).toEqual({ type: 'histogram', quantity: N_ELEMENTS, settings: { buckets: DEFAULT_BINS } })
  })

  it('histograms of floats are asked for although floats are not terms-aggregatable', () => {
    const cellA = 'results.material.topology.cell.a'
    const widgets = fromApp([{ type: 'histogram', x: { search_quantity: cellA } }])
    expect(widgetAggregations(widgets, FILTERS)[`${cellA}:0`]).toMatchObject({ type: 'histogram' })
  })

  it('scatter plots need hits, not aggregations', () => {
    const widgets = fromApp([{ type: 'scatter_plot', x: { search_quantity: N_ELEMENTS }, y: { search_quantity: 'upload_create_time' } }])
    expect(widgetAggregations(widgets, FILTERS)).toEqual({})
  })

  it('nothing is asked for widgets not yet shown, unknown types, or quantities the app does not have', () => {
    const [created] = fromApp([{ type: 'terms', search_quantity: PROGRAM }])
    const widgets: DashboardWidget[] = [
      { ...created, visible: false, editing: true },
      ...fromApp([
        { type: 'sunburst', id: 's' },
        { type: 'terms', search_quantity: 'no.such.quantity', id: 'n' },
        { type: 'terms', search_quantity: 'upload_create_time', id: 't' },
      ]),
    ]
    expect(widgetAggregations(widgets, FILTERS)).toEqual({})
  })

  it('while nobody sees the widgets the requests are kept with update false', () => {
    const widgets = fromApp([{ type: 'terms', search_quantity: PROGRAM, layout: rows(3) }])
    expect(widgetAggregations(widgets, FILTERS, { update: false })[`${PROGRAM}:0`].update).toBe(false)
  })
})

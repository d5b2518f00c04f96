// What the dashboard needs counted (reference §2.7): each visible widget asks through
// its registered def for aggregations named `<quantity>:<widget id>`; the built-in
// types' requests are here. Scatter plots need hits, not aggregations.
import { DEFAULT_ELEMENTS_QUANTITY, quantityMisfit } from '../../../core/apps'
import type { FilterDefinition, SearchFilters } from '../../../core/search'
import type { AggregationRequest } from '../context'
import { BREAKPOINTS, ROW_HEIGHT, TERMS_ROW_HEIGHT, type DashboardWidget, type Identified, type WidgetHistogram, type WidgetPeriodicTable, type WidgetTerms } from './types'
import type { WidgetRegistry } from './widgetDef'

/** Spec 2 §9: 30 bins unless the widget says otherwise. */
export const DEFAULT_BINS = 30
/** Every element of the periodic table. */
export const ALL_ELEMENTS = 118

export const aggregationName = (quantity: string, widgetId: string) => `${quantity}:${widgetId}`

type Requests = Record<string, AggregationRequest>

const facet = (filter: FilterDefinition) => (filter.exclusive ? { exclude_from_search: true } : {})

/** The tallest the widget is on any breakpoint, in grid rows. */
const rowsOf = (widget: Identified<WidgetTerms>) =>
  Math.max(0, ...BREAKPOINTS.map((breakpoint) => widget.layout?.[breakpoint]?.h ?? 0))

/** Spec 2 §9: as many values as rows of 34 px fit in the widget's height, at least one. */
export const termsSize = (rows: number) => Math.max(1, Math.floor((rows * ROW_HEIGHT) / TERMS_ROW_HEIGHT))

export function termsAggregations(widget: Identified<WidgetTerms>, filters: SearchFilters): Requests {
  const quantity = widget.search_quantity
  const filter = filters.byName.get(quantity)
  if (!filter?.aggregatable) return {}
  return { [aggregationName(quantity, widget.id)]: { type: 'terms', quantity, ...facet(filter), settings: { size: termsSize(rowsOf(widget)) } } }
}

export function periodicTableAggregations(widget: Identified<WidgetPeriodicTable>, filters: SearchFilters): Requests {
  const quantity = widget.search_quantity || DEFAULT_ELEMENTS_QUANTITY
  const filter = filters.byName.get(quantity)
  if (!filter?.aggregatable) return {}
  return { [aggregationName(quantity, widget.id)]: { type: 'terms', quantity, ...facet(filter), settings: { size: ALL_ELEMENTS } } }
}

/**
 * Histograms: `nbins` buckets over the matching range. Without autorange the widget's own
 * range is left out of its counts, so the whole distribution stays in view with the
 * chosen range marked; with autorange the bins follow the query, range included.
 */
export function histogramAggregations(widget: Identified<WidgetHistogram>, filters: SearchFilters): Requests {
  const quantity = widget.x?.search_quantity
  const filter = quantity ? filters.byName.get(quantity) : undefined
  // The types the histogram use accepts (core/apps): numbers and times.
  if (!quantity || !filter || quantityMisfit('histogram', filter)) return {}
  return {
    [aggregationName(quantity, widget.id)]: {
      type: 'histogram',
      quantity,
      ...(widget.autorange ? {} : { exclude_from_search: true }),
      settings: { buckets: widget.nbins ?? DEFAULT_BINS },
    },
  }
}

export interface WidgetAggregationOptions {
  /** False while nobody sees the widgets (dashboard collapsed, statistics off): kept, not asked for. */
  readonly update?: boolean
}

/** The aggregations of every visible widget of a type in `types`, by name. */
export function widgetAggregations(
  widgets: readonly DashboardWidget[],
  filters: SearchFilters,
  types: WidgetRegistry,
  options: WidgetAggregationOptions = {},
): Requests {
  const out: Requests = {}
  for (const widget of widgets) {
    if (!widget.visible || !types.has(widget.type)) continue
    const requests = types.get(widget.type).aggregations?.(widget, filters) ?? {}
    for (const [name, request] of Object.entries(requests)) {
      out[name] = options.update === false ? { ...request, update: false } : request
    }
  }
  return out
}

// The built-in widget types (spec 2 §3.6, §9). They register through `registerWidget`,
// the function a plugin uses; each names its schema in schemas/app.schema.json, its
// defaults for a new widget, its edit form and rules, and what it needs counted.
import { ELEMENTS } from '../../../core/search'
import { HistogramEditor } from './histogram/HistogramEditor'
import { HistogramWidget } from './histogram/HistogramWidget'
import { PeriodicTableEditor } from './periodicTable/PeriodicTableEditor'
import { PeriodicTableWidget } from './periodicTable/PeriodicTableWidget'
import { migrateLegacyKeys, registerWidget } from './registry'
import { ScatterPlotEditor } from './scatterPlot/ScatterPlotEditor'
import { scatterTitle, ScatterPlotWidget } from './scatterPlot/ScatterPlotWidget'
import { TermsEditor } from './terms/TermsEditor'
import { TermsWidget } from './terms/TermsWidget'
import type { WidgetHistogram, WidgetPeriodicTable, WidgetScatterPlot, WidgetTerms } from './types'
import { histogramErrors, periodicTableErrors, scatterPlotErrors, termsErrors } from './validation'
import { histogramAggregations, periodicTableAggregations, termsAggregations } from './widgetAggregations'

/** A def's schema: its definition in the shared app schema (STYLE.md: one schema). */
const schemaOf = (definition: string) => ({ $ref: `app.schema.json#/definitions/${definition}` })

export const TERMS_LABEL = 'Terms'
export const HISTOGRAM_LABEL = 'Histogram'
export const SCATTER_PLOT_LABEL = 'Scatter plot'
export const PERIODIC_TABLE_LABEL = 'Periodic table'

let registered = false

/** Registers terms, histogram, scatter_plot and periodic_table; safe to call twice. */
export function registerBuiltInWidgets(): void {
  if (registered) return
  registered = true
  registerWidget<WidgetTerms>({
    type: 'terms',
    label: TERMS_LABEL,
    schema: schemaOf('WidgetTerms'),
    component: TermsWidget,
    editor: TermsEditor,
    template: { config: { type: 'terms', search_quantity: '', scale: 'linear' }, w: 6, h: 9 },
    validate: termsErrors,
    aggregations: termsAggregations,
    migrate: migrateLegacyKeys,
  })
  registerWidget<WidgetHistogram>({
    type: 'histogram',
    label: HISTOGRAM_LABEL,
    schema: schemaOf('WidgetHistogram'),
    component: HistogramWidget,
    editor: HistogramEditor,
    template: {
      config: { type: 'histogram', x: { search_quantity: '' }, y: { scale: 'linear' }, nbins: 30, autorange: false },
      w: 8,
      h: 3,
    },
    validate: histogramErrors,
    aggregations: histogramAggregations,
    migrate: migrateLegacyKeys,
  })
  registerWidget<WidgetScatterPlot>({
    type: 'scatter_plot',
    label: SCATTER_PLOT_LABEL,
    schema: schemaOf('WidgetScatterPlot'),
    component: ScatterPlotWidget,
    editor: ScatterPlotEditor,
    template: {
      config: { type: 'scatter_plot', x: { search_quantity: '' }, y: { search_quantity: '' }, size: 1000, autorange: true, drag_mode: 'zoom' },
      w: 9,
      h: 6,
    },
    validate: scatterPlotErrors,
    title: scatterTitle,
    migrate: migrateLegacyKeys,
  })
  registerWidget<WidgetPeriodicTable>({
    type: 'periodic_table',
    label: PERIODIC_TABLE_LABEL,
    schema: schemaOf('WidgetPeriodicTable'),
    component: PeriodicTableWidget,
    editor: PeriodicTableEditor,
    template: { config: { type: 'periodic_table', search_quantity: ELEMENTS, scale: 'linear' }, w: 12, h: 9 },
    validate: periodicTableErrors,
    aggregations: periodicTableAggregations,
    // Older apps left the quantity out: the elements were meant.
    migrate: (old) => {
      const widget = migrateLegacyKeys<WidgetPeriodicTable>(old)
      return { ...widget, search_quantity: widget.search_quantity || ELEMENTS }
    },
  })
}

// The histogram widget type: a numeric quantity's distribution; brushing sets a range.
import type { WidgetHistogram } from '../types'
import { histogramErrors } from '../validation'
import { migrateLegacyKeys } from '../migrate'
import { histogramAggregations } from '../widgetAggregations'
import { appSchemaDefinition, type WidgetDef } from '../widgetDef'

export const HISTOGRAM_LABEL = 'Histogram'

export const histogramWidget: WidgetDef<WidgetHistogram> = {
  type: 'histogram',
  label: HISTOGRAM_LABEL,
  schema: appSchemaDefinition('WidgetHistogram'),
  load: () => import('./HistogramWidget'),
  loadEditor: () => import('./HistogramEditor'),
  template: {
    config: { type: 'histogram', x: { search_quantity: '' }, y: { scale: 'linear' }, nbins: 30, autorange: false },
    w: 8,
    h: 3,
  },
  validate: histogramErrors,
  aggregations: histogramAggregations,
  migrate: migrateLegacyKeys,
}

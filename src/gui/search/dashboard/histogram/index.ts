// The histogram widget type: a numeric quantity's distribution; brushing sets a range.
import { histogramWidget as definition } from '../../../../core/apps'
import { DEFAULT_SCALE } from '../../../components/statistics'
import type { WidgetHistogram } from '../types'
import { histogramErrors } from '../validation'
import { DEFAULT_BINS, histogramAggregations } from '../widgetAggregations'
import { fromDefinition, type WidgetDef } from '../widgetDef'

export const HISTOGRAM_LABEL = 'Histogram'

export const histogramWidget: WidgetDef<WidgetHistogram> = {
  ...fromDefinition(definition),
  label: HISTOGRAM_LABEL,
  load: () => import('./HistogramWidget'),
  loadEditor: () => import('./HistogramEditor'),
  template: {
    config: { type: 'histogram', x: { search_quantity: '' }, y: { scale: DEFAULT_SCALE }, nbins: DEFAULT_BINS, autorange: false },
    w: 8,
    h: 3,
  },
  validate: histogramErrors,
  aggregations: histogramAggregations,
}

// The scatter plot widget type: the query's entries as points of two quantities.
import { scatterPlotWidget as definition } from '../../../../core/apps'
import type { WidgetScatterPlot } from '../types'
import { scatterPlotErrors } from '../validation'
import { fromDefinition, type WidgetDef } from '../widgetDef'
import { scatterTitle } from './axes'

export const SCATTER_PLOT_LABEL = 'Scatter plot'

export const scatterPlotWidget: WidgetDef<WidgetScatterPlot> = {
  ...fromDefinition(definition),
  label: SCATTER_PLOT_LABEL,
  load: () => import('./ScatterPlotWidget'),
  loadEditor: () => import('./ScatterPlotEditor'),
  template: {
    config: { type: 'scatter_plot', x: { search_quantity: '' }, y: { search_quantity: '' }, size: 1000, autorange: true, drag_mode: 'zoom' },
    w: 9,
    h: 6,
  },
  validate: scatterPlotErrors,
  title: scatterTitle,
}

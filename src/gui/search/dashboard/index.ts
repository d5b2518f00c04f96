// Public face of the search dashboard (spec 2 §2.4, §3.6, §4.4, §5.3, §9): the
// dashboard, what a widget type is and the built-in ones, the widget list operations and
// the aggregations the widgets need. Nothing here imports a widget, vega, yaml or ajv:
// those load with the first widget, plot or dialog.
export { Dashboard, addWidgetHint, DASHBOARD_TITLE, EMPTY_DASHBOARD_TEXT, RESET_TEXT, STATISTICS_HIDDEN_TEXT, STATISTICS_LABEL, YAML_BUTTON_TEXT } from './Dashboard'
export type { DashboardProps } from './Dashboard'
export { TERMS_LABEL, termsWidget } from './terms'
export { HISTOGRAM_LABEL, histogramWidget } from './histogram'
export { SCATTER_PLOT_LABEL, scatterPlotWidget } from './scatterPlot'
export { PERIODIC_TABLE_LABEL, periodicTableWidget } from './periodicTable'
export { fromDefinition } from './widgetDef'
export type { WidgetComponentProps, WidgetDef, WidgetEditorProps, WidgetErrors, WidgetRegistry } from './widgetDef'
export {
  addWidget,
  cancelWidget,
  changeLayout,
  doneWidget,
  editingWidget,
  editWidget,
  exportWidgets,
  fromApp,
  newWidgetId,
  removeWidget,
  resetWidgets,
  widgetConfig,
} from './widgetState'
export { dashboardStorageKey, forgetStoredWidgets, readStoredWidgets, writeStoredWidgets } from './storedWidgets'
export { aggregationName, widgetAggregations } from './widgetAggregations'
export type { WidgetAggregationOptions } from './widgetAggregations'
export { BREAKPOINTS, BREAKPOINT_WIDTHS, COLUMNS, ROW_HEIGHT } from './types'
export type { Breakpoint, DashboardData, DashboardWidget, Widget, WidgetTemplate } from './types'

// Public face of the search dashboard (spec 2 §2.4, §3.6, §4.4, §5.3, §9): the
// dashboard, its widget registry and built-ins, the widget list operations and the
// aggregations the widgets need. Nothing here imports vega, yaml or ajv: those load with
// the first plot or dialog.
export { Dashboard, addWidgetHint, DASHBOARD_TITLE, EMPTY_DASHBOARD_TEXT, RESET_TEXT, STATISTICS_HIDDEN_TEXT, STATISTICS_LABEL, YAML_BUTTON_TEXT } from './Dashboard'
export type { DashboardProps } from './Dashboard'
export { HISTOGRAM_LABEL, PERIODIC_TABLE_LABEL, registerBuiltInWidgets, SCATTER_PLOT_LABEL, TERMS_LABEL } from './builtins'
export { LEGACY_TYPES, migrateWidget, registerWidget, widgetRegistry } from './registry'
export type { WidgetComponentProps, WidgetDef, WidgetEditorProps, WidgetErrors, WidgetRegistry } from './registry'
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
export { aggregationName, widgetAggregations } from './widgetAggregations'
export type { WidgetAggregationOptions } from './widgetAggregations'
export { BREAKPOINTS, BREAKPOINT_WIDTHS, COLUMNS, ROW_HEIGHT } from './types'
export type { Breakpoint, DashboardData, DashboardWidget, Widget, WidgetTemplate } from './types'

// The dashboard widget types (spec 2 §3.6): the built-ins in display order, the legacy
// type names they took over, and the migration of a widget read from YAML.
import type { Widget } from '../../config/config.generated'
import { isFields } from '../fields'
import type { WidgetType } from './define'
import { histogramWidget } from './histogram'
import { periodicTableWidget } from './periodicTable'
import { scatterPlotWidget } from './scatterPlot'
import { termsWidget } from './terms'

export type { BuiltInWidget, WidgetType } from './define'
export { defineWidget, pluginWidgetSchema, QUANTITY_NAME, WIDGET_QUERY_MODE } from './define'
export { LEGACY_WIDGET_KEYS, migrateLegacyKeys } from './legacyKeys'
export type { LayoutProblem } from './layout'
export { isLayoutNumber, LAYOUT_BREAKPOINTS, LAYOUT_NUMBERS, NOT_AN_INTEGER, widgetLayoutProblems } from './layout'
export { histogramWidget, periodicTableWidget, scatterPlotWidget, termsWidget }

/** The built-in widget types; a new one is one file and one line here. */
export const BUILT_IN_WIDGETS: readonly WidgetType[] = [termsWidget, histogramWidget, scatterPlotWidget, periodicTableWidget]

/** Legacy type names and the types they became; there are no alias types. */
export const LEGACY_WIDGET_TYPES: { readonly [legacy: string]: string } = Object.fromEntries(
  BUILT_IN_WIDGETS.flatMap((def) => def.legacyTypes.map((legacy) => [legacy, def.type])),
)

/** Every type name a built-in answers to, legacy names included (what the plugin branch of the schema refuses). */
export const BUILT_IN_WIDGET_NAMES: readonly string[] = BUILT_IN_WIDGETS.flatMap((def) => [def.type, ...def.legacyTypes])

/** The built-in of a type name, legacy names included. */
export function builtInWidget(type: string): WidgetType | undefined {
  const name = LEGACY_WIDGET_TYPES[type] ?? type
  return BUILT_IN_WIDGETS.find((def) => def.type === name)
}

/** Finds the definition of a (today's) widget type: the built-ins, or a runtime's registry. */
export type WidgetLookup = (type: string) => Pick<WidgetType, 'migrate'> | undefined

/**
 * Today's shape of a widget read from an app or imported from YAML: a legacy type name
 * renamed, then its type's own `migrate`. Types `find` does not know pass unchanged (they
 * show the unknown-type message in place).
 */
export function migrateWidget(raw: unknown, find: WidgetLookup = builtInWidget): Widget {
  if (!isFields(raw)) return { type: String(raw) }
  const type = typeof raw.type === 'string' ? (LEGACY_WIDGET_TYPES[raw.type] ?? raw.type) : String(raw.type)
  const widget = { ...raw, type }
  const migrate = find(type)?.migrate
  return migrate ? migrate(widget) : (widget as Widget)
}

// The dashboard as YAML (spec 2 §2.4, §5.3, §5.6): export writes `widgets:` as an app's
// `dashboard:` block would hold it (GUI flags left out, unknown properties stripped,
// `x: .inf` kept); import checks every widget's type and schema before anything changes.
import { parse, stringify } from 'yaml'
import { joinPath, LEGACY_WIDGET_TYPES, widgetLayoutProblems } from '../../../../core/apps'
import type { WidgetRegistry } from '../widgetDef'
import type { DashboardWidget } from '../types'
import { exportWidgets, fromApp } from '../widgetState'
import { schemaOfType, schemaProblems, stripUnknown } from './widgetSchema'

export const notYaml = (reason: string) => `This is not YAML: ${reason}`
export const NO_WIDGETS_LIST = 'The YAML needs a list of widgets under "widgets:".'
export const widgetTypeRequired = (index: number) => `widgets[${index}].type: is required`
export const notAWidget = (index: number) => `widgets[${index}]: is not a widget (a mapping with a type)`

/** The current widgets as the YAML dialog shows them. */
export function widgetsToYaml(widgets: readonly DashboardWidget[], types: WidgetRegistry): string {
  const stripped = exportWidgets(widgets).map((widget) => stripUnknown(widget, schemaOfType(LEGACY_WIDGET_TYPES[widget.type] ?? widget.type, types)))
  return stringify({ widgets: stripped })
}

export type YamlImport = { readonly ok: true; readonly widgets: DashboardWidget[] } | { readonly ok: false; readonly errors: string[] }

/** Reads the dialog's text; the widgets of `types`, or every problem found. */
export function widgetsFromYaml(text: string, types: WidgetRegistry): YamlImport {
  let document: unknown
  try {
    document = parse(text)
  } catch (error) {
    return { ok: false, errors: [notYaml(error instanceof Error ? error.message : String(error))] }
  }
  const list = typeof document === 'object' && document !== null && !Array.isArray(document) ? (document as { widgets?: unknown }).widgets : undefined
  if (!Array.isArray(list)) return { ok: false, errors: [NO_WIDGETS_LIST] }
  const errors: string[] = []
  list.forEach((widget: unknown, index) => {
    if (typeof widget !== 'object' || widget === null || Array.isArray(widget)) {
      errors.push(notAWidget(index))
      return
    }
    const written = (widget as { type?: unknown }).type
    if (typeof written !== 'string' || !written) {
      errors.push(widgetTypeRequired(index))
      return
    }
    const type = LEGACY_WIDGET_TYPES[written] ?? written
    if (!types.has(type)) {
      try {
        types.get(type)
      } catch (error) {
        errors.push(`widgets[${index}]: ${error instanceof Error ? error.message : String(error)}`)
      }
      return
    }
    const prefix = `widgets[${index}]`
    // The schema's x is any number (YAML's .inf is one); core/apps' rule says which are integers.
    const layout = widgetLayoutProblems(widget).map(({ path, reason }) => `${joinPath(prefix, path)}: ${reason}`)
    errors.push(...new Set([...schemaProblems(schemaOfType(type, types), widget, prefix), ...layout]))
  })
  return errors.length ? { ok: false, errors } : { ok: true, widgets: fromApp(list, types) }
}

// The app configuration rules of spec 2 §5.1 that a JSON schema cannot say: layout
// numbers, JMESPath columns and their sortability, search quantities that must exist in
// the app's search context and fit the widget or menu item that names them, locked
// filters the GUI can read. `checkApp` runs the schema first (it fills defaults), then
// these rules; `normalizeApp` turns a valid app into what the GUI is served.
import { BUILT_IN_TYPES, isFields, unknownType, widgetLayoutProblems, type AppTypes } from '../../core/apps'
import type { App, Widget } from '../../core/config/config.generated'
import { FilterQueryError, filterStateFromQuery } from '../../core/search'
import { AppQuantities, shippedQuantities, unitProblem, type QuantityRecords } from './appQuantities'
import { checkMenu, checkNamed } from './menuRules'
import { NOT_AN_INTEGER, schemaProblems, validateApp, type Problem } from './validation'

export { NOT_AN_INTEGER }

export const NOT_SORTABLE =
  "cannot be sortable: only a column whose search_quantity is a search quantity's own path (not a section, not a JMESPath expression) can be sorted"
export const notOrderable = (name: string, resource: App['resource']) =>
  `"${name}" is not a search quantity that results can be ordered by${resource === 'materials' ? ' (materials apps order by a field of the material, e.g. chemical_formula_hill)' : ''}`
export const duplicateWidgetId = (id: string) => `"${id}" is the id of another widget`

/**
 * The widest dashboard grid (xxl, spec 2 §9). JSON has no Infinity (JSON.stringify
 * writes null), so a layout x of `.inf` is served as this: the dashboard places any
 * x ≥ its columns at the end of the row.
 */
export const INFINITE_X = 36

/**
 * Widgets: layout numbers, unique ids, and the quantities their type's definition says
 * they name. A type nobody defines is the catalogue's error once the plugins are known;
 * a plugin's type is checked with the schema it brings.
 */
function widgetProblems(widgets: readonly Widget[], quantities: AppQuantities, types: AppTypes): Problem[] {
  const problems: Problem[] = []
  const report = (problem: Problem) => problems.push(problem)
  const ids = new Set<string>()
  widgets.forEach((widget, index) => {
    const path = `dashboard.widgets[${index}]`
    // Spec 2 §5.1, as core/apps words it (the GUI's YAML import reads the same rule).
    for (const problem of widgetLayoutProblems(widget)) problems.push({ path: `${path}.${problem.path}`, reason: problem.reason })
    if (widget.id !== undefined) {
      if (ids.has(widget.id)) problems.push({ path: `${path}.id`, reason: duplicateWidgetId(widget.id) })
      ids.add(widget.id)
    }
    const def = types.widget(widget.type)
    if (!def) {
      if (types.unknownTypes === 'report') report({ path: `${path}.type`, reason: unknownType('widget', widget.type) })
      return
    }
    if (!isFields(widget)) return
    // The built-ins' schemas are app.schema.json's, checked already; as there, the
    // quantities are checked once the widget has the shape its schema says.
    const invalid = def.schemaName ? [] : schemaProblems(def.schema, widget, path)
    problems.push(...invalid)
    if (invalid.length === 0) for (const named of def.quantities(widget)) checkNamed(widget, named, { path, quantities, types, report })
  })
  return problems
}

function columnProblems(app: App, quantities: AppQuantities): Problem[] {
  const problems: Problem[] = []
  app.columns.forEach((column, index) => {
    const path = `columns[${index}]`
    const { problem, sortable, record } = quantities.column(column.search_quantity)
    if (problem) problems.push({ path: `${path}.search_quantity`, reason: problem })
    else if (column.sortable === true && !sortable) problems.push({ path: `${path}.sortable`, reason: NOT_SORTABLE })
    const unit = column.unit !== undefined && record ? unitProblem(column.search_quantity, record.unit, column.unit) : undefined
    if (unit) problems.push({ path: `${path}.unit`, reason: unit })
  })
  return problems
}

function lockedProblems(app: App, quantities: AppQuantities): Problem[] {
  const problems: Problem[] = []
  // The GUI reads locked filters with the same function; what it cannot read would break every search of the app.
  for (const [key, value] of Object.entries(app.filters_locked ?? {})) {
    try {
      filterStateFromQuery(quantities.filters, { [key]: value })
    } catch (error) {
      if (!(error instanceof FilterQueryError)) throw error
      problems.push({ path: `filters_locked.${key}`, reason: error.message })
    }
  }
  return problems
}

/**
 * Problems of an app that passed the schema (defaults filled), beyond what the schema
 * says. `types`: the widget and menu item types the installation knows (default: the
 * built-ins, other types passing as a GUI plugin's).
 */
export function appRuleProblems(app: App, records: QuantityRecords = shippedQuantities(), types: AppTypes = BUILT_IN_TYPES): Problem[] {
  const quantities = new AppQuantities(records, app)
  const problems: Problem[] = []
  if (!quantities.orderable(app.pagination.order_by)) {
    problems.push({ path: 'pagination.order_by', reason: notOrderable(app.pagination.order_by, app.resource) })
  }
  problems.push(...columnProblems(app, quantities))
  if (app.menu) checkMenu(app.menu, { path: 'menu', quantities, types, report: (problem) => problems.push(problem) })
  problems.push(...widgetProblems(app.dashboard.widgets, quantities, types))
  problems.push(...lockedProblems(app, quantities))
  return problems
}

/**
 * Validates an app in place: the schema (filling defaults), then, if that passed, the
 * rules. Empty when the app can be served.
 */
export function checkApp(value: unknown, records: QuantityRecords = shippedQuantities(), types: AppTypes = BUILT_IN_TYPES): Problem[] {
  const problems = validateApp(value)
  return problems.length ? problems : appRuleProblems(value as App, records, types)
}

/**
 * What the GUI is served for a valid app: `.inf` layout x as {@link INFINITE_X}, and
 * every column's `sortable` decided (left out = sortable when the column allows it).
 */
export function normalizeApp<A extends App>(app: A, records: QuantityRecords = shippedQuantities()): A {
  const quantities = new AppQuantities(records, app)
  const copy = structuredClone(app)
  for (const column of copy.columns) {
    column.sortable = column.sortable !== false && quantities.column(column.search_quantity).sortable
  }
  for (const widget of copy.dashboard.widgets) {
    for (const layout of Object.values(widget.layout ?? {})) {
      if (layout && layout.x === Infinity) layout.x = INFINITE_X
    }
  }
  return copy
}

/** Prefixes the paths of problems found in an app that sits inside another document. */
export function within(prefix: string, problems: readonly Problem[]): Problem[] {
  return problems.map((problem) => ({ ...problem, path: problem.path === '(root)' ? prefix : `${prefix}.${problem.path}` }))
}

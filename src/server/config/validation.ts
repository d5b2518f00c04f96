import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import configSchema from '../../../schemas/config.schema.json'
import appSchema from '../../../schemas/app.schema.json'
import type { App, DeploymentConfig } from '../../core/config/config.generated'

/** One reason a document is invalid, with the JSON path of the offending value. */
export interface Problem {
  path: string
  reason: string
}

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false })
addFormats(ajv)
ajv.addSchema(appSchema, 'app.schema.json')
const configValidator = ajv.compile(configSchema) as ValidateFunction<DeploymentConfig>
const appValidator = ajv.getSchema('app.schema.json') as ValidateFunction<App>

/** `/services/upload_limit` → `services.upload_limit`, `/footer_links/0/url` → `footer_links[0].url`. */
function jsonPath(pointer: string): string {
  const parts = pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
  let path = ''
  for (const part of parts) path += /^\d+$/.test(part) ? `[${part}]` : path ? `.${part}` : part
  return path
}

/** Spec 2 §5.1's message for a layout number that is not an integer (x may also be `.inf`). */
export const NOT_AN_INTEGER = 'is not a valid integer number'
const LAYOUT_NUMBER = /\/layout\/(?:sm|md|lg|xl|xxl)\/(?:x|y|w|h|minW|minH)$/

function describe(error: ErrorObject): Problem {
  const base = jsonPath(error.instancePath)
  if ((error.keyword === 'type' || error.keyword === 'multipleOf') && LAYOUT_NUMBER.test(error.instancePath)) return { path: base, reason: NOT_AN_INTEGER }
  const join = (name: string) => (base ? `${base}.${name}` : name)
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: join(String(error.params.additionalProperty)), reason: 'is not a known option' }
    case 'required':
      return { path: join(String(error.params.missingProperty)), reason: 'is required' }
    case 'enum':
      return { path: base || '(root)', reason: `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` }
    default:
      return { path: base || '(root)', reason: error.message ?? error.keyword }
  }
}

/** The schema branch of each built-in widget type; any other type is a plugin's widget. */
const WIDGET_BRANCHES: { readonly [type: string]: string } = {
  terms: 'WidgetTerms',
  histogram: 'WidgetHistogram',
  scatter_plot: 'WidgetScatterPlot',
  scatterplot: 'WidgetScatterPlot',
  periodic_table: 'WidgetPeriodicTable',
  periodictable: 'WidgetPeriodicTable',
}
const WIDGET_PATH = /\/dashboard\/widgets\/\d+$/

function valueAt(root: unknown, pointer: string): unknown {
  let value = root
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~')
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  }
  return value
}

/**
 * ajv reports the failures of every branch of the widget oneOf (a terms widget "misses"
 * the histogram's x). The widget's `type` says which branch was meant: its errors
 * replace the others, and a widget without a type gets just that.
 */
function widgetErrors(errors: ErrorObject[], root: unknown): ErrorObject[] {
  const widgets = new Set(errors.filter((error) => error.keyword === 'oneOf' && WIDGET_PATH.test(error.instancePath)).map((error) => error.instancePath))
  if (widgets.size === 0) return errors
  const inWidget = (error: ErrorObject) => [...widgets].some((path) => error.instancePath === path || error.instancePath.startsWith(`${path}/`))
  const kept = errors.filter((error) => !inWidget(error))
  for (const path of widgets) {
    const widget = valueAt(root, path)
    const type = typeof widget === 'object' && widget !== null ? (widget as { type?: unknown }).type : undefined
    if (typeof type !== 'string') {
      kept.push({ instancePath: path, schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'type' } })
      continue
    }
    const branch = ajv.getSchema(`app.schema.json#/definitions/${WIDGET_BRANCHES[type] ?? 'WidgetPlugin'}`)!
    if (!branch(widget)) kept.push(...(branch.errors ?? []).map((error) => ({ ...error, instancePath: path + error.instancePath })))
  }
  return kept
}

/**
 * ajv reports every branch of a oneOf; keep the most specific problems (the deepest
 * paths) so the message points at the value to fix rather than at the union.
 */
function problems(errors: ErrorObject[] | null | undefined, root: unknown): Problem[] {
  const all = widgetErrors(errors ?? [], root).filter((error) => !['oneOf', 'if', 'anyOf'].includes(error.keyword)).map(describe)
  const unique = new Map(all.map((problem) => [`${problem.path}: ${problem.reason}`, problem]))
  return [...unique.values()]
}

/** Validates in place (filling defaults) and returns the problems, empty when valid. */
export function validateConfig(value: unknown): Problem[] {
  return configValidator(value) ? [] : problems(configValidator.errors, value)
}

export function validateApp(value: unknown): Problem[] {
  return appValidator(value) ? [] : problems(appValidator.errors, value)
}

export function formatProblems(source: string, found: Problem[]): string {
  return found.map((problem) => `${source}: ${problem.path}: ${problem.reason}`).join('\n')
}

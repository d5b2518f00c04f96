// ajv over schemas/: the deployment config, apps, and the schemas plugins bring for
// their types. Problems carry the JSON path of the value to fix (core/apps words them).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import configSchema from '../../../schemas/config.schema.json'
import appSchema from '../../../schemas/app.schema.json'
import { builtInWidget, describeAjvError, isFields, joinPath, NOT_AN_INTEGER, UNION_KEYWORDS, type JsonSchema } from '../../core/apps'
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

/** Spec 2 §5.1's message for a layout number that is not an integer; core/apps words the rule. */
export { NOT_AN_INTEGER }

function describe(error: ErrorObject, prefix = ''): Problem {
  const { path, reason } = describeAjvError(error)
  return { path: joinPath(prefix, path) || '(root)', reason }
}

const WIDGET_PATH = /\/dashboard\/widgets\/\d+$/

function valueAt(root: unknown, pointer: string): unknown {
  let value = root
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~')
    value = Array.isArray(value) ? value[Number(key)] : isFields(value) ? value[key] : undefined
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
    const type = isFields(widget) ? widget.type : undefined
    if (typeof type !== 'string') {
      kept.push({ instancePath: path, schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'type' } })
      continue
    }
    // The built-in's definition (legacy names included); any other type is a plugin's widget.
    const branch = ajv.getSchema(`app.schema.json#/definitions/${builtInWidget(type)?.schemaName ?? 'WidgetPlugin'}`)!
    if (!branch(widget)) kept.push(...(branch.errors ?? []).map((error) => ({ ...error, instancePath: path + error.instancePath })))
  }
  return kept
}

/**
 * ajv reports every branch of a oneOf; keep the most specific problems (the deepest
 * paths) so the message points at the value to fix rather than at the union.
 */
function problems(errors: ErrorObject[] | null | undefined, root: unknown): Problem[] {
  const all = widgetErrors(errors ?? [], root).filter((error) => !UNION_KEYWORDS.includes(error.keyword)).map((error) => describe(error))
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

const pluginValidators = new WeakMap<object, ValidateFunction>()

/**
 * The problems of a block checked with the schema a plugin's type brings (it may `$ref`
 * `app.schema.json#/definitions/…`), each path below `prefix`. A schema ajv cannot
 * compile is itself the problem.
 */
export function schemaProblems(schema: JsonSchema, value: unknown, prefix: string): Problem[] {
  let validate = pluginValidators.get(schema)
  if (!validate) {
    try {
      validate = ajv.compile(schema)
    } catch (error) {
      return [{ path: prefix || '(root)', reason: `the type's schema cannot be used: ${error instanceof Error ? error.message : String(error)}` }]
    }
    pluginValidators.set(schema, validate)
  }
  if (validate(value)) return []
  const all = (validate.errors ?? []).filter((error) => !UNION_KEYWORDS.includes(error.keyword)).map((error) => describe(error, prefix))
  return [...new Map(all.map((problem) => [`${problem.path}: ${problem.reason}`, problem])).values()]
}

export function formatProblems(source: string, found: Problem[]): string {
  return found.map((problem) => `${source}: ${problem.path}: ${problem.reason}`).join('\n')
}

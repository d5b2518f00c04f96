// Widgets checked against their JSON Schema (STYLE.md: the schema everyone shares), and
// stripped of properties the schema does not know. This module pulls in ajv and the app
// schema, so only the lazily loaded dialogs import it.
import Ajv, { type ValidateFunction } from 'ajv'
import appSchema from '../../../../../schemas/app.schema.json'
import { APP_SCHEMA_KEY, appSchemaRef, describeAjvError, joinPath, NOT_A_KNOWN_PROPERTY, UNION_KEYWORDS } from '../../../../core/apps'
import type { WidgetRegistry } from '../widgetDef'

type Schema = { readonly [key: string]: unknown }

const WIDGET_SCHEMA: Schema = appSchemaRef('Widget')

// Not strict: `x: .inf` is Infinity, a number ajv's strict mode refuses.
const ajv = new Ajv({ allErrors: true, strict: false })
ajv.addSchema(appSchema, APP_SCHEMA_KEY)
const validators = new WeakMap<object, ValidateFunction>()

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The schema a widget of this type must pass: its def's in `types`, else the shared Widget definition. */
export function schemaOfType(type: string, types: WidgetRegistry): Schema {
  return types.has(type) ? (types.get(type).schema as Schema) : WIDGET_SCHEMA
}

/**
 * Why `value` does not pass `schema`, one line per problem, each path starting with
 * `prefix` (`widgets[2]`); empty when it passes.
 */
export function schemaProblems(schema: object, value: unknown, prefix = ''): string[] {
  let validate = validators.get(schema)
  if (!validate) {
    try {
      validate = ajv.compile(schema)
    } catch (error) {
      return [`${prefix || '(widget)'}: the widget type's schema cannot be used: ${error instanceof Error ? error.message : String(error)}`]
    }
    validators.set(schema, validate)
  }
  if (validate(value)) return []
  const lines = (validate.errors ?? [])
    .filter((error) => !UNION_KEYWORDS.includes(error.keyword))
    .map((error) => {
      const { path, reason } = describeAjvError(error, NOT_A_KNOWN_PROPERTY)
      return `${joinPath(prefix, path)}: ${reason}`
    })
  return [...new Set(lines)]
}

/** Follows a `$ref` into the app schema (`app.schema.json#/…` or `#/…`). */
function resolve(schema: Schema): Schema {
  let current = schema
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) {
    const ref = current.$ref
    const [file, pointer = ''] = ref.split('#')
    if (file && file !== APP_SCHEMA_KEY && file !== (appSchema as Schema).$id) return current
    let target: unknown = appSchema
    for (const part of pointer.split('/').filter(Boolean)) target = isObject(target) ? target[part] : undefined
    if (!isObject(target)) return current
    current = target
  }
  return current
}

/** The oneOf/anyOf branch for a value: the one whose `type` enum names the value's type. */
function branchFor(branches: readonly unknown[], value: unknown): Schema | undefined {
  const type = isObject(value) ? value.type : undefined
  const resolved = branches.filter(isObject).map(resolve)
  const named = resolved.find((branch) => {
    const property = isObject(branch.properties) ? branch.properties.type : undefined
    return isObject(property) && Array.isArray(property.enum) && property.enum.includes(type)
  })
  // A type no branch names is the open (plugin) branch.
  return named ?? resolved.find((branch) => branch.additionalProperties !== false)
}

/** `value` with only the properties the schema knows, where it closes its objects. */
export function stripUnknown(value: unknown, schema: Schema): unknown {
  let resolved = resolve(schema)
  const branches = resolved.oneOf ?? resolved.anyOf
  if (Array.isArray(branches)) {
    const branch = branchFor(branches, value)
    if (!branch) return value
    resolved = branch
  }
  if (Array.isArray(value)) return isObject(resolved.items) ? value.map((item) => stripUnknown(item, resolved.items as Schema)) : value
  if (!isObject(value) || !isObject(resolved.properties)) return value
  const properties = resolved.properties
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (isObject(properties[key])) out[key] = stripUnknown(inner, properties[key])
    else if (resolved.additionalProperties !== false) out[key] = inner
  }
  return out
}

// Widgets checked against their JSON Schema (STYLE.md: the schema everyone shares), and
// stripped of properties the schema does not know. This module pulls in ajv and the app
// schema, so only the lazily loaded dialogs import it.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import appSchema from '../../../../../schemas/app.schema.json'
import type { WidgetRegistry } from '../widgetDef'

type Schema = { readonly [key: string]: unknown }

/** The key defs use in `$ref`s into the app schema (`app.schema.json#/definitions/WidgetTerms`). */
export const APP_SCHEMA_KEY = 'app.schema.json'
const WIDGET_SCHEMA: Schema = { $ref: `${APP_SCHEMA_KEY}#/definitions/Widget` }

// Not strict: `x: .inf` is Infinity, a number ajv's strict mode refuses.
const ajv = new Ajv({ allErrors: true, strict: false })
ajv.addSchema(appSchema, APP_SCHEMA_KEY)
const validators = new WeakMap<object, ValidateFunction>()

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The schema a widget of this type must pass: its def's in `types`, else the shared Widget definition. */
export function schemaOfType(type: string, types: WidgetRegistry): Schema {
  return types.has(type) ? (types.get(type).schema as Schema) : WIDGET_SCHEMA
}

/** `/x/search_quantity` → `x.search_quantity`, `/layout/lg/x` → `layout.lg.x`, `/0/a` → `[0].a`. */
function jsonPath(pointer: string): string {
  let path = ''
  for (const part of pointer.split('/').slice(1)) {
    const name = part.replace(/~1/g, '/').replace(/~0/g, '~')
    path += /^\d+$/.test(name) ? `[${name}]` : path ? `.${name}` : name
  }
  return path
}

function describe(error: ErrorObject, prefix: string): string {
  const base = jsonPath(error.instancePath)
  const join = (name: string) => [prefix, base, name].filter(Boolean).join('.').replace(/\.\[/g, '[')
  switch (error.keyword) {
    case 'additionalProperties':
      return `${join(String(error.params.additionalProperty))}: is not a known property`
    case 'required':
      return `${join(String(error.params.missingProperty))}: is required`
    case 'enum':
      return `${join('')}: must be one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`
    default:
      return `${join('')}: ${error.message ?? error.keyword}`
  }
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
  const lines = (validate.errors ?? []).filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword)).map((error) => describe(error, prefix))
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

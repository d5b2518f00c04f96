// What a dashboard widget type is, wherever it is read: its schema (generated into
// schemas/app.schema.json for the built-ins), its legacy names and `migrate`, and the
// search quantities its config names.
import type { Widget } from '../../config/config.generated'
import type { Fields, JsonSchema } from '../fields'
import type { NamedQuantity } from '../quantities'

export interface WidgetType<C extends Widget = Widget> {
  /** The `type:` written in app YAML. */
  readonly type: string
  /** Older names of the type; a widget written with one migrates to `type`. */
  readonly legacyTypes: readonly string[]
  /** Built-ins: the name of the schema's definition in app.schema.json (`WidgetTerms`). */
  readonly schemaName?: string
  /** The JSON Schema of the whole widget (`$ref`s into app.schema.json read `#/definitions/…` for built-ins). */
  readonly schema: JsonSchema
  /** Today's shape of a widget of this type written in an older one (legacy keys, left-out defaults). */
  readonly migrate?: (old: unknown) => C
  /** The search quantities the widget names, and as what. */
  readonly quantities: (widget: Fields) => readonly NamedQuantity[]
}

/** A required quantity name. */
export const QUANTITY_NAME: JsonSchema = { type: 'string', minLength: 1 }

/**
 * How the values a terms or periodic-table widget selects combine (spec 2 §3.6, §9):
 * and/or, or the filter's own words all/any. Only for multi-valued quantities (§5.1).
 */
export const WIDGET_QUERY_MODE: JsonSchema = {
  enum: ['and', 'or', 'all', 'any'],
  description: 'How the selected values combine: and (all) or or (any); only for multi-valued quantities.',
}

/** What every widget takes besides its own options. */
const COMMON_PROPERTIES: { readonly [name: string]: JsonSchema } = {
  id: { type: 'string', description: 'Unique within the dashboard; the GUI makes one from the creation time.' },
  title: { type: 'string' },
  description: { type: 'string' },
  layout: { $ref: '#/definitions/WidgetLayouts' },
}

/** A built-in widget type as its file writes it: the schema from its options. */
export interface BuiltInWidget<C extends Widget> {
  readonly type: string
  readonly legacyTypes?: readonly string[]
  /** The definition's name in app.schema.json (`WidgetTerms`). */
  readonly schemaName: string
  readonly description?: string
  /** Options that must be written. */
  readonly required?: readonly string[]
  /** The options besides type, id, title, description and layout. */
  readonly properties: { readonly [name: string]: JsonSchema }
  readonly migrate?: (old: unknown) => C
  readonly quantities: (widget: Fields) => readonly NamedQuantity[]
}

/**
 * A built-in widget type. Its schema takes `type` (today's name or a legacy one), the
 * common id, title, description and layout, and its own options; nothing else.
 */
export function defineWidget<C extends Widget>(def: BuiltInWidget<C>): WidgetType<C> {
  const legacyTypes = def.legacyTypes ?? []
  return {
    type: def.type,
    legacyTypes,
    schemaName: def.schemaName,
    schema: {
      title: def.schemaName,
      ...(def.description ? { description: def.description } : {}),
      type: 'object',
      required: ['type', ...(def.required ?? [])],
      additionalProperties: false,
      properties: { type: { enum: [def.type, ...legacyTypes] }, ...COMMON_PROPERTIES, ...def.properties },
    },
    ...(def.migrate ? { migrate: def.migrate } : {}),
    quantities: def.quantities,
  }
}

/** The open schema of a type only a plugin knows: the common keys are checked, the rest is the plugin's. */
export function pluginWidgetSchema(builtInTypes: readonly string[]): JsonSchema {
  return {
    title: 'WidgetPlugin',
    description: "A widget type a plugin defines; the server checks it against the plugin's schema when the plugins are loaded.",
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', not: { enum: [...builtInTypes] } }, ...COMMON_PROPERTIES },
  }
}

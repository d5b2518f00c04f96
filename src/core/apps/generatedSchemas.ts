// The parts of schemas/ that the type definitions write: in app.schema.json the widget
// union and each built-in widget's and menu item's definition, in config.schema.json the
// card options. `npm run artifacts` writes them; its check (and generatedSchemas.test.ts)
// fails when a checked-in schema differs from the definitions.
import { BUILT_IN_CARDS, CARD_CONFIG, CARD_CONFIG_NAME, CARDS_HIDDEN_BY_DEFAULT } from './cards'
import { isFields, type Fields, type JsonSchema } from './fields'
import { BUILT_IN_MENU_ITEMS, MENU_ITEM_PROPERTIES } from './menuItems'
import { BUILT_IN_WIDGET_NAMES, BUILT_IN_WIDGETS, pluginWidgetSchema } from './widgets'

/** Marks what the generator owns: such a definition is replaced on every run. */
export const GENERATED = 'Generated from src/core/apps by `npm run artifacts`; edit the type there.'

const ref = (name: string): JsonSchema => ({ $ref: `#/definitions/${name}` })

/** The key the app schema is added to ajv with, so that `$ref`s from outside it resolve. */
export const APP_SCHEMA_KEY = 'app.schema.json'

/** A built-in type's schema as a `$ref` into the app schema, for use outside it (the GUI's YAML dialogs). */
export function appSchemaRef(schemaName: string): JsonSchema {
  return { $ref: `${APP_SCHEMA_KEY}#/definitions/${schemaName}` }
}
const generated = (schema: JsonSchema): JsonSchema => ({ $comment: GENERATED, ...schema })
const list = (names: readonly string[]) => names.join(', ')

function schemaNameOf(def: { readonly type: string; readonly schemaName?: string }): string {
  if (!def.schemaName) throw new Error(`The built-in type ${def.type} has no schemaName`)
  return def.schemaName
}

/** The definitions of app.schema.json that the built-in widget and menu item types write. */
export function appSchemaDefinitions(): { readonly [name: string]: JsonSchema } {
  const menuTypes = BUILT_IN_MENU_ITEMS.map((def) => def.type)
  const out: { [name: string]: JsonSchema } = {
    MenuItem: generated({
      title: 'MenuItem',
      description: `A filter-menu item; its type selects the renderer from the menu-item registry: ${list(menuTypes)}, or a type a plugin defines. Each type's options are typed by its MenuItem… definition; other keys pass. The server's app rules check the search quantities they name.`,
      type: 'object',
      required: ['type'],
      additionalProperties: true,
      properties: MENU_ITEM_PROPERTIES,
      // An if/then per type rather than a oneOf: ajv reports only the named type's
      // problems, and the generated TypeScript type stays one interface.
      if: { required: ['type'] },
      then: {
        allOf: BUILT_IN_MENU_ITEMS.map((def) => ({ if: { properties: { type: { const: def.type } } }, then: ref(schemaNameOf(def)) })),
      },
    }),
  }
  for (const def of BUILT_IN_MENU_ITEMS) out[schemaNameOf(def)] = generated(def.schema)
  out.Widget = generated({
    title: 'Widget',
    description: `A dashboard widget; its type selects the renderer from the widget registry: ${list(BUILT_IN_WIDGETS.map((def) => def.type))}, or a type a plugin defines.`,
    oneOf: [...BUILT_IN_WIDGETS.map((def) => ref(schemaNameOf(def))), ref('WidgetPlugin')],
  })
  for (const def of BUILT_IN_WIDGETS) out[schemaNameOf(def)] = generated(def.schema)
  out.WidgetPlugin = generated(pluginWidgetSchema(BUILT_IN_WIDGET_NAMES))
  return out
}

/** `schema` with its generated definitions replaced by today's: hand-written ones first, in their order. */
export function withGeneratedDefinitions(schema: JsonSchema, definitions: { readonly [name: string]: JsonSchema }): JsonSchema {
  const current = isFields(schema.definitions) ? schema.definitions : {}
  const kept = Object.entries(current).filter(([name, definition]) => !(isFields(definition) && definition.$comment === GENERATED) && !(name in definitions))
  return { ...schema, definitions: Object.fromEntries([...kept, ...Object.entries(definitions)]) }
}

/** schemas/app.schema.json as the definitions write it. */
export function appSchemaWithTypes(schema: JsonSchema): JsonSchema {
  return withGeneratedDefinitions(schema, appSchemaDefinitions())
}

function at(node: unknown, path: readonly string[]): Fields {
  let value = node
  for (const key of path) value = isFields(value) ? value[key] : undefined
  if (!isFields(value)) throw new Error(`config.schema.json has no object at ${path.join('.')}`)
  return value
}

const CARDS_PATH = ['properties', 'ui', 'properties', 'entry', 'properties', 'cards', 'properties']

/**
 * schemas/config.schema.json with `ui.entry.cards` as the card definitions write it:
 * the card names in include's description, exclude's default (the cards hidden by
 * default), and the options every card takes. The options stay one map of CardConfig:
 * a property per card would clash with the map's index signature in the generated
 * TypeScript, so every card type takes the common options (generatedSchemas.test.ts).
 */
export function configSchemaWithCards(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = structuredClone(schema)
  const cards = at(copy, CARDS_PATH) as { [name: string]: unknown }
  const names = list(BUILT_IN_CARDS.map((def) => def.type))
  cards.include = { ...at(cards, ['include']), description: `Cards shown, in this order (default: every card not excluded). Built-in cards in display order: ${names}; plugins add theirs.` }
  cards.exclude = { ...at(cards, ['exclude']), description: 'Cards left out.', default: [...CARDS_HIDDEN_BY_DEFAULT] }
  cards.options = { type: 'object', description: 'Options of each card, by its type.', additionalProperties: ref(CARD_CONFIG_NAME) }
  return withGeneratedDefinitions(copy, { [CARD_CONFIG_NAME]: generated(CARD_CONFIG) })
}

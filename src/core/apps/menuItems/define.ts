// What a filter-menu item type is, wherever it is read: the options its schema types
// (generated into schemas/app.schema.json for the built-ins), the search quantities it
// names, the sub-items it holds, and its `migrate`.
import type { Fields, JsonSchema } from '../fields'
import { nestedQuantityName, type NamedQuantity } from '../quantities'

/** An item's sub-items and the nested_object path their names may be relative to. */
export interface MenuChildren {
  readonly items: unknown
  readonly base?: string
}

export interface MenuItemType {
  /** The `type:` written in app YAML. */
  readonly type: string
  /** Built-ins: the name of the schema's definition in app.schema.json (`MenuItemTerms`). */
  readonly schemaName?: string
  /**
   * The JSON Schema the item is checked with besides the common MenuItem keys. Menu
   * items stay open (extra keys pass: NOMAD's apps write more than Tessera reads); the
   * options named here must have their type.
   */
  readonly schema: JsonSchema
  /** The search quantities the item names, and as what. */
  readonly quantities: (item: Fields) => readonly NamedQuantity[]
  /** Sub-items, if the type holds any; `base` is the enclosing nested_object path. */
  readonly children?: (item: Fields, base: string | undefined) => MenuChildren | undefined
  /** Today's shape of an item written in a shorthand or an older one. */
  readonly migrate?: (old: Fields) => Fields
}

/** A built-in menu item type as its file writes it. */
export interface BuiltInMenuItem {
  readonly type: string
  /** The definition's name in app.schema.json (`MenuItemTerms`). */
  readonly schemaName: string
  readonly description: string
  /** The options it types (the common ones are MenuItem's). */
  readonly properties?: { readonly [name: string]: JsonSchema }
  readonly quantities?: (item: Fields) => readonly NamedQuantity[]
  readonly children?: (item: Fields, base: string | undefined) => MenuChildren | undefined
  readonly migrate?: (old: Fields) => Fields
}

const NONE = (): readonly NamedQuantity[] => []

export function defineMenuItem(def: BuiltInMenuItem): MenuItemType {
  return {
    type: def.type,
    schemaName: def.schemaName,
    schema: { title: def.schemaName, description: def.description, type: 'object', ...(def.properties ? { properties: def.properties } : {}) },
    quantities: def.quantities ?? NONE,
    ...(def.children ? { children: def.children } : {}),
    ...(def.migrate ? { migrate: def.migrate } : {}),
  }
}

/** Items of a submenu: their names resolve where the submenu's do. */
export const subItems = (item: Fields, base: string | undefined): MenuChildren => ({ items: item.items ?? [], ...(base === undefined ? {} : { base }) })

/** Items of a nested_object: their names may be relative to its path. */
export function nestedItems(item: Fields, base: string | undefined): MenuChildren | undefined {
  if (typeof item.path !== 'string' || item.path === '') return undefined
  return { items: item.items ?? [], base: base === undefined ? item.path : nestedQuantityName(base, item.path) }
}

/** What every menu item takes (MenuItem in app.schema.json); each type adds its options. */
export const MENU_ITEM_PROPERTIES: { readonly [name: string]: JsonSchema } = {
  type: { type: 'string' },
  title: { type: 'string' },
  width: { type: 'integer', minimum: 1, maximum: 12 },
  show_header: { type: 'boolean' },
  search_quantity: {
    type: 'string',
    minLength: 1,
    description: "The quantity the item filters; inside a nested_object it may be written relative to the object's path.",
  },
  size: { type: 'string', description: 'Submenus: xs, sm (default), md, lg, xl, xxl or a CSS width.' },
  indentation: { type: 'integer', minimum: 0, description: 'Submenus: indentation of the entry in its parent list.' },
  items: { type: 'array', items: { $ref: '#/definitions/MenuItem' } },
}

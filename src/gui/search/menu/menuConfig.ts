// An app's `menu` block (snake_case YAML) → the camelCase config the items read (spec 2
// §2.2: "Item keys are converted to camelCase"), with the shorthand forms made explicit
// and the names inside nested_objects made full once here, so that the items and the
// page's aggregation requests read one shape. What a type names and holds is its
// definition's in core/apps, as the server's app checks read it.
import {
  builtInMenuItem,
  isFields,
  migrateMenu,
  nestedQuantityName,
  UNKNOWN_MENU_ITEM,
  valueAt,
  type Fields,
  type MenuItemType,
  type NamedQuantity,
} from '../../../core/apps'
import type { MenuItemConfig } from './types'

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase())
const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`)

/** A type's definition; a type only a plugin knows names at most `search_quantity` and holds `items`. */
const definitionOf = (type: string): Pick<MenuItemType, 'quantities' | 'children'> => builtInMenuItem(type) ?? UNKNOWN_MENU_ITEM

/** The item with the keys as app YAML writes them, for its definition to read (sub-items left out). */
function asWritten(item: Fields): Fields {
  const convert = (value: unknown): unknown =>
    isFields(value) ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [snake(key), convert(inner)])) : value
  const { items: _items, options: _options, ...rest } = item
  return convert(rest) as Fields
}

/** The search quantities an item names, as its type's definition reads them; `field` in camelCase. */
export function menuItemQuantities(item: MenuItemConfig): NamedQuantity[] {
  return definitionOf(item.type)
    .quantities(asWritten(item))
    .map((named) => ({ ...named, field: named.field.split('.').map(camel).join('.') }))
}

function withValueAt(fields: Fields, path: readonly string[], value: unknown): Fields {
  const [key, ...rest] = path
  const inner = fields[key]
  return { ...fields, [key]: rest.length && isFields(inner) ? withValueAt(inner, rest, value) : value }
}

/**
 * The quantity names an item and its sub-items write, made full below the nested_object
 * path `base` (names may be written relative to it). Idempotent: a full name stays.
 */
function resolveItem(item: MenuItemConfig, base: string | undefined): MenuItemConfig {
  const definition = definitionOf(item.type)
  let resolved: Fields = item
  if (base !== undefined) {
    for (const { field, name } of menuItemQuantities(item)) {
      // A name the definition supplies (the periodic table's default) was not written.
      if (typeof name === 'string' && valueAt(item, field) === name) resolved = withValueAt(resolved, field.split('.'), nestedQuantityName(base, name))
    }
  }
  if (Array.isArray(item.items)) {
    // A nested_object without a path gives its items no base of its own.
    const inner = definition.children?.(item, base)?.base ?? base
    resolved = { ...resolved, items: (item.items as MenuItemConfig[]).map((child) => resolveItem(child, inner)) }
  }
  return resolved as MenuItemConfig
}

/** The items of a nested_object at `path`, with their quantity names made full (idempotent). */
export function resolveNestedItems(path: string, items: readonly MenuItemConfig[]): MenuItemConfig[] {
  return items.map((item) => resolveItem(item, path))
}

/** Every item type the menu uses, submenus and nested items included (the page preloads them). */
export function menuItemTypes(menu: MenuItemConfig): string[] {
  const children = Array.isArray(menu.items) ? (menu.items as MenuItemConfig[]) : []
  return [menu.type, ...children.flatMap(menuItemTypes)]
}

/** The app's snake_case menu block → the camelCase config the items read (spec 2 §2.2). */
export function menuConfigFromApp(block: unknown): MenuItemConfig {
  const convert = (value: unknown, key?: string): unknown => {
    // Items that are not objects are no items.
    if (Array.isArray(value)) return (key === 'items' ? value.filter(isFields) : value).map((inner) => convert(inner))
    if (!isFields(value)) return value
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) =>
        // A terms item's fixed options are keyed by the values themselves: kept as written.
        name === 'options' && isFields(inner) ? [name, inner] : [camel(name), convert(inner, name)],
      ),
    )
  }
  // The shorthands (the histogram's `x.search_quantity`) are the definitions' to undo, on the block as written.
  const converted = convert(migrateMenu(block))
  if (!isFields(converted) || typeof converted.type !== 'string') return { type: 'menu', items: [] }
  return resolveItem(converted as MenuItemConfig, undefined)
}

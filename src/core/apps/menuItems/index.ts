// The filter-menu item types (spec 2 §2.2), the built-ins in the order the spec lists them.
import { isFields, type Fields } from '../fields'
import { quantityFields } from '../quantities'
import { customQuantitiesItem } from './customQuantities'
import type { MenuItemType } from './define'
import { definitionsItem } from './definitions'
import { histogramItem } from './histogram'
import { menuItem } from './menu'
import { nestedObjectItem } from './nestedObject'
import { optimadeItem } from './optimade'
import { periodicTableItem } from './periodicTable'
import { termsItem } from './terms'
import { visibilityItem } from './visibility'

export type { BuiltInMenuItem, MenuChildren, MenuItemType } from './define'
export { defineMenuItem, MENU_ITEM_PROPERTIES, nestedItems, subItems } from './define'
export { histogramQuantityField } from './histogram'
export {
  customQuantitiesItem, definitionsItem, histogramItem, menuItem, nestedObjectItem, optimadeItem, periodicTableItem, termsItem, visibilityItem,
}

/** The built-in menu item types; a new one is one file and one line here. */
export const BUILT_IN_MENU_ITEMS: readonly MenuItemType[] = [
  termsItem,
  histogramItem,
  periodicTableItem,
  nestedObjectItem,
  visibilityItem,
  definitionsItem,
  optimadeItem,
  customQuantitiesItem,
  menuItem,
]

export function builtInMenuItem(type: string): MenuItemType | undefined {
  return BUILT_IN_MENU_ITEMS.find((def) => def.type === type)
}

/**
 * What is known of an item type nobody has defined while the plugins are not known: a
 * quantity it names must still exist, and its items are items.
 */
export const UNKNOWN_MENU_ITEM: Omit<MenuItemType, 'type' | 'schema'> = {
  quantities: quantityFields([{ field: 'search_quantity', use: 'filter', optional: true }]),
  children: (item, base) => (item.items === undefined ? undefined : { items: item.items, ...(base === undefined ? {} : { base }) }),
}

/** Finds the definition of a menu item type: the built-ins, or a runtime's registry. */
export type MenuItemLookup = (type: string) => Pick<MenuItemType, 'migrate'> | undefined

/**
 * A menu block with every item's `migrate` applied (the histogram's `x.search_quantity`
 * shorthand made explicit), top down through `items`. Keys stay as written (snake_case).
 */
export function migrateMenu(block: unknown, find: MenuItemLookup = builtInMenuItem): unknown {
  if (!isFields(block)) return block
  const migrate = typeof block.type === 'string' ? find(block.type)?.migrate : undefined
  const item: Fields = migrate ? migrate(block) : block
  return Array.isArray(item.items) ? { ...item, items: item.items.map((child: unknown) => migrateMenu(child, find)) } : item
}

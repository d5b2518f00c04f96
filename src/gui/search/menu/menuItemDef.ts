// What a menu item type is (spec 2 §2.2): the definition the `menuItems` registry holds,
// built-in or from a plugin. Each type's folder has one in its index.ts.
import type { Registry, RendererDef } from '../../runtime'
import type { MenuItemComponentProps, MenuItemConfig } from './types'

/**
 * A menu item type: its component, loaded when first drawn, takes the item's config
 * (camelCase) and reaches the search through the menu's data (`useFilterBinding`).
 */
export interface MenuItemDef<C extends MenuItemConfig = MenuItemConfig> extends RendererDef<MenuItemComponentProps<C>> {
  /** Turns older config shapes into today's; there are no alias types. */
  migrate?(old: MenuItemConfig): C
}

/** The menu item types of a runtime (`useRegistry('menuItems')`). */
export type MenuItemRegistry = Registry<MenuItemDef>

declare module '../../runtime/kinds' {
  interface RendererKinds {
    menuItems: MenuItemDef
  }
}

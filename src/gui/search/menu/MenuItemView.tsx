// Renders one configured item through the `menuItems` registry. An unknown type is a
// configuration error an admin can fix: it is shown in place with the catalogue message
// (spec 2 §8) instead of taking the whole search page down.
import { Callout } from '@blueprintjs/core'
import { createContext, useContext, type ReactNode } from 'react'
import { ConfigError, type Def, type Registry } from '../../runtime/registry'
import { menuItems } from '../../runtime/registries'
import type { MenuItemComponentProps, MenuItemConfig, SubMenuConfig } from './types'

export type MenuItemDef = Def<MenuItemConfig, MenuItemComponentProps>

/**
 * The shared registry with this feature's precise Def type (registries.ts leaves props
 * open so that each owner narrows its own); every def registered here is a MenuItemDef.
 */
export const menuItemRegistry = menuItems as unknown as MenuItemRegistry

export interface MenuItemRegistry extends Omit<Registry<Def<unknown, never>>, 'register' | 'get' | 'all'> {
  register(def: MenuItemDef): void
  get(type: string): MenuItemDef
  all(): MenuItemDef[]
}

/** Registers a menu item type, built-in or plugin, the same way. */
export function registerMenuItem<C extends MenuItemConfig>(def: Def<C, { readonly item: C }>): void {
  menuItemRegistry.register(def as unknown as MenuItemDef)
}

/** Which submenus are open, and at which depth an item sits (0 = the root panel). */
export interface SubMenuNavigation {
  readonly level: number
  readonly path: readonly SubMenuConfig[]
  open(item: SubMenuConfig, level: number): void
}
export const SubMenuContext = createContext<SubMenuNavigation>({ level: 0, path: [], open: () => {} })
export const useSubMenus = () => useContext(SubMenuContext)

export function MenuItemView({ item }: { item: MenuItemConfig }) {
  let def: MenuItemDef
  try {
    def = menuItemRegistry.get(item.type)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return (
      <Callout intent="danger" compact>
        {error.message}
      </Callout>
    )
  }
  const Component = def.component
  return <Component item={def.migrate ? def.migrate(item) : item} />
}

/** Items share rows of 12 columns; `width` is how many an item takes (all by default). */
export function MenuItemList({ items }: { items: readonly MenuItemConfig[] }): ReactNode {
  return (
    <div className="tessera-menu-items">
      {items.map((item, index) => (
        <div key={index} style={{ gridColumn: `span ${Math.min(12, Math.max(1, item.width ?? 12))}` }}>
          <MenuItemView item={item} />
        </div>
      ))}
    </div>
  )
}

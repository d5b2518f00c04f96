// The `menu` item type: an entry that opens a submenu as the next panel.
import type { MenuItemDef } from '../menuItemDef'
import type { SubMenuConfig } from '../types'

export const subMenuItem: MenuItemDef<SubMenuConfig> = { type: 'menu', load: () => import('./SubMenuEntry') }

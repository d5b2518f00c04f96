// The visibility menu item type: whose entries are searched.
import type { MenuItemDef } from '../menuItemDef'
import type { VisibilityItemConfig } from '../types'

export const visibilityItem: MenuItemDef<VisibilityItemConfig> = { type: 'visibility', load: () => import('./BoundVisibilityItem') }

// The optimade menu item type: OPTIMADE filter strings, checked by the server.
import type { MenuItemDef } from '../menuItemDef'
import type { OptimadeItemConfig } from '../types'

export const optimadeItem: MenuItemDef<OptimadeItemConfig> = { type: 'optimade', load: () => import('./BoundOptimadeItem') }

// The custom_quantities menu item type: criteria on quantities of user-defined schemas.
import type { MenuItemDef } from '../menuItemDef'
import type { CustomQuantitiesItemConfig } from '../types'

export const customQuantitiesItem: MenuItemDef<CustomQuantitiesItemConfig> = { type: 'custom_quantities', load: () => import('./BoundCustomQuantitiesItem') }

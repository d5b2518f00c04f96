// The nested_object menu item type: items whose criteria one nested document must meet.
import type { MenuItemDef } from '../menuItemDef'
import type { NestedObjectItemConfig } from '../types'

export const nestedObjectItem: MenuItemDef<NestedObjectItemConfig> = { type: 'nested_object', load: () => import('./NestedObjectItem') }

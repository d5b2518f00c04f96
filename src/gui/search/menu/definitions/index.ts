// The definitions menu item type: the tree of section definitions the entries use.
import type { MenuItemDef } from '../menuItemDef'
import type { DefinitionsItemConfig } from '../types'

export const definitionsItem: MenuItemDef<DefinitionsItemConfig> = { type: 'definitions', load: () => import('./BoundDefinitionsItem') }

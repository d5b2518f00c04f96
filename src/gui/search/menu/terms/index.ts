// The terms menu item type: a quantity's values with counts, to tick.
import type { MenuItemDef } from '../menuItemDef'
import type { TermsItemConfig } from '../types'

export const termsItem: MenuItemDef<TermsItemConfig> = { type: 'terms', load: () => import('./BoundTermsItem') }

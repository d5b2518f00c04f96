// The periodic table menu item type: elements to tick, with counts.
import type { MenuItemDef } from '../menuItemDef'
import type { PeriodicTableItemConfig } from '../types'

export const periodicTableItem: MenuItemDef<PeriodicTableItemConfig> = { type: 'periodic_table', load: () => import('./BoundPeriodicTableItem') }

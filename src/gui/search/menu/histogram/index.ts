// The histogram menu item type: a numeric quantity's range, by slider, bars or inputs.
import type { MenuItemDef } from '../menuItemDef'
import type { HistogramItemConfig } from '../types'

export const histogramItem: MenuItemDef<HistogramItemConfig> = { type: 'histogram', load: () => import('./BoundHistogramItem') }

// What the filter menu needs counted: one aggregation per quantity an item shows, named
// by the quantity (the menu's data reads it back by that name). Terms lists and the
// periodic table ask for terms, histograms for 30 buckets over the matching range
// (spec 2 §9). Exclusive filters count with exclude_from_search, so the other options
// of a chosen value keep their counts.
import type { SearchFilters } from '../../../core/search'
import type { AggregationRequest } from '../context'
import type { MenuItemConfig } from '../menu'

export const DEFAULT_TERMS_SIZE = 5
export const HISTOGRAM_BUCKETS = 30
const ELEMENTS = 'results.material.elements'
const ALL_ELEMENTS = 118

export function menuAggregations(menu: MenuItemConfig, filters: SearchFilters): Record<string, AggregationRequest> {
  const out: Record<string, AggregationRequest> = {}
  const visit = (item: MenuItemConfig) => {
    const quantity = typeof item.searchQuantity === 'string' ? item.searchQuantity : item.type === 'periodic_table' ? ELEMENTS : undefined
    const filter = quantity ? filters.byName.get(quantity) : undefined
    if (quantity && filter?.aggregatable) {
      const exclusive = filter.exclusive ? { exclude_from_search: true } : {}
      if (item.type === 'terms') {
        const size = typeof item.options === 'number' && item.options > 0 ? item.options : DEFAULT_TERMS_SIZE
        out[quantity] = { type: 'terms', quantity, ...exclusive, settings: { size } }
      } else if (item.type === 'periodic_table') {
        out[quantity] = { type: 'terms', quantity, settings: { size: ALL_ELEMENTS } }
      } else if (item.type === 'histogram') {
        out[quantity] = { type: 'histogram', quantity, ...exclusive, settings: { buckets: HISTOGRAM_BUCKETS } }
      }
    }
    if (Array.isArray(item.items)) for (const child of item.items as MenuItemConfig[]) visit(child)
  }
  visit(menu)
  return out
}

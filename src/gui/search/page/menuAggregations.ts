// What the filter menu needs counted: one aggregation per quantity an item shows, named
// by the quantity (the menu's data reads it back by that name). Terms lists and the
// periodic table ask for terms, histograms for their bins over the matching range
// (spec 2 §9), the definitions tree for the section definitions. Exclusive filters
// count with exclude_from_search, so the other options of a chosen value keep their
// counts. Items sharing a quantity share its aggregation: fixed options are asked for
// by name (`include`), so that each item's options are counted whatever the top values.
import { quantityMisfit, TEXT_DTYPES, type NamedQuantity } from '../../../core/apps'
import type { FilterDefinition, SearchFilters } from '../../../core/search'
import type { AggregationRequest, JsonObject } from '../context'
import {
  DEFINITIONS_AGGREGATION_SIZE, DEFINITIONS_QUANTITY, menuItemQuantities, staticTermsOptions, termsAggregationSize,
  type MenuItemConfig, type TermsItemConfig,
} from '../menu'

export const HISTOGRAM_BUCKETS = 30
/** Every element of the periodic table. */
const ALL_ELEMENTS = 118

interface TermsWish {
  size: number
  /** The fixed options asked for, or undefined once any item lists the top values. */
  include?: Set<string>
}

export function menuAggregations(menu: MenuItemConfig, filters: SearchFilters): Record<string, AggregationRequest> {
  const out: Record<string, AggregationRequest> = {}
  const terms = new Map<string, TermsWish>()
  const exclusive = (quantity: string) => (filters.byName.get(quantity)?.exclusive ? { exclude_from_search: true } : {})

  const wishTerms = (quantity: string, size: number, fixed?: readonly string[]) => {
    const previous = terms.get(quantity)
    const include = fixed && (!previous || previous.include) ? new Set([...(previous?.include ?? []), ...fixed]) : undefined
    terms.set(quantity, { size: include ? include.size : Math.max(size, previous?.size ?? 0), include })
  }

  // What an item counts follows from the use its type's definition (core/apps) gives
  // each quantity it names: terms lists count values, periodic tables elements,
  // histograms bins.
  const count = (item: MenuItemConfig, { name, use }: NamedQuantity) => {
    if (typeof name !== 'string' || !name) return
    const filter: FilterDefinition | undefined = filters.byName.get(name)
    if (!filter) return
    if (use === 'terms' && filter.aggregatable) {
      // Options are keyed by text; the API takes text includes for text fields only.
      const fixed = filter.dtype && TEXT_DTYPES.includes(filter.dtype) ? staticTermsOptions(item as TermsItemConfig, filter) : undefined
      wishTerms(name, termsAggregationSize(item as TermsItemConfig, filter), fixed ? Object.keys(fixed) : undefined)
    } else if (use === 'periodic_table') {
      out[name] = { type: 'terms', quantity: name, settings: { size: ALL_ELEMENTS } }
    } else if (use === 'histogram' && !quantityMisfit('histogram', filter)) {
      const buckets = typeof item.nBins === 'number' ? item.nBins : HISTOGRAM_BUCKETS
      out[name] = { type: 'histogram', quantity: name, ...exclusive(name), settings: { buckets } }
    }
  }

  const visit = (item: MenuItemConfig) => {
    for (const named of menuItemQuantities(item)) count(item, named)
    // The definitions tree's quantity is the GUI's, not named in the app (core/apps names none).
    if (item.type === 'definitions') {
      const quantity = typeof item.searchQuantity === 'string' ? item.searchQuantity : DEFINITIONS_QUANTITY
      out[quantity] = { type: 'terms', quantity, settings: { size: DEFINITIONS_AGGREGATION_SIZE } }
    }
    if (Array.isArray(item.items)) for (const child of item.items as MenuItemConfig[]) visit(child)
  }
  visit(menu)

  for (const [quantity, wish] of terms) {
    const settings: JsonObject = wish.include ? { size: Math.max(wish.size, 1), include: [...wish.include] } : { size: wish.size }
    if (wish.size > 0 || wish.include) out[quantity] = { type: 'terms', quantity, ...exclusive(quantity), settings }
  }
  return out
}

// What the filter menu needs counted: one aggregation per quantity an item shows, named
// by the quantity (the menu's data reads it back by that name). Terms lists and the
// periodic table ask for terms, histograms for their bins over the matching range
// (spec 2 §9), the definitions tree for the section definitions. Exclusive filters
// count with exclude_from_search, so the other options of a chosen value keep their
// counts. Items sharing a quantity share its aggregation: fixed options are asked for
// by name (`include`), so that each item's options are counted whatever the top values.
//
// Only what is on screen is asked for (issue 19 item 14, as NOMAD does): the items of
// the panels shown (the root panel while the menu is not collapsed, and the open
// submenus) are `update: true`, all others `update: false` — the planner keeps them,
// with their last data, and asks for them once their panel opens (only if the query or
// their settings changed since). The settings do not depend on what is shown, so
// opening and closing a panel never counts as a change of settings.
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

/** Which panels of the menu are on screen. */
export interface MenuShown {
  /** The menu is collapsed to its button: no panel shows. */
  readonly collapsed: boolean
  /** The open submenus, outermost first (the root panel shows unless collapsed). */
  readonly path: readonly MenuItemConfig[]
}

/** The menu as it first shows: the root panel, no submenu open. */
export const MENU_FIRST_SHOWN: MenuShown = { collapsed: false, path: [] }

const itemsOf = (item: MenuItemConfig): readonly MenuItemConfig[] => (Array.isArray(item.items) ? (item.items as MenuItemConfig[]) : [])

/**
 * The item and everything under it. A submenu among them is an entry; its own items are
 * a panel of their own, included only with `intoSubmenus`.
 */
function itemsUnder(item: MenuItemConfig, intoSubmenus: boolean): MenuItemConfig[] {
  const out = [item]
  for (const child of itemsOf(item)) out.push(...(child.type === 'menu' && !intoSubmenus ? [child] : itemsUnder(child, intoSubmenus)))
  return out
}

/** The items drawn on screen: those of the shown panels and their groups (nested objects). */
export function shownMenuItems(menu: MenuItemConfig, shown: MenuShown): MenuItemConfig[] {
  if (shown.collapsed) return []
  return [menu, ...shown.path].flatMap((panel) => itemsUnder(panel, false))
}

/**
 * The menu's aggregations by name, each `update: false` unless an item shown (`shown`)
 * reads it; without `shown`, all are asked for.
 */
export function menuAggregations(menu: MenuItemConfig, filters: SearchFilters, shown?: MenuShown): Record<string, AggregationRequest> {
  const all = itemAggregations(itemsUnder(menu, true), filters)
  if (!shown) return all
  const read = new Set(Object.keys(itemAggregations(shownMenuItems(menu, shown), filters)))
  return Object.fromEntries(Object.entries(all).map(([name, request]) => [name, read.has(name) ? request : { ...request, update: false }]))
}

/** What `items` (each on its own, not their children) need counted. */
function itemAggregations(items: readonly MenuItemConfig[], filters: SearchFilters): Record<string, AggregationRequest> {
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

  for (const item of items) {
    for (const named of menuItemQuantities(item)) count(item, named)
    // The definitions tree's quantity is the GUI's, not named in the app (core/apps names none).
    if (item.type === 'definitions') {
      const quantity = typeof item.searchQuantity === 'string' ? item.searchQuantity : DEFINITIONS_QUANTITY
      out[quantity] = { type: 'terms', quantity, settings: { size: DEFINITIONS_AGGREGATION_SIZE } }
    }
  }

  for (const [quantity, wish] of terms) {
    const settings: JsonObject = wish.include ? { size: Math.max(wish.size, 1), include: [...wish.include] } : { size: wish.size }
    if (wish.size > 0 || wish.include) out[quantity] = { type: 'terms', quantity, ...exclusive(quantity), settings }
  }
  return out
}

/** For each of the menu's aggregations, whether an item shown reads it (`setAggregationsShown`'s payload). */
export function menuAggregationsShown(menu: MenuItemConfig, filters: SearchFilters, shown: MenuShown): Record<string, boolean> {
  return Object.fromEntries(Object.entries(menuAggregations(menu, filters, shown)).map(([name, request]) => [name, request.update !== false]))
}

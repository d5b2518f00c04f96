// The search context of each app: one Redux slice, made with the filters of the URL the
// app was first opened with and injected into the store once, so filters, widgets and
// results survive leaving the page and coming back.
import { decodeQueryString, filterStateFromQuery, materialsName } from '../../../core/search'
import type { FilterState, SearchFilters } from '../../../core/search'
import { browserStorage, injectSlice, type AppEnv, type KeyValueStorage } from '../../runtime'
import { createSearchContextSlice, type AggregationRequest, type SearchContextSlice, type SearchContextState } from '../context'
import { fromApp, readStoredWidgets, widgetAggregations, type WidgetRegistry } from '../dashboard'
import type { MenuItemConfig } from '../menu'
import { MENU_FIRST_SHOWN, menuAggregations } from './menuAggregations'

export const urlFiltersDroppedText = (names: readonly string[]) =>
  `These filters of the link could not be read and were left out: ${names.join(', ')}.`

const slices = new Map<string, SearchContextSlice>()
// URL parameters each new context could not read, until the page that shows it reports
// them: kept here, not in the rendering component, because a render may be thrown away
// (a suspended lazy chunk) after the context was made.
const dropped = new Map<string, string[]>()

/** The parameters the opening URL of `key`'s context could not read, once. */
export function takeDroppedFilters(key: string): string[] | undefined {
  const names = dropped.get(key)
  dropped.delete(key)
  return names
}

/** The app's locked filters as filter state (app rules checked them when the app was loaded). */
export function lockedState(app: AppEnv, filters: SearchFilters): FilterState {
  return filterStateFromQuery(filters, (app.filters_locked ?? {}) as Record<string, unknown>)
}

/** Aggregations as the resource names their quantities; their names stay the entries' names. */
export function forResource(requests: Record<string, AggregationRequest>, resource: AppEnv['resource']): Record<string, AggregationRequest> {
  if (resource !== 'materials') return requests
  const out: Record<string, AggregationRequest> = {}
  for (const [name, request] of Object.entries(requests)) {
    out[name] = request.quantity ? { ...request, quantity: materialsName(request.quantity) } : request
  }
  return out
}

export interface ContextOptions {
  app: AppEnv
  filters: SearchFilters
  menu: MenuItemConfig | undefined
  /** The URL's query string when the app is first opened. */
  search: string
  /** The widget types of the runtime: the app's widgets are migrated and counted by them. */
  widgetTypes: WidgetRegistry
  /** Where the user's dashboard of each app is kept: the browser's local storage by default. */
  storage?: Pick<KeyValueStorage, 'getItem'>
}

/** The app's search context, made and injected on first use. */
export function contextSlice({ app, filters, menu, search, widgetTypes, storage = browserStorage() }: ContextOptions): SearchContextSlice {
  let slice = slices.get(app.key)
  if (slice) return slice
  const { state, rejected } = decodeQueryString(filters, search)
  if (rejected.length > 0) dropped.set(app.key, rejected)
  // The dashboard as the user left it (kept across reloads), else the app's. The first
  // search asks for the counts of the menu's root panel only; submenus ask as they open.
  const widgets = readStoredWidgets(storage, app.key, widgetTypes) ?? fromApp(app.dashboard?.widgets, widgetTypes)
  slice = createSearchContextSlice({
    aggregations: forResource({ ...(menu ? menuAggregations(menu, filters, MENU_FIRST_SHOWN) : {}), ...widgetAggregations(widgets, filters, widgetTypes) }, app.resource),
    id: app.key,
    resource: app.resource,
    pagination: app.pagination,
    filters: state.values as SearchContextState['filters'],
    queryModes: state.queryModes ?? {},
    lockedFilters: lockedState(app, filters).values as SearchContextState['lockedFilters'],
    widgets,
  })
  injectSlice(slice)
  slices.set(app.key, slice)
  return slice
}

// The state of one search context (spec 2 §3.8): what the user asked for (filters,
// aggregations, pagination, menu) and what the server answered. One slice instance per
// context id, made by `createSearchContextSlice` and injected into the store's
// combineSlices reducer (`slice.injectInto(rootReducer)`) when the context first mounts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { jsonEqual, type JsonObject, type JsonValue } from './json'
import type { HitsMode } from './planner'
import type { Ticket } from './requestQueue'
// Type only: the dashboard owns the widget shape, the context only keeps the list.
import type { DashboardWidget } from '../dashboard'
import type {
  AggregationRequest,
  ResponsePagination,
  SearchPagination,
  SearchRequestBody,
  SearchRequired,
  SearchResource,
  SearchResponse,
  StoredAggregation,
} from './types'

export type QueryMode = 'any' | 'all' | 'none'

/** Spec 2 §2.1 and §9; an app's config may set its own. */
export const DEFAULT_PAGINATION: SearchPagination = { order_by: 'upload_create_time', order: 'desc', page_size: 20 }
/** Entries searches leave out the large parts of the metadata (spec 2 §7). */
export const ENTRIES_REQUIRED: SearchRequired = { exclude: ['quantities', 'sections', 'files'] }

export interface SearchResults {
  data: JsonObject[]
  /** Unknown until the first hits arrive: the table reads "searching ...". */
  total?: number
  pagination?: ResponsePagination
  aggregations: Record<string, StoredAggregation>
  /**
   * The last request for a first page of hits failed: the rows kept are another query's,
   * so the table says the search failed instead of showing them (or 'searching ...').
   */
  failed?: boolean
}

/** A request on its way; it shows as loading until its turn in the queue comes. */
export interface InFlightRequest extends Ticket {
  hits: HitsMode
  aggregations: string[]
}

/** The relevance order of the search API. */
export const SCORE = '_score'

export interface SearchContextState {
  id: string
  resource: SearchResource
  /** Filter values by quantity, in the shape core/search's filter definitions keep (JSON). */
  filters: Record<string, JsonValue>
  queryModes: Record<string, QueryMode>
  /** The app's locked filters: shown with a lock, never removed by the user. */
  lockedFilters: Record<string, JsonValue>
  aggregations: Record<string, AggregationRequest>
  /** The dashboard's widgets in order; their shape belongs to the widget registry. */
  widgets: DashboardWidget[]
  pagination: SearchPagination
  required?: SearchRequired
  menu: { open: boolean; collapsed: boolean }
  statisticsEnabled: boolean
  results: SearchResults
  inFlight: InFlightRequest[]
  /** The last request sent, for "View API call". */
  lastRequest?: SearchRequestBody
}

export interface SearchContextOptions {
  id: string
  resource?: SearchResource
  /** The app's order_by, order and page_size over the defaults. */
  pagination?: Partial<Omit<SearchPagination, 'page_after_value'>>
  /** Defaults to ENTRIES_REQUIRED for entries, to everything for materials. */
  required?: SearchRequired
  /** Initial values, e.g. read from the URL. */
  filters?: Record<string, JsonValue>
  queryModes?: Record<string, QueryMode>
  lockedFilters?: Record<string, JsonValue>
  aggregations?: Record<string, AggregationRequest>
  widgets?: DashboardWidget[]
  menu?: Partial<SearchContextState['menu']>
  statisticsEnabled?: boolean
}

export function initialSearchContextState(options: SearchContextOptions): SearchContextState {
  const resource = options.resource ?? 'entries'
  const required = options.required ?? (resource === 'entries' ? ENTRIES_REQUIRED : undefined)
  return {
    id: options.id,
    resource,
    filters: options.filters ?? {},
    queryModes: options.queryModes ?? {},
    lockedFilters: options.lockedFilters ?? {},
    aggregations: options.aggregations ?? {},
    widgets: options.widgets ?? [],
    pagination: { ...DEFAULT_PAGINATION, ...options.pagination },
    ...(required ? { required } : {}),
    menu: { open: true, collapsed: false, ...options.menu },
    statisticsEnabled: options.statisticsEnabled ?? true,
    results: { data: [], aggregations: {} },
    inFlight: [],
  }
}

/** A changed query starts again at the first page. */
function firstPage(state: SearchContextState) {
  delete state.pagination.page_after_value
}

export type ResultsStatus = 'searching' | 'failed' | 'noResults' | 'found'

/** Selectors on one context's state; `slice.selectors` are the same on the root state. */
export const searchContextSelectors = {
  /** "searching ..." while the total is unknown, "no results" when it is 0 (spec 2 §2.1); failed after a failed search. */
  selectResultsStatus: (state: SearchContextState): ResultsStatus => {
    if (state.results.failed) return 'failed'
    return state.results.total === undefined ? 'searching' : state.results.total === 0 ? 'noResults' : 'found'
  },
  selectResults: (state: SearchContextState) => state.results,
  selectFilters: (state: SearchContextState) => state.filters,
  selectPagination: (state: SearchContextState) => state.pagination,
  selectAggregationResult: (state: SearchContextState, name: string): StoredAggregation | undefined =>
    state.results.aggregations[name],
  /** More hits exist beyond those shown ("load more"). */
  selectHasMore: (state: SearchContextState) => Boolean(state.results.pagination?.next_page_after_value),
  selectIsLoading: (state: SearchContextState) => state.inFlight.length > 0,
  selectHitsLoading: (state: SearchContextState) => state.inFlight.some((request) => request.hits !== 'keep'),
  selectAggregationLoading: (state: SearchContextState, name: string) =>
    state.inFlight.some((request) => request.aggregations.includes(name)),
  /** The last request sent ("View API call": owner, query and the full body). */
  selectLastRequest: (state: SearchContextState) => state.lastRequest,
}

export function createSearchContextSlice(options: SearchContextOptions) {
  return createSlice({
    name: `searchContext/${options.id}` as const,
    initialState: () => initialSearchContextState(options),
    reducers: {
      /** Sets a filter's value; undefined removes it. An equal value is no change. */
      /**
       * `byScore`: the hits are ordered by relevance from now on (spec 2 §4.1: after a
       * free-text query), in the same change so that one request carries both.
       */
      setFilter(state, action: PayloadAction<{ quantity: string; value: JsonValue | undefined; byScore?: boolean }>) {
        const { quantity, value, byScore } = action.payload
        if (byScore) state.pagination = { ...state.pagination, order_by: SCORE, order: 'desc' }
        if (jsonEqual(state.filters[quantity], value)) return
        if (value === undefined) delete state.filters[quantity]
        else state.filters[quantity] = value
        firstPage(state)
      },
      clearFilter(state, action: PayloadAction<string>) {
        if (!(action.payload in state.filters)) return
        delete state.filters[action.payload]
        firstPage(state)
      },
      /** "Clear query": every filter the user set; locked filters stay. */
      clearFilters(state) {
        if (Object.keys(state.filters).length === 0) return
        state.filters = {}
        firstPage(state)
      },
      setQueryMode(state, action: PayloadAction<{ quantity: string; mode: QueryMode }>) {
        const { quantity, mode } = action.payload
        if (state.queryModes[quantity] === mode) return
        state.queryModes[quantity] = mode
        firstPage(state)
      },
      setLockedFilters(state, action: PayloadAction<Record<string, JsonValue>>) {
        if (jsonEqual(state.lockedFilters, action.payload)) return
        state.lockedFilters = action.payload
        firstPage(state)
      },
      setAggregation(state, action: PayloadAction<{ name: string; request: AggregationRequest }>) {
        const { name, request } = action.payload
        if (!jsonEqual(state.aggregations[name], request)) state.aggregations[name] = request
      },
      /**
       * Stops asking for the aggregation (a removed widget). Its last data stays: the
       * planner remembers what it was requested with, so a widget added back with the
       * same settings and query shows it without a request.
       */
      removeAggregation(state, action: PayloadAction<string>) {
        delete state.aggregations[action.payload]
      },
      /** Several aggregations at once (a dashboard change), so that one request asks for them. */
      changeAggregations(state, action: PayloadAction<{ remove?: string[]; set?: Record<string, AggregationRequest> }>) {
        for (const name of action.payload.remove ?? []) delete state.aggregations[name]
        for (const [name, request] of Object.entries(action.payload.set ?? {})) {
          if (!jsonEqual(state.aggregations[name], request)) state.aggregations[name] = request
        }
      },
      /**
       * Shows or hides aggregations by name (a menu panel opened or closed): only their
       * `update` flag changes, so settings set meanwhile (a terms item's "load more")
       * stay. Names not asked for are left alone.
       */
      setAggregationsShown(state, action: PayloadAction<Record<string, boolean>>) {
        for (const [name, shown] of Object.entries(action.payload)) {
          const request = state.aggregations[name]
          if (!request || (request.update !== false) === shown) continue
          if (shown) delete request.update
          else request.update = false
        }
      },
      setWidgets(state, action: PayloadAction<DashboardWidget[]>) {
        state.widgets = action.payload
      },
      /** New order or page size: the first page again. */
      setPagination(state, action: PayloadAction<Partial<Omit<SearchPagination, 'page_after_value'>>>) {
        const next = { ...state.pagination, ...action.payload }
        delete next.page_after_value
        if (!jsonEqual(state.pagination, next)) state.pagination = next
      },
      /** "Load more": continues after the last hit shown; nothing when no more exist. */
      requestNextPage(state) {
        const cursor = state.results.pagination?.next_page_after_value
        if (cursor) state.pagination.page_after_value = cursor
      },
      setRequired(state, action: PayloadAction<SearchRequired | undefined>) {
        if (jsonEqual(state.required, action.payload)) return
        if (action.payload) state.required = action.payload
        else delete state.required
        firstPage(state)
      },
      setMenuOpen(state, action: PayloadAction<boolean>) {
        state.menu.open = action.payload
      },
      setMenuCollapsed(state, action: PayloadAction<boolean>) {
        state.menu.collapsed = action.payload
      },
      setStatisticsEnabled(state, action: PayloadAction<boolean>) {
        state.statisticsEnabled = action.payload
      },
      requestSent(
        state,
        action: PayloadAction<{ ticket: Ticket; hits: HitsMode; aggregations: string[]; request: SearchRequestBody }>,
      ) {
        const { ticket, hits, aggregations, request } = action.payload
        state.inFlight.push({ ...ticket, hits, aggregations })
        state.lastRequest = request
      },
      /** Applies an answer in its turn: hits replaced, appended or kept; asked aggregations replaced. */
      responseReceived(state, action: PayloadAction<{ seq: number; hits: HitsMode; response: SearchResponse }>) {
        const { seq, hits, response } = action.payload
        state.inFlight = state.inFlight.filter((request) => request.seq !== seq)
        const results = state.results
        if (hits !== 'keep') {
          delete results.failed
          results.data = hits === 'append' ? [...results.data, ...response.data] : response.data
          results.total = response.pagination.total
          results.pagination = response.pagination
        }
        for (const [name, wrapped] of Object.entries(response.aggregations ?? {})) {
          const [type, result] = Object.entries(wrapped)[0] ?? []
          if (type && result) results.aggregations[name] = { ...result, type: type as StoredAggregation['type'] }
        }
      },
      /**
       * A failed request leaves the results as they were (the error is reported
       * elsewhere), marked failed when they were to be replaced: they no longer answer
       * the query. A failed next page gives back the cursor of the hits shown, so that
       * "load more" asks for the same page again.
       */
      requestFailed(state, action: PayloadAction<{ seq: number; restorePagination?: SearchPagination }>) {
        const { seq, restorePagination } = action.payload
        if (state.inFlight.find((request) => request.seq === seq)?.hits === 'replace') state.results.failed = true
        state.inFlight = state.inFlight.filter((request) => request.seq !== seq)
        if (restorePagination) state.pagination = restorePagination
      },
      /** The runner stopped: what it still waited for will not be applied. */
      requestsAbandoned(state) {
        state.inFlight = []
      },
    },
    selectors: searchContextSelectors,
  })
}

export type SearchContextSlice = ReturnType<typeof createSearchContextSlice>
export type SearchContextActions = SearchContextSlice['actions']

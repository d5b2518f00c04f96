// What the filter menu and the dashboard read from and set on the page's search context:
// the two interfaces they declare (MenuData, DashboardData), built from the slice's state,
// its actions and the API client. Neither component knows Redux.
import type { FilterState, FilterValue, QueryMode, SearchFilters } from '../../../core/search'
import { ApiError, type ApiClient } from '../../api'
import type { JsonObject, SearchContextSlice, SearchContextState, SearchQueryBody, SearchResponse } from '../context'
import type { DashboardData } from '../dashboard'
import {
  CUSTOM_QUANTITIES_AGGREGATION, customQuantitiesFromBuckets, customQuantitiesRequest, optimadeVerifyRequest,
  type MenuData,
} from '../menu'

export interface PageDataOptions {
  state: SearchContextState
  slice: SearchContextSlice
  dispatch: (action: ReturnType<SearchContextSlice['actions'][keyof SearchContextSlice['actions']]>) => unknown
  filters: SearchFilters
  client: ApiClient
  /** The query of the current state. */
  query: SearchQueryBody
  resource: SearchContextState['resource']
  loggedIn: boolean
  setFilter: (quantity: string, value: FilterValue | undefined) => void
  openEntry: (entryId: string) => void
}

export const filterState = (state: SearchContextState): FilterState => ({
  values: state.filters as FilterState['values'],
  queryModes: state.queryModes,
})

function shared({ state, slice, dispatch, setFilter }: PageDataOptions) {
  return {
    value: (name: string) => filterState(state).values[name],
    queryMode: (name: string) => state.queryModes[name],
    aggregation: (name: string) => state.results.aggregations[name],
    setValue: setFilter,
    setQueryMode: (name: string, mode: QueryMode) => dispatch(slice.actions.setQueryMode({ quantity: name, mode })),
  }
}

export function menuDataFor(options: PageDataOptions): MenuData {
  const { state, slice, dispatch, filters, client, loggedIn } = options
  return {
    ...shared(options),
    filter: (name) => filters.byName.get(name),
    setAggregationSize: (name, size) => {
      const request = state.aggregations[name]
      if (request) dispatch(slice.actions.setAggregation({ name, request: { ...request, settings: { ...request.settings, size } } }))
    },
    loggedIn,
    // A filter the API cannot read answers 422 with the parser's message (spec 2 §5.4).
    verifyOptimade: async (filter) => {
      try {
        await client.post('entries/query', optimadeVerifyRequest(filter))
        return undefined
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) return error.apiMessage ?? error.message
        throw error
      }
    },
    customQuantities: async () => {
      const response = await client.post<SearchResponse>('entries/query', customQuantitiesRequest())
      const buckets = response.aggregations?.[CUSTOM_QUANTITIES_AGGREGATION]?.terms?.data
      return customQuantitiesFromBuckets(Array.isArray(buckets) ? (buckets as Parameters<typeof customQuantitiesFromBuckets>[0]) : [])
    },
  }
}

export function dashboardDataFor(options: PageDataOptions): DashboardData {
  const { client, query, resource, openEntry } = options
  return {
    ...shared(options),
    fetchHits: (include, size) =>
      client
        .post<{ data: JsonObject[] }>(`${resource}/query`, {
          ...query,
          pagination: { page_size: size, order: 'asc' },
          required: { include: [...include, 'entry_id'] },
        })
        .then((response) => response.data),
    openEntry,
    queryKey: JSON.stringify(query),
  }
}

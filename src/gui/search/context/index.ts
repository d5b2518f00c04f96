// Public face of the search context: its slice, the request planner and queue, and the
// runner that connects them to the API.
export { jsonEqual } from './json'
export type { JsonObject, JsonScalar, JsonValue } from './json'
export type {
  AggregationBucket,
  AggregationRequest,
  AggregationResult,
  AggregationType,
  Order,
  ResponsePagination,
  SearchPagination,
  SearchQueryBody,
  SearchRequestBody,
  SearchRequired,
  SearchResource,
  SearchResponse,
  StoredAggregation,
} from './types'
export { afterApplied, planSearch } from './planner'
export type {
  HitsMode,
  RequestPlan,
  SearchInputs,
  SearchPlan,
  SentAggregation,
  SentHits,
  SentState,
  Urgency,
} from './planner'
export { createRequestQueue, globalTimers, SEARCH_DEBOUNCE_MS } from './requestQueue'
export type { RequestQueue, RequestQueueOptions, Ticket, Timers } from './requestQueue'
export {
  DEFAULT_PAGINATION,
  ENTRIES_REQUIRED,
  createSearchContextSlice,
  initialSearchContextState,
  searchContextSelectors,
} from './searchContextSlice'
export type {
  InFlightRequest,
  QueryMode,
  ResultsStatus,
  SearchContextActions,
  SearchContextOptions,
  SearchContextSlice,
  SearchContextState,
  SearchResults,
} from './searchContextSlice'
export { searchSender, toSearchError } from './sendSearch'
export type { SendSearch } from './sendSearch'
export { filterInputs, startSearchRunner } from './searchRunner'
export type { SearchRunner, SearchRunnerOptions } from './searchRunner'
export { selectSearchContext, useSearchRequests } from './useSearchRequests'
export type { UseSearchRequestsOptions } from './useSearchRequests'

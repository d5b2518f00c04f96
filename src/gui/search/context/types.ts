// The search request and response of POST {api}/v1/{entries|materials}/query as this
// context speaks them (spec 2 §3.5, reference §2). The query itself is opaque here:
// core/search builds `{owner, query}` from the filter state.
import type { JsonObject, JsonScalar, JsonValue } from './json'

export type SearchResource = 'entries' | 'materials'
export type Order = 'asc' | 'desc'

/** Who and what to search for, as core/search builds it from the filters. */
export interface SearchQueryBody {
  owner: string
  query: JsonObject
}

/** The pagination of hits a context asks for. */
export interface SearchPagination {
  page_size: number
  order_by: string
  order: Order
  /** The cursor of "load more": the last response's next_page_after_value. */
  page_after_value?: string
}

/** The pagination of a response: the request's, with defaults filled, the total and the next cursor. */
export interface ResponsePagination {
  page_size: number
  order_by?: string
  order?: Order
  page_after_value?: string
  total: number
  /** Present while more hits exist. */
  next_page_after_value?: string | null
}

/** The metadata projection (reference §2.6). */
export type SearchRequired = { include: string[] } | { exclude: string[] }

export type AggregationType = 'terms' | 'histogram' | 'date_histogram' | 'auto_date_histogram' | 'min_max' | 'statistics'

/** An aggregation a filter or widget wants, kept by name (`<quantity>:<widget id>`). */
export interface AggregationRequest {
  type: AggregationType
  /** Absent only for `statistics`. */
  quantity?: string
  /**
   * Facet semantics: the query's own criteria on `quantity` are ignored for this
   * aggregation, so the counts of the other options stay visible ("exclusive" filters).
   */
  exclude_from_search?: boolean
  /** False while nobody shows it (hidden widget, closed menu): not requested, its last data kept. */
  update?: boolean
  /** The type's own fields (size, include, interval, buckets, metrics, pagination …), sent as given. */
  settings?: JsonObject
}

/** The body sent to {resource}/query. */
export interface SearchRequestBody extends SearchQueryBody {
  pagination: SearchPagination | { page_size: 0 }
  required?: SearchRequired
  /** `{<name>: {<type>: {quantity, exclude_from_search, ...settings}}}` */
  aggregations: Record<string, Partial<Record<AggregationType, JsonObject>>>
}

export interface AggregationBucket {
  value: JsonScalar
  count: number
  nested_count: number
  metrics?: Record<string, number>
  entries?: JsonObject[]
}

/** One aggregation's answer, without the type wrapper. */
export interface AggregationResult {
  /** Buckets (terms, histograms); [min, max] (min_max); metric → number (statistics). */
  data: AggregationBucket[] | Array<number | null> | Record<string, number>
  quantity?: string
  exclude_from_search?: boolean
  /** Histograms: the bucket width (null when min = max); date histograms: the interval text. */
  interval?: number | string | null
  offset?: number
  buckets?: number
  size?: number
  metrics?: string[]
  pagination?: ResponsePagination
}

/** An aggregation's answer as the context keeps it: unwrapped, with its type. */
export interface StoredAggregation extends AggregationResult {
  type: AggregationType
}

export interface SearchResponse {
  owner?: string
  query?: JsonValue
  pagination: ResponsePagination
  required?: JsonValue
  aggregations?: Record<string, Partial<Record<AggregationType, AggregationResult>>>
  data: JsonObject[]
}

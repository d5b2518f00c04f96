// What to send for a search (spec 2 §4.1), decided from what was last sent and what
// the context wants now. Pure: the runner keeps the `SentState` and calls this on every
// change of the inputs (to choose debounce or not) and again when the request fires.
import { changedKeys, jsonEqual, type JsonObject, type JsonValue } from './json'
import type {
  AggregationRequest,
  SearchPagination,
  SearchQueryBody,
  SearchRequestBody,
  SearchRequired,
} from './types'

/** Everything a search request is made from. */
export interface SearchInputs {
  body: SearchQueryBody
  /**
   * What `body` was built from, by quantity (values, query modes, locked values …).
   * Only used to tell which filters changed: an exclusive aggregation does not need its
   * own quantity's filter, so a change of that filter alone leaves its counts valid.
   */
  filters: Readonly<Record<string, JsonValue>>
  aggregations: Readonly<Record<string, AggregationRequest>>
  pagination: SearchPagination
  required?: SearchRequired
}

/** What an aggregation's data was requested with. */
export interface SentAggregation {
  request: AggregationRequest
  body: SearchQueryBody
  filters: Readonly<Record<string, JsonValue>>
}

/** What the hits were requested with. */
export interface SentHits {
  body: SearchQueryBody
  filters: Readonly<Record<string, JsonValue>>
  pagination: SearchPagination
  required?: SearchRequired
}

/**
 * The planner's memory: what the requests account for. The runner keeps two: what was
 * sent (so nothing is asked twice) and what was applied (to fall back to on a failure).
 */
export interface SentState {
  /** Absent until hits were asked for. */
  hits?: SentHits
  aggregations: Readonly<Record<string, SentAggregation>>
}

/**
 * - replace: a first page of hits replaces the shown ones
 * - append: the next page (page_after_value) is appended
 * - keep: no hits asked (page_size 0), the shown ones stay
 */
export type HitsMode = 'replace' | 'append' | 'keep'

/** Query changes wait for the debounce; everything else fires at once. */
export type Urgency = 'now' | 'debounce'

export type SearchPlan =
  | { send: false }
  | {
      send: true
      urgency: Urgency
      request: SearchRequestBody
      hits: HitsMode
      /** The names of the aggregations asked for. */
      aggregations: string[]
      /** The memory once this request is sent. */
      sent: SentState
    }

/** A plan that sends a request. */
export type RequestPlan = Extract<SearchPlan, { send: true }>

/** The aggregation-only form NOMAD sends: no hits and no metadata. */
const NO_HITS = { page_size: 0 } as const
const NO_METADATA: SearchRequired = { include: [] }

export function planSearch(previous: SentState | undefined, next: SearchInputs): SearchPlan {
  const last = previous?.hits
  const queryChanged = !last || !jsonEqual(last.body, next.body)
  const hitsChanged =
    queryChanged || !jsonEqual(last?.pagination, next.pagination) || !jsonEqual(last?.required, next.required)
  const hits: HitsMode = !hitsChanged ? 'keep' : last && isNextPage(last, next) ? 'append' : 'replace'

  // A next page asks for hits only. Aggregations changed in the same step wait for the
  // following plan; the runner plans on every change, so they never coincide there.
  const aggregations = hits === 'append' ? [] : aggregationsToRequest(previous, next)
  if (hits === 'keep' && aggregations.length === 0) return { send: false }

  const request: SearchRequestBody = {
    owner: next.body.owner,
    query: next.body.query,
    pagination: hits === 'keep' ? NO_HITS : hits === 'append' ? next.pagination : withoutCursor(next.pagination),
    ...(hits === 'keep' ? { required: NO_METADATA } : next.required ? { required: next.required } : {}),
    aggregations: Object.fromEntries(aggregations.map((name) => [name, toApiAggregation(next.aggregations[name])])),
  }
  return {
    send: true,
    // The first request, and any while no hits were asked yet, goes at once.
    urgency: last && queryChanged ? 'debounce' : 'now',
    request,
    hits,
    aggregations,
    sent: remember(previous, next, hits, aggregations),
  }
}

/** The memory once the response to `plan` has been applied on top of `applied`. */
export function afterApplied(applied: SentState | undefined, plan: RequestPlan): SentState {
  const aggregations: Record<string, SentAggregation> = {}
  for (const [name, sent] of Object.entries(plan.sent.aggregations)) {
    const shown = plan.aggregations.includes(name) ? sent : applied?.aggregations[name]
    if (shown) aggregations[name] = shown
  }
  const hits = plan.hits === 'keep' ? applied?.hits : plan.sent.hits
  return { ...(hits ? { hits } : {}), aggregations }
}

/** Same query and hits settings as before, with a new cursor: the next page. */
function isNextPage(previous: SentHits, next: SearchInputs): boolean {
  const cursor = next.pagination.page_after_value
  return (
    cursor !== undefined &&
    cursor !== previous.pagination.page_after_value &&
    jsonEqual(previous.body, next.body) &&
    jsonEqual(withoutCursor(previous.pagination), withoutCursor(next.pagination)) &&
    jsonEqual(previous.required, next.required)
  )
}

function withoutCursor(pagination: SearchPagination): SearchPagination {
  const { page_after_value: _cursor, ...rest } = pagination
  return rest
}

function aggregationsToRequest(previous: SentState | undefined, next: SearchInputs): string[] {
  return Object.entries(next.aggregations)
    .filter(([name, aggregation]) => aggregation.update !== false && isOutdated(previous?.aggregations[name], aggregation, next))
    .map(([name]) => name)
}

function isOutdated(sent: SentAggregation | undefined, aggregation: AggregationRequest, next: SearchInputs): boolean {
  if (!sent || !jsonEqual(settingsOf(sent.request), settingsOf(aggregation))) return true
  if (jsonEqual(sent.body, next.body)) return false
  if (!aggregation.exclude_from_search || aggregation.quantity === undefined) return true
  // The body changed: if only this aggregation's own filter did, its counts still hold
  // (the server ignores that filter for it). A body change with no filter change (e.g.
  // the owner) cannot be attributed, so it refreshes.
  const changed = changedKeys(sent.filters, next.filters)
  return changed.length === 0 || changed.some((quantity) => quantity !== aggregation.quantity)
}

/** What the server sees of an aggregation: `update` only says whether to ask. */
function settingsOf(aggregation: AggregationRequest): Omit<AggregationRequest, 'update'> {
  const { update: _update, ...settings } = aggregation
  return settings
}

function toApiAggregation(aggregation: AggregationRequest): Partial<Record<AggregationRequest['type'], JsonObject>> {
  const fields: JsonObject = {
    ...(aggregation.quantity !== undefined ? { quantity: aggregation.quantity } : {}),
    ...(aggregation.type !== 'statistics' ? { exclude_from_search: aggregation.exclude_from_search ?? false } : {}),
    ...aggregation.settings,
  }
  return { [aggregation.type]: fields }
}

function remember(previous: SentState | undefined, next: SearchInputs, hits: HitsMode, requested: string[]): SentState {
  const aggregations: Record<string, SentAggregation> = {}
  for (const name of Object.keys(next.aggregations)) {
    if (requested.includes(name)) {
      aggregations[name] = { request: next.aggregations[name], body: next.body, filters: next.filters }
    } else if (previous?.aggregations[name]) {
      // Not asked (hidden, still valid, or waiting behind a next page): keep what its data is from.
      aggregations[name] = previous.aggregations[name]
    }
  }
  const sentHits: SentHits | undefined =
    hits === 'keep'
      ? previous?.hits
      : {
          body: next.body,
          filters: next.filters,
          pagination: next.pagination,
          ...(next.required ? { required: next.required } : {}),
        }
  return { ...(sentHits ? { hits: sentHits } : {}), aggregations }
}

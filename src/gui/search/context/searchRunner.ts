// Wires the planner, the request queue and a context's slice: watches the context's
// inputs in the store, sends what the planner asks for (debounced or at once) and
// dispatches what happens to each request. Framework-free; useSearchRequests mounts it.
import type { UnknownAction } from '@reduxjs/toolkit'
import { jsonEqual, type JsonObject, type JsonValue } from './json'
import { afterApplied, planSearch, type RequestPlan, type SearchInputs, type SearchPlan, type SentState } from './planner'
import { createRequestQueue, type Timers } from './requestQueue'
import type { SearchContextActions, SearchContextState } from './searchContextSlice'
import { toSearchError, type SendSearch } from './sendSearch'
import type { SearchQueryBody, SearchResponse } from './types'

export interface SearchRunnerOptions {
  /** The context's state now. */
  getState(): SearchContextState
  /** Called after every dispatch to the store. */
  subscribe(listener: () => void): () => void
  dispatch(action: UnknownAction): unknown
  actions: SearchContextActions
  /** `{owner, query}` from the context's filters (core/search). */
  buildQuery(state: SearchContextState): SearchQueryBody
  send: SendSearch
  /** A failed search, in its turn; the results stay as they were. */
  onError(error: unknown): void
  debounceMs?: number
  timers?: Timers
  now?: () => number
}

export interface SearchRunner {
  /** "Refresh results": asks for hits and every shown aggregation again, at once. */
  refresh(): void
  /** Stops watching; responses still on the way are ignored. */
  stop(): void
}

/** What the query is made from, by quantity: the planner tells filter changes apart with it. */
export function filterInputs(state: SearchContextState): Record<string, JsonValue> {
  const quantities = new Set([
    ...Object.keys(state.filters),
    ...Object.keys(state.queryModes),
    ...Object.keys(state.lockedFilters),
  ])
  const inputs: Record<string, JsonValue> = {}
  for (const quantity of quantities) {
    const input: JsonObject = {}
    if (quantity in state.filters) input.value = state.filters[quantity]
    if (quantity in state.queryModes) input.mode = state.queryModes[quantity]
    if (quantity in state.lockedFilters) input.locked = state.lockedFilters[quantity]
    inputs[quantity] = input
  }
  return inputs
}

export function startSearchRunner(options: SearchRunnerOptions): SearchRunner {
  const { actions, dispatch } = options
  // What the requests sent so far account for, and what the applied responses do.
  let sent: SentState | undefined
  let applied: SentState | undefined
  let parts: readonly unknown[] | undefined
  let inputs: SearchInputs | undefined

  /** The planner's inputs, rebuilt only when a part they come from changed. */
  function readInputs(): { inputs: SearchInputs; changed: boolean } {
    const state = options.getState()
    const next = [state.filters, state.queryModes, state.lockedFilters, state.aggregations, state.pagination, state.required]
    if (inputs && parts && next.every((part, index) => part === parts![index])) return { inputs, changed: false }
    parts = next
    inputs = {
      body: options.buildQuery(state),
      filters: filterInputs(state),
      aggregations: state.aggregations,
      pagination: state.pagination,
      ...(state.required ? { required: state.required } : {}),
    }
    return { inputs, changed: true }
  }

  const queue = createRequestQueue<RequestPlan, SearchResponse>({
    build() {
      const plan = planSearch(sent, readInputs().inputs)
      if (!plan.send) return undefined
      sent = plan.sent
      return plan
    },
    send: (plan) => options.send(plan.request),
    onSent(plan, ticket) {
      dispatch(actions.requestSent({ ticket, hits: plan.hits, aggregations: plan.aggregations, request: plan.request }))
    },
    onResponse(response, plan, ticket) {
      applied = afterApplied(applied, plan)
      dispatch(actions.responseReceived({ seq: ticket.seq, hits: plan.hits, response }))
    },
    onError(error, plan, ticket) {
      // Later plans assumed this one would arrive; fall back to what is shown, so the
      // next change asks for what is missing. After failed hits for a new query nothing
      // shown answers the query: the next change (Clear query too, which goes back to
      // what was shown) asks for everything. No request is made now: a server that
      // keeps failing is not asked again and again.
      sent = plan.hits === 'replace' ? undefined : applied
      const shown = applied?.hits?.pagination
      const retryable = plan.hits === 'append' && shown && jsonEqual(options.getState().pagination, plan.request.pagination)
      dispatch(actions.requestFailed({ seq: ticket.seq, ...(retryable ? { restorePagination: shown } : {}) }))
      options.onError(toSearchError(error))
    },
    debounceMs: options.debounceMs,
    timers: options.timers,
    now: options.now,
  })

  function route(plan: SearchPlan) {
    if (!plan.send) queue.cancel()
    else if (plan.urgency === 'debounce') queue.debounce()
    else queue.now()
  }

  function onChange() {
    const { inputs: next, changed } = readInputs()
    if (changed) route(planSearch(sent, next))
  }

  const unsubscribe = options.subscribe(onChange)
  // The first request goes at once.
  route(planSearch(sent, readInputs().inputs))

  return {
    refresh() {
      sent = undefined
      route(planSearch(sent, readInputs().inputs))
    },
    stop() {
      unsubscribe()
      const abandoned = queue.inFlight > 0
      queue.dispose()
      if (abandoned) dispatch(actions.requestsAbandoned())
    },
  }
}

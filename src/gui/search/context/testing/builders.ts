// Builders for the search context's tests: inputs, aggregations, responses and a fake
// server whose answers the test releases one by one, in any order.
import type { JsonObject, JsonValue } from '../json'
import type { SearchInputs } from '../planner'
import { DEFAULT_PAGINATION, ENTRIES_REQUIRED } from '../searchContextSlice'
import type { AggregationRequest, AggregationResult, SearchRequestBody, SearchResponse } from '../types'

export const elementsTerms: AggregationRequest = {
  type: 'terms',
  quantity: 'results.material.elements',
  settings: { size: 119 },
}
/** An exclusive filter's aggregation: its own filter is ignored for its counts. */
export const nElementsHistogram: AggregationRequest = {
  type: 'histogram',
  quantity: 'results.material.n_elements',
  exclude_from_search: true,
  settings: { interval: 1 },
}

/** Inputs as core/search would build them: the query is the filters by quantity. */
export function someInputs(
  overrides: { filters?: Record<string, JsonValue>; owner?: string } & Partial<Omit<SearchInputs, 'filters'>> = {},
): SearchInputs {
  const { filters = {}, owner = 'visible', ...rest } = overrides
  return {
    body: { owner, query: { ...filters } },
    filters: Object.fromEntries(Object.entries(filters).map(([quantity, value]) => [quantity, { value }])),
    aggregations: { 'elements:default': elementsTerms, 'n_elements:default': nElementsHistogram },
    pagination: DEFAULT_PAGINATION,
    required: ENTRIES_REQUIRED,
    ...rest,
  }
}

export function anEntry(id: string): JsonObject {
  return { entry_id: id, upload_id: 'upload', mainfile: `${id}.xml` }
}

export function aResponse(
  options: {
    data?: JsonObject[]
    total?: number
    next?: string
    aggregations?: Record<string, AggregationResult>
    types?: Record<string, AggregationRequest['type']>
  } = {},
): SearchResponse {
  const data = options.data ?? []
  return {
    pagination: {
      ...DEFAULT_PAGINATION,
      total: options.total ?? data.length,
      ...(options.next ? { next_page_after_value: options.next } : {}),
    },
    aggregations: Object.fromEntries(
      Object.entries(options.aggregations ?? {}).map(([name, result]) => [
        name,
        { [options.types?.[name] ?? 'terms']: result },
      ]),
    ),
    data,
  }
}

export interface FakeCall {
  request: SearchRequestBody
  answer(response: SearchResponse): Promise<void>
  fail(error: unknown): Promise<void>
}

/** Records every request; each stays pending until the test answers or fails it. */
export function aFakeServer() {
  const calls: FakeCall[] = []
  const send = (request: SearchRequestBody) =>
    new Promise<SearchResponse>((resolve, reject) => {
      calls.push({
        request,
        // Settling runs the queue's handlers in a later microtask: wait for them.
        answer: async (response) => {
          resolve(response)
          await settled()
        },
        fail: async (error) => {
          reject(error)
          await settled()
        },
      })
    })
  return { send, calls }
}

/** Lets pending promise callbacks run. */
export async function settled(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

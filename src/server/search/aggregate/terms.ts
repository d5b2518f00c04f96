// terms aggregations (reference §2.7). Without pagination: the `size` values with the
// most matching documents (ties by value), optionally filtered by `include`. With
// pagination NOMAD uses Elasticsearch's composite aggregation: values in value order
// after `page_after_value`, `include` ignored, `total` the number of distinct values;
// with an `order_by` quantity the buckets are (order value, value) pairs (see pairs.ts).
//
// Counts: `count` is the number of matching entries with the value, `nested_count` the
// number of matching nested documents (equal for quantities outside nested paths). For a
// nested quantity Elasticsearch ranks by the nested documents, so do we.
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { TermsAggregation } from '../request/aggregations'
import { andThen, bucket } from './bucket'
import { loadExamples } from './examples'
import type { AggregationHooks, JsonObject } from './examples'
import { AggregationFailure } from './failure'
import { MetricsReader } from './metrics'
import { pairPage } from './pairs'
import { valueRows } from './scan'
import type { Members } from './scan'
import { keywordKeys, numberKeys } from './termKeys'
import type { TermKeys } from './termKeys'

/** The best `k` of `candidates` by `before`, in that order. */
export function topK(candidates: number[], k: number, before: (a: number, b: number) => boolean): number[] {
  const order = (a: number, b: number) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)
  if (candidates.length <= k) return candidates.sort(order)
  // A heap with the worst kept candidate on top.
  const heap: number[] = []
  const worse = (i: number, j: number) => before(heap[j], heap[i])
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]])
  for (const candidate of candidates) {
    if (heap.length < k) {
      heap.push(candidate)
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1)
    } else if (before(candidate, heap[0])) {
      heap[0] = candidate
      for (let i = 0; ; ) {
        const l = 2 * i + 1
        const r = l + 1
        let top = i
        if (l < heap.length && worse(l, top)) top = l
        if (r < heap.length && worse(r, top)) top = r
        if (top === i) break
        swap(i, top)
        i = top
      }
    }
  }
  return heap.sort(order)
}

/** One page (or the top list) of buckets with their members' metrics and examples. */
export interface TermsPage {
  buckets: JsonObject[]
  pagination?: JsonObject
}

/** Metrics and example rows of the chosen buckets, answered as buckets. */
function buckets(
  index: SearchIndex,
  request: TermsAggregation,
  keys: TermKeys,
  chosen: number[],
  nested: boolean,
  hooks: AggregationHooks,
): JsonObject[] | Promise<JsonObject[]> {
  const reader = new MetricsReader(index, request.metrics)
  const entries = request.entries
  let members: Members | undefined
  if (chosen.length > 0 && (!reader.empty || entries)) {
    const mask = new Uint8Array(keys.counts.n)
    for (const b of chosen) mask[b] = 1
    members = keys.collect(mask, nested && entries !== undefined)
  }
  const metrics = chosen.map((b) => (reader.empty ? undefined : reader.of(members ? members.rootsOf(b) : new Int32Array(0))))
  const answer = (examples: JsonObject[][] | undefined) =>
    chosen.map((b, i) => bucket(keys.value(b), keys.counts.entries[b], keys.counts.docs[b], metrics[i], examples?.[i]))
  if (!entries || !members) return answer(entries ? chosen.map(() => []) : undefined)
  const found = members
  const table = index.tableOf(request.quantity.quantity)
  const rows = chosen.map((b) => (nested ? found.rowsOf(b) : found.rootsOf(b)).subarray(0, entries.size))
  return loadExamples(index, table, rows, entries.required, hooks).then(answer)
}

function top(keys: TermKeys, request: TermsAggregation): number[] {
  const { entries, docs } = keys.counts
  const included = request.include === undefined ? () => true : keys.includes(request.include, request.name)
  const candidates: number[] = []
  for (let b = 0; b < keys.counts.n; b++) if (entries[b] > 0 && included(b)) candidates.push(b)
  const before = (a: number, b: number) => docs[a] > docs[b] || (docs[a] === docs[b] && keys.compare(a, b) < 0)
  return topK(candidates, request.size ?? 10, before)
}

/** Composite pages ordered by value: the values after `page_after_value`. */
function valuePage(keys: TermKeys, request: TermsAggregation): { chosen: number[]; total: number; next?: string } {
  const pagination = request.pagination
  if (!pagination) return { chosen: [], total: 0 }
  const { entries } = keys.counts
  const values = Array.from(keys.ascending()).filter((b) => entries[b] > 0)
  if (pagination.order === 'desc') values.reverse()
  const after = pagination.pageAfterValue
  const sign = pagination.order === 'asc' ? 1 : -1
  let start = 0
  if (after !== undefined) {
    // Values are sorted, so the first one past the cursor is found by bisection.
    let lo = 0
    let hi = values.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      const c = keys.compareTo(values[mid], after)
      if (c === undefined) throw AggregationFailure.engine(`the page_after_value ${JSON.stringify(after)} is not a value of ${request.quantity.name}.`)
      if (sign * c > 0) hi = mid
      else lo = mid + 1
    }
    start = lo
  }
  const chosen = values.slice(start, start + pagination.pageSize)
  return { chosen, total: values.length, ...(chosen.length > 0 && { next: keys.cursor(chosen[chosen.length - 1]) }) }
}

function paginationResponse(request: TermsAggregation, total: number, next: string | undefined): JsonObject {
  const echo = { ...(request.pagination?.echo ?? {}) } as JsonObject
  const after = echo.page_after_value
  // NOMAD answers the cursor without the ':' it appends for ordered pages.
  if (typeof after === 'string' && after.endsWith(':')) echo.page_after_value = after.slice(0, -1)
  return { ...echo, total, ...(next !== undefined && { next_page_after_value: next }) }
}

export function terms(index: SearchIndex, request: TermsAggregation, matches: Bits, hooks: AggregationHooks): TermsPage | Promise<TermsPage> {
  const column = index.column(request.quantity.quantity)
  if (!column) return { buckets: [], ...(request.pagination && { pagination: paginationResponse(request, 0, undefined) }) }
  const where = valueRows(column, matches)
  const nested = where.rootOf !== null
  const keys = column.kind === 'keyword' ? keywordKeys(column, where) : numberKeys(column, where, column.valueType)
  if (request.pagination?.orderQuantity) {
    const page = pairPage(index, request, keys, where, hooks)
    return andThen(page.buckets, (list) => ({ buckets: list, pagination: paginationResponse(request, page.total, page.next) }))
  }
  if (request.pagination) {
    const page = valuePage(keys, request)
    const pagination = paginationResponse(request, page.total, page.next)
    return andThen(buckets(index, request, keys, page.chosen, nested, hooks), (list) => ({ buckets: list, pagination }))
  }
  return andThen(buckets(index, request, keys, top(keys, request), nested, hooks), (list) => ({ buckets: list }))
}

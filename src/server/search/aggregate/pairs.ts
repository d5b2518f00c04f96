// Terms pages ordered by another quantity. NOMAD builds an Elasticsearch composite
// aggregation of two sources, the order quantity and the quantity, both in the asked
// order: a bucket is an (order value, value) pair, entries without an order value are
// not counted, and `page_after_value` / `next_page_after_value` are
// `<order value>:<value>` (a cursor without ':' means `<order value>:`; a second ':'
// is refused). The order quantity has one value per entry (the parser checks).
import type { SearchIndex } from '../index/searchIndex'
import type { Column } from '../index/table'
import type { TermsAggregation } from '../request/aggregations'
import type { ValueType } from '../request/doc'
import { bucket } from './bucket'
import { loadExamples } from './examples'
import type { AggregationHooks, JsonObject } from './examples'
import { AggregationFailure } from './failure'
import { compareStrings, formatNumberKey, parseNumberKey } from './keys'
import { MetricsReader } from './metrics'
import type { ValueRows } from './scan'
import type { TermKeys } from './termKeys'

export interface PairPage {
  buckets: JsonObject[] | Promise<JsonObject[]>
  /** Distinct values of the quantity (not pairs), as NOMAD's cardinality gives it. */
  total: number
  next?: string
}

interface OrderKeys {
  /** The order key of an entry, -1 without one. */
  of(root: number): number
  compare(a: number, b: number): number
  compareTo(key: number, text: string): number | undefined
  cursor(key: number): string
}

function orderKeys(column: Column, type: ValueType): OrderKeys {
  const starts = column.starts.data
  if (column.kind === 'keyword') {
    const items = column.items.data
    const dictionary = column.dictionary
    return {
      of: (root) => (starts[root] < starts[root + 1] ? items[starts[root]] : -1),
      compare: (a, b) => compareStrings(dictionary[a], dictionary[b]),
      compareTo: (key, text) => compareStrings(dictionary[key], text),
      cursor: (key) => dictionary[key],
    }
  }
  const items = column.items.data
  const values: number[] = []
  const keyOf = new Map<number, number>()
  return {
    of(root) {
      if (starts[root] >= starts[root + 1]) return -1
      const value = items[starts[root]]
      let key = keyOf.get(value)
      if (key === undefined) {
        key = values.push(value) - 1
        keyOf.set(value, key)
      }
      return key
    },
    compare: (a, b) => values[a] - values[b],
    compareTo(key, text) {
      const value = parseNumberKey(type, text)
      return value === undefined ? undefined : values[key] - value
    },
    cursor: (key) => formatNumberKey(type, values[key]),
  }
}

function cursorParts(request: TermsAggregation): [string, string] | undefined {
  let text = request.pagination?.pageAfterValue
  if (text === undefined) return undefined
  if (!text.includes(':')) text = `${text}:`
  const parts = text.split(':')
  if (parts.length !== 2) {
    throw AggregationFailure.search(['aggregations', request.name, 'terms', 'pagination', 'page_after_value'], 'The pager_after_value has not the right format.')
  }
  return [parts[0], parts[1]]
}

export function pairPage(index: SearchIndex, request: TermsAggregation, keys: TermKeys, where: ValueRows, hooks: AggregationHooks): PairPage {
  const pagination = request.pagination
  const target = pagination?.orderQuantity
  const counts = keys.counts.entries
  const n = keys.counts.n
  let total = 0
  for (let b = 0; b < n; b++) if (counts[b] > 0) total++
  const after = cursorParts(request)
  const column = target && index.column(target.quantity)
  if (!pagination || !target || !column || column.table !== index.root || total === 0) return { buckets: [], total }

  const order = orderKeys(column, target.valueType)
  const nested = where.rootOf !== null
  const reader = new MetricsReader(index, request.metrics)
  const keepRoots = !reader.empty || (request.entries !== undefined && !nested)
  const keepRows = request.entries !== undefined && nested
  const members = keys.collect(null, nested)

  const pairOf = new Map<number, number>()
  const pairOrder: number[] = []
  const pairValue: number[] = []
  const pairEntries: number[] = []
  const pairDocs: number[] = []
  const pairRoots: number[][] = []
  const pairRows: number[][] = []
  for (let b = 0; b < n; b++) {
    if (counts[b] === 0) continue
    for (const root of members.rootsOf(b)) {
      const o = order.of(root)
      if (o < 0) continue
      let p = pairOf.get(o * n + b)
      if (p === undefined) {
        p = pairOrder.push(o) - 1
        pairOf.set(o * n + b, p)
        pairValue.push(b)
        pairEntries.push(0)
        pairDocs.push(0)
        pairRoots.push([])
        pairRows.push([])
      }
      pairEntries[p]++
      if (!nested) pairDocs[p]++
      if (keepRoots) pairRoots[p].push(root)
    }
    if (!nested || !where.rootOf) continue
    for (const row of members.rowsOf(b)) {
      const o = order.of(where.rootOf[row])
      const p = o < 0 ? undefined : pairOf.get(o * n + b)
      if (p === undefined) continue
      pairDocs[p]++
      if (keepRows) pairRows[p].push(row)
    }
  }

  const sign = pagination.order === 'asc' ? 1 : -1
  const sorted = pairOrder.map((_, p) => p).sort((p, q) => sign * (order.compare(pairOrder[p], pairOrder[q]) || keys.compare(pairValue[p], pairValue[q])))
  const refuse = (text: string) => AggregationFailure.engine(`the page_after_value ${JSON.stringify(text)} does not fit the values of ${pagination.orderBy} and ${request.quantity.name}.`)
  const isAfter = (p: number): boolean => {
    if (!after) return true
    const first = after[0] === '' ? sign : order.compareTo(pairOrder[p], after[0])
    if (first === undefined) throw refuse(after.join(':'))
    if (first !== 0) return sign * first > 0
    const second = after[1] === '' ? sign : keys.compareTo(pairValue[p], after[1])
    if (second === undefined) throw refuse(after.join(':'))
    return sign * second > 0
  }
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (isAfter(sorted[mid])) hi = mid
    else lo = mid + 1
  }
  const page = sorted.slice(lo, lo + pagination.pageSize)
  const last = page[page.length - 1]
  const next = last === undefined ? undefined : `${order.cursor(pairOrder[last])}:${keys.cursor(pairValue[last])}`

  const metrics = page.map((p) => (reader.empty ? undefined : reader.of(Int32Array.from(pairRoots[p]))))
  const answer = (examples: JsonObject[][] | undefined) =>
    page.map((p, i) => bucket(keys.value(pairValue[p]), pairEntries[p], pairDocs[p], metrics[i], examples?.[i]))
  const entries = request.entries
  let buckets: JsonObject[] | Promise<JsonObject[]>
  if (!entries || page.length === 0) buckets = answer(entries ? page.map(() => []) : undefined)
  else {
    const rows = page.map((p) => Int32Array.from((nested ? pairRows : pairRoots)[p].slice(0, entries.size)))
    buckets = loadExamples(index, index.tableOf(request.quantity.quantity), rows, entries.required, hooks).then(answer)
  }
  return { buckets, total, ...(next !== undefined && { next }) }
}

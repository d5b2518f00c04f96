// histogram, date_histogram, auto_date_histogram and min_max (reference §2.7). Every
// bucket from the smallest to the largest value is answered, empty ones with count 0;
// a bucket's value is its lower bound (date_histogram: `yyyy-MM-dd` in UTC).
//
// For a quantity inside a nested path NOMAD runs these inside Elasticsearch's nested
// aggregation without going back to the entries, so `count` and `nested_count` both
// count nested documents; metrics are counted over the entries.
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { NumberColumn } from '../index/table'
import type { AutoDateHistogramAggregation, DateHistogramAggregation, HistogramAggregation, Metric, MinMaxAggregation } from '../request/aggregations'
import type { JsonValue } from '../request/ast'
import { bucket } from './bucket'
import { DAY, formatDay, HOUR, MINUTE, monthIndex, monthStart, MONDAY, SECOND, WEEK } from './calendar'
import type { JsonObject } from './examples'
import { checkBuckets } from './failure'
import { MetricsReader } from './metrics'
import { Members, valueRows } from './scan'
import { countNumbers, daysTable, numberRange } from './numberScan'
import type { ValueRows } from './scan'
import type { NumberBuckets, NumberRange } from './numberScan'

interface Source {
  column: NumberColumn
  where: ValueRows
  range?: NumberRange
}

function source(index: SearchIndex, quantity: string, matches: Bits): Source | undefined {
  const column = index.column(quantity)
  if (column?.kind !== 'number') return undefined
  const where = valueRows(column, matches)
  const range = numberRange(column, where)
  return { column, where, ...(range && { range }) }
}

/** Counts the buckets 0..n-1 and answers them, each valued by `valueOf`. */
function buckets(index: SearchIndex, from: Source, n: number, numbering: NumberBuckets, metrics: readonly Metric[], valueOf: (b: number) => JsonValue): JsonObject[] {
  checkBuckets(n)
  const counts = countNumbers(from.column, from.where, n, numbering)
  const reader = new MetricsReader(index, metrics)
  let members: Members | undefined
  if (!reader.empty) {
    members = new Members(counts, null, false)
    countNumbers(from.column, from.where, n, numbering, members)
  }
  const data: JsonObject[] = []
  for (let b = 0; b < n; b++) {
    data.push(bucket(valueOf(b), counts.docs[b], counts.docs[b], members ? reader.of(members.rootsOf(b)) : undefined))
  }
  return data
}

/** Buckets of `interval` from `offset` covering lo..hi. */
function linear(index: SearchIndex, from: Source, lo: number, hi: number, interval: number, offset: number, metrics: readonly Metric[]): JsonObject[] {
  const first = Math.floor((lo - offset) / interval)
  const n = Math.floor((hi - offset) / interval) - first + 1
  return buckets(index, from, n, { kind: 'linear', offset, unit: interval, anchor: first, step: 1 }, metrics, (b) => (first + b) * interval + offset)
}

/**
 * With `buckets` NOMAD runs min/max first: interval ⌈(max − min) / buckets⌉ for integers
 * and dates, ((1 + 1e-12)·max − min) / buckets for floats, offset min (extended bounds
 * widen min and max). When min = max there is no interval: one bucket valued min.
 */
export function histogram(index: SearchIndex, request: HistogramAggregation, matches: Bits): JsonObject {
  const from = source(index, request.quantity.quantity, matches)
  const bounds = request.extendedBounds
  let lo = from?.range?.min
  let hi = from?.range?.max
  if (bounds?.min !== undefined) lo = lo === undefined ? bounds.min : Math.min(lo, bounds.min)
  if (bounds?.max !== undefined) hi = hi === undefined ? bounds.max : Math.max(hi, bounds.max)
  const { echo, metrics } = request
  if (request.buckets !== undefined) {
    const { offset: _requested, interval: _asked, ...rest } = echo
    if (lo === undefined || hi === undefined) return { histogram: { ...rest, data: [] } }
    if (lo === hi) {
      const only = from ? buckets(index, from, 1, { kind: 'index', base: lo }, metrics, () => lo) : [bucket(lo, 0, 0)]
      return { histogram: { ...rest, offset: lo, data: only } }
    }
    const integral = request.quantity.valueType === 'int' || request.quantity.valueType === 'datetime'
    const interval = integral ? Math.ceil((hi - lo) / request.buckets) : ((1 + 1e-12) * hi - lo) / request.buckets
    const data = from ? linear(index, from, lo, hi, interval, lo, metrics) : emptyLinear(lo, hi, interval, lo)
    return { histogram: { ...rest, interval, offset: lo, data } }
  }
  const interval = request.interval ?? 1
  const offset = request.offset ?? 0
  if (lo === undefined || hi === undefined) return { histogram: { ...echo, data: [] } }
  const data = from ? linear(index, from, lo, hi, interval, offset, metrics) : emptyLinear(lo, hi, interval, offset)
  return { histogram: { ...echo, data } }
}

/** The buckets extended bounds ask for when no entry has the quantity at all. */
function emptyLinear(lo: number, hi: number, interval: number, offset: number): JsonObject[] {
  const first = Math.floor((lo - offset) / interval)
  const n = Math.floor((hi - offset) / interval) - first + 1
  checkBuckets(n)
  return Array.from({ length: n }, (_, b) => bucket((first + b) * interval + offset, 0, 0))
}

const FIXED: Readonly<Record<string, number>> = { ms: 1, s: SECOND, m: MINUTE, h: HOUR, d: DAY }
const CALENDAR_MONTHS: Readonly<Record<string, number>> = { M: 1, q: 3, y: 12 }

/** Date buckets of one interval: fixed units from the epoch, weeks from Monday, months, quarters and years by the calendar (UTC). */
export function dateHistogram(index: SearchIndex, request: DateHistogramAggregation, matches: Bits): JsonObject {
  const from = source(index, request.quantity.quantity, matches)
  const range = from?.range
  if (!from || !range) return { date_histogram: { ...request.echo, data: [] } }
  const { count, unit } = request.interval
  const per = CALENDAR_MONTHS[unit]
  let data: JsonObject[]
  if (per !== undefined) {
    const first = Math.floor(monthIndex(range.min) / per)
    const n = Math.floor(monthIndex(range.max) / per) - first + 1
    data = buckets(index, from, n, daysTable(range.min, range.max, per, first, 1), request.metrics, (b) => formatDay(monthStart((first + b) * per)))
  } else {
    const offset = unit === 'w' ? MONDAY : 0
    const size = unit === 'w' ? WEEK : FIXED[unit] * count
    const first = Math.floor((range.min - offset) / size)
    const n = Math.floor((range.max - offset) / size) - first + 1
    data = buckets(index, from, n, { kind: 'linear', offset, unit: size, anchor: first, step: 1 }, request.metrics, (b) => formatDay((first + b) * size + offset))
  }
  return { date_histogram: { ...request.echo, data } }
}

/** Elasticsearch's auto_date_histogram roundings, finest first: unit, its length, inner intervals. */
const LADDER: readonly { unit: string; ms: number; months: number; steps: readonly number[] }[] = [
  { unit: 's', ms: SECOND, months: 0, steps: [1, 5, 10, 30] },
  { unit: 'm', ms: MINUTE, months: 0, steps: [1, 5, 10, 30] },
  { unit: 'h', ms: HOUR, months: 0, steps: [1, 3, 12] },
  { unit: 'd', ms: DAY, months: 0, steps: [1, 7] },
  { unit: 'M', ms: 0, months: 1, steps: [1, 3] },
  { unit: 'y', ms: 0, months: 12, steps: [1, 5, 10, 20, 50, 100] },
]

/**
 * The finest rounding of the ladder that gives at most `buckets` buckets (the coarsest
 * when none does). As in Elasticsearch, inner intervals (7d, 3M, 10y) count from the
 * bucket of the smallest value; bucket values are epoch ms.
 */
export function autoDateHistogram(index: SearchIndex, request: AutoDateHistogramAggregation, matches: Bits): JsonObject {
  const from = source(index, request.quantity.quantity, matches)
  const range = from?.range
  if (!from || !range) return { auto_date_histogram: { ...request.echo, interval: '1s', data: [] } }
  const unitOf = (rung: (typeof LADDER)[number], ms: number) => (rung.months ? Math.floor(monthIndex(ms) / rung.months) : Math.floor(ms / rung.ms))
  let chosen = { rung: LADDER[LADDER.length - 1], step: 100 }
  search: for (const rung of LADDER) {
    const span = unitOf(rung, range.max) - unitOf(rung, range.min)
    for (const step of rung.steps) {
      if (Math.floor(span / step) + 1 <= request.buckets) {
        chosen = { rung, step }
        break search
      }
    }
  }
  const { rung, step } = chosen
  const anchor = unitOf(rung, range.min)
  const n = Math.floor((unitOf(rung, range.max) - anchor) / step) + 1
  const numbering: NumberBuckets = rung.months
    ? daysTable(range.min, range.max, rung.months, anchor, step)
    : { kind: 'linear', offset: 0, unit: rung.ms, anchor, step }
  const start = (b: number) => (rung.months ? monthStart((anchor + b * step) * rung.months) : (anchor + b * step) * rung.ms)
  const data = buckets(index, from, n, numbering, request.metrics, start)
  return { auto_date_histogram: { ...request.echo, interval: `${step}${rung.unit}`, data } }
}

/** `[min, max]` of the matching values, `[null, null]` without any. */
export function minMax(index: SearchIndex, request: MinMaxAggregation, matches: Bits): JsonObject {
  const range = source(index, request.quantity.quantity, matches)?.range
  return { min_max: { ...request.echo, data: range ? [range.min, range.max] : [null, null] } }
}

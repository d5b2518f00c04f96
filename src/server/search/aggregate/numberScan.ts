// The passes over number columns: a value → bucket numbering per kind of bucket, counts
// per bucket, and the range and distinct values that choose the buckets.
import type { NumberColumn } from '../index/table'
import { DAY, monthIndex } from './calendar'
import { denseNumbers } from './dense'
import { zoneRange } from './zones'
import { countSingle, emptyCounts, matchingRows, sharedPass, Tally } from './scan'
import type { Counts, Members, ValueRows } from './scan'

/**
 * How a number becomes a bucket:
 * - `index`: value − base (integers over a small range, booleans);
 * - `linear`: ⌊(⌊(value − offset) / unit⌋ − anchor) / step⌋ (histograms, fixed date units, weeks);
 * - `days`: `table[⌊value / day⌋ − first]` (calendar units: months, quarters, years);
 * - `months`: ⌊(⌊month index / per⌋ − anchor) / step⌋ (the same over spans too long for a table);
 * - `map`: the bucket the map gives (distinct floats).
 * `index` and `map` give every value its own bucket.
 */
export type NumberBuckets =
  | { kind: 'index'; base: number }
  | { kind: 'linear'; offset: number; unit: number; anchor: number; step: number }
  | { kind: 'days'; first: number; table: Int32Array }
  | { kind: 'months'; per: number; anchor: number; step: number }
  | { kind: 'map'; map: ReadonlyMap<number, number> }

/** The bucket of a number, -1 for none of 0..n-1 (for rows with several values). */
function bucketFunction(buckets: NumberBuckets, n: number): (value: number) => number {
  const inRange = (b: number) => (b >= 0 && b < n ? b : -1)
  switch (buckets.kind) {
    case 'index': {
      const base = buckets.base
      return (v) => inRange(v - base)
    }
    case 'linear': {
      const { offset, unit, anchor, step } = buckets
      return (v) => inRange(Math.floor((Math.floor((v - offset) / unit) - anchor) / step))
    }
    case 'days': {
      const { first, table } = buckets
      return (v) => {
        const day = Math.floor(v / DAY) - first
        return day >= 0 && day < table.length ? inRange(table[day]) : -1
      }
    }
    case 'months': {
      const { per, anchor, step } = buckets
      return (v) => inRange(Math.floor((Math.floor(monthIndex(v) / per) - anchor) / step))
    }
    case 'map': {
      const map = buckets.map
      return (v) => map.get(v) ?? -1
    }
  }
}

/**
 * The bucket of every row of a one-value-per-row column (-1 for none), one tight loop
 * per kind: a call per value would not be inlined across kinds. NaN (no value) fails
 * every range check.
 */
function bucketCodes(single: Float64Array, rows: number, buckets: NumberBuckets, n: number): Int32Array {
  const codes = new Int32Array(rows)
  switch (buckets.kind) {
    case 'index': {
      const base = buckets.base
      for (let row = 0; row < rows; row++) {
        const b = single[row] - base
        codes[row] = b >= 0 && b < n ? b : -1
      }
      return codes
    }
    case 'linear': {
      const { offset, unit, anchor, step } = buckets
      for (let row = 0; row < rows; row++) {
        const b = step === 1 ? Math.floor((single[row] - offset) / unit) - anchor : Math.floor((Math.floor((single[row] - offset) / unit) - anchor) / step)
        codes[row] = b >= 0 && b < n ? b : -1
      }
      return codes
    }
    case 'days': {
      const { first, table } = buckets
      const days = table.length
      for (let row = 0; row < rows; row++) {
        const day = Math.floor(single[row] / DAY) - first
        const b = day >= 0 && day < days ? table[day] : -1
        codes[row] = b >= 0 && b < n ? b : -1
      }
      return codes
    }
    default: {
      const bucketOf = bucketFunction(buckets, n)
      for (let row = 0; row < rows; row++) {
        const v = single[row]
        codes[row] = v === v ? bucketOf(v) : -1
      }
      return codes
    }
  }
}

/**
 * The most common number pass, fused: one value per entry row, nothing to collect,
 * one loop per kind of bucket.
 */
function countRootNumbers(single: Float64Array, where: ValueRows, n: number, buckets: NumberBuckets): Counts {
  const list = matchingRows(where)
  const size = list.length
  const counts = emptyCounts(n, false)
  const entries = counts.entries
  switch (buckets.kind) {
    case 'index': {
      const base = buckets.base
      for (let i = 0; i < size; i++) {
        const b = single[list[i]] - base
        if (b >= 0 && b < n) entries[b]++
      }
      break
    }
    case 'linear': {
      const { offset, unit, anchor, step } = buckets
      if (step === 1) {
        for (let i = 0; i < size; i++) {
          const b = Math.floor((single[list[i]] - offset) / unit) - anchor
          if (b >= 0 && b < n) entries[b]++
        }
      } else {
        for (let i = 0; i < size; i++) {
          const b = Math.floor((Math.floor((single[list[i]] - offset) / unit) - anchor) / step)
          if (b >= 0 && b < n) entries[b]++
        }
      }
      break
    }
    case 'days': {
      const { first, table } = buckets
      const days = table.length
      for (let i = 0; i < size; i++) {
        const day = Math.floor(single[list[i]] / DAY) - first
        if (!(day >= 0 && day < days)) continue
        const b = table[day]
        if (b >= 0 && b < n) entries[b]++
      }
      break
    }
  }
  return counts
}

/** Counts per bucket of a number column, the buckets numbered 0..n-1 by `buckets`. */
export function countNumbers(column: NumberColumn, where: ValueRows, n: number, buckets: NumberBuckets, members?: Members): Counts {
  const { single } = denseNumbers(column)
  if (single !== null && where.rootOf === null && !members && buckets.kind !== 'months' && buckets.kind !== 'map') {
    return countRootNumbers(single, where, n, buckets)
  }
  // Buckets of all rows first, then the common count.
  if (single !== null) return countSingle(bucketCodes(single, where.rows, buckets, n), where, n, members)
  const bucketOf = bucketFunction(buckets, n)
  const tally = new Tally(n, where.rootOf !== null, members)
  eachMatchingValue(column, where, (value, root, row) => {
    const b = bucketOf(value)
    if (b >= 0) tally.add(b, root, row)
  })
  return tally.counts
}

/**
 * Calls `visit` with every value of the matching rows of a column that may hold several
 * values per row (the passes over one value per row have loops of their own).
 */
function eachMatchingValue(column: NumberColumn, where: ValueRows, visit: (value: number, root: number, row: number) => void): void {
  const { rows, rootOf, words } = where
  const starts = column.starts.data
  const items = column.items.data
  for (let row = 0; row < rows; row++) {
    const root = rootOf === null ? row : rootOf[row]
    if ((words[root >>> 5] & (1 << (root & 31))) === 0) continue
    for (let i = starts[row], end = starts[row + 1]; i < end; i++) visit(items[i], root, row)
  }
}

const MAX_TABLE_DAYS = 4_000_000

/**
 * Calendar buckets as a table by day: bucket ⌊(⌊month index / per⌋ − anchor) / step⌋
 * for every day from `from` to `to` (epoch ms), so a pass divides once per value.
 */
export function daysTable(from: number, to: number, per: number, anchor: number, step: number): NumberBuckets {
  const first = Math.floor(from / DAY)
  if (Math.floor(to / DAY) - first >= MAX_TABLE_DAYS) return { kind: 'months', per, anchor, step }
  const table = new Int32Array(Math.floor(to / DAY) - first + 1)
  for (let day = 0; day < table.length; day++) table[day] = Math.floor((Math.floor(monthIndex((first + day) * DAY) / per) - anchor) / step)
  return { kind: 'days', first, table }
}

export interface NumberRange {
  min: number
  max: number
  /** Every value is an integer (only when asked for). */
  integral: boolean
}

/**
 * Smallest and largest value of the matching rows, undefined when they have none;
 * with `checkIntegral` also whether all values are integers. NaN (no value) compares
 * false and is passed over.
 */
export function numberRange(column: NumberColumn, where: ValueRows, checkIntegral = false): NumberRange | undefined {
  return sharedPass(where, column, checkIntegral ? 'range+integral' : 'range', () => scanRange(column, where, checkIntegral))
}

function scanRange(column: NumberColumn, where: ValueRows, checkIntegral: boolean): NumberRange | undefined {
  const { rows, rootOf, words } = where
  if (rootOf === null) {
    const zoned = zoneRange(column, words, rows, checkIntegral)
    if (zoned) return zoned.min <= zoned.max ? { min: zoned.min, max: zoned.max, integral: zoned.integral } : undefined
  }
  let min = Infinity
  let max = -Infinity
  let fraction = 0
  eachMatchingValue(column, where, (v) => {
    if (v < min) min = v
    if (v > max) max = v
    if (checkIntegral) fraction += v - Math.floor(v)
  })
  return min <= max ? { min, max, integral: fraction === 0 } : undefined
}

/** The distinct values of the matching rows, ascending. */
export function distinctNumbers(column: NumberColumn, where: ValueRows): Float64Array {
  const seen = new Set<number>()
  eachMatchingValue(column, where, (value) => seen.add(value))
  return Float64Array.from(seen).sort()
}

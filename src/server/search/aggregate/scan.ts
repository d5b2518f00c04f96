// The passes over an index column that every bucket aggregation is made of. A pass
// visits the rows of the column's table that belong to matching entries once, maps
// each value to a bucket number and counts, per bucket, the entries (root rows) and
// the rows of the table (nested documents) with a value in it. Counting distinct rows
// needs no set per bucket: rows come in increasing order (the nested rows of an entry
// are contiguous and follow the entry order), so "the last row counted in this bucket"
// is enough, and it is skipped where a row cannot count twice (dense.ts).
//
// Rows are visited in order with a bit test each: on a million rows that is faster than
// extracting the set bits, and nested rows test the bit of their entry.
import type { Bits } from '../index/bits'
import type { Column, KeywordColumn, NumberColumn } from '../index/table'
import { DAY, monthIndex } from './calendar'
import { denseKeywords, denseNumbers } from './dense'

/** The rows of a column's table and which of them belong to matching entries. */
export interface ValueRows {
  /** Rows of the column's table. */
  rows: number
  /** The entry (root row) of each table row; null for a root column (row = entry). */
  rootOf: Int32Array | null
  /** The matching entries' bits. */
  words: Uint32Array
}

export function valueRows(column: Column, matches: Bits): ValueRows {
  const table = column.table
  const rows = Math.min(table.rows, column.starts.length - 1)
  if (table.path === '') return { rows: Math.min(rows, matches.size), rootOf: null, words: matches.words }
  return { rows, rootOf: table.rootRow.data, words: matches.words }
}

export interface Counts {
  n: number
  /** Matching entries with a value in the bucket. */
  entries: Int32Array
  /** Matching rows of the column's table (nested documents) with a value in the bucket; `entries` for a root column. */
  docs: Int32Array
}

/**
 * The entries (and, for nested columns, the nested rows) of chosen buckets, in row
 * order, filled by a second pass whose first pass gave the sizes.
 */
export class Members {
  readonly rootStart: Int32Array
  readonly roots: Int32Array
  readonly rowStart: Int32Array | null
  readonly rows: Int32Array | null
  private readonly rootAt: Int32Array
  private readonly rowAt: Int32Array | null

  constructor(counts: Counts, chosen: Uint8Array | null, withRows: boolean) {
    this.rootStart = prefix(counts.entries, chosen)
    this.roots = new Int32Array(this.rootStart[counts.n])
    this.rootAt = this.rootStart.slice(0, counts.n)
    this.rowStart = withRows ? prefix(counts.docs, chosen) : null
    this.rows = this.rowStart ? new Int32Array(this.rowStart[counts.n]) : null
    this.rowAt = this.rowStart ? this.rowStart.slice(0, counts.n) : null
  }

  addRoot(bucket: number, root: number): void {
    const at = this.rootAt[bucket]
    if (at < this.rootStart[bucket + 1]) {
      this.roots[at] = root
      this.rootAt[bucket] = at + 1
    }
  }

  addRow(bucket: number, row: number): void {
    const rowAt = this.rowAt
    if (rowAt === null || this.rowStart === null || this.rows === null) return
    const at = rowAt[bucket]
    if (at < this.rowStart[bucket + 1]) {
      this.rows[at] = row
      rowAt[bucket] = at + 1
    }
  }

  rootsOf(bucket: number): Int32Array {
    return this.roots.subarray(this.rootStart[bucket], this.rootStart[bucket + 1])
  }

  /** The nested rows of the bucket; the entries for a root column. */
  rowsOf(bucket: number): Int32Array {
    if (this.rowStart === null || this.rows === null) return this.rootsOf(bucket)
    return this.rows.subarray(this.rowStart[bucket], this.rowStart[bucket + 1])
  }
}

function prefix(counts: Int32Array, chosen: Uint8Array | null): Int32Array {
  const start = new Int32Array(counts.length + 1)
  for (let b = 0; b < counts.length; b++) start[b + 1] = start[b] + (chosen === null || chosen[b] ? counts[b] : 0)
  return start
}

function emptyCounts(n: number, nested: boolean): Counts {
  const entries = new Int32Array(n)
  return { n, entries, docs: nested ? new Int32Array(n) : entries }
}

/**
 * Counts with one bucket (or -1) per row: the common case of a quantity with at most
 * one value per row, and the tightest loop.
 */
function countSingle(codes: Int32Array, where: ValueRows, n: number, members?: Members): Counts {
  const { rows, rootOf, words } = where
  const counts = emptyCounts(n, rootOf !== null)
  const { entries, docs } = counts
  if (rootOf === null) {
    for (let row = 0; row < rows; row++) {
      if ((words[row >>> 5] & (1 << (row & 31))) === 0) continue
      const b = codes[row]
      if (b < 0) continue
      entries[b]++
      if (members) members.addRoot(b, row)
    }
    return counts
  }
  const lastRoot = new Int32Array(n).fill(-1)
  for (let row = 0; row < rows; row++) {
    const root = rootOf[row]
    if ((words[root >>> 5] & (1 << (root & 31))) === 0) continue
    const b = codes[row]
    if (b < 0) continue
    docs[b]++
    if (members) members.addRow(b, row)
    if (lastRoot[b] !== root) {
      lastRoot[b] = root
      entries[b]++
      if (members) members.addRoot(b, root)
    }
  }
  return counts
}

/** Counts per dictionary code of a keyword column (bucket = code). */
export function countKeywords(column: KeywordColumn, where: ValueRows, members?: Members): Counts {
  const n = column.dictionary.length
  const { single, distinct } = denseKeywords(column)
  if (single !== null) return countSingle(single, where, n, members)
  const { rows, rootOf, words } = where
  const nested = rootOf !== null
  const counts = emptyCounts(n, nested)
  const { entries, docs } = counts
  const lastRoot = new Int32Array(n).fill(-1)
  const lastRow = nested ? new Int32Array(n).fill(-1) : lastRoot
  const starts = column.starts.data
  const items = column.items.data
  // Entry rows whose codes are all different count each code once without checking.
  const plain = !nested && distinct
  for (let row = 0; row < rows; row++) {
    const root = rootOf === null ? row : rootOf[row]
    if ((words[root >>> 5] & (1 << (root & 31))) === 0) continue
    const end = starts[row + 1]
    if (plain) {
      for (let i = starts[row]; i < end; i++) {
        entries[items[i]]++
        if (members) members.addRoot(items[i], root)
      }
      continue
    }
    for (let i = starts[row]; i < end; i++) {
      const b = items[i]
      if (lastRoot[b] !== root) {
        lastRoot[b] = root
        entries[b]++
        if (members) members.addRoot(b, root)
      }
      if (nested && lastRow[b] !== row) {
        lastRow[b] = row
        docs[b]++
        if (members) members.addRow(b, row)
      }
    }
  }
  return counts
}

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
  const { rows, words } = where
  const counts = emptyCounts(n, false)
  const entries = counts.entries
  switch (buckets.kind) {
    case 'index': {
      const base = buckets.base
      for (let row = 0; row < rows; row++) {
        if ((words[row >>> 5] & (1 << (row & 31))) === 0) continue
        const b = single[row] - base
        if (b >= 0 && b < n) entries[b]++
      }
      break
    }
    case 'linear': {
      const { offset, unit, anchor, step } = buckets
      for (let row = 0; row < rows; row++) {
        if ((words[row >>> 5] & (1 << (row & 31))) === 0) continue
        const b = step === 1 ? Math.floor((single[row] - offset) / unit) - anchor : Math.floor((Math.floor((single[row] - offset) / unit) - anchor) / step)
        if (b >= 0 && b < n) entries[b]++
      }
      break
    }
    case 'days': {
      const { first, table } = buckets
      const days = table.length
      for (let row = 0; row < rows; row++) {
        if ((words[row >>> 5] & (1 << (row & 31))) === 0) continue
        const day = Math.floor(single[row] / DAY) - first
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
  const { rows, rootOf, words } = where
  const nested = rootOf !== null
  const counts = emptyCounts(n, nested)
  const { entries, docs } = counts
  const lastRoot = new Int32Array(n).fill(-1)
  const lastRow = nested ? new Int32Array(n).fill(-1) : lastRoot
  const starts = column.starts.data
  const items = column.items.data
  for (let row = 0; row < rows; row++) {
    const root = rootOf === null ? row : rootOf[row]
    if ((words[root >>> 5] & (1 << (root & 31))) === 0) continue
    for (let i = starts[row], end = starts[row + 1]; i < end; i++) {
      const b = bucketOf(items[i])
      if (b < 0) continue
      if (lastRoot[b] !== root) {
        lastRoot[b] = root
        entries[b]++
        if (members) members.addRoot(b, root)
      }
      if (nested && lastRow[b] !== row) {
        lastRow[b] = row
        docs[b]++
        if (members) members.addRow(b, row)
      }
    }
  }
  return counts
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
  const { rows, rootOf, words } = where
  const { single } = denseNumbers(column)
  let min = Infinity
  let max = -Infinity
  let fraction = 0
  if (single !== null && rootOf === null) {
    for (let row = 0; row < rows; row++) {
      if ((words[row >>> 5] & (1 << (row & 31))) === 0) continue
      const v = single[row]
      if (v < min) min = v
      if (v > max) max = v
      if (checkIntegral && v === v) fraction += v - Math.floor(v)
    }
  } else {
    const starts = column.starts.data
    const items = column.items.data
    for (let row = 0; row < rows; row++) {
      const root = rootOf === null ? row : rootOf[row]
      if ((words[root >>> 5] & (1 << (root & 31))) === 0) continue
      for (let i = starts[row], end = starts[row + 1]; i < end; i++) {
        const v = items[i]
        if (v < min) min = v
        if (v > max) max = v
        if (checkIntegral) fraction += v - Math.floor(v)
      }
    }
  }
  return min <= max ? { min, max, integral: fraction === 0 } : undefined
}

/** The distinct values of the matching rows, ascending. */
export function distinctNumbers(column: NumberColumn, where: ValueRows): Float64Array {
  const { rows, rootOf, words } = where
  const seen = new Set<number>()
  const starts = column.starts.data
  const items = column.items.data
  for (let row = 0; row < rows; row++) {
    const root = rootOf === null ? row : rootOf[row]
    if ((words[root >>> 5] & (1 << (root & 31))) === 0) continue
    for (let i = starts[row], end = starts[row + 1]; i < end; i++) seen.add(items[i])
  }
  return Float64Array.from(seen).sort()
}

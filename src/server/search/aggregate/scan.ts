// The passes over an index column that every bucket aggregation is made of, and the
// keyword passes (numberScan.ts has the number passes). A pass
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
import type { Column, KeywordColumn } from '../index/table'
import { andCount, postingsOf } from '../index/postings'
import { denseKeywords } from './dense'

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

export function emptyCounts(n: number, nested: boolean): Counts {
  const entries = new Int32Array(n)
  return { n, entries, docs: nested ? new Int32Array(n) : entries }
}

/**
 * Counts with one bucket (or -1) per row: the common case of a quantity with at most
 * one value per row, and the tightest loop.
 */
export function countSingle(codes: Int32Array, where: ValueRows, n: number, members?: Members): Counts {
  const { rows, rootOf, words } = where
  const counts = emptyCounts(n, rootOf !== null)
  const { entries, docs } = counts
  if (rootOf === null) {
    const list = matchingRows(where)
    for (let i = 0; i < list.length; i++) {
      const row = list[i]
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

/**
 * Counting values of rows that may hold several: per bucket, each entry and each
 * nested row once, however many of its values fall into the bucket.
 */
export class Tally {
  readonly counts: Counts
  private readonly lastRoot: Int32Array
  private readonly lastRow: Int32Array

  constructor(n: number, private readonly nested: boolean, private readonly members?: Members) {
    this.counts = emptyCounts(n, nested)
    this.lastRoot = new Int32Array(n).fill(-1)
    this.lastRow = nested ? new Int32Array(n).fill(-1) : this.lastRoot
  }

  add(b: number, root: number, row: number): void {
    if (this.lastRoot[b] !== root) {
      this.lastRoot[b] = root
      this.counts.entries[b]++
      if (this.members) this.members.addRoot(b, root)
    }
    if (this.nested && this.lastRow[b] !== row) {
      this.lastRow[b] = row
      this.counts.docs[b]++
      if (this.members) this.members.addRow(b, row)
    }
  }
}

// Aggregations of one request often read the same column over the same matches (several
// terms widgets on one quantity; histograms and min/max on one quantity): passes that
// collect no members are shared. Keyed weakly by the matches' words, so they go with the
// request; the matches must not change while its aggregations run (they do not).
const passes = new WeakMap<Uint32Array, Map<Column, Map<string, unknown>>>()

const rowLists = new WeakMap<Uint32Array, { rows: number; list: Int32Array }>()

/**
 * The matching entry rows below `where.rows` in increasing order, extracted once per
 * request: passes over one value per row then read only those rows, without a bit test.
 */
export function matchingRows(where: ValueRows): Int32Array {
  const kept = rowLists.get(where.words)
  if (kept && kept.rows === where.rows) return kept.list
  const { words, rows } = where
  const end = Math.min(words.length, (rows + 31) >>> 5)
  let count = 0
  for (let w = 0; w < end; w++) {
    let v = words[w]
    v -= (v >>> 1) & 0x55555555
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
  }
  const list = new Int32Array(count)
  let n = 0
  for (let w = 0; w < end; w++) {
    let word = words[w]
    while (word !== 0) {
      const low = word & -word
      const row = (w << 5) + 31 - Math.clz32(low)
      if (row < rows) list[n++] = row
      word ^= low
    }
  }
  const exact = n === count ? list : list.slice(0, n)
  rowLists.set(words, { rows, list: exact })
  return exact
}

/** The result of `compute` for this column over these matches, computed once per request. */
export function sharedPass<T>(where: ValueRows, column: Column, pass: string, compute: () => T): T {
  let byColumn = passes.get(where.words)
  if (!byColumn) {
    byColumn = new Map()
    passes.set(where.words, byColumn)
  }
  let byPass = byColumn.get(column)
  if (!byPass) {
    byPass = new Map()
    byColumn.set(column, byPass)
  }
  if (!byPass.has(pass)) byPass.set(pass, compute())
  return byPass.get(pass) as T
}

/**
 * A popcount per code costs rows / 32 operations, a pass about one per value: postings
 * pay while the codes are fewer than 32 × the values per row.
 */
function postingsPay(column: KeywordColumn, codes: number): boolean {
  const rows = Math.max(1, column.starts.length - 1)
  return codes <= 32 * Math.max(1, column.items.length / rows)
}

function countByPostings(postings: readonly Uint32Array[], where: ValueRows, n: number): Counts {
  const counts = emptyCounts(n, false)
  const words = Math.min(where.words.length, (where.rows + 31) >>> 5)
  for (let code = 0; code < n; code++) counts.entries[code] = andCount(where.words, postings[code], words)
  return counts
}

/** Counts per dictionary code of a keyword column (bucket = code). */
export function countKeywords(column: KeywordColumn, where: ValueRows, members?: Members): Counts {
  if (!members) return sharedPass(where, column, 'keywords', () => scanKeywords(column, where))
  return scanKeywords(column, where, members)
}

function scanKeywords(column: KeywordColumn, where: ValueRows, members?: Members): Counts {
  const n = column.dictionary.length
  if (!members && where.rootOf === null) {
    const postings = postingsOf(column)
    if (postings && postingsPay(column, n)) return countByPostings(postings, where, n)
  }
  const { single, distinct } = denseKeywords(column)
  if (single !== null) return countSingle(single, where, n, members)
  const { rows, rootOf, words } = where
  const starts = column.starts.data
  const items = column.items.data
  // Entry rows whose codes are all different count each code once without checking.
  if (rootOf === null && distinct) {
    const counts = emptyCounts(n, false)
    const entries = counts.entries
    for (let row = 0; row < rows; row++) {
      if ((words[row >>> 5] & (1 << (row & 31))) === 0) continue
      for (let i = starts[row], end = starts[row + 1]; i < end; i++) {
        entries[items[i]]++
        if (members) members.addRoot(items[i], row)
      }
    }
    return counts
  }
  const tally = new Tally(n, rootOf !== null, members)
  for (let row = 0; row < rows; row++) {
    const root = rootOf === null ? row : rootOf[row]
    if ((words[root >>> 5] & (1 << (root & 31))) === 0) continue
    for (let i = starts[row], end = starts[row + 1]; i < end; i++) tally.add(items[i], root, row)
  }
  return tally.counts
}

// Posting bitsets of the keyword columns of the root table with few distinct values
// (program names, structural types, elements, available properties…): per dictionary
// code, the rows that hold it, as words like a Bits. With them a criterion on such a
// column is an OR of a few bitsets instead of a pass over every row, and a terms count
// is a popcount of (matches AND postings) per code: ~32 rows per operation.
//
// Kept up to date lazily, like the dense arrays of aggregate/dense.ts: rows are only
// appended, so only new rows are added. Dead rows stay set; callers AND with rows that
// are alive (owner rows, matches) anyway.
import { Bits } from './bits'
import type { KeywordColumn } from './table'

/** Above this many distinct values a column gets no postings (the bitsets would cost more than a pass). */
export const MAX_POSTING_CODES = 256

interface State {
  rows: number
  /** Words per bitset allocated. */
  capacity: number
  bits: Uint32Array[]
}

const states = new WeakMap<KeywordColumn, State | null>()

/**
 * The bitset of each code of a root keyword column, covering its first `rows` rows
 * (the table's rows once the index is sealed), or null for a column with too many
 * distinct values or in a nested table. The arrays may be longer than the rows' words.
 */
export function postingsOf(column: KeywordColumn): readonly Uint32Array[] | null {
  if (column.table.path !== '') return null
  let state = states.get(column)
  if (state === null) return null
  const rows = column.starts.length - 1
  if (column.dictionary.length > MAX_POSTING_CODES) {
    states.set(column, null)
    return null
  }
  if (!state) {
    state = { rows: 0, capacity: 0, bits: [] }
    states.set(column, state)
  }
  if (state.rows < rows || state.bits.length < column.dictionary.length) update(column, state, rows)
  return state.bits
}

function update(column: KeywordColumn, state: State, rows: number): void {
  const words = (rows + 31) >>> 5
  if (words > state.capacity) {
    const capacity = Math.max(words, state.capacity * 2, 32)
    state.bits = state.bits.map((old) => {
      const grown = new Uint32Array(capacity)
      grown.set(old)
      return grown
    })
    state.capacity = capacity
  }
  while (state.bits.length < column.dictionary.length) state.bits.push(new Uint32Array(state.capacity))
  const bits = state.bits
  const starts = column.starts.data
  const items = column.items.data
  for (let row = state.rows; row < rows; row++) {
    for (let i = starts[row], end = starts[row + 1]; i < end; i++) bits[items[i]][row >>> 5] |= 1 << (row & 31)
  }
  state.rows = rows
}

/** The rows (of a table with `rows` rows) holding any selected code, from the postings. */
export function postingRows(postings: readonly Uint32Array[], selected: Uint8Array, rows: number): Bits {
  const out = new Bits(rows)
  const words = out.words
  for (let code = 0; code < selected.length; code++) {
    if (selected[code] !== 1) continue
    const posting = postings[code]
    for (let w = 0; w < words.length; w++) words[w] |= posting[w]
  }
  return out
}

/** Number of set bits in (a AND b) over the first `words` words. */
export function andCount(a: Uint32Array, b: Uint32Array, words: number): number {
  let total = 0
  for (let i = 0; i < words; i++) {
    let v = a[i] & b[i]
    if (v === 0) continue
    v -= (v >>> 1) & 0x55555555
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
  }
  return total
}

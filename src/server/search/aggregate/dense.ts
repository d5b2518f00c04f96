// What the counting passes need to know about a column beyond its CSR form: when every
// row has at most one value (most quantities), the value per row in one flat array,
// so a pass reads one number per row instead of two offsets and a slice; and whether
// any row holds a value twice (if not, counting needs no "already counted" check).
// Rows are only appended and never change, so the arrays grow with the table and are
// only computed for the new rows.
import type { Column, KeywordColumn, NumberColumn } from '../index/table'

export interface Dense<T extends Int32Array | Float64Array> {
  /** The value per row (keyword: code, -1 without; number: value, NaN without), or null when a row has several. */
  single: T | null
  /** No row holds one value twice. */
  distinct: boolean
}

interface State {
  rows: number
  single: Int32Array | Float64Array | null
  distinct: boolean
}

const states = new WeakMap<Column, State>()

function rowHasDuplicates(column: Column, start: number, end: number, stamp: Int32Array | null, mark: number): boolean {
  if (column.kind === 'keyword' && stamp) {
    const items = column.items.data
    for (let i = start; i < end; i++) {
      if (stamp[items[i]] === mark) return true
      stamp[items[i]] = mark
    }
    return false
  }
  const items = column.items.data
  if (end - start > 16) return new Set(items.subarray(start, end)).size < end - start
  for (let i = start; i < end; i++) for (let j = i + 1; j < end; j++) if (items[i] === items[j]) return true
  return false
}

function update(column: Column): State {
  const rows = column.starts.length - 1
  let state = states.get(column)
  if (!state) {
    state = { rows: 0, single: column.kind === 'keyword' ? new Int32Array(0) : new Float64Array(0), distinct: true }
    states.set(column, state)
  }
  if (state.rows >= rows) return state
  const starts = column.starts.data
  const from = state.rows
  let single = state.single
  if (single && single.length < rows) {
    const grown = column.kind === 'keyword' ? new Int32Array(Math.max(rows, single.length * 2)) : new Float64Array(Math.max(rows, single.length * 2))
    grown.set(single)
    single = grown
  }
  const stamp = column.kind === 'keyword' ? new Int32Array(column.dictionary.length) : null
  const items = column.items.data
  const none = column.kind === 'keyword' ? -1 : NaN
  for (let row = from; row < rows; row++) {
    const start = starts[row]
    const count = starts[row + 1] - start
    if (count > 1) {
      single = null
      if (state.distinct && rowHasDuplicates(column, start, start + count, stamp, row + 1)) state.distinct = false
    } else if (single) {
      single[row] = count === 1 ? items[start] : none
    }
  }
  state.single = single
  state.rows = rows
  return state
}

export function denseKeywords(column: KeywordColumn): Dense<Int32Array> {
  const state = update(column)
  return { single: state.single as Int32Array | null, distinct: state.distinct }
}

export function denseNumbers(column: NumberColumn): Dense<Float64Array> {
  const state = update(column)
  return { single: state.single as Float64Array | null, distinct: state.distinct }
}

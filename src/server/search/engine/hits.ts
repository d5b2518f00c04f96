// The page of hits (reference §2.5): the matching rows ordered by a quantity with the id
// as second key in the same direction, entries without a value last; `page`,
// `page_offset` or `page_after_value` say where the page starts. Only the rows up to the
// end of the page are kept while scanning (a heap), so a page costs one pass.
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { Cursor, Pagination } from '../request/pagination'
import type { ScalarValue } from '../request/values'

export interface HitPage {
  /** All matching rows. */
  total: number
  /** The page's rows, in order. */
  rows: number[]
  /** `next_page_after_value` when hits follow the page. */
  next?: string
}

type Key = string | number | undefined

/** The row's id (the entry_id of entries). */
export type IdOf = (row: number) => string

export interface HitsOptions {
  /** The id of a row; defaults to the entry_id column. */
  idOf?: IdOf
  /** The sort value of a row for a quantity (first value); defaults to the root column. */
  keyOf?: (quantity: string) => ((row: number) => Key) | undefined
  /** The relevance of a row for `_score` (engine/score.ts); without it `_score` is storage order. */
  scoreOf?: (row: number) => number
}

export function idColumnReader(index: SearchIndex, quantity: string): (row: number) => Key {
  const column = index.column(quantity)
  if (!column || column.table !== index.root) return () => undefined
  const starts = column.starts.data
  if (column.kind === 'keyword') {
    const items = column.items.data
    const dictionary = column.dictionary
    return (row) => (starts[row + 1] > starts[row] ? dictionary[items[starts[row]]] : undefined)
  }
  const items = column.items.data
  return (row) => (starts[row + 1] > starts[row] ? items[starts[row]] : undefined)
}

export function pageHits(index: SearchIndex, matches: Bits, pagination: Pagination, cursor: Cursor | undefined, options: HitsOptions = {}): HitPage {
  const total = matches.count()
  const readId = options.idOf ?? ((reader) => (row: number) => reader(row) as string)(idColumnReader(index, 'entry_id'))
  const { orderBy } = pagination
  const byId = orderBy === 'entry_id' || orderBy === 'material_id'
  const scoreOf = orderBy === '_score' ? options.scoreOf : undefined
  const byRow = orderBy === '_doc' || (orderBy === '_score' && !scoreOf)
  const keyOf: (row: number) => Key = byId
    ? () => undefined
    : scoreOf ?? (byRow
      ? (row) => row
      : ((options.keyOf ?? ((q) => idColumnReader(index, q)))(orderBy) ?? (() => undefined)))
  const sign = pagination.order === 'desc' ? -1 : 1
  const compareKeys = (a: Key, b: Key): number => {
    if (a === b) return 0
    if (a === undefined) return 1
    if (b === undefined) return -1
    return (a < b ? -1 : 1) * sign
  }
  const compareIds = (a: string, b: string) => (a === b ? 0 : (a < b ? -1 : 1) * sign)
  // Negative: `a` comes first.
  const compare = (a: number, b: number): number => compareKeys(keyOf(a), keyOf(b)) || compareIds(readId(a), readId(b))

  const after = cursor && cursorFilter(cursor, byId, keyOf, readId, compareKeys, compareIds)
  // page_offset 0 does not count against page (search/request README).
  const offset = pagination.pageOffset || (pagination.page ? (pagination.page - 1) * pagination.pageSize : 0)
  const keep = offset + pagination.pageSize
  const heap: number[] = []
  let remaining = 0
  // The sort key of the heap's top, once the heap is full: most rows lose on the key alone.
  let topKey: Key
  if (keep > 0 || after) {
    matches.forEach((row) => {
      if (after && !after(row)) return
      remaining++
      if (keep === 0) return
      if (heap.length < keep) {
        heap.push(row)
        siftUp(heap, heap.length - 1, compare)
        topKey = keyOf(heap[0])
        return
      }
      const byKey = compareKeys(keyOf(row), topKey)
      if (byKey > 0 || (byKey === 0 && compareIds(readId(row), readId(heap[0])) >= 0)) return
      heap[0] = row
      siftDown(heap, compare)
      topKey = keyOf(heap[0])
    })
  } else {
    remaining = total
  }
  heap.sort(compare)
  const rows = heap.slice(offset, keep)
  const more = rows.length > 0 && rows.length === pagination.pageSize && offset + rows.length < remaining
  const last = rows[rows.length - 1]
  const next = !more ? undefined : byId ? readId(last) : `${formatKey(byRow ? last : keyOf(last))}:${readId(last)}`
  return { total, rows, ...(next !== undefined && { next }) }
}

function formatKey(key: Key): string {
  return key === undefined ? '' : String(key)
}

/** Rows strictly after the cursor in the requested order. */
function cursorFilter(
  cursor: Cursor,
  byId: boolean,
  keyOf: (row: number) => Key,
  readId: IdOf,
  compareKeys: (a: Key, b: Key) => number,
  compareIds: (a: string, b: string) => number,
): (row: number) => boolean {
  if (byId || cursor.sortValue === undefined) return (row) => compareIds(readId(row), cursor.id) > 0
  const at: Key = cursor.sortValue === null ? undefined : toKey(cursor.sortValue)
  return (row) => {
    const byKey = compareKeys(keyOf(row), at)
    return byKey > 0 || (byKey === 0 && compareIds(readId(row), cursor.id) > 0)
  }
}

function toKey(value: ScalarValue): Key {
  return typeof value === 'boolean' ? Number(value) : value
}

// A heap whose top is the row that comes last, so it holds the first `keep` rows.
function siftUp(heap: number[], index: number, compare: (a: number, b: number) => number): void {
  const row = heap[index]
  while (index > 0) {
    const parent = (index - 1) >> 1
    if (compare(heap[parent], row) >= 0) break
    heap[index] = heap[parent]
    index = parent
  }
  heap[index] = row
}

function siftDown(heap: number[], compare: (a: number, b: number) => number): void {
  const row = heap[0]
  let index = 0
  for (;;) {
    const left = 2 * index + 1
    if (left >= heap.length) break
    const right = left + 1
    const child = right < heap.length && compare(heap[right], heap[left]) > 0 ? right : left
    if (compare(heap[child], row) <= 0) break
    heap[index] = heap[child]
    index = child
  }
  heap[index] = row
}

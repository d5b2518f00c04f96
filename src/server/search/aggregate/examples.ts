// Example hits of terms buckets (`entries: {size, required}`, reference §2.7). The index
// knows rows, the store knows documents: the caller's hook loads documents by entry id,
// this module picks the rows, cuts out nested documents and applies `required`.
// NOMAD answers the nested document itself for a quantity inside a nested path,
// wrapped as `{<nested path>: {...}}`, and the whole entry otherwise.
import type { SearchIndex } from '../index/searchIndex'
import type { Table } from '../index/table'
import type { JsonValue } from '../request/ast'
import { applyRequired } from '../request/required'
import type { Required } from '../request/required'
import { isObject } from '../request/problems'
import type { WritableJsonObject as JsonObject } from '../../../core/archive'

/** The aggregation answers are built key by key. */
export type { JsonObject }

export interface AggregationHooks {
  /**
   * The documents of entries (their metadata as GET /entries/{id} answers `data`), in
   * the order of `entryIds`; undefined for one that is gone. Called at most once per
   * aggregation, only for terms aggregations with `entries`.
   */
  documents?(entryIds: readonly string[]): Promise<ReadonlyArray<Record<string, unknown> | undefined>>
}

/** An example row: an entry, or a nested document given by its entry and position. */
interface Example {
  entryId: string
  /** Position among the entry's items at the nested path, in document order. */
  item?: number
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value])

/**
 * The items at a nested path, in the order the index walks them (so the k-th nested
 * row of an entry is the k-th item): depth first, keys in document order.
 */
export function nestedItems(document: Record<string, unknown>, path: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = []
  const visit = (value: unknown, at: string): void => {
    if (value === undefined || value === null) return
    if (at === path) {
      for (const item of asList(value)) if (isObject(item)) found.push(item)
      return
    }
    if (!path.startsWith(`${at}.`)) return
    for (const item of asList(value)) {
      if (!isObject(item)) continue
      for (const key in item) visit(item[key], `${at}.${key}`)
    }
  }
  for (const key in document) visit(document[key], key)
  return found
}

function entryIdOf(index: SearchIndex, root: number): string | undefined {
  const column = index.column('entry_id')
  if (column?.kind !== 'keyword') return undefined
  const at = column.starts.data[root]
  return at < column.starts.data[root + 1] ? column.dictionary[column.items.data[at]] : undefined
}

function positionInEntry(table: Table, row: number): number {
  const rootRow = table.rootRow.data
  let first = row
  while (first > 0 && rootRow[first - 1] === rootRow[row]) first--
  return row - first
}

/** `{a: {b: item}}` for path `a.b`, so `required` reads full names as for whole entries. */
function wrap(path: string, item: Record<string, unknown>): Record<string, unknown> {
  return path.split('.').reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), item)
}

function unwrap(path: string, value: unknown): JsonObject {
  let current = value
  for (const key of path.split('.')) current = isObject(current) ? current[key] : undefined
  return isObject(current) ? (current as JsonObject) : {}
}

/**
 * Example hits per bucket: `rows[b]` are the bucket's example rows of `table` (entries
 * for the root table). Answers one list per bucket, in bucket order.
 */
export async function loadExamples(
  index: SearchIndex,
  table: Table,
  rows: readonly Int32Array[],
  required: Required | undefined,
  hooks: AggregationHooks,
): Promise<JsonObject[][]> {
  if (!hooks.documents) throw new Error('terms aggregations with entries need the documents hook')
  const nested = table.path !== ''
  const rootRow = table.rootRow.data
  const examples: Example[][] = rows.map((list) =>
    Array.from(list).flatMap((row) => {
      const entryId = entryIdOf(index, nested ? rootRow[row] : row)
      if (entryId === undefined) return []
      return [nested ? { entryId, item: positionInEntry(table, row) } : { entryId }]
    }),
  )
  const ids = [...new Set(examples.flat().map((example) => example.entryId))]
  const loaded = ids.length === 0 ? [] : await hooks.documents(ids)
  const documents = new Map(ids.map((id, i) => [id, loaded[i]]))
  return examples.map((list) =>
    list.flatMap((example): JsonObject[] => {
      const document = documents.get(example.entryId)
      if (!document) return []
      if (example.item === undefined) return [applyRequired(document, required) as JsonObject]
      const item = nestedItems(document, table.path)[example.item]
      if (!item) return []
      return [{ [table.path]: unwrap(table.path, applyRequired(wrap(table.path, item), required)) }]
    }),
  )
}

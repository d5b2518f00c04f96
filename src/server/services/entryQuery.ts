// Which entries a `query` selects when it picks entries to change rather than to show:
// entry edits, upload edits and new datasets. The query language is the search API's
// (reference §2.3), answered by the search engine over the index, so an edit selects
// exactly what the same search shows; the result is grouped by upload, the unit of
// write access.
import type { Caller } from '../auth'
import { ServiceError, type InvalidValue } from '../errors'
import { Bits } from '../search/index/bits'
import type { SearchIndex } from '../search/index/searchIndex'
import { matchingRows } from '../search/engine/entries'
import { idColumnReader } from '../search/engine/hits'
import type { Query, SearchRequest } from '../search/request'
import type { EntrySelection } from '../store/datasets'
import { searchRequest, type SearchContext } from './search'

/** Owner and typed query: what selects the entries. */
export type EntryQuery = Pick<SearchRequest, 'owner' | 'query'>

/** True for what NOMAD reads as "no query": omitted, null or `{}`. */
export function isEmptyQuery(query: unknown): boolean {
  return query === undefined || query === null || (typeof query === 'object' && !Array.isArray(query) && Object.keys(query).length === 0)
}

/**
 * The typed owner and query, or the search API's problems for them. Edits report query
 * problems at ["query", …] like their other problems (["metadata", …]), without "body";
 * a quantity the search does not know keeps its name: ["query", "results.material.foo"].
 * Request bodies that hold a query beside other fields (new datasets) keep the search
 * API's locs (`at: 'body'`).
 */
export function parseEntryQuery(
  owner: string, query: unknown, caller: Caller | undefined, problems: InvalidValue[], at: 'edit' | 'body' = 'edit',
): EntryQuery | undefined {
  try {
    return searchRequest({ owner, query }, 'entries', caller)
  } catch (error) {
    if (!(error instanceof ServiceError) || error.kind !== 'invalid') throw error
    for (const problem of error.problems) problems.push(at === 'edit' ? underQuery(problem) : problem)
    return undefined
  }
}

function underQuery(problem: InvalidValue): InvalidValue {
  const [first, ...rest] = problem.loc
  if (first === 'body') return { ...problem, loc: rest }
  if (Array.isArray(first)) return { ...problem, loc: ['query', ...first, ...rest] }
  return problem
}

/** The entries the query selects among those the owner shows the caller, by upload. */
export async function selectedEntries(context: Pick<SearchContext, 'search'>, caller: Caller | undefined, request: EntryQuery): Promise<EntrySelection[]> {
  await context.search.refresh()
  const { index } = context.search
  return selectionsOf(index, matchingRows(index, request, caller))
}

/** The entries of one upload the query selects (NOMAD restricts an upload edit's query to its upload). */
export async function selectedInUpload(context: Pick<SearchContext, 'search'>, uploadId: string, query: Query): Promise<string[]> {
  await context.search.refresh()
  const { index } = context.search
  // The upload's rows stand in for the owner's (matchingRows then ignores the owner).
  const rows = matchingRows(index, { owner: 'admin', query }, undefined, uploadRows(index, uploadId))
  return selectionsOf(index, rows).flatMap((selection) => selection.entry_ids ?? [])
}

/**
 * NOMAD's GUI edits the entries picked in an upload's table with `{"entry_id": [ids]}`,
 * which the query language reads as "all of these ids" and so matches nothing; within
 * an upload NOMAD reads this one form as "any of them" (restrict_query_to_upload).
 */
export function pickedEntries(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return query
  const keys = Object.keys(query)
  const ids = (query as Record<string, unknown>).entry_id
  return keys.length === 1 && keys[0] === 'entry_id' && Array.isArray(ids) ? { 'entry_id:any': ids } : query
}

/**
 * The upload ids a query requires, when it requires some: criteria on upload_id that
 * every selected entry must satisfy (at the top, or in an `and` at the top).
 */
export function requiredUploads(query: Query): string[][] {
  if (query.kind === 'and') return query.queries.flatMap(requiredUploads)
  if (query.kind !== 'criterion' || query.op === 'range' || query.op === 'none' || query.quantity.name !== 'upload_id') return []
  return [query.values.map(String)]
}

/** A root keyword column's value per row (the engine's reader of sort keys). */
function keywordReader(index: SearchIndex, quantity: string): (row: number) => string | undefined {
  const read = idColumnReader(index, quantity)
  return (row) => {
    const value = read(row)
    return typeof value === 'string' ? value : undefined
  }
}

function uploadRows(index: SearchIndex, uploadId: string): Bits {
  const alive = index.aliveRows()
  const uploadOf = keywordReader(index, 'upload_id')
  const rows = new Bits(alive.size)
  alive.forEach((row) => {
    if (uploadOf(row) === uploadId) rows.set(row)
  })
  return rows
}

function selectionsOf(index: SearchIndex, rows: Bits): EntrySelection[] {
  const entryOf = keywordReader(index, 'entry_id')
  const uploadOf = keywordReader(index, 'upload_id')
  const byUpload = new Map<string, string[]>()
  rows.forEach((row) => {
    const entryId = entryOf(row)
    const uploadId = uploadOf(row)
    if (entryId === undefined || uploadId === undefined) return
    const entryIds = byUpload.get(uploadId)
    if (entryIds) entryIds.push(entryId)
    else byUpload.set(uploadId, [entryId])
  })
  return [...byUpload].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([upload_id, entryIds]) => ({ upload_id, entry_ids: entryIds.sort() }))
}

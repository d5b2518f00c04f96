// POST /entries/query over the search index: owner and query → matching entries, the
// page of hits (documents read from the store, the record), every aggregation on the
// same match set (or, with exclude_from_search, on the facet query's), and NOMAD's
// response shape (reference §1.2, §2.5–2.8).
import type { Caller } from '../../auth'
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { AggregationRequest, JsonValue, SearchRequest } from '../request'
import { applyRequired } from '../request'
import { facetRows } from './facets'
import { evaluate } from './evaluate'
import { pageHits } from './hits'
import { ownerRows } from './owner'
import { freeTextScores, freeTextWords } from './score'
import type { MutableSection as Json } from '../../../core/archive'
export type { Json }

/** What the engine needs from the rest of the server. */
export interface SearchSources {
  index: SearchIndex
  /** The entries' metadata from the store, in the order asked (missing ones left out). */
  documents(entryIds: readonly string[]): Promise<Json[]>
  /** One aggregation's response object over the rows given. */
  aggregate(request: AggregationRequest, rows: Bits): Promise<Json>
}

export interface SearchResponse {
  owner: string
  query: JsonValue
  pagination: Json
  required?: Json
  aggregations?: Json
  data: Json[]
}

/** The entries a request's owner and query select (live rows only). */
export function matchingRows(index: SearchIndex, request: Pick<SearchRequest, 'owner' | 'query'>, caller: Caller | undefined, visible?: Bits): Bits {
  const allowed = visible ?? ownerRows(index, request.owner, caller)
  return request.query.kind === 'empty' ? allowed.clone() : evaluate(index, request.query).and(allowed)
}

export async function searchEntries(sources: SearchSources, request: SearchRequest, caller: Caller | undefined): Promise<SearchResponse> {
  const { index } = sources
  const visible = ownerRows(index, request.owner, caller)
  const matches = matchingRows(index, request, caller, visible)
  const scoreOf = request.pagination.orderBy === '_score' ? freeTextScores(index, matches, freeTextWords(request.query)) : undefined
  const page = pageHits(index, matches, request.pagination, request.cursor, { ...(scoreOf && { scoreOf }) })

  const aggregations: Json = {}
  const rowsFor = facetRows(request.query, matches, (facet) => matchingRows(index, { owner: request.owner, query: facet }, caller, visible))
  for (const aggregation of request.aggregations) aggregations[aggregation.name] = await sources.aggregate(aggregation, rowsFor(aggregation))

  const ids = page.rows.map(idReader(index))
  const documents = ids.length ? await sources.documents(ids) : []
  return {
    owner: request.echo.owner,
    query: request.echo.query,
    pagination: { ...request.echo.pagination, total: page.total, ...(page.next !== undefined && { next_page_after_value: page.next }) },
    ...(request.echo.required && { required: request.echo.required as Json }),
    ...(request.aggregations.length > 0 && { aggregations }),
    data: documents.map((document) => applyRequired(document, request.required)),
  }
}

function idReader(index: SearchIndex): (row: number) => string {
  const column = index.column('entry_id')
  if (column?.kind !== 'keyword') return () => ''
  const starts = column.starts.data
  const items = column.items.data
  return (row) => column.dictionary[items[starts[row]]]
}

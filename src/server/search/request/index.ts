// The front end of the search API: the body of `POST /entries/query` or
// `/materials/query` → a validated, typed request, or NOMAD's problems. Pure: no SQL,
// no HTTP. The status order is NOMAD's: body-shape problems (422) before the owner's
// authentication (401), before problems found against the search quantities (422),
// before what Elasticsearch would refuse (400).
import type { SearchQuantityRecord } from '../../../core/metainfo'
import { parseAggregations } from './aggregations'
import type { AggregationRequest } from './aggregations'
import type { JsonValue, Query } from './ast'
import { searchDoc } from './doc'
import type { Resource, SearchDoc } from './doc'
import { echoQuery } from './echo'
import { ownerAccess, parseOwner } from './owner'
import type { Caller, Owner } from './owner'
import { parseCursor, parsePagination } from './pagination'
import type { Cursor, Pagination, PaginationEcho } from './pagination'
import { isObject, isSearchProblem, MSG, Problems } from './problems'
import type { Problem } from './problems'
import { parseQuery } from './query'
import { parseRequired } from './required'
import type { Required } from './required'

export interface SearchRequest {
  resource: Resource
  doc: SearchDoc
  owner: Owner
  query: Query
  pagination: Pagination
  /** Where the page starts, from `page_after_value`. */
  cursor?: Cursor
  required?: Required
  aggregations: AggregationRequest[]
  /** What the response repeats: owner, the normalised query, pagination and required. */
  echo: { owner: Owner; query: JsonValue; pagination: PaginationEcho; required?: Required }
}

export interface ParseOptions {
  resource: Resource
  /** The static search quantities, `searchQuantities()` of core/metainfo. */
  quantities: Readonly<Record<string, SearchQuantityRecord>>
  /** Who asks; anonymous when absent. */
  caller?: Caller
  /** Raw, archive and rawdir queries refuse owner `all` (401). */
  refuseOwnerAll?: boolean
}

export type ParseResult =
  | { ok: true; request: SearchRequest }
  | { ok: false; status: 422; detail: Problem[] }
  | { ok: false; status: 400 | 401; detail: string }

export function parseSearchRequest(body: unknown, options: ParseOptions): ParseResult {
  if (body !== undefined && body !== null && !isObject(body)) {
    return { ok: false, status: 422, detail: [{ loc: ['body'], msg: MSG.notDict, type: 'type_error.dict' }] }
  }
  const fields = body ?? {}
  const doc = searchDoc(options.resource, options.quantities)
  const problems = new Problems()

  const owner = parseOwner(fields.owner)
  if (!owner.ok) problems.add(owner.problem)
  const query = parseQuery(fields.query, doc, problems)
  const pagination = parsePagination(fields.pagination, doc, problems)
  const required = parseRequired(fields.required, doc, [pagination.orderBy, doc.idField], problems)
  const { aggregations, badRequest } = parseAggregations(fields.aggregations, doc, problems)

  const bodyProblems = problems.list.filter((problem) => !isSearchProblem(problem))
  if (bodyProblems.length > 0 || !owner.ok) return { ok: false, status: 422, detail: bodyProblems }
  const access = ownerAccess(owner.owner, options.caller ?? {}, { refuseAll: options.refuseOwnerAll })
  if (!access.ok) return access
  if (!problems.empty) return { ok: false, status: 422, detail: problems.list }
  if (badRequest) return { ok: false, status: 400, detail: badRequest }
  const cursor = parseCursor(pagination, doc)
  if (!cursor.ok) return cursor

  return {
    ok: true,
    request: {
      resource: options.resource,
      doc,
      owner: owner.owner,
      query,
      pagination,
      ...(cursor.cursor && { cursor: cursor.cursor }),
      ...(required && { required }),
      aggregations,
      echo: { owner: owner.owner, query: echoQuery(query), pagination: pagination.echo, ...(required && { required }) },
    },
  }
}

export type { AggregationRequest, AggregationType, DateInterval, Metric, TermsAggregation, HistogramAggregation, DateHistogramAggregation, AutoDateHistogramAggregation, MinMaxAggregation, StatisticsAggregation } from './aggregations'
export { AGGREGATION_TYPES, METRICS, parseAggregations, parseDateInterval } from './aggregations'
export type { And, Criterion, Empty, JsonValue, Nested, Not, OptimadeFilter, Or, Query, RangeBounds, RangeCriterion, SetCriterion, SetOp } from './ast'
export { criteriaOf, EMPTY } from './ast'
export type { DynamicField, DynamicTarget, MatchMode, QuantityTarget, Resource, SearchDoc, StaticTarget, ValueType } from './doc'
export { searchDoc } from './doc'
export { echoQuery } from './echo'
export { bodyFromParams, Q_FORMAT } from './getForm'
export { facetQuery } from './facets'
export type { Caller, Owner } from './owner'
export { OWNER_RULES, OWNERS, ownerAccess, parseOwner } from './owner'
export type { AggregationPagination, Cursor, Order, Pagination, PaginationEcho } from './pagination'
export { parseCursor, parsePagination } from './pagination'
export { MAX_JSON_DEPTH, nestsDeeperThan } from './depth'
export type { Compiled, Matcher } from './pattern'
export { globMatcher, MAX_PATTERN_LENGTH, namesMatcher, regexMatcher, wildcardMatcher } from './pattern'
export type { Loc, Problem } from './problems'
export { parseQuery, splitShorthand } from './query'
export type { Required } from './required'
export { applyRequired, parseRequired } from './required'
export type { ScalarValue } from './values'
export { coerceValue, parseDatetime } from './values'

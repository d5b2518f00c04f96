// The search API's service: NOMAD's request → the typed request (search/request) →
// the engine over the search index (search/engine), with the index brought up to date
// with the store before every search, and hit documents read from the store.
import type { Caller } from '../auth'
import { searchQuantities, type SearchQuantityRecord } from '../../core/metainfo'
import { badRequest, invalid, ServiceError } from '../errors'
import { aggregate, AggregationFailure } from '../search/aggregate'
import type { Queryable } from '../store'
import type { SearchIndex } from '../search/index/searchIndex'
import { parseSearchRequest } from '../search/request'
import type { ParseOptions, ParseResult, Resource, SearchRequest } from '../search/request'
import { searchEntries } from '../search/engine/entries'
import type { Json, SearchResponse, SearchSources } from '../search/engine/entries'
import { DocumentSource } from '../search/sync/documents'
import { entriesById } from '../store/searchRows'
import { DocumentCache } from '../search/engine/documentCache'
import { searchMaterials } from '../search/engine/materials'
import { suggest } from '../search/engine/suggestions'
import { ownerRows } from '../search/engine/owner'
import type { UploadsContext } from './uploads'

/** The index and how to bring it up to date with the store. */
export interface SearchState {
  index: SearchIndex
  /** Applies every write committed so far; every search awaits it first. */
  refresh(): Promise<void>
  /** Whether the index has been built from the store (it is built in the background at start). */
  loaded(): boolean
}

export type SearchContext = UploadsContext & { search: SearchState }

let quantities: Readonly<Record<string, SearchQuantityRecord>> | undefined

/**
 * The static search quantities, computed once: the metainfo does not change while the
 * server runs, and the parsed search doc is cached per records object.
 */
export function staticQuantities(): Readonly<Record<string, SearchQuantityRecord>> {
  quantities ??= searchQuantities()
  return quantities
}

const callerOf = (caller: Caller | undefined): ParseOptions['caller'] => (caller ? { userId: caller.user_id, isAdmin: caller.is_admin } : {})

/** The typed request, or the ServiceError NOMAD answers for it. */
export function searchRequest(body: unknown, resource: Resource, caller: Caller | undefined, options: Pick<ParseOptions, 'refuseOwnerAll'> = {}): SearchRequest {
  const result: ParseResult = parseSearchRequest(body, { resource, quantities: staticQuantities(), caller: callerOf(caller), ...options })
  if (result.ok) return result.request
  if (result.status === 422) throw invalid(result.detail)
  throw new ServiceError(result.status === 401 ? 'unauthorized' : 'bad_request', result.detail)
}

/** Entry metadata of these entries in the given order, read from the store. */
export async function entryDocuments(db: Queryable, entryIds: readonly string[]): Promise<Json[]> {
  const documents = await new DocumentSource(db).documents(await entriesById(db, entryIds))
  const byId = new Map(documents.map((document) => [document.entry_id, document]))
  return entryIds.flatMap((id) => byId.get(id) ?? [])
}

export async function queryEntries(context: SearchContext, caller: Caller | undefined, body: unknown): Promise<SearchResponse> {
  const request = searchRequest(body, 'entries', caller)
  await context.search.refresh()
  return searchEntries(sourcesOf(context), request, caller)
}

// One cache of hit documents per index (so per server).
const documentCaches = new WeakMap<SearchIndex, DocumentCache>()

function documentCache(context: SearchContext): DocumentCache {
  const { index } = context.search
  let cache = documentCaches.get(index)
  if (!cache) {
    cache = new DocumentCache(index, (ids) => entryDocuments(context.store, ids))
    documentCaches.set(index, cache)
  }
  return cache
}

export function sourcesOf(context: SearchContext): SearchSources {
  const cache = documentCache(context)
  return {
    index: context.search.index,
    documents: (ids) => cache.documents(ids),
    aggregate: async (request, rows) => {
      try {
        return await aggregate(context.search.index, request, rows, {
          documents: async (ids) => {
            const found = new Map((await cache.documents(ids)).map((doc) => [doc.entry_id, doc]))
            return ids.map((id) => found.get(id))
          },
        })
      } catch (error) {
        if (!(error instanceof AggregationFailure)) throw error
        if (typeof error.detail === 'string') throw badRequest(error.detail)
        throw invalid(error.detail)
      }
    },
  }
}

export async function queryMaterials(context: SearchContext, caller: Caller | undefined, body: unknown): Promise<SearchResponse> {
  const request = searchRequest(body, 'materials', caller)
  await context.search.refresh()
  return searchMaterials(sourcesOf(context), request, caller)
}

/** A quantity asked for: a plain name (as NOMAD's GUI sends) or `{name, size}`. */
export type SuggestionQuantity = string | { name: string; size?: number }

export interface SuggestionsRequest {
  input: string
  quantities: SuggestionQuantity[]
}

/** NOMAD's default number of suggestions per quantity. */
const DEFAULT_SUGGESTION_SIZE = 5

/** Quantities that offer suggestions (the `suggestion` flag of the metainfo). */
export function suggestionQuantities(): string[] {
  return Object.entries(staticQuantities()).filter(([, record]) => record.suggestion).map(([name]) => name).sort()
}

export async function suggestions(context: SearchContext, caller: Caller | undefined, body: SuggestionsRequest): Promise<Record<string, { value: string; weight: number }[]>> {
  const allowed = new Set(suggestionQuantities())
  const asked = body.quantities.map((quantity) => typeof quantity === 'string'
    ? { name: quantity, size: DEFAULT_SUGGESTION_SIZE, loc: [] as string[] }
    : { name: quantity.name, size: quantity.size ?? DEFAULT_SUGGESTION_SIZE, loc: ['name'] })
  const problems = asked.flatMap(({ name, loc }, i) => allowed.has(name)
    ? []
    : [{ loc: ['body', 'quantities', i, ...loc], msg: `${name} is not a quantity with suggestions; use one of: ${[...allowed].join(', ')}`, type: 'type_error.enum' }])
  if (problems.length) throw invalid(problems)
  await context.search.refresh()
  const { index } = context.search
  const visible = ownerRows(index, 'visible', caller)
  return Object.fromEntries(asked.map(({ name, size }) => [name, suggest(index, visible, body.input, name, size)]))
}

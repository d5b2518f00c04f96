// What a lookup comes to (spec 1 "Lookup pages"): still loading, a page to go to, a
// failed request, or one of the not-found texts — which depends on who looks and, for
// entries, on whether a Materials Project id was asked for. Pure, so each outcome is a
// row of a table in the tests.
import type { Query, QueryValue } from '../api'
import { MATERIALS_PROJECT_PREFIX } from './messages'

export type NotFound =
  | { readonly kind: 'entry'; readonly loggedIn: boolean }
  | { readonly kind: 'materials-project'; readonly externalId: string }
  | { readonly kind: 'dataset' }

export type LookupOutcome =
  | { readonly state: 'loading' }
  | { readonly state: 'found'; readonly path: string }
  | { readonly state: 'failed'; readonly error: unknown }
  | { readonly state: 'not-found'; readonly notFound: NotFound }

export interface LookupAnswer<T> {
  readonly data?: T
  readonly error?: unknown
  readonly isFetching: boolean
}

export const entryPagePath = (entryId: string) => `/entry/id/${encodeURIComponent(entryId)}`
export const datasetPagePath = (datasetId: string) => `/dataset/id/${encodeURIComponent(datasetId)}`

/** The URL's query string as the entries listing takes it: repeated keys become lists. */
export function queryOfSearch(search: string): Query {
  const query: Record<string, QueryValue> = {}
  const params = new URLSearchParams(search)
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    query[key] = values.length === 1 ? values[0] : values
  }
  return query
}

/** A Materials Project id among the query's external ids, if any. */
export function materialsProjectId(query: Query): string | undefined {
  const value = query.external_id
  const ids = Array.isArray(value) ? value : [value]
  return ids.find((id): id is string => typeof id === 'string' && id.startsWith(MATERIALS_PROJECT_PREFIX))
}

/** The outcome of an entry lookup from a page of entries' ids. */
export function entryOutcome(
  answer: LookupAnswer<{ readonly data: readonly { readonly entry_id: string }[] }>,
  loggedIn: boolean,
  externalId?: string,
): LookupOutcome {
  if (answer.data) {
    const [first] = answer.data.data
    if (first) return { state: 'found', path: entryPagePath(first.entry_id) }
    if (externalId) return { state: 'not-found', notFound: { kind: 'materials-project', externalId } }
    return { state: 'not-found', notFound: { kind: 'entry', loggedIn } }
  }
  if (answer.error && !answer.isFetching) return { state: 'failed', error: answer.error }
  return { state: 'loading' }
}

/** The outcome of a dataset lookup by DOI. */
export function datasetOutcome(answer: LookupAnswer<{ readonly data: readonly { readonly dataset_id: string }[] }>): LookupOutcome {
  if (answer.data) {
    const [first] = answer.data.data
    return first ? { state: 'found', path: datasetPagePath(first.dataset_id) } : { state: 'not-found', notFound: { kind: 'dataset' } }
  }
  if (answer.error && !answer.isFetching) return { state: 'failed', error: answer.error }
  return { state: 'loading' }
}

/** entry/pid/{pid}/{handle?}: the handle, when present, follows the pid after a slash. */
export const pidOf = (pid: string, handle?: string) => (handle ? `${pid}/${handle}` : pid)

// Which entries an edit's `query` selects: the forms supported until the search API
// compiles the whole query language. Shared by entry edits and upload edits.
import type { InvalidValue } from '../errors'

/** Which entries a query names: by id and/or by upload (both: entries matching both). */
export interface EntryQuery {
  entryIds?: string[]
  uploadIds?: string[]
}

const QUERY_LANGUAGE = 'Entries to edit can only be selected by entry_id and upload_id (a value or a list of values) for now; the full query language comes with the search API.'

const problem = (loc: (string | number)[], msg: string): InvalidValue => ({ loc, msg, type: 'value_error' })

const ids = (value: unknown): string[] | undefined => {
  if (typeof value === 'string' && value) return [value]
  if (Array.isArray(value) && value.length && value.every((item) => typeof item === 'string' && item)) return value as string[]
  return undefined
}

/** The query forms supported until the search API exists; problems for anything else. */
export function parseEntryQuery(query: unknown, problems: InvalidValue[]): EntryQuery | undefined {
  if (query === undefined || query === null) {
    problems.push(problem(['query'], 'A query selecting the entries to edit is required.'))
    return undefined
  }
  const keys = query && typeof query === 'object' && !Array.isArray(query) ? Object.keys(query) : []
  const fields = query as Record<string, unknown>
  const entryIds = ids(fields.entry_id)
  const uploadIds = ids(fields.upload_id)
  const wellFormed = keys.length > 0 && keys.every((key) => (key === 'entry_id' && entryIds) || (key === 'upload_id' && uploadIds))
  if (!wellFormed) {
    problems.push(problem(['query'], QUERY_LANGUAGE))
    return undefined
  }
  return { entryIds, uploadIds }
}


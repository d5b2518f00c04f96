// POST entries/archive/query: the archives of the entries a search selects, in the whole
// query language of the search API. `required` here is an archive `required` (reference
// §4.3), not the metadata projection of entries/query. Owner `all` is refused: it would
// hand out archives of embargoed entries.
import type { Caller } from '../auth'
import { matchingRows } from '../search/engine/entries'
import { pageHits } from '../search/engine/hits'
import { entriesById } from '../store/searchRows'
import { findUpload, type UploadRecord } from '../store/uploads'
import { validateRequired, applyRequired } from './archiveRequired'
import { currentArchive } from './entries'
import { searchRequest, type SearchContext } from './search'

export interface ArchiveQueryRequest {
  /** Checked by the search layer (401/422 as NOMAD answers). */
  owner?: unknown
  query?: unknown
  pagination?: unknown
  required?: unknown
}

export async function queryArchives(context: SearchContext, caller: Caller | undefined, body: ArchiveQueryRequest) {
  const required = validateRequired(body.required ?? '*')
  // The GUI's archive pickers search what the caller can see.
  const request = searchRequest({ owner: body.owner ?? 'visible', query: body.query, pagination: body.pagination }, 'entries', caller, { refuseOwnerAll: true })
  await context.search.refresh()
  const { index } = context.search
  const page = pageHits(index, matchingRows(index, request, caller), request.pagination, request.cursor)
  const readId = (row: number) => {
    const column = index.column('entry_id')
    return column?.kind === 'keyword' ? column.dictionary[column.items.data[column.starts.data[row]]] : ''
  }
  const ids = page.rows.map(readId)
  const entries = new Map((await entriesById(context.store, ids)).map((entry) => [entry.entry_id, entry]))
  const uploads = new Map<string, UploadRecord | undefined>()
  const data = []
  for (const id of ids) {
    const entry = entries.get(id)
    if (!entry) continue
    if (!uploads.has(entry.upload_id)) uploads.set(entry.upload_id, await findUpload(context.store, entry.upload_id))
    const upload = uploads.get(entry.upload_id)
    if (!upload) continue
    const full = (await currentArchive(context, entry, upload)) ?? {}
    data.push({ entry_id: entry.entry_id, upload_id: entry.upload_id, parser_name: entry.parser_name, archive: applyRequired(full, required) })
  }
  return {
    owner: request.echo.owner,
    query: request.echo.query,
    required,
    pagination: { ...request.echo.pagination, total: page.total, ...(page.next !== undefined && { next_page_after_value: page.next }) },
    data,
  }
}

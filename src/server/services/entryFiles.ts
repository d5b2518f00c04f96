// POST /uploads/{id}/action/delete-entry-files: deletes the mainfiles (or their folders)
// of entries chosen by a query, then reprocesses, which removes the entries. Until the
// search API brings the query language, the query is the subset the GUI sends: entry
// ids (entry and selection delete buttons), mainfiles, or the upload itself (select all).
import type { Caller } from '../auth'
import { findUpload } from '../store/uploads'
import { selectedMainfiles } from '../store/entries'
import { badRequest, invalid, ServiceError } from '../errors'
import { requireWrite } from './uploadAccess'
import { filesOf, queueProcessing, uploadResponse, type UploadsContext } from './uploads'

export interface DeleteEntryFilesRequest {
  query?: unknown
  owner?: string
  include_parent_folders?: boolean
}

const KEYS = ['entry_id', 'mainfile', 'upload_id'] as const
type Key = (typeof KEYS)[number]

/** `{entry_id?, mainfile?, upload_id?}` with a string or a list of strings each (ANDed). */
function parseQuery(query: unknown): Partial<Record<Key, string[]>> {
  const refuse = (problem: string) => invalid([{
    loc: ['body', 'query'],
    msg: `${problem} Here a query selects entries by entry_id, mainfile or upload_id (a value or a list each); the full query language comes with the search API.`,
    type: 'value_error',
  }])
  if (typeof query !== 'object' || query === null || Array.isArray(query)) throw refuse('The query must be an object.')
  const terms: Partial<Record<Key, string[]>> = {}
  for (const [key, value] of Object.entries(query)) {
    if (!(KEYS as readonly string[]).includes(key)) throw refuse(`Unsupported quantity '${key}'.`)
    const values = typeof value === 'string' ? [value] : value
    if (!Array.isArray(values) || !values.every((item) => typeof item === 'string')) throw refuse(`${key} must be a string or a list of strings.`)
    terms[key as Key] = values
  }
  if (!Object.keys(terms).length) throw badRequest('A query must be specified.')
  return terms
}

/** The paths to delete: no path inside another one (it goes with it), never the root. */
function pathsToDelete(mainfiles: string[], includeParentFolders: boolean): string[] {
  // A mainfile at the upload root has the root as its folder: only the file goes then.
  const wanted = new Set(mainfiles.map((mainfile) => (includeParentFolders && mainfile.includes('/') ? mainfile.slice(0, mainfile.lastIndexOf('/')) : mainfile)))
  // Checking each path's ancestors keeps this linear in the number of entries.
  const insideAnother = (path: string) => {
    const parts = path.split('/')
    return parts.slice(1).some((_, index) => wanted.has(parts.slice(0, index + 1).join('/')))
  }
  return [...wanted].filter((path) => !insideAnother(path)).sort()
}

export async function deleteEntryFiles(context: UploadsContext, caller: Caller | undefined, uploadId: string, request: DeleteEntryFilesRequest) {
  requireWrite(await findUpload(context.store, uploadId), caller)
  const terms = parseQuery(request.query)
  // The query is ANDed with upload_id (reference §1.4); `owner` adds nothing, as write
  // access already lets the caller see every entry of the upload.
  if (terms.upload_id && !terms.upload_id.includes(uploadId)) return uploadResponse(context, (await findUpload(context.store, uploadId))!)
  const mainfiles = await selectedMainfiles(context.store, uploadId, { entryIds: terms.entry_id, mainfiles: terms.mainfile })
  const paths = pathsToDelete(mainfiles, request.include_parent_folders ?? false)
  const files = filesOf(context, uploadId)
  for (const path of paths) {
    try {
      await files.delete(path)
    } catch (error) {
      // Already gone (deleted by hand, entry not yet reprocessed): nothing left to do.
      if (!(error instanceof ServiceError && error.kind === 'not_found')) throw error
    }
  }
  // Like NOMAD: nothing selected, nothing to reprocess.
  if (paths.length) await queueProcessing(context, uploadId)
  return uploadResponse(context, (await findUpload(context.store, uploadId))!)
}

// POST entries/edit (and the legacy path entries/edit_v0): NOMAD's MetadataEditRequest
// whose `query` selects the entries in the search API's query language (reference §1.2,
// §1.4, §2), as the same search would find them. Only entry-level fields can
// be edited this way; like an upload edit, everything is verified before anything is
// written, and all changes are written in one transaction.
import type { Caller } from '../auth'
import { invalid, type InvalidValue } from '../errors'
import type { SearchContext } from './search'
import { ADMIN_FIELDS, ENTRY_FIELDS, UPLOAD_FIELDS, applyEntryEdits, verifyEntryField, type MetadataEditRequest } from './uploadEdit'
import { isEmptyQuery, parseEntryQuery, selectedEntries } from './entryQuery'
import { applyDatasetEdit, verifyDatasetEdit, writableSelections, type DatasetEdit } from './datasets'

export interface EntryEditRequest extends MetadataEditRequest {
  owner?: string
  entries_key?: string
  /** The pre-v1 body of edit_v0; refused with a pointer to `metadata`. */
  actions?: unknown
}

// 'user' selects the entries of the caller's own uploads; 'visible' all the caller may
// see, and the edit is refused (401) when the caller may not write one of them. The
// other owners add nothing an edit could change.
const OWNERS = ['user', 'visible']
const ENTRY_LEVEL = [...ENTRY_FIELDS, 'datasets']
const UPLOAD_LEVEL = [...UPLOAD_FIELDS, ...ADMIN_FIELDS.filter((field) => field !== 'entry_create_time')]

const problem = (loc: (string | number)[], msg: string): InvalidValue => ({ loc, msg, type: 'value_error' })

function requestProblems(request: EntryEditRequest, problems: InvalidValue[]) {
  if (request.owner !== undefined && !OWNERS.includes(request.owner)) problems.push(problem(['owner'], "Edits select entries with owner 'user' or 'visible'."))
  if (request.entries !== undefined) problems.push(problem(['entries'], 'Per-entry metadata (entries) is not supported; give metadata for the entries the query selects.'))
  if (request.actions !== undefined && request.metadata === undefined) {
    problems.push(problem(['actions'], 'The pre-v1 edit actions are not supported; send metadata as a MetadataEditRequest.'))
  }
  for (const field of Object.keys(request.metadata ?? {})) {
    if (UPLOAD_LEVEL.includes(field)) problems.push(problem(['metadata', field], 'Upload-level metadata cannot be edited with a query.'))
    else if (!ENTRY_LEVEL.includes(field)) problems.push(problem(['metadata', field], `${field} is not an editable field.`))
  }
}

export async function editEntries(context: SearchContext, caller: Caller, request: EntryEditRequest) {
  const metadata = request.metadata ?? {}
  const problems: InvalidValue[] = []
  requestProblems(request, problems)
  const owner = request.owner ?? 'user'
  // NOMAD: no query (or `{}`) would select every entry the owner shows.
  if (isEmptyQuery(request.query)) problems.push(problem(['query'], 'A query selecting the entries to edit is required.'))
  const query = OWNERS.includes(owner) && !isEmptyQuery(request.query) ? parseEntryQuery(owner, request.query, caller, problems) : undefined
  if (problems.length || !query) throw invalid(problems)

  // Adding published entries to datasets is allowed (a DOI needs published data); any
  // other change to a published upload is refused by requireWrite.
  const fields = Object.keys(metadata)
  const allowPublished = fields.length > 0 && fields.every((field) => field === 'datasets')
  const selections = await writableSelections(context, caller, await selectedEntries(context, caller, query), { allowPublished })
  if (!selections.length) throw invalid([problem(['query'], 'No matching entries found.')])

  const at = (field: string, msg: string) => problems.push(problem(['metadata', field], msg))
  const entryChanges: Record<string, unknown> = {}
  let datasetEdit: DatasetEdit | undefined
  for (const [field, value] of Object.entries(metadata)) {
    if (field === 'datasets') datasetEdit = await verifyDatasetEdit(context, caller, value, selections, problems)
    else verifyEntryField(field, value, at, entryChanges)
  }
  if (problems.length) throw invalid(problems)

  if (!request.verify_only) {
    await context.store.transaction(async (tx) => {
      for (const selection of selections) {
        if (Object.keys(entryChanges).length) await applyEntryEdits(tx, selection.upload_id, entryChanges, selection.entry_ids)
      }
      if (datasetEdit) await applyDatasetEdit(tx, datasetEdit, selections)
    })
  }
  // NOMAD answers the verified request.
  return { ...request, metadata }
}

// POST uploads/{id}/edit (NOMAD's MetadataEditRequest for one upload), publishing and
// reprocessing. Every edit is verified completely before anything is written.
import { isEmptyQuery, parseEntryQuery, pickedEntries, requiredUploads, selectedInUpload } from './entryQuery'
import type { EntrySelection } from '../store/datasets'
import type { Caller } from '../auth'
import { findUpload, updateUpload, type UploadChanges, type UploadRecord } from '../store/uploads'
import { findUsers } from '../store/users'
import { groupExists } from '../store/groups'
import { publishCounts, setUserMetadata, userMetadataOf } from '../store/entries'
import { badRequest, invalid, unauthorized, type InvalidValue } from '../errors'
import { EVERYBODY_GROUP, rolesOf } from '../access'
import { requireWrite, TEXTS } from './uploadAccess'
import { queueProcessing, uploadResponse, type UploadsContext } from './uploads'
import type { SearchContext } from './search'
import { applyDatasetEdit, verifyDatasetEdit, type DatasetEdit } from './datasets'

export const EMBARGO_LENGTHS = [0, 3, 6, 12, 24, 36]

export type ListEdit = string | string[] | { set?: string | string[]; add?: string | string[]; remove?: string | string[] }

export interface MetadataEditRequest {
  metadata?: Record<string, unknown>
  entries?: Record<string, unknown>
  query?: unknown
  verify_only?: boolean
}

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** A value, a list (= set) or {set|add|remove} applied to the current list. */
export function applyListEdit(current: string[], edit: ListEdit | null): string[] {
  if (edit === null) return []
  if (typeof edit === 'string' || Array.isArray(edit)) return [...new Set(list(edit))]
  let result = edit.set !== undefined ? list(edit.set) : [...current]
  for (const value of list(edit.add)) if (!result.includes(value)) result.push(value)
  const removed = list(edit.remove)
  result = result.filter((value) => !removed.includes(value))
  return [...new Set(result)]
}

const LIST_EDIT_KEYS = ['set', 'add', 'remove']
const isNames = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))

/** A list edit as the request wrote it, checked: a message when its shape is not one of ListEdit's (or null). */
export function listEditProblem(value: unknown): string | undefined {
  if (value === null || isNames(value)) return undefined
  if (typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value)
    if (entries.every(([key, part]) => LIST_EDIT_KEYS.includes(key) && (part === undefined || isNames(part)))) return undefined
  }
  return 'must be a string, a list of strings, or {set, add, remove} of them'
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i
export const UPLOAD_FIELDS = ['upload_name', 'embargo_length', 'coauthors', 'reviewers', 'coauthor_groups', 'reviewer_groups']
const UPLOAD_LIST_FIELDS = ['coauthors', 'reviewers', 'coauthor_groups', 'reviewer_groups']
// pid: a curator gives an entry its persistent identifier (a handle) as external_id.
export const ENTRY_FIELDS = ['comment', 'references', 'external_id', 'external_db', 'pid']
export const ADMIN_FIELDS = ['license', 'main_author', 'upload_create_time', 'entry_create_time', 'publish_time']

/** Verifies an entry-level field (one of ENTRY_FIELDS) into `changes`; problems go to `at`. */
export function verifyEntryField(field: string, value: unknown, at: (field: string, msg: string) => void, changes: Record<string, unknown>) {
  const listProblem = field === 'references' ? listEditProblem(value) : undefined
  if (listProblem) {
    at(field, `${field} ${listProblem}.`)
  } else if (field === 'references') {
    const next = applyListEdit([], value as ListEdit)
    const bad = next.filter((reference) => !URL_PATTERN.test(reference))
    if (bad.length) at(field, `Invalid URL: ${bad.join(', ')}`)
    changes.references = value
  } else if (value !== null && typeof value !== 'string') {
    at(field, `${field} must be a string.`)
  } else {
    changes[field] = value
  }
}

/** Users may be named by id, username or email; answers the ids, or a problem per unknown name. */
async function resolveUsers(context: UploadsContext, names: string[], loc: (string | number)[], problems: InvalidValue[]): Promise<string[]> {
  const ids: string[] = []
  for (const name of names) {
    const by = name.includes('@') ? 'email' : 'user_id'
    const [user] = (await findUsers(context.store, by, [name])).concat(by === 'user_id' ? await findUsers(context.store, 'username', [name]) : [])
    if (user) ids.push(user.user_id)
    else problems.push({ loc, msg: `User '${name}' was not found.`, type: 'value_error' })
  }
  return ids
}

async function verifyGroups(context: UploadsContext, ids: string[], loc: (string | number)[], allowAll: boolean, problems: InvalidValue[]) {
  for (const id of ids) {
    if (id === EVERYBODY_GROUP) {
      if (!allowAll) problems.push({ loc, msg: "The group 'all' can only be given as a reviewer group.", type: 'value_error' })
      continue
    }
    if (!(await groupExists(context.store, id))) problems.push({ loc, msg: `User group '${id}' was not found.`, type: 'value_error' })
  }
}

export async function editUpload(context: SearchContext, caller: Caller | undefined, uploadId: string, request: MetadataEditRequest) {
  const record = await findUpload(context.store, uploadId)
  const metadata = request.metadata ?? {}
  const fields = Object.keys(metadata)
  // Lifting an embargo and adding entries to datasets (a DOI needs published entries)
  // are the changes allowed on a published upload.
  const publishedOk = fields.length > 0 && fields.every((field) => field === 'datasets' || (field === 'embargo_length' && metadata.embargo_length === 0))
  const upload = requireWrite(record, caller, { allowPublished: publishedOk })
  const roles = rolesOf(upload, caller)
  const problems: InvalidValue[] = []
  const at = (field: string, msg: string) => problems.push({ loc: ['metadata', field], msg, type: 'value_error' })
  // `{}` is no query in NOMAD: the whole upload, upload-level fields allowed.
  const byQuery = !isEmptyQuery(request.query)
  if (byQuery && fields.some((field) => UPLOAD_FIELDS.includes(field))) {
    at(fields.find((field) => UPLOAD_FIELDS.includes(field))!, 'Upload-level metadata cannot be edited with a query.')
  }
  // A query narrows entry-level edits (comment, references, datasets) to the entries it
  // selects in this upload, as NOMAD's GUI sends it when editing from one entry's page.
  // The caller may write the upload, so the request's owner does not matter (parsed as
  // 'public', which needs no login, and not used): NOMAD restricts the query to the
  // upload's entries.
  let selection: EntrySelection = { upload_id: uploadId }
  if (byQuery) {
    const parsed = parseEntryQuery('public', pickedEntries(request.query), caller, problems)
    if (parsed && requiredUploads(parsed.query).some((uploadIds) => !uploadIds.includes(uploadId))) {
      problems.push({ loc: ['query', 'upload_id'], msg: 'The query names another upload.', type: 'value_error' })
    } else if (parsed) {
      const entryIds = await selectedInUpload(context, uploadId, parsed.query)
      if (!entryIds.length) problems.push({ loc: ['query'], msg: 'No matching entries found.', type: 'value_error' })
      selection = { upload_id: uploadId, entry_ids: entryIds }
    }
  }
  const changes: UploadChanges = {}
  const entryChanges: Record<string, unknown> = {}
  let datasetEdit: DatasetEdit | undefined
  for (const [field, value] of Object.entries(metadata)) {
    if (ADMIN_FIELDS.includes(field) && !roles.admin) {
      at(field, `Only administrators can edit ${field}.`)
    } else if (field === 'upload_name') {
      if (typeof value !== 'string') at(field, 'The upload name must be a string.')
      else changes.upload_name = value.trim() || null
    } else if (field === 'embargo_length') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 36) at(field, 'The embargo length must be an integer between 0 and 36 months.')
      else if (upload.published && value !== 0) at(field, 'The embargo of a published upload can only be lifted (embargo_length 0).')
      else changes.embargo_length = value
    } else if (UPLOAD_LIST_FIELDS.includes(field) && listEditProblem(value)) {
      at(field, `${field} ${listEditProblem(value)}.`)
    } else if (field === 'coauthors' || field === 'reviewers') {
      const next = applyListEdit(upload[field], value as ListEdit)
      const ids = await resolveUsers(context, next, ['metadata', field], problems)
      changes[field] = ids.filter((id) => id !== upload.main_author)
    } else if (field === 'coauthor_groups' || field === 'reviewer_groups') {
      const next = applyListEdit(upload[field], value as ListEdit)
      await verifyGroups(context, next, ['metadata', field], field === 'reviewer_groups', problems)
      changes[field] = next
    } else if (ENTRY_FIELDS.includes(field)) {
      verifyEntryField(field, value, at, entryChanges)
    } else if (field === 'datasets') {
      datasetEdit = await verifyDatasetEdit(context, caller, value, [selection], problems)
    } else if (field === 'license' || field === 'main_author') {
      changes[field] = String(value)
    } else {
      at(field, `${field} is not an editable field.`)
    }
  }
  // Visible for all means no embargo (spec 3 §4).
  const reviewerGroups = changes.reviewer_groups ?? upload.reviewer_groups
  const embargo = changes.embargo_length ?? upload.embargo_length
  if (reviewerGroups.includes(EVERYBODY_GROUP) && embargo > 0) {
    if (changes.reviewer_groups?.includes(EVERYBODY_GROUP) && changes.embargo_length === undefined) changes.embargo_length = 0
    else at('embargo_length', 'An upload visible for all cannot have an embargo.')
  }
  if (problems.length) throw invalid(problems)
  if (!request.verify_only) {
    await context.store.transaction(async (tx) => {
      if (Object.keys(changes).length) await updateUpload(tx, uploadId, changes)
      if (Object.keys(entryChanges).length) await applyEntryEdits(tx, uploadId, entryChanges, selection.entry_ids)
      if (datasetEdit) await applyDatasetEdit(tx, datasetEdit, [selection])
    })
  }
  return uploadResponse(context, (await findUpload(context.store, uploadId))!)
}

/** Stores entry-level edits on the entries of an upload: all of them, or only `entryIds`. */
export async function applyEntryEdits(db: Parameters<typeof updateUpload>[0], uploadId: string, edits: Record<string, unknown>, entryIds?: string[]) {
  const rows = await userMetadataOf(db, uploadId, entryIds)
  for (const row of rows) {
    const next = { ...row.user_metadata }
    for (const [field, value] of Object.entries(edits)) {
      if (field === 'references') next.references = applyListEdit((next.references as string[]) ?? [], value as ListEdit)
      else if (value === null || value === '') delete next[field]
      else next[field] = value
    }
    await setUserMetadata(db, row.entry_id, next)
  }
}

export async function publishUpload(context: UploadsContext, caller: Caller | undefined, uploadId: string, embargoLength: number) {
  const upload = requireWrite(await findUpload(context.store, uploadId), caller)
  if (!EMBARGO_LENGTHS.includes(embargoLength)) throw badRequest(`The embargo length must be one of ${EMBARGO_LENGTHS.join(', ')} months.`)
  const { total, failed } = await publishCounts(context.store, uploadId)
  if (upload.process_status === 'FAILURE') throw badRequest('The upload failed to process and cannot be published.')
  if (total === 0) throw badRequest('The upload has no entries and cannot be published.')
  if (failed > 0) throw badRequest(`${failed} entries of the upload failed to process; delete or fix them before publishing.`)
  const changes: UploadChanges = { published: true, publish_time: new Date(), embargo_length: embargoLength, current_process: 'publish_upload', last_status_message: 'Process publish_upload completed successfully' }
  if (embargoLength > 0 && upload.reviewer_groups.includes(EVERYBODY_GROUP)) changes.reviewer_groups = upload.reviewer_groups.filter((id) => id !== EVERYBODY_GROUP)
  await updateUpload(context.store, uploadId, changes)
  return uploadResponse(context, (await findUpload(context.store, uploadId))!)
}

export async function liftEmbargo(context: UploadsContext, caller: Caller | undefined, uploadId: string) {
  const upload = requireWrite(await findUpload(context.store, uploadId), caller, { allowPublished: true })
  if (!upload.published) throw badRequest('Only published uploads have an embargo to lift.')
  await updateUpload(context.store, uploadId, { embargo_length: 0 })
  return uploadResponse(context, (await findUpload(context.store, uploadId))!)
}

export async function reprocessUpload(context: UploadsContext, caller: Caller | undefined, uploadId: string) {
  const upload: UploadRecord = requireWrite(await findUpload(context.store, uploadId), caller)
  if (!caller) throw unauthorized(TEXTS.needLogin)
  await queueProcessing(context, upload.upload_id)
  return uploadResponse(context, (await findUpload(context.store, uploadId))!)
}

// Who may do what with an upload (spec 1 §6, spec 3 §6, reference §1.4): the roles of
// access/ with the upload's state. Every upload operation asks here; the API test table
// of roles × operations × states checks it.
import type { Caller } from '../auth'
import { isProcessing, type UploadRecord } from '../store/uploads'
import { badRequest, notFound, unauthorized } from '../errors'
import { canRead, canWrite, rolesOf } from '../access'

export const TEXTS = {
  notFound: 'The specified upload_id was not found.',
  needLogin: 'You need to log in to access the specified upload.',
  noAccess: 'You do not have access to the specified upload.',
  embargoed: 'You do not have access to the specified upload - published with embargo.',
  published: 'The upload is published, its files and metadata cannot be changed.',
  processing: 'The upload is currently being processed, operation not allowed.',
  onlyMainAuthor: 'Only the main author can delete the upload.',
  publishedDelete: 'A published upload can only be deleted by an administrator.',
} as const

/** The upload if the caller may see it, else the error NOMAD's clients expect. */
export function requireRead(upload: UploadRecord | undefined, caller: Caller | undefined): UploadRecord {
  if (!upload) throw notFound(TEXTS.notFound)
  if (canRead(rolesOf(upload, caller))) return upload
  if (upload.published && upload.embargo_length > 0) throw unauthorized(TEXTS.embargoed)
  throw unauthorized(caller ? TEXTS.noAccess : TEXTS.needLogin)
}

export interface WriteOptions {
  /** Operations allowed on published uploads (lifting an embargo, admin edits). */
  allowPublished?: boolean
  /** Operations allowed while processing runs (adding files queues another run). */
  allowProcessing?: boolean
}

/** The upload if the caller may change it in its current state. */
export function requireWrite(upload: UploadRecord | undefined, caller: Caller | undefined, options: WriteOptions = {}): UploadRecord {
  const readable = requireRead(upload, caller)
  const roles = rolesOf(readable, caller)
  if (!caller) throw unauthorized(TEXTS.needLogin)
  if (!canWrite(roles)) throw unauthorized(TEXTS.noAccess)
  if (readable.published && !options.allowPublished && !roles.admin) throw unauthorized(TEXTS.published)
  if (!options.allowProcessing && isProcessing(readable.process_status)) throw badRequest(TEXTS.processing)
  return readable
}

/** Deleting: the main author (or an admin); published uploads only by an admin. */
export function requireDelete(upload: UploadRecord | undefined, caller: Caller | undefined): UploadRecord {
  const readable = requireRead(upload, caller)
  const roles = rolesOf(readable, caller)
  if (!caller) throw unauthorized(TEXTS.needLogin)
  if (!roles.mainAuthor && !roles.admin) throw unauthorized(TEXTS.onlyMainAuthor)
  if (readable.published && !roles.admin) throw unauthorized(TEXTS.publishedDelete)
  if (isProcessing(readable.process_status)) throw badRequest(TEXTS.processing)
  return readable
}

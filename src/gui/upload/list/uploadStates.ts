// What the uploads table says about an upload (spec 1 §4, spec 3 §4): its processing
// state and its publication display state, each an icon kind and a tooltip text. Pure:
// an upload and the current user (or nobody) in, the words out.
import type { Upload } from '../../../core/api'
import { apiDate, formatDate, formatDateTime } from '../../../core/format'

export type ProcessingKind = 'processing' | 'success' | 'failure' | 'waiting' | 'deleting'

export const PROCESSING_TEXTS: Readonly<Record<ProcessingKind, string>> = {
  processing: 'Processing ...',
  success: 'Processing completed',
  failure: 'Processing failed',
  waiting: 'Waiting for processing',
  deleting: 'Deleting ...',
}

/** A delete process still under way: the list refreshes until none remain (spec 3 §4). */
export const isDeletionPending = (upload: Upload) =>
  upload.current_process === 'delete_upload' && (upload.process_running || upload.process_status === 'PENDING' || upload.process_status === 'RUNNING')

export function processingKind(upload: Upload): ProcessingKind {
  if (isDeletionPending(upload)) return 'deleting'
  if (upload.process_running || upload.process_status === 'RUNNING' || upload.process_status === 'PENDING') return 'processing'
  if (upload.process_status === 'FAILURE') return 'failure'
  if (upload.process_status === 'SUCCESS') return 'success'
  return 'waiting'
}

/** The tooltip: the state, then the last status message and errors when they add something. */
export function processingText(upload: Upload): string {
  const kind = processingKind(upload)
  const parts = [PROCESSING_TEXTS[kind]]
  const message = upload.last_status_message?.trim()
  if (message && message !== PROCESSING_TEXTS[kind]) parts.push(message)
  if (kind === 'failure') parts.push(...upload.errors)
  return parts.join(': ')
}

export type PublicationKind = 'public' | 'embargo' | 'unpublished'

/** The display states of spec 1 §4, by who looks. */
export type PublicationState =
  | 'public'
  | 'embargo-yours' | 'embargo-coauthor' | 'embargo-reviewer' | 'embargo-no-access' | 'embargo-login'
  | 'unpublished-everyone' | 'unpublished-yours' | 'unpublished-coauthor' | 'unpublished-reviewer' | 'unpublished'

export const PUBLICATION_TEXTS: Readonly<Record<PublicationState, string>> = {
  public: 'Published and accessible by everyone',
  'embargo-yours': 'Published with embargo by you and only accessible by you, your co-authors and reviewers',
  'embargo-coauthor': 'Published with embargo and accessible by you as a co-author',
  'embargo-reviewer': 'Published with embargo and accessible by you as a reviewer',
  'embargo-no-access': 'Published with embargo and not accessible by you',
  'embargo-login': 'Published with embargo and might become accessible after login',
  'unpublished-everyone': 'Unpublished but accessible by everyone',
  'unpublished-yours': 'Unpublished, only accessible by you, your co-authors and reviewers',
  'unpublished-coauthor': 'Unpublished, accessible by you as a co-author',
  'unpublished-reviewer': 'Unpublished, accessible by you as a reviewer',
  unpublished: 'Unpublished',
}

export const PUBLICATION_LABELS: Readonly<Record<PublicationKind, string>> = {
  public: 'Published',
  embargo: 'Embargoed',
  unpublished: 'Unpublished',
}

type Role = 'yours' | 'coauthor' | 'reviewer' | undefined

function roleOf(upload: Upload, userId: string | undefined): Role {
  if (!userId) return undefined
  if (upload.main_author === userId) return 'yours'
  if (upload.coauthors.includes(userId) || upload.writers.includes(userId)) return 'coauthor'
  if (upload.reviewers.includes(userId) || upload.viewers.includes(userId)) return 'reviewer'
  return undefined
}

export const isVisibleForAll = (upload: Upload) => upload.viewer_groups.includes('all') || upload.reviewer_groups.includes('all')

export function publicationState(upload: Upload, userId: string | undefined): PublicationState {
  const role = roleOf(upload, userId)
  if (upload.published) {
    if (!upload.with_embargo) return 'public'
    if (role) return `embargo-${role}`
    return userId ? 'embargo-no-access' : 'embargo-login'
  }
  if (isVisibleForAll(upload)) return 'unpublished-everyone'
  return role ? `unpublished-${role}` : 'unpublished'
}

export function publicationKind(upload: Upload): PublicationKind {
  if (!upload.published) return 'unpublished'
  return upload.with_embargo ? 'embargo' : 'public'
}

/** When an embargo ends: publish time plus its months (dd/MM/yyyy); undefined without one. */
export function embargoEnd(upload: Upload): string | undefined {
  if (!upload.published || !upload.with_embargo || !upload.publish_time) return undefined
  const end = apiDate(upload.publish_time)
  if (Number.isNaN(end.getTime())) return undefined
  end.setUTCMonth(end.getUTCMonth() + upload.embargo_length)
  return formatDate(end)
}

/** 'dd/MM/yyyy HH:mm' of an API datetime, in local time. */
export function dateTimeText(value: string | null | undefined): string {
  return value ? formatDateTime(apiDate(value)) || value : ''
}

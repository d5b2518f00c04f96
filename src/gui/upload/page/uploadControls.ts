// Which of the upload page's controls are enabled, and why not (spec 3 §4 and §6): writers
// (main author and co-authors) upload files, reprocess, edit members, visibility and
// metadata, publish and lift the embargo; only the main author deletes; reviewers and
// guests only look. Nothing changes while the upload processes. Published uploads keep
// their files, entries, members and metadata — only their datasets may grow and their
// embargo be lifted (the server's rule: docs/decisions.md).
import type { UploadFlags } from './uploadFlags'

export type UploadControl =
  | 'uploadFiles'
  | 'reprocess'
  | 'delete'
  | 'editMembers'
  | 'visibleForAll'
  | 'editMetadata'
  | 'editDatasets'
  | 'publish'
  | 'liftEmbargo'
  | 'publishToCentral'

export const UPLOAD_CONTROLS: readonly UploadControl[] = [
  'uploadFiles', 'reprocess', 'delete', 'editMembers', 'visibleForAll', 'editMetadata', 'editDatasets', 'publish', 'liftEmbargo', 'publishToCentral',
]

export interface ControlState {
  readonly enabled: boolean
  /** Why it is disabled, in words for the user (a tooltip or a line beside it). */
  readonly reason?: string
}

/** What the page knows of the upload's entries. */
export interface EntryCounts {
  readonly total: number
  readonly failed: number
}

export const REASONS = {
  login: 'You have to login to use this functionality.',
  processing: 'The upload is being processed.',
  deleting: 'The upload is being deleted.',
  notWriter: 'Only the main author and co-authors can do this.',
  notMainAuthor: 'Only the main author can delete the upload.',
  published: 'The upload is published: its files, entries and members cannot be changed anymore.',
  publishedDelete: 'A published upload cannot be deleted.',
  alreadyPublished: 'The upload is published.',
  embargo: 'The upload has an embargo: it cannot be visible for all.',
  noEntries: 'The upload has no entries yet: at least one entry is needed to publish.',
  failedEntries: (failed: number) =>
    `${failed} ${failed === 1 ? 'entry' : 'entries'} failed to process: delete or fix the failed ${failed === 1 ? 'file' : 'files'} before publishing.`,
  notPublished: 'Available once the upload is published.',
  noEmbargo: 'The upload has no embargo.',
  noCentral: 'This installation is not connected to a central deployment.',
} as const

const enabled: ControlState = { enabled: true }
const disabled = (reason: string): ControlState => ({ enabled: false, reason })

/** The first reason that applies, or enabled. */
function firstOf(...checks: readonly (string | false)[]): ControlState {
  const reason = checks.find((check): check is string => typeof check === 'string')
  return reason === undefined ? enabled : disabled(reason)
}

export function uploadControls(flags: UploadFlags, entries: EntryCounts): Record<UploadControl, ControlState> {
  const login = !flags.loggedIn && REASONS.login
  const writer = !flags.writer && REASONS.notWriter
  // Spec 1 §4 "deletion requested": an upload on its way out is being processed too, and says why.
  const processing = flags.processing && (flags.deletionRequested ? REASONS.deleting : REASONS.processing)
  const published = flags.published && REASONS.published
  return {
    uploadFiles: firstOf(login, writer, published, processing),
    reprocess: firstOf(login, writer, published, processing),
    delete: firstOf(login, !flags.mainAuthor && REASONS.notMainAuthor, flags.published && REASONS.publishedDelete, processing),
    editMembers: firstOf(login, writer, published, processing),
    visibleForAll: firstOf(login, writer, published, flags.embargoLength > 0 && REASONS.embargo, processing),
    editMetadata: firstOf(login, writer, published, processing),
    editDatasets: firstOf(login, writer, processing, entries.total === 0 && REASONS.noEntries),
    publish: firstOf(
      login, writer, flags.published && REASONS.alreadyPublished, processing,
      entries.total === 0 && REASONS.noEntries, entries.failed > 0 && REASONS.failedEntries(entries.failed),
    ),
    liftEmbargo: firstOf(login, writer, !flags.published && REASONS.notPublished, !flags.embargoed && REASONS.noEmbargo, processing),
    // Tessera has no central deployment to send to: the step stays disabled and says so.
    publishToCentral: firstOf(!flags.published && REASONS.notPublished, REASONS.noCentral),
  }
}

// Deleting several uploads at once (spec 3 §6, §8): allowed only when every selected
// upload is the user's main-author upload and unpublished (only the main author deletes,
// a published upload stays); each deletion is its own request, and each failure is its
// own error.
import type { Upload } from '../../../core/api'
import { NOT_YOURS_REASON, PUBLISHED_REASON } from './messages'

export type DeleteRule = { readonly allowed: true } | { readonly allowed: false; readonly reason: string }

export function bulkDeleteRule(selected: readonly Upload[], userId: string | undefined): DeleteRule {
  if (selected.some((upload) => upload.main_author !== userId)) return { allowed: false, reason: NOT_YOURS_REASON }
  if (selected.some((upload) => upload.published)) return { allowed: false, reason: PUBLISHED_REASON }
  return { allowed: true }
}

/** Sends every deletion, all at once; the failures, one per upload, in the selection's order. */
export async function deleteEach(uploadIds: readonly string[], remove: (uploadId: string) => Promise<unknown>): Promise<unknown[]> {
  const results = await Promise.allSettled(uploadIds.map((uploadId) => remove(uploadId)))
  return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
}

// Before a file or folder is deleted (spec 3 §8): entries elsewhere that reference the
// entries it holds would break. As NOMAD's: the entries that reference this upload, those
// of their references that point into the deleted path, and the referencing entries that
// are not deleted themselves ("broken entries").
import type { ReferencingEntry } from '../../api'
import { isWithin } from './paths'

export interface DeletedReference {
  readonly source_entry_id: string
  readonly target_entry_id?: string
  readonly target_mainfile: string
  readonly target_upload_id: string
}

export interface ReferenceCheck {
  /** References into what is deleted. */
  readonly references: readonly DeletedReference[]
  /** Entries outside what is deleted whose references would break. */
  readonly broken: readonly ReferencingEntry[]
}

export function checkReferences(entries: readonly ReferencingEntry[], uploadId: string, deletedPath: string): ReferenceCheck {
  const references: DeletedReference[] = []
  const broken: ReferencingEntry[] = []
  for (const entry of entries) {
    const deletedItself = entry.upload_id === uploadId && isWithin(entry.mainfile, deletedPath)
    const into = (entry.entry_references ?? []).filter(
      (reference) => reference.target_upload_id === uploadId && reference.target_mainfile !== undefined && isWithin(reference.target_mainfile, deletedPath),
    )
    if (!into.length) continue
    for (const reference of into) {
      references.push({
        source_entry_id: entry.entry_id,
        target_entry_id: reference.target_entry_id,
        target_mainfile: reference.target_mainfile ?? '',
        target_upload_id: uploadId,
      })
    }
    if (!deletedItself) broken.push(entry)
  }
  return { references, broken }
}

// Whether the signed-in user may edit and delete an entry from its page (spec 1 §4, spec 3
// §4 and §6): a writer of its upload, the entry unpublished, with a data quantity (a lab
// notebook or schema entry) — and the selected entry, which the page's entry always is.
// The server checks again; this only decides which controls show.
import { isSection, readArchive } from '../../../core/archive'
import type { EntryMetadata } from '../../api'

/** The signed-in user, as far as the rule needs them. */
export interface EditingUser {
  readonly user_id: string
}

function isWriter(metadata: EntryMetadata, userId: string): boolean {
  const reader = readArchive(metadata)
  if (!reader) return false
  if (reader.string('main_author.user_id') === userId) return true
  return reader.children('writers').some((writer) => writer.string('user_id') === userId)
}

function hasData(metadata: EntryMetadata): boolean {
  if (isSection(metadata.data)) return true
  const quantities = metadata.quantities
  return Array.isArray(quantities) && quantities.some((path) => path === 'data' || (typeof path === 'string' && path.startsWith('data.')))
}

export function entryEditable(metadata: EntryMetadata, user: EditingUser | null | undefined): boolean {
  return filesEditable(metadata, user) && hasData(metadata)
}

/**
 * Whether the files tab lets the user change the upload's files (spec 3 §6): a writer of
 * the unpublished upload, the entry not being processed.
 */
export function filesEditable(metadata: EntryMetadata, user: EditingUser | null | undefined): boolean {
  if (!user) return false
  if (metadata.published !== false || metadata.process_running === true) return false
  return isWriter(metadata, user.user_id)
}

import { readArchive } from '../../core/archive'
import type { Archive } from '../parsers/types'

// Entry-level fields of the archive's metadata section that the search document
// carries; upload-level fields (authors, visibility, …) are joined from the upload.
const ENTRY_FIELDS = [
  'entry_name', 'entry_type', 'mainfile', 'mainfile_key', 'parser_name', 'n_quantities', 'quantities', 'sections',
  'section_defs', 'search_quantities', 'entry_references', 'text_search_contents', 'processing_errors', 'comment',
  'references', 'external_id', 'external_db', 'domain', 'optimade',
] as const

/** The search document of a processed entry: its metadata and results. */
export function searchDocument(archive: Archive): Record<string, unknown> {
  const metadata = readArchive(archive.metadata)?.section ?? {}
  const doc: Record<string, unknown> = {}
  for (const field of ENTRY_FIELDS) if (metadata[field] !== undefined) doc[field] = metadata[field]
  if (archive.results) doc.results = archive.results
  return doc
}

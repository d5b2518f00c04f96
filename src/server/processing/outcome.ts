// An entry's processing outcome as the server stores it, made in the worker thread: the
// archive already serialised (JSON bytes, moved to the server thread without a copy) and
// the search document, both measured against their limits. Serialising a large archive
// on the server thread would stall every request for as long as it takes, and a large
// search document would go on to exhaust the embedded database; here, an entry whose
// results are too large fails alone, with an ERROR that says why.
import type { Archive, LogEntry } from '../parsers/types'
import { searchDocument } from '../entries'
import { mib, type ParseLimits } from './limits'
import { failedOutcome, type ParseOutcome, type ParseTask } from './pipeline'

export interface EntryTask extends ParseTask {
  entryId: string
}

export interface StoredOutcome {
  status: 'SUCCESS' | 'FAILURE'
  errors: string[]
  warnings: string[]
  /** The archive file's content: UTF-8 JSON. */
  archive: Uint8Array
  /** The entry's search document. */
  doc: Record<string, unknown>
  /** Bytes of the search document, errors and warnings as JSON (what the store takes). */
  docBytes: number
  /** Bytes of file content the run read (decompressed). */
  bytesRead: number
}

const encoder = new TextEncoder()

/** The outcome to store, or why it cannot be stored. */
function serialise(task: EntryTask, outcome: ParseOutcome, limits: ParseLimits): StoredOutcome | string {
  const metadata = (outcome.archive.metadata ?? {}) as Record<string, unknown>
  const archive: Archive = { ...outcome.archive, metadata: { ...metadata, entry_id: task.entryId, upload_id: task.uploadId } }
  const doc = searchDocument(archive)
  let docText: string
  let archiveText: string
  try {
    docText = JSON.stringify({ doc, errors: outcome.errors, warnings: outcome.warnings })
    archiveText = JSON.stringify(archive)
  } catch (error) {
    // Past V8's longest string (about 512 MiB), JSON.stringify throws a RangeError.
    if (error instanceof RangeError) return archiveTooLarge(limits)
    throw error
  }
  const docBytes = Buffer.byteLength(docText)
  if (docBytes > limits.metadataBytes) {
    return `The searchable metadata of this entry is too large to store: ${docBytes} bytes, more than the limit of ${limits.metadataBytes} bytes (${mib(limits.metadataBytes)}).`
  }
  // Checked on characters first, so that a huge archive is not encoded just to be refused.
  if (archiveText.length > limits.archiveBytes) return archiveTooLarge(limits)
  const bytes = encoder.encode(archiveText)
  if (bytes.length > limits.archiveBytes) return archiveTooLarge(limits)
  const { status, errors, warnings, bytesRead = 0 } = outcome
  return { status, errors, warnings, archive: bytes, doc, docBytes, bytesRead }
}

const archiveTooLarge = (limits: ParseLimits) =>
  `The archive of this entry is too large to store: it has more than the limit of ${limits.archiveBytes} bytes (${mib(limits.archiveBytes)}).`

/**
 * The outcome to store. When the results are too large the entry fails, keeping its
 * processing logs, or only the error when even the logs are too large.
 */
export function storedOutcome(task: EntryTask, outcome: ParseOutcome, limits: ParseLimits): StoredOutcome {
  const stored = serialise(task, outcome, limits)
  if (typeof stored !== 'string') return stored
  const logs = (outcome.archive.processing_logs ?? []) as LogEntry[]
  const withLogs = serialise(task, failedOutcome(task, [...logs], stored), limits)
  if (typeof withLogs !== 'string') return { ...withLogs, bytesRead: outcome.bytesRead ?? 0 }
  const bare = serialise(task, failedOutcome(task, [], stored), { ...limits, archiveBytes: Infinity, metadataBytes: Infinity })
  if (typeof bare === 'string') throw new Error(bare)
  return { ...bare, bytesRead: outcome.bytesRead ?? 0 }
}

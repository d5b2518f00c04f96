// Storing the processed entries of an upload run: rows in batches, one statement and one
// commit for many entries (each commit costs about as much as processing a small file),
// a batch bounded by its entries' search documents in bytes as well as in number, so no
// statement grows past what the embedded database digests. A batch the store refuses is
// stored entry by entry, and an entry it still refuses is stored as FAILURE: one entry's
// results never leave the others, or itself, PENDING.
import type { Store } from '../store'
import { saveProcessedEntries, type ProcessedEntry } from '../store/entries'
import { updateUpload } from '../store/uploads'

const BATCH = 50
const BATCH_BYTES = 8 * 1024 * 1024

export const UNSTORABLE = 'The results of this entry could not be stored.'

export interface Counts {
  total: number
  done: number
  failed: number
}

export function statusMessage(counts: Counts): string {
  return `${counts.done}/${counts.total} entries processed${counts.failed ? `, ${counts.failed} failed` : ''}`
}

/** The entry as FAILURE with `message`, keeping nothing that could be what the store refused. */
export function failedEntry(entry: ProcessedEntry, identity: { mainfile: string; parser_name: string }, message = UNSTORABLE): ProcessedEntry {
  return {
    entry_id: entry.entry_id,
    process_status: 'FAILURE',
    errors: [message],
    warnings: [],
    entry_hash: entry.entry_hash,
    doc: { mainfile: identity.mainfile, parser_name: identity.parser_name, processing_errors: [message] },
  }
}

export interface Result {
  entry: ProcessedEntry
  identity: { mainfile: string; parser_name: string }
  /** Bytes of the entry's search document, errors and warnings as JSON. */
  docBytes: number
}

export class ResultBatches {
  private pending: Result[] = []
  private pendingBytes = 0
  private saving: Promise<void> = Promise.resolve()
  private counts: Counts

  constructor(
    private readonly store: Store,
    private readonly uploadId: string,
    total: number,
    private readonly options: { stopped(): boolean; log?: (message: string) => void },
  ) {
    this.counts = { total, done: 0, failed: 0 }
  }

  add(result: Result): void {
    this.pending.push(result)
    this.pendingBytes += result.docBytes
    if (this.pending.length >= BATCH || this.pendingBytes >= BATCH_BYTES) void this.flush()
  }

  /** Stores what is pending; resolves when everything added so far is stored. Never rejects. */
  flush(): Promise<void> {
    const batch = this.pending
    this.pending = []
    this.pendingBytes = 0
    this.saving = this.saving.then(() => this.save(batch))
    return this.saving
  }

  private async save(batch: Result[]): Promise<void> {
    if (!batch.length || this.options.stopped()) return
    let entries = batch.map((result) => result.entry)
    try {
      await this.store.transaction((tx) => saveProcessedEntries(tx, entries))
    } catch (error) {
      this.options.log?.(`Storing ${batch.length} processed entries of upload ${this.uploadId} failed, storing them one by one: ${String(error)}`)
      entries = await this.saveOneByOne(batch)
    }
    this.counts = {
      ...this.counts,
      done: this.counts.done + entries.length,
      failed: this.counts.failed + entries.filter((entry) => entry.process_status === 'FAILURE').length,
    }
    await updateUpload(this.store, this.uploadId, { last_status_message: statusMessage(this.counts) }).catch(() => undefined)
  }

  /** The entries as stored. */
  private async saveOneByOne(batch: Result[]): Promise<ProcessedEntry[]> {
    const stored: ProcessedEntry[] = []
    for (const { entry, identity } of batch) {
      try {
        await saveProcessedEntries(this.store, [entry])
        stored.push(entry)
      } catch (error) {
        this.options.log?.(`Storing entry ${entry.entry_id} of upload ${this.uploadId} failed: ${String(error)}`)
        const failed = failedEntry(entry, identity)
        // Should even this fail, the run's end marks every unfinished entry FAILURE.
        await saveProcessedEntries(this.store, [failed]).catch(() => undefined)
        stored.push(failed)
      }
    }
    return stored
  }
}

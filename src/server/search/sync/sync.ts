// Keeps a SearchIndex equal to the store: `load()` builds it from the tables, `refresh()`
// applies what the search change log (migration 005) says changed since. A search
// calls refresh() first, so it sees every write committed before it started.
import type { Queryable } from '../../store'
import { isSearchable } from '../../entries'
import { entriesById, readUploads, searchableEntries, unsearchableEntryIds } from '../../store/searchRows'
import type { SearchIndex } from '../index/searchIndex'
import { currentPosition, pruneChanges, readChanges, type Changes, type LogPosition } from '../../store/searchChanges'
import { BATCH_SIZE, chunks, DocumentSource, uploadAccess } from './documents'

export interface SearchSyncOptions {
  /**
   * How long read rows stay in the change log, and so how long a reader may go without
   * reading it before it has to load again. Every process of an installation must use
   * the same value. Default one hour.
   */
  retentionMs?: number
  /** Entries per statement. Default 1,000. */
  batchSize?: number
}

export interface SyncReport {
  /** 'load' also when a refresh had to load (first call, or the log was not read for too long). */
  kind: 'load' | 'refresh'
  /** Documents put into the index. */
  entries: number
  /** Entries taken out of the index. */
  removed: number
  /** Change log rows applied (refresh). */
  changes: number
  /** Change log rows deleted by this call's pruning. */
  pruned: number
}

export const DEFAULT_RETENTION_MS = 60 * 60 * 1000

// An embedded store answers without a real I/O wait, so a load would otherwise be one
// chain of microtasks holding the event loop for minutes (at 1M entries the server did
// not even listen until it ended). Every YIELD_EVERY documents the load lets timers and
// I/O run: the server starts and answers other requests while it builds the index.
const YIELD_EVERY = 100
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** What loads and refreshes reject with once `close()` was called. */
export class SyncClosed extends Error {
  override name = 'SyncClosed'
  constructor() {
    super('The search index is closed.')
  }
}

export class SearchSync {
  private position?: LogPosition
  /** The end of the queue of loads and refreshes: one runs at a time. */
  private tail: Promise<unknown> = Promise.resolve()
  /** A refresh queued but not started yet, which later callers join. */
  private queued?: Promise<SyncReport>
  private lastPrune = Number.NEGATIVE_INFINITY
  private closed = false
  private readonly retentionMs: number
  private readonly batchSize: number

  constructor(private readonly store: Queryable, readonly index: SearchIndex, options: SearchSyncOptions = {}) {
    this.retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS
    this.batchSize = options.batchSize ?? BATCH_SIZE
  }

  /** Builds the index from the store; entries and uploads it held that the store no longer has are removed. */
  load(): Promise<SyncReport> {
    return this.serially(() => this.loadNow())
  }

  /**
   * Applies the changes written since the last load or refresh (a load if there was
   * none). Calls while a refresh runs share the next one, which starts after it: a
   * refresh that was already reading could miss a write its caller just committed.
   */
  refresh(): Promise<SyncReport> {
    if (this.queued) return this.queued
    const run = this.serially(() => {
      this.queued = undefined
      return this.position ? this.refreshNow(this.position) : this.loadNow()
    })
    this.queued = run
    return run
  }

  /**
   * Stops: a load or refresh in progress ends at its next page (a load of a million
   * entries would otherwise hold a shutdown for minutes), later ones are refused, all
   * with SyncClosed. Resolves when none runs any more, so the store can be closed.
   */
  async close(): Promise<void> {
    this.closed = true
    await this.tail
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(() => {
      this.checkOpen()
      return work()
    })
    this.tail = run.catch(() => undefined)
    return run
  }

  private checkOpen(): void {
    if (this.closed) throw new SyncClosed()
  }

  private async loadNow(): Promise<SyncReport> {
    // Taken before the tables are read: whatever is written from here on is in the log
    // after this position, so the next refresh applies it even if this load missed it.
    const start = await currentPosition(this.store)
    const source = new DocumentSource(this.store)
    await source.readAll()
    const stale = this.index.size ? indexedEntryIds(this.index) : new Set<string>()
    let entries = 0
    for await (const page of searchableEntries(this.store, undefined, this.batchSize)) {
      const documents = await source.documents(page)
      for (let i = 0; i < documents.length; i++) {
        this.index.put(documents[i])
        stale.delete(documents[i].entry_id)
        entries++
        if (i % YIELD_EVERY === YIELD_EVERY - 1) {
          await nextTurn()
          this.checkOpen()
        }
      }
      await nextTurn()
      this.checkOpen()
    }
    for (const id of stale) this.index.remove(id)
    // Uploads read on demand during the pages (created meanwhile) included.
    for (const upload of source.uploads.values()) this.index.putUpload(uploadAccess(upload))
    for (const uploadId of [...this.index.uploads.keys()]) if (!source.uploads.has(uploadId)) this.index.removeUpload(uploadId)
    this.position = start
    return { kind: 'load', entries, removed: stale.size, changes: 0, pruned: await this.prune() }
  }

  private async refreshNow(from: LogPosition): Promise<SyncReport> {
    const { changes, position } = await readChanges(this.store, from)
    // Rows this reader has not read may have been pruned (changes.ts pruneChanges).
    if (position.readAt.getTime() - from.readAt.getTime() >= this.retentionMs) return this.loadNow()
    const counts = await this.apply(changes)
    this.position = position
    return { kind: 'refresh', ...counts, changes: changes.rows, pruned: await this.prune() }
  }

  /** Reads the changed uploads and entries again; applying a change twice does no harm. */
  private async apply(changes: Changes): Promise<{ entries: number; removed: number }> {
    const source = new DocumentSource(this.store)
    const done = new Set<string>()
    let entries = 0
    let removed = 0
    const remove = (entryId: string) => {
      if (this.index.has(entryId)) removed++
      this.index.remove(entryId)
      done.add(entryId)
    }
    for (const uploadIds of chunks([...changes.uploads], this.batchSize)) {
      const uploads = await readUploads(this.store, uploadIds)
      source.addUploads(uploads)
      const present = uploads.map((upload) => upload.upload_id)
      for (const id of uploadIds) if (!source.uploads.has(id)) this.index.removeUpload(id)
      for (const upload of uploads) this.index.putUpload(uploadAccess(upload))
      for await (const page of searchableEntries(this.store, present, this.batchSize)) {
        for (const document of await source.documents(page)) {
          this.index.put(document)
          done.add(document.entry_id)
          entries++
        }
        await nextTurn()
        this.checkOpen()
      }
      for (const id of await unsearchableEntryIds(this.store, present)) remove(id)
    }
    for (const entryIds of chunks([...changes.entries].filter((id) => !done.has(id)), this.batchSize)) {
      const rows = (await entriesById(this.store, entryIds)).filter((entry) => isSearchable(entry))
      for (const document of await source.documents(rows)) {
        this.index.put(document)
        done.add(document.entry_id)
        entries++
      }
      // Gone, not searchable (any more), or its upload is gone.
      for (const id of entryIds) if (!done.has(id)) remove(id)
    }
    // Uploads read for their entries are current too.
    for (const upload of source.uploads.values()) this.index.putUpload(uploadAccess(upload))
    return { entries, removed }
  }

  private async prune(): Promise<number> {
    if (performance.now() - this.lastPrune < this.retentionMs / 10) return 0
    this.lastPrune = performance.now()
    return pruneChanges(this.store, this.retentionMs)
  }
}

/** The entries in the index, read from its entry_id column. */
function indexedEntryIds(index: SearchIndex): Set<string> {
  const ids = new Set<string>()
  const column = index.column('entry_id')
  if (column?.kind !== 'keyword') return ids
  const { starts, items, dictionary } = column
  index.aliveRows().forEach((row) => {
    if (starts.data[row] < starts.data[row + 1]) ids.add(dictionary[items.data[starts.data[row]]])
  })
  return ids
}

import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import type { ParserMetadata } from '../../core/parsers/metadata'
import { entryId } from '../../core/ids'
import type { Queryable, Store } from '../store'
import { findUpload, updateUpload } from '../store/uploads'
import { deleteEntriesExcept, entryCounts, failUnfinishedEntries, upsertPendingEntries, type ProcessedEntry } from '../store/entries'
import { forgetUploadSize } from '../store/uploadSizes'
import { anyPendingJob, claimJob, deleteJob, hasJob, hasPendingJob, insertJob, lockUploadRow, resumeRunningJobs, type JobRow } from '../store/jobs'
import { chooseMainfiles, mainfileMatcher, readHead } from './matching'
import type { MatchCandidate } from './matching'
import type { WorkerPool } from './pool'
import { failedEntry, ResultBatches, statusMessage } from './results'

/** What processing needs of an upload's files. */
export interface UploadStorage {
  rawDir: string
  /** All raw file paths, relative to rawDir. */
  walk(): AsyncIterable<string>
  /** Writes an archive file; `json` is its content, serialised by the worker. */
  writeArchive(entryId: string, json: Uint8Array): Promise<void>
  deleteArchive(entryId: string): Promise<void>
}

export interface ProcessorOptions {
  store: Store
  pool: WorkerPool
  parsers: ParserMetadata[]
  storage(uploadId: string): UploadStorage
  log?: (message: string) => void
}

/** What entries left unfinished by a run that broke off say. */
const RUN_FAILED = 'The processing of this upload stopped before this entry was stored; process the upload again.'

/** The entry hash of a mainfile (its bytes' SHA-512, 28 base64url characters); null when it cannot be read. */
export async function hashFile(path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const hash = createHash('sha512')
    createReadStream(path).on('data', (chunk) => hash.update(chunk)).on('error', () => resolve(null))
      .on('end', () => resolve(hash.digest('base64url').slice(0, 28)))
  })
}

/**
 * The processing queue: jobs are rows in the store. One job per upload runs at a time;
 * its entries are parsed in parallel by the worker pool. A job cut off by a crash is
 * RUNNING at the next start and runs again; entry ids are derived from the mainfile,
 * so a rerun updates the same entries.
 */
export class Processor {
  private running: Promise<void> | undefined
  private stopped = false
  private readonly match: (path: string, head: Buffer) => MatchCandidate[]
  private waiters: (() => void)[] = []

  constructor(private readonly options: ProcessorOptions) {
    this.match = mainfileMatcher(options.parsers)
  }

  /** Resumes jobs a previous run left RUNNING and starts working. */
  async start(): Promise<void> {
    const resumed = await resumeRunningJobs(this.options.store)
    if (resumed) this.options.log?.(`Resuming ${resumed} interrupted processing job(s).`)
    this.kick()
  }

  /**
   * Queues processing of an upload (inside the caller's transaction when given). A job
   * already waiting covers the new request; a running one is followed by another run,
   * so files added meanwhile are processed too.
   */
  async enqueue(uploadId: string, db: Queryable = this.options.store, kind = 'process_upload'): Promise<void> {
    // The upload row serialises enqueueing with the end of a run (see processUpload).
    await lockUploadRow(db, uploadId)
    if (!(await hasPendingJob(db, uploadId))) await insertJob(db, uploadId, kind)
    await updateUpload(db, uploadId, { process_status: 'PENDING', current_process: kind, last_status_message: `Pending: ${kind}` })
  }

  /** Starts the loop if it is not running (call after the enqueuing transaction committed). */
  kick(): void {
    if (this.stopped || this.running) return
    // After stop() the store may close under a query of the loop: what fails then is the
    // shutdown, not the processing, and must not surface as an unhandled rejection.
    this.running = this.loop()
      .catch((error: unknown) => {
        if (!this.stopped) this.options.log?.(`The processing loop stopped on an error: ${(error as Error).stack ?? String(error)}`)
      })
      .finally(() => {
        this.running = undefined
        if (this.stopped) return this.notifyIdle()
        this.hasWork().then(
          (more) => (more ? this.kick() : this.notifyIdle()),
          () => this.notifyIdle(),
        )
      })
  }

  /** Resolves when no job is pending or running (tests, wait_for_processing). */
  async idle(): Promise<void> {
    if (!this.running && !(await this.hasWork())) return
    await new Promise<void>((resolve) => this.waiters.push(resolve))
  }

  /** Resolves when the upload has no queued or running job (wait_for_processing). */
  async waitFor(uploadId: string, pollMs = 25): Promise<void> {
    for (;;) {
      if (!(await hasJob(this.options.store, uploadId)) || this.stopped) return
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    await this.options.pool.close()
  }

  private notifyIdle() {
    for (const resolve of this.waiters.splice(0)) resolve()
  }

  private hasWork(): Promise<boolean> {
    return anyPendingJob(this.options.store)
  }

  private claim(): Promise<JobRow | undefined> {
    return claimJob(this.options.store)
  }

  private async loop(): Promise<void> {
    for (let job = await this.claim(); job && !this.stopped; job = await this.claim()) {
      try {
        await this.processUpload(job.upload_id)
        if (this.stopped) return
      } catch (error) {
        if (this.stopped) return
        this.options.log?.(`Processing upload ${job.upload_id} failed: ${(error as Error).stack ?? error}`)
        // The upload's errors are shown to its users: the internal reason stays in the log.
        await updateUpload(this.options.store, job.upload_id, {
          process_status: 'FAILURE', last_status_message: 'Process process_upload failed', errors: ['The processing stopped on an internal error; the server log has the details.'], complete_time: new Date(),
        }).catch(() => undefined)
        await failUnfinishedEntries(this.options.store, job.upload_id, RUN_FAILED).catch(() => undefined)
      }
      await deleteJob(this.options.store, job.job_id)
    }
  }

  private async processUpload(uploadId: string): Promise<void> {
    const { store } = this.options
    if (!(await findUpload(store, uploadId))) return
    const storage = this.options.storage(uploadId)
    // Every change of files is followed by a run: what the storage quota knew of the upload's size may be out of date.
    await forgetUploadSize(store, uploadId)
    await updateUpload(store, uploadId, { process_status: 'RUNNING', current_process: 'process_upload', last_status_message: 'Matching mainfiles', errors: [], warnings: [] })

    const files: { path: string; candidates: MatchCandidate[] }[] = []
    for await (const path of storage.walk()) {
      const head = await readHead(join(storage.rawDir, path)).catch(() => undefined)
      const candidates = head ? this.match(path, head) : []
      if (candidates.length) files.push({ path, candidates })
    }
    const found = [...chooseMainfiles(files)].map(([mainfile, parser_name]) => ({ entry_id: entryId(uploadId, mainfile), mainfile, parser_name }))
    const removed = await store.transaction(async (tx) => {
      await upsertPendingEntries(tx, uploadId, found)
      return deleteEntriesExcept(tx, uploadId, found.map((entry) => entry.entry_id))
    })
    for (const id of removed) await storage.deleteArchive(id)

    await updateUpload(store, uploadId, { last_status_message: statusMessage({ total: found.length, done: 0, failed: 0 }) })
    const batches = new ResultBatches(store, uploadId, found.length, { stopped: () => this.stopped, log: this.options.log })
    const timer = setInterval(() => void batches.flush(), 250)
    try {
      await Promise.all(found.map(async (entry) => {
        const outcome = await this.options.pool.run({
          uploadId, rawDir: storage.rawDir, mainfile: entry.mainfile, parserName: entry.parser_name, entryId: entry.entry_id,
        })
        if (this.stopped) return
        let result: ProcessedEntry = {
          entry_id: entry.entry_id,
          process_status: outcome.status,
          errors: outcome.errors,
          warnings: outcome.warnings,
          entry_hash: await hashFile(join(storage.rawDir, entry.mainfile)),
          doc: outcome.doc,
        }
        // Written as it arrives, so that at most a few archives are held at a time.
        try {
          await storage.writeArchive(entry.entry_id, outcome.archive)
        } catch (error) {
          this.options.log?.(`Writing the archive of entry ${entry.entry_id} of upload ${uploadId} failed: ${String(error)}`)
          result = failedEntry(result, entry, 'The archive of this entry could not be written.')
        }
        batches.add({ entry: result, identity: entry, docBytes: outcome.docBytes })
      }))
    } finally {
      clearInterval(timer)
    }
    await batches.flush()
    if (this.stopped) return
    // Files added meanwhile queued another run: the upload is not done until it ran. The
    // check and the update are one transaction under the upload's row lock, so a run
    // queued at this moment cannot be overwritten by SUCCESS.
    await store.transaction(async (tx) => {
      await lockUploadRow(tx, uploadId)
      const final = await entryCounts(tx, uploadId)
      const queued = await hasPendingJob(tx, uploadId)
      await updateUpload(tx, uploadId, queued
        ? { process_status: 'PENDING', last_status_message: statusMessage(final) }
        : { process_status: 'SUCCESS', current_process: 'process_upload', last_status_message: statusMessage(final), complete_time: new Date() })
    })
  }
}

import { Worker } from 'node:worker_threads'
import { NO_LIMITS, type ParseLimits } from './limits'
import { storedOutcome, type EntryTask, type StoredOutcome } from './outcome'
import { failedOutcome } from './pipeline'

export interface PoolOptions {
  size: number
  /** Milliseconds one parser run may take before its thread is terminated. */
  timeLimitMs: number
  /** Heap limit of each worker thread. */
  memoryLimitMb: number
  /** Module specifiers of plugin parsers. */
  pluginModules: string[]
  /** What one run may read and produce (default: no limits). */
  limits?: ParseLimits
}

/**
 * A thread whose run read more than this is replaced afterwards: the heap it grew and
 * the memory its allocator kept would otherwise stay with the process for good.
 */
const RECYCLE_AFTER_BYTES = 64 * 1024 * 1024

interface Job {
  task: EntryTask
  resolve(outcome: StoredOutcome): void
}

interface Slot {
  worker: Worker
  job?: Job
  timer?: NodeJS.Timeout
}

function workerUrl(): { file: URL; entry: string } {
  // From source (tests, tsx) a bootstrap registers the TypeScript loader; the server
  // bundle has dist/server/worker.js next to main.js.
  const fromSource = import.meta.url.endsWith('.ts')
  return fromSource
    ? { file: new URL('./workerBootstrap.mjs', import.meta.url), entry: new URL('./worker.ts', import.meta.url).href }
    : { file: new URL('./worker.js', import.meta.url), entry: '' }
}

/**
 * Parser threads with limits: a parser that throws, hangs or exhausts its heap fails
 * its own entry (its thread is replaced) and never the server or the other entries.
 */
export class WorkerPool {
  private readonly slots = new Set<Slot>()
  private readonly queue: Job[] = []
  private closed = false

  constructor(private readonly options: PoolOptions) {}

  private get limits(): ParseLimits {
    return this.options.limits ?? NO_LIMITS
  }

  /** An entry that could not be parsed, with `message` as its error. */
  private failed(task: EntryTask, message: string): StoredOutcome {
    return storedOutcome(task, failedOutcome(task, [], message), this.limits)
  }

  run(task: EntryTask): Promise<StoredOutcome> {
    if (this.closed) return Promise.resolve(this.failed(task, 'The server is shutting down.'))
    return new Promise((resolve) => {
      this.queue.push({ task, resolve })
      this.dispatch()
    })
  }

  private dispatch() {
    while (this.queue.length) {
      let slot = [...this.slots].find((candidate) => !candidate.job)
      if (!slot) {
        if (this.slots.size >= this.options.size) return
        slot = this.spawn()
      }
      this.assign(slot, this.queue.shift()!)
    }
  }

  private spawn(): Slot {
    const { file, entry } = workerUrl()
    const worker = new Worker(file, {
      workerData: { entry, pluginModules: this.options.pluginModules, limits: this.limits },
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryLimitMb },
    })
    const slot: Slot = { worker }
    worker.on('message', (outcome: StoredOutcome) => this.finish(slot, outcome))
    worker.on('error', (error: Error & { code?: string }) => {
      const message = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? `The parser exhausted its memory limit of ${this.options.memoryLimitMb} MB.`
        : `The parser crashed: ${error.message}`
      this.retire(slot, message)
    })
    worker.on('exit', () => this.retire(slot, 'The parser thread stopped unexpectedly.'))
    worker.unref()
    this.slots.add(slot)
    return slot
  }

  private assign(slot: Slot, job: Job) {
    slot.job = job
    slot.timer = setTimeout(() => {
      const seconds = Math.round(this.options.timeLimitMs / 1000)
      this.retire(slot, `The parser exceeded its time limit of ${seconds} s.`)
    }, this.options.timeLimitMs)
    slot.worker.postMessage(job.task)
  }

  private finish(slot: Slot, outcome: StoredOutcome) {
    clearTimeout(slot.timer)
    const job = slot.job
    slot.job = undefined
    job?.resolve(outcome)
    // A fresh thread takes the next task; the job is settled, so no message is needed.
    if (outcome.bytesRead > RECYCLE_AFTER_BYTES) this.retire(slot, '')
    else this.dispatch()
  }

  /** Fails the slot's entry, ends its thread and lets a fresh one take the next task. */
  private retire(slot: Slot, message: string) {
    if (!this.slots.has(slot)) return
    this.slots.delete(slot)
    clearTimeout(slot.timer)
    void slot.worker.terminate()
    if (slot.job) slot.job.resolve(this.failed(slot.job.task, message))
    if (!this.closed) this.dispatch()
  }

  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.splice(0)) job.resolve(this.failed(job.task, 'The server is shutting down.'))
    await Promise.all([...this.slots].map((slot) => {
      this.slots.delete(slot)
      clearTimeout(slot.timer)
      return slot.worker.terminate()
    }))
  }
}

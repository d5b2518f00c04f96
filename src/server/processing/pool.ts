import { Worker } from 'node:worker_threads'
import { failedOutcome, type ParseOutcome, type ParseTask } from './pipeline'

export interface PoolOptions {
  size: number
  /** Milliseconds one parser run may take before its thread is terminated. */
  timeLimitMs: number
  /** Heap limit of each worker thread. */
  memoryLimitMb: number
  /** Module specifiers of plugin parsers. */
  pluginModules: string[]
}

interface Job {
  task: ParseTask
  resolve(outcome: ParseOutcome): void
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

  run(task: ParseTask): Promise<ParseOutcome> {
    if (this.closed) return Promise.resolve(failedOutcome(task, [], 'The server is shutting down.'))
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
      workerData: { entry, pluginModules: this.options.pluginModules },
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryLimitMb },
    })
    const slot: Slot = { worker }
    worker.on('message', (outcome: ParseOutcome) => this.finish(slot, outcome))
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

  private finish(slot: Slot, outcome: ParseOutcome) {
    clearTimeout(slot.timer)
    const job = slot.job
    slot.job = undefined
    job?.resolve(outcome)
    this.dispatch()
  }

  /** Fails the slot's entry, ends its thread and lets a fresh one take the next task. */
  private retire(slot: Slot, message: string) {
    if (!this.slots.has(slot)) return
    this.slots.delete(slot)
    clearTimeout(slot.timer)
    void slot.worker.terminate()
    if (slot.job) slot.job.resolve(failedOutcome(slot.job.task, [], message))
    if (!this.closed) this.dispatch()
  }

  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.splice(0)) job.resolve(failedOutcome(job.task, [], 'The server is shutting down.'))
    await Promise.all([...this.slots].map((slot) => {
      this.slots.delete(slot)
      clearTimeout(slot.timer)
      return slot.worker.terminate()
    }))
  }
}

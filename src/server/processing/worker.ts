// A parser worker thread: receives one task at a time, answers its outcome. Limits on
// time and memory are enforced from outside by the pool (it terminates the thread);
// limits on what a run reads and produces, here (see limits.ts).
import { parentPort, workerData } from 'node:worker_threads'
import { NO_LIMITS, type ParseLimits } from './limits'
import { loadParsers } from './parserModules'
import { normalizers } from './normalizers'
import { storedOutcome, type EntryTask } from './outcome'
import { failedOutcome, runPipeline } from './pipeline'

const { pluginModules = [], limits = NO_LIMITS } = (workerData ?? {}) as { pluginModules?: string[]; limits?: ParseLimits }
const parsers = await loadParsers(pluginModules)

parentPort!.on('message', async (task: EntryTask) => {
  const outcome = await runPipeline(task, parsers, normalizers, limits).catch((error: Error) =>
    failedOutcome(task, [], `Processing failed: ${error.message}`))
  const stored = storedOutcome(task, outcome, limits)
  // The archive's bytes move to the server thread instead of being copied.
  parentPort!.postMessage(stored, [stored.archive.buffer as ArrayBuffer])
})

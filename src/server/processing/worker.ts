// A parser worker thread: receives one task at a time, answers its outcome. Limits on
// time and memory are enforced from outside by the pool (it terminates the thread).
import { parentPort, workerData } from 'node:worker_threads'
import { loadParsers } from './parserModules'
import { normalizers } from './normalizers'
import { failedOutcome, runPipeline, type ParseTask } from './pipeline'

const { pluginModules = [] } = (workerData ?? {}) as { pluginModules?: string[] }
const parsers = await loadParsers(pluginModules)

parentPort!.on('message', async (task: ParseTask) => {
  const outcome = await runPipeline(task, parsers, normalizers).catch((error: Error) =>
    failedOutcome(task, [], `Processing failed: ${error.message}`))
  parentPort!.postMessage(outcome)
})

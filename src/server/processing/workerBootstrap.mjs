// Source mode only (tests, tsx): worker threads cannot start from a .ts file, so this
// registers the TypeScript loader and imports the real worker. The built server runs
// dist/server/worker.js directly.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)

#!/usr/bin/env node
// `tessera`: runs the TypeScript CLI through tsx, so it needs no build step. tsx is
// resolved from this package, not from the caller's working directory.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const main = fileURLToPath(new URL('../src/server/cli/main.ts', import.meta.url))
const result = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), main, ...process.argv.slice(2)], {
  stdio: 'inherit',
})
if (result.error) {
  console.error(`tessera: ${result.error.message}`)
  process.exit(1)
}
process.exit(result.status ?? 1)

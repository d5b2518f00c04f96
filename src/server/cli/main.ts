// Entry of `tessera` (bin/tessera.js runs this file through tsx).
import { text } from 'node:stream/consumers'
import { runCli } from './index'

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  output: {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  },
  readStdin: () => text(process.stdin),
})
process.exitCode = code

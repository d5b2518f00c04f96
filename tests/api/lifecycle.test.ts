// The server as `npm start` runs it: a separate process, stopped with Ctrl-C (SIGINT).
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStore } from '../../src/server/store'
import { anUpload, insertUpload } from '../helpers/builders'
import { seedDataDir } from '../helpers/pgliteTemplate'

interface Run {
  origin: Promise<string>
  output: () => string
  exit: Promise<number | null>
  interrupt(): void
}

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', TESSERA_EXAMPLES: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const origin = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[^\s/]+)/.exec(output)
      if (match) {
        clearInterval(timer)
        resolve(match[1])
      }
    }, 50)
    void exit.then(() => {
      clearInterval(timer)
      reject(new Error(`exited before listening:\n${output}`))
    })
  })
  origin.catch(() => undefined)
  return { origin, output: () => output, exit, interrupt: () => child.kill('SIGINT') }
}

describe('the server process', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-process-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('stops with a non-zero exit and names file, JSON path and reason for an invalid config', async () => {
    const config = join(dir, 'invalid.yaml')
    await writeFile(config, 'services:\n  upload_limit: -1\n')
    const server = run({ TESSERA_CONFIG: config, TESSERA_DATA: join(dir, 'never') })
    expect(await server.exit).toBe(1)
    expect(server.output()).toContain(`${config}: services.upload_limit: must be >= 1`)
  })

  it('shuts down cleanly on Ctrl-C and finds everything it stored on the next start', async () => {
    const dataDir = join(dir, 'data')
    await seedDataDir(dataDir)
    const first = run({ TESSERA_DATA: dataDir })
    const origin = await first.origin
    expect((await fetch(`${origin}/api/v1/info`)).status).toBe(200)
    first.interrupt()
    expect(await first.exit).toBe(0)
    expect(first.output()).toContain('SIGINT: shutting down')

    // Written while no server runs, as the `tessera` CLI does.
    const store = await openStore({ dataDir })
    await insertUpload(store, anUpload({ published: true }))
    await store.close()

    const second = run({ TESSERA_DATA: dataDir })
    const info = await (await fetch(`${await second.origin}/api/v1/info`)).json()
    expect(info.statistics.n_uploads).toBe(1)
    second.interrupt()
    expect(await second.exit).toBe(0)
  })
})

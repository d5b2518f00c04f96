// Issue 14, finding 1: two servers on one data directory both started, each wrote its own
// copy of the embedded database, and what the second acknowledged was gone after a
// restart. A data directory belongs to one process at a time; a dead holder never blocks.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDataDir } from '../helpers/pgliteTemplate'
import { lockDataDir } from '../../src/server/dataDirLock'
import { killHard, outcome, startServerProcess, type ServerProcess } from './serverProcess'

function tessera(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['bin/tessera.js', ...args], { env: { ...process.env, DATABASE_URL: '', TESSERA_CONFIG: '' }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

describe('one process per data directory', () => {
  let root: string
  let data: string
  const running: ServerProcess[] = []
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-lock-'))
    data = join(root, 'data')
    await seedDataDir(data)
  })
  afterAll(async () => {
    for (const server of running) await killHard(server)
    await rm(root, { recursive: true, force: true })
  })

  it('refuses a second server while the first runs, naming it, and the first keeps serving', async () => {
    const first = startServerProcess(data)
    running.push(first)
    const origin = await first.origin
    const second = startServerProcess(data)
    running.push(second)
    expect(await outcome(second)).toBe(1)
    expect(second.output()).toContain(`The data directory ${data} is in use by another Tessera server (process ${first.pid}`)
    expect((await fetch(`${origin}/api/v1/info`)).status).toBe(200)

    const cli = await tessera(['users', 'list', '--data', data])
    expect(cli.code).toBe(1)
    expect(cli.stderr).toContain('The data directory is in use by a running server; stop it first or use the API (POST /api/v1/users).')
  })

  it('is free again after its holder was killed: the CLI and the next server start', async () => {
    await killHard(running[0])
    const cli = await tessera(['users', 'list', '--data', data])
    expect(cli.stderr).toBe('')
    expect(cli.code).toBe(0)
    expect(cli.stdout).toMatch(/^admin\s/m)

    const next = startServerProcess(data)
    running.push(next)
    expect((await fetch(`${await next.origin}/api/v1/info`)).status).toBe(200)
    await killHard(next)
  })

  it('refuses a server while a tessera command holds the directory', async () => {
    const command = await lockDataDir(data, 'cli')
    try {
      const server = startServerProcess(data)
      running.push(server)
      expect(await outcome(server)).toBe(1)
      expect(server.output()).toContain(`is in use by another Tessera command (process ${process.pid}`)
    } finally {
      await command.release()
    }
  })
}, 120_000)

// Killing the server in the middle of processing (SIGKILL: no shutdown code runs) and
// starting it again finishes the job with no entry lost or doubled.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { zipOf } from '../helpers/uploads'
import { afterAll, describe, expect, it } from 'vitest'
import { seedDataDir } from '../helpers/pgliteTemplate'

const PARSERS = fileURLToPath(new URL('../fixtures/testParsers.ts', import.meta.url))

function start(dataDir: string, config: string): { child: ChildProcess; origin: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', TESSERA_DATA: dataDir, TESSERA_CONFIG: config, TESSERA_EXAMPLES: '0', TESSERA_ADMIN_PASSWORD: 'admin-password-1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const origin = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[^\s/]+)/.exec(output)
      if (match) resolve(match[1])
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', () => reject(new Error(`exited:\n${output}`)))
  })
  origin.catch(() => undefined)
  return { child, origin }
}


describe('processing across a crash', () => {
  let dir: string
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('resumes an interrupted job at the next start', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-crash-'))
    const dataDir = join(dir, 'data')
    await seedDataDir(dataDir)
    const config = join(dir, 'tessera.yaml')
    await writeFile(config, `processing:\n  workers: 1\nplugins:\n  parser_modules: ['${PARSERS}']\n`)

    const first = start(dataDir, config)
    const origin = await first.origin
    const { access_token } = await (await fetch(`${origin}/api/v1/auth/token?username=admin&password=admin-password-1`)).json()
    const headers = { authorization: `Bearer ${access_token}`, accept: 'application/json' }
    const names = ['one.slow', 'two.slow', 'three.slow', 'four.slow']
    const { upload_id } = await (await fetch(`${origin}/api/v1/uploads`, { method: 'POST', headers, body: new Uint8Array(await zipOf(Object.fromEntries(names.map((name) => [name, name])))) })).json()

    // Wait until some but not all entries are done, then kill the process outright.
    for (;;) {
      const { data } = await (await fetch(`${origin}/api/v1/uploads/${upload_id}`, { headers })).json()
      if (/^[12]\/4 entries processed/.test(data.last_status_message ?? '')) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const killed = new Promise((resolve) => first.child.once('exit', resolve))
    first.child.kill('SIGKILL')
    await killed

    const second = start(dataDir, config)
    const again = await second.origin
    const token = (await (await fetch(`${again}/api/v1/auth/token?username=admin&password=admin-password-1`)).json()).access_token
    const headers2 = { authorization: `Bearer ${token}`, accept: 'application/json' }
    let upload
    for (;;) {
      upload = (await (await fetch(`${again}/api/v1/uploads/${upload_id}`, { headers: headers2 })).json()).data
      if (!upload.process_running) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(upload).toMatchObject({ process_status: 'SUCCESS', last_status_message: '4/4 entries processed', entries: 4 })
    const entries = await (await fetch(`${again}/api/v1/uploads/${upload_id}/entries?page_size=10`, { headers: headers2 })).json()
    expect(entries.data.map((entry: { mainfile: string }) => entry.mainfile).sort()).toEqual([...names].sort())
    expect(entries.data.every((entry: { process_status: string }) => entry.process_status === 'SUCCESS')).toBe(true)
    second.child.kill('SIGINT')
    await new Promise((resolve) => second.child.once('exit', resolve))
  }, 120_000)
})

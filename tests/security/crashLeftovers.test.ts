// Issue 14, finding 10: a SIGKILL during a PUT or an extraction left temporary files of
// hundreds of MB behind, and an empty upload that counted against the upload limit. The
// next start removes what a crash left; what a live server has in flight stays.
import { request, type ClientRequest } from 'node:http'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDataDir } from '../helpers/pgliteTemplate'
import { adminToken, killHard, outcome, startServerProcess, type ServerProcess } from './serverProcess'

/** Sends the headers and the first MiB of a 100 MiB body, then nothing more. */
function cutOffBody(method: 'POST' | 'PUT', origin: string, path: string, token: string): ClientRequest {
  const req = request(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-length': String(100 * 2 ** 20) },
  })
  req.on('error', () => undefined)
  req.write(Buffer.alloc(2 ** 20, 1))
  return req
}

/** The temporary files under every upload's .tmp/ (relative to uploads/). */
async function temporaryFiles(data: string): Promise<string[]> {
  const uploads = join(data, 'uploads')
  const found: string[] = []
  for (const id of await readdir(uploads).catch(() => [] as string[])) {
    for (const name of await readdir(join(uploads, id, '.tmp')).catch(() => [] as string[])) found.push(`${id}/.tmp/${name}`)
  }
  return found
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read()
    if (done(value)) return value
    if (tries > 400) throw new Error(`Still not there: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('what a crash leaves in the data directory', () => {
  let root: string
  let data: string
  let config: string
  const running: ServerProcess[] = []
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-leftovers-'))
    data = join(root, 'data')
    await seedDataDir(data)
    config = join(root, 'tessera.yaml')
    await writeFile(config, 'services:\n  upload_limit: 2\n')
  })
  afterAll(async () => {
    for (const server of running) await killHard(server)
    await rm(root, { recursive: true, force: true })
  })

  it('is removed at the next start; an empty upload made on purpose stays, a cut-off one does not count', async () => {
    const first = startServerProcess(data, { TESSERA_CONFIG: config })
    running.push(first)
    const origin = await first.origin
    const token = await adminToken(origin)
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }
    const empty = (await (await fetch(`${origin}/api/v1/uploads?upload_name=empty`, { method: 'POST', headers })).json()).upload_id as string

    // A new upload with a file and a file into the empty one, both cut off by a SIGKILL.
    const creating = cutOffBody('POST', origin, '/api/v1/uploads?file_name=big.bin', token)
    const adding = cutOffBody('PUT', origin, `/api/v1/uploads/${empty}/raw/?file_name=part.bin`, token)
    const inFlight = await until(() => temporaryFiles(data), (files) => files.length >= 2)

    // Another process on the directory must leave a live server's bytes alone.
    const intruder = startServerProcess(data, { TESSERA_CONFIG: config })
    running.push(intruder)
    expect(await outcome(intruder)).toBe(1)
    expect(await temporaryFiles(data)).toEqual(expect.arrayContaining(inFlight))

    await killHard(first)
    creating.destroy()
    adding.destroy()

    const next = startServerProcess(data, { TESSERA_CONFIG: config })
    running.push(next)
    const again = await next.origin
    const headers2 = { authorization: `Bearer ${await adminToken(again)}`, accept: 'application/json' }
    expect(await temporaryFiles(data)).toEqual([])
    const listed = await (await fetch(`${again}/api/v1/uploads`, { headers: headers2 })).json()
    expect(listed.data.map((upload: { upload_id: string }) => upload.upload_id)).toEqual([empty])
    // The limit is 2: the empty upload and one more.
    const another = await fetch(`${again}/api/v1/uploads`, { method: 'POST', headers: headers2 })
    expect(another.status).toBe(200)
    await killHard(next)
  })
}, 120_000)

// Issue 18: every change of an upload's files reprocesses all its entries. An entry that
// was processed before keeps answering (metadata, archive) and stays in the search with its
// last processed state while it waits or runs again; an entry new in the run is hidden until
// processed; an entry whose mainfile is gone is gone. A gate parser holds the run at a known point.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'

const GATE_PARSERS = new URL('../fixtures/gateParsers.ts', import.meta.url).href

interface ListedEntry { entry_id: string; mainfile: string; process_status: string }

describe('entries of an upload that is processed again', () => {
  let server: TestServer
  let token: string
  let gateDir: string
  let gate: string
  beforeAll(async () => {
    gateDir = await mkdtemp(join(tmpdir(), 'tessera-gate-'))
    gate = join(gateDir, 'open')
    server = await testServer({ parserModules: [TEST_PARSERS, GATE_PARSERS], configYaml: 'processing:\n  workers: 3\n' })
    const account = await anAccount(server.context.store, { username: 'rita' })
    token = await tokenFor(server, 'rita', account.password)
  })
  afterAll(async () => {
    await writeFile(gate, '')
    await server.dispose()
    await rm(gateDir, { recursive: true, force: true })
  })

  const json = (body: unknown) => ({ method: 'POST', headers: bearer(token, { 'content-type': 'application/json' }), body: JSON.stringify(body) })
  const listed = async (uploadId: string): Promise<ListedEntry[]> =>
    (await (await server.api(`/api/v1/uploads/${uploadId}/entries?page_size=10`, { headers: bearer(token) })).json()).data
  const idOf = async (uploadId: string, mainfile: string) => (await listed(uploadId)).find((entry) => entry.mainfile === mainfile)?.entry_id
  const metadata = (entryId: string) => server.api(`/api/v1/entries/${entryId}`, { headers: bearer(token) })
  const archive = (entryId: string) => server.api(`/api/v1/entries/${entryId}/archive/query`, json({ required: '*' }))
  const found = async (uploadId: string): Promise<Record<string, string>> => {
    const answer = await (await server.api('/api/v1/entries/query', json({
      owner: 'visible', query: { upload_id: uploadId }, pagination: { page_size: 10 }
    }))).json()
    if (!answer.data) throw new Error(JSON.stringify(answer))
    return Object.fromEntries(answer.data.map((hit: { mainfile: string; process_status: string }) => [hit.mainfile, hit.process_status]))
  }

  it('keeps serving processed entries during the run and hides the new one until it is processed', async () => {
    await writeFile(gate, '')
    const zip = await zipOf({ 'held.gate': gate, 'old.notes': 'Old\n' })
    const uploadId = (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token), body: new Uint8Array(zip) })).json()).upload_id
    expect(await processed(server, token, uploadId)).toMatchObject({ process_status: 'SUCCESS', entries: 2 })
    const held = (await idOf(uploadId, 'held.gate'))!
    expect(await found(uploadId)).toEqual({ 'held.gate': 'SUCCESS', 'old.notes': 'SUCCESS' })

    // Close the gate and add a file: the second run holds both gate entries.
    await rm(gate)
    const put = await server.api(`/api/v1/uploads/${uploadId}/raw/?file_name=new.gate`, { method: 'PUT', headers: bearer(token), body: gate })
    expect(put.status).toBe(200)
    let entries = await listed(uploadId)
    while (!entries.some((entry) => entry.mainfile === 'new.gate')) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      entries = await listed(uploadId)
    }
    const fresh = (await idOf(uploadId, 'new.gate'))!
    const statuses = Object.fromEntries((await listed(uploadId)).map((entry) => [entry.mainfile, entry.process_status]))
    expect(['PENDING', 'RUNNING']).toContain(statuses['held.gate'])
    expect(['PENDING', 'RUNNING']).toContain(statuses['new.gate'])

    // The held entry: last processed state, its status honest.
    const during = await metadata(held)
    expect(during.status).toBe(200)
    expect(['PENDING', 'RUNNING']).toContain((await during.json()).data.process_status)
    const heldArchive = await archive(held)
    expect(heldArchive.status).toBe(200)
    expect((await heldArchive.json()).data.archive.data).toEqual({ title: 'held.gate' })
    const search = await found(uploadId)
    expect(Object.keys(search).sort()).toEqual(['held.gate', 'old.notes'])
    expect(['PENDING', 'RUNNING']).toContain(search['held.gate'])
    // The new entry: nothing to serve yet.
    expect((await metadata(fresh)).status).toBe(404)
    expect((await archive(fresh)).status).toBe(404)

    await writeFile(gate, '')
    expect(await processed(server, token, uploadId)).toMatchObject({ process_status: 'SUCCESS', entries: 3 })
    expect(await found(uploadId)).toEqual({ 'held.gate': 'SUCCESS', 'new.gate': 'SUCCESS', 'old.notes': 'SUCCESS' })
    expect((await metadata(fresh)).status).toBe(200)
    expect((await (await archive(fresh)).json()).data.archive.data).toEqual({ title: 'new.gate' })

    // A mainfile removed: its entry is gone from the API and the search.
    const old = (await idOf(uploadId, 'old.notes'))!
    expect((await server.api(`/api/v1/uploads/${uploadId}/raw/old.notes`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
    await processed(server, token, uploadId)
    expect((await metadata(old)).status).toBe(404)
    expect((await archive(old)).status).toBe(404)
    expect(await found(uploadId)).toEqual({ 'held.gate': 'SUCCESS', 'new.gate': 'SUCCESS' })
  })
})

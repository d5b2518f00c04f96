// What the GUI's own pages need from the server (issue 16): every path under /gui/ is a
// page of the app, also one whose last segment holds a dot (a DOI, a file path, a
// metainfo path); and the entry lookup of entry/pid/{pid}/{handle?} finds entries by
// `pid`, with POST entries/query and GET entries (spec 1 "Lookup pages", §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { anAccount } from '../helpers/accounts'
import { callApi, testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

describe('GUI paths', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })
  afterAll(() => server.dispose())

  const page = async (path: string, init?: RequestInit) => {
    const response = await server.api(path, init)
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
  }

  it.each([
    ['a DOI', '/gui/dataset/doi/10.5281/zenodo.12345'],
    ['a handle of an entry pid', '/gui/entry/pid/21.11132/abc.def'],
    ['a file of an upload', '/gui/user/uploads/upload/id/aB3_x/files/data/vasprun.xml'],
    ['a compressed file', '/gui/user/uploads/upload/id/aB3_x/files/run.tar.gz'],
    ['a metainfo path', '/gui/analyze/metainfo/nomad.datamodel.EntryArchive'],
    ['a dotted name with a query string', '/gui/analyze/metainfo/runschema.run.Run?x=1.2'],
    ['a path that looks like a script', '/gui/user/uploads/upload/id/aB3_x/files/analysis.js'],
  ])('load the app for %s (%s)', async (_what, path) => {
    const root = await page('/gui/')
    const answer = await page(path)
    expect(answer.status).toBe(root.status)
    expect(answer.type).toMatch(/text\/html/)
    expect(answer.text).toBe(root.text)
    expect(answer.text).toContain('<base href="/gui/">')
  })

  it('still answer 404 for a missing build file, which a stale tab must not parse as a page', async () => {
    for (const path of ['/gui/assets/index-doesnotexist.js', '/gui/assets/style.v2.css']) {
      const answer = await page(path)
      expect(answer.status).toBe(404)
      expect(answer.type).not.toMatch(/text\/html/)
    }
  })

  it('are pages only for GET (and HEAD)', async () => {
    expect((await page('/gui/dataset/doi/10.5281/zenodo.1', { method: 'HEAD' })).type).toMatch(/text\/html/)
    expect((await page('/gui/about/information', { method: 'POST' })).status).toBe(404)
  })
})

describe('entries by pid', () => {
  let server: TestServer
  let alice: string
  let uploadId: string
  const PID = '21.11132/7a1b.c-9'

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const account = await anAccount(server.context.store, { username: 'alice' })
    alice = await tokenFor(server, 'alice', account.password)
    const created = await (await server.api('/api/v1/uploads?file_name=a.notes', { method: 'POST', headers: bearer(alice), body: 'A\n' })).json()
    uploadId = created.upload_id
    await processed(server, alice, uploadId)
    // A curator gives the entry its persistent identifier, as an external_id.
    const edit = await callApi(server, 'POST', `/uploads/${uploadId}/edit`, alice, { metadata: { pid: PID } })
    expect(edit.status).toBe(200)
    await processed(server, alice, uploadId)
  })
  afterAll(() => server.dispose())

  const lookup = (pid: string, token?: string) =>
    callApi(server, 'POST', '/entries/query', token, { owner: 'all', query: { pid }, required: { include: ['entry_id', 'upload_id', 'pid'] } })

  it('finds the entry with that pid (POST entries/query, owner all)', async () => {
    const { status, body } = await lookup(PID, alice)
    expect(status).toBe(200)
    expect(body.pagination.total).toBe(1)
    expect(body.data[0]).toEqual({ entry_id: entryId(uploadId, 'a.notes'), upload_id: uploadId, pid: PID })
  })

  it('finds none for another pid, rather than every entry', async () => {
    const { status, body } = await lookup('21.11132/unknown', alice)
    expect(status).toBe(200)
    expect(body.pagination.total).toBe(0)
  })

  it('filters GET entries by pid from the URL query string', async () => {
    const response = await server.api(`/api/v1/entries?owner=visible&pid=${encodeURIComponent(PID)}`, { headers: bearer(alice) })
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.data.map((entry: { entry_id: string }) => entry.entry_id)).toEqual([entryId(uploadId, 'a.notes')])
    const none = await (await server.api('/api/v1/entries?owner=visible&pid=nope', { headers: bearer(alice) })).json()
    expect(none.pagination.total).toBe(0)
  })

  it('shows the entry to nobody else while unpublished', async () => {
    const { body } = await lookup(PID)
    expect(body.pagination.total).toBe(0)
  })

  it('is the entry metadata', async () => {
    const { body } = await callApi(server, 'GET', `/entries/${entryId(uploadId, 'a.notes')}`, alice)
    expect(body.data.pid).toBe(PID)
  })
})

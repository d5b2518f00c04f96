import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'


describe('POST /uploads/{id}/action/delete-entry-files', () => {
  let server: TestServer
  let token: string
  let strangerToken: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const owner = await anAccount(server.context.store, { username: 'dora' })
    const stranger = await anAccount(server.context.store, { username: 'sam' })
    token = await tokenFor(server, 'dora', owner.password)
    strangerToken = await tokenFor(server, 'sam', stranger.password)
    const zip = await zipOf({
      'top.notes': 'Top\n',
      'a/one.notes': 'One\n',
      'a/two.notes': 'Two\n',
      'b/three.notes': 'Three\n',
      'b/readme.txt': 'not a mainfile',
      'c/d/four.notes': 'Four\n',
    })
    const response = await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token), body: new Uint8Array(zip) })
    uploadId = (await response.json()).upload_id
    await processed(server, token, uploadId)
  })
  afterAll(() => server.dispose())

  // auth null: anonymous (undefined would pick the default).
  const deleteFiles = (body: unknown, auth: string | null = token) => server.api(`/api/v1/uploads/${uploadId}/action/delete-entry-files`, {
    method: 'POST',
    headers: { ...(auth ? bearer(auth) : { accept: 'application/json' }), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const entries = async () => {
    const body = await (await server.api(`/api/v1/uploads/${uploadId}/entries?page_size=100`, { headers: bearer(token) })).json()
    return { total: body.pagination.total as number, byMainfile: Object.fromEntries(body.data.map((entry: { mainfile: string; entry_id: string }) => [entry.mainfile, entry.entry_id])) }
  }
  const exists = async (path: string) => (await server.api(`/api/v1/uploads/${uploadId}/rawdir/${path}`, { headers: bearer(token) })).status === 200

  it('refuses callers without write access with 401', async () => {
    for (const auth of [strangerToken, null]) {
      const response = await deleteFiles({ query: { mainfile: 'top.notes' } }, auth)
      expect(response.status).toBe(401)
    }
    expect(await exists('top.notes')).toBe(true)
  })

  it('refuses other query forms with 422, pointing to the search API', async () => {
    for (const query of [{ 'results.material.elements': 'H' }, { entry_id: { any: ['x'] } }, 'top.notes']) {
      const response = await deleteFiles({ query })
      expect(response.status).toBe(422)
      const { detail } = await response.json()
      expect(detail[0].loc).toEqual(['body', 'query'])
      expect(detail[0].msg).toContain('search API')
    }
    const missing = await deleteFiles({ include_parent_folders: true })
    expect(missing.status).toBe(422)
    expect((await missing.json()).detail[0].loc).toEqual(['body', 'query'])
    expect((await deleteFiles({ query: {} })).status).toBe(400)
  })

  it('deletes the mainfile of an entry chosen by id; processing then removes the entry', async () => {
    const before = await entries()
    expect(before.total).toBe(5)
    const response = await deleteFiles({ query: { entry_id: before.byMainfile['top.notes'] } })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ upload_id: uploadId, data: { process_running: true, process_status: 'PENDING' } })
    expect(await exists('top.notes')).toBe(false)
    await processed(server, token, uploadId)
    const after = await entries()
    expect(after.total).toBe(4)
    expect(after.byMainfile['top.notes']).toBeUndefined()
  })

  it('deletes only the chosen mainfiles, not their neighbours', async () => {
    await deleteFiles({ query: { mainfile: ['a/one.notes'] } })
    await processed(server, token, uploadId)
    expect(await exists('a/one.notes')).toBe(false)
    expect(await exists('a/two.notes')).toBe(true)
    expect((await entries()).total).toBe(3)
  })

  it('deletes the folders with include_parent_folders, files beside the mainfile included', async () => {
    const response = await deleteFiles({ query: { mainfile: ['b/three.notes', 'c/d/four.notes'] }, include_parent_folders: true })
    expect(response.status).toBe(200)
    await processed(server, token, uploadId)
    expect(await exists('b')).toBe(false)
    expect(await exists('c/d')).toBe(false)
    expect(await exists('c')).toBe(true)
    const after = await entries()
    expect(Object.keys(after.byMainfile)).toEqual(['a/two.notes'])
  })

  it('never deletes the upload root for a mainfile at the root', async () => {
    await server.api(`/api/v1/uploads/${uploadId}/raw/?file_name=root.notes&wait_for_processing=true`, { method: 'PUT', headers: bearer(token), body: 'Root\n' })
    await deleteFiles({ query: { mainfile: 'root.notes' }, include_parent_folders: true })
    await processed(server, token, uploadId)
    expect(await exists('root.notes')).toBe(false)
    expect(await exists('a/two.notes')).toBe(true)
  })

  it('changes nothing when the query selects no entry, or another upload', async () => {
    for (const query of [{ mainfile: 'no/such.notes' }, { upload_id: 'another-upload', mainfile: 'a/two.notes' }]) {
      const response = await deleteFiles({ query })
      expect(response.status).toBe(200)
      expect((await response.json()).data.process_running).toBe(false)
    }
    expect(await exists('a/two.notes')).toBe(true)
  })

  it('deletes every entry file when the query is the upload itself (the GUI’s select-all)', async () => {
    await deleteFiles({ query: { upload_id: uploadId } })
    await processed(server, token, uploadId)
    expect((await entries()).total).toBe(0)
    expect(await exists('c')).toBe(true)
  })
})

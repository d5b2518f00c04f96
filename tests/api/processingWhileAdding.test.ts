import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'


describe('adding files to an upload while it processes', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'processing:\n  workers: 2\n' })
    const account = await anAccount(server.context.store, { username: 'paula' })
    token = await tokenFor(server, 'paula', account.password)
  })
  afterAll(() => server.dispose())

  const upload = async (uploadId: string) => (await (await server.api(`/api/v1/uploads/${uploadId}`, { headers: bearer(token) })).json()).data

  it('queues another processing run; no file is dropped', async () => {
    // *.slow files take 1.5 s each: the first run is still parsing when the others arrive.
    const zip = await zipOf({ 'one.slow': '', 'two.slow': '', 'three.slow': '' })
    const created = await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token), body: new Uint8Array(zip) })).json()
    const uploadId = created.upload_id

    // Wait until the first run has matched its mainfiles (it walked the files before ours arrive).
    for (let data = await upload(uploadId); !(data.process_status === 'RUNNING' && /\/3 entries processed/.test(data.last_status_message ?? '')); data = await upload(uploadId)) {
      expect(data.process_running).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    for (const name of ['four.notes', 'five.notes']) {
      const response = await server.api(`/api/v1/uploads/${uploadId}/raw/?file_name=${name}`, { method: 'PUT', headers: bearer(token), body: `${name}\n` })
      expect(response.status).toBe(200)
      expect((await response.json()).data.process_running).toBe(true)
    }
    expect((await upload(uploadId)).entries).toBeLessThanOrEqual(3)

    const done = await processed(server, token, uploadId)
    expect(done).toMatchObject({ process_status: 'SUCCESS', last_status_message: '5/5 entries processed', entries: 5 })
    const entries = await (await server.api(`/api/v1/uploads/${uploadId}/entries?page_size=10`, { headers: bearer(token) })).json()
    expect(entries.pagination.total).toBe(5)
    expect(entries.data.map((entry: { mainfile: string }) => entry.mainfile).sort()).toEqual(['five.notes', 'four.notes', 'one.slow', 'three.slow', 'two.slow'])
    expect(entries.data.every((entry: { process_status: string }) => entry.process_status === 'SUCCESS')).toBe(true)
  })
})

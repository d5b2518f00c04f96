import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

describe('editing the entries of an upload', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const account = await anAccount(server.context.store, { username: 'ed' })
    token = await tokenFor(server, 'ed', account.password)
    uploadId = (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token) })).json()).upload_id
    for (const name of ['one.notes', 'two.notes']) {
      await server.api(`/api/v1/uploads/${uploadId}/raw/?file_name=${name}`, { method: 'PUT', headers: bearer(token), body: `${name}\n` })
    }
    await processed(server, token, uploadId)
  })
  afterAll(() => server.dispose())

  const edit = (body: unknown) => server.api(`/api/v1/uploads/${uploadId}/edit`, {
    method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body),
  })
  const comment = async (name: string) =>
    (await (await server.api(`/api/v1/entries/${entryId(uploadId, name)}`, { headers: bearer(token) })).json()).data.comment

  it('changes only the entries a query selects', async () => {
    const response = await edit({ metadata: { comment: 'only the first' }, query: { entry_id: entryId(uploadId, 'one.notes') } })
    expect(response.status).toBe(200)
    expect(await comment('one.notes')).toBe('only the first')
    expect(await comment('two.notes')).toBeUndefined()
  })

  it('clears references given as null', async () => {
    await edit({ metadata: { references: ['https://example.org/paper'] } })
    expect((await edit({ metadata: { references: null } })).status).toBe(200)
    const { data } = await (await server.api(`/api/v1/entries/${entryId(uploadId, 'two.notes')}`, { headers: bearer(token) })).json()
    expect(data.references ?? []).toEqual([])
  })

  it('refuses a query naming another upload', async () => {
    const response = await edit({ metadata: { comment: 'x' }, query: { upload_id: 'another-upload' } })
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0].loc).toEqual(['query', 'upload_id'])
  })
})

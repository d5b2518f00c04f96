// POST uploads/{id}/edit with a query: entry-level edits of the entries it selects in
// this upload (reference §1.4).
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

  it('reads the picked entries of the GUI, {"entry_id": [ids]}, as any of them', async () => {
    const response = await edit({ metadata: { comment: 'picked' }, query: { entry_id: [entryId(uploadId, 'one.notes'), entryId(uploadId, 'two.notes')] } })
    expect(response.status).toBe(200)
    expect(await comment('one.notes')).toBe('picked')
    expect(await comment('two.notes')).toBe('picked')
  })

  it('selects with the search query language, only among the entries of this upload', async () => {
    const other = (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token) })).json()).upload_id
    await server.api(`/api/v1/uploads/${other}/raw/?file_name=two.notes`, { method: 'PUT', headers: bearer(token), body: 'two.notes\n' })
    await processed(server, token, other)
    const response = await edit({ metadata: { comment: 'by name' }, query: { or: [{ mainfile: 'two.notes' }, { entry_name: 'nothing' }] } })
    expect(response.status).toBe(200)
    expect(await comment('two.notes')).toBe('by name')
    expect(await comment('one.notes')).not.toBe('by name')
    const elsewhere = await (await server.api(`/api/v1/entries/${entryId(other, 'two.notes')}`, { headers: bearer(token) })).json()
    expect(elsewhere.data.comment).toBeUndefined()
  })

  it('answers 422 at query when the query selects none of its entries', async () => {
    const response = await edit({ metadata: { comment: 'x' }, query: { mainfile: 'three.notes' } })
    expect(response.status).toBe(422)
    expect((await response.json()).detail).toEqual([{ loc: ['query'], msg: 'No matching entries found.', type: 'value_error' }])
  })

  it('answers 422 at query for a quantity the search does not know', async () => {
    const response = await edit({ metadata: { comment: 'x' }, query: { 'results.material.flavour': 'sweet' } })
    expect(response.status).toBe(422)
    expect((await response.json()).detail.map((problem: { loc: unknown }) => problem.loc)).toEqual([['query', 'results.material.flavour']])
  })

  it('takes an empty query as none: upload-level fields may be edited', async () => {
    const response = await edit({ metadata: { upload_name: 'Notes' }, query: {} })
    expect(response.status).toBe(200)
    expect((await response.json()).data.upload_name).toBe('Notes')
  })

  it('refuses a query naming another upload', async () => {
    for (const query of [{ upload_id: 'another-upload' }, { and: [{ mainfile: 'one.notes' }, { 'upload_id:any': ['another-upload'] }] }]) {
      const response = await edit({ metadata: { comment: 'x' }, query })
      expect(response.status).toBe(422)
      expect((await response.json()).detail).toEqual([{ loc: ['query', 'upload_id'], msg: 'The query names another upload.', type: 'value_error' }])
    }
  })
})

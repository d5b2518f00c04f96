// Issue 14, visibility decision: what anonymous callers learn about people and
// unpublished work. NOMAD lists every dataset name and finds users by email for
// anybody; here a dataset of unpublished work is seen only by its creator, the members
// of its uploads and administrators until it holds published data or has a DOI, and a
// lookup by email needs a login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { callApi, testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

describe('what anonymous callers see', () => {
  let server: TestServer
  const tokens: Record<'alice' | 'bob' | 'root', string> = { alice: '', bob: '', root: '' }
  let bobId: string

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    for (const name of ['alice', 'bob', 'root'] as const) {
      const account = await anAccount(server.context.store, { username: name, is_admin: name === 'root' })
      if (name === 'bob') bobId = account.user_id
      tokens[name] = await tokenFor(server, name, account.password)
    }
  })
  afterAll(() => server.dispose())

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body)
  const names = async (token?: string) =>
    (await call('GET', '/datasets/?prefix=Room-temperature&page_size=100', token)).body.data.map((d: { dataset_name: string }) => d.dataset_name)

  describe('datasets', () => {
    let uploadId: string
    let datasetId: string
    beforeAll(async () => {
      const created = await server.api('/api/v1/uploads?file_name=one.notes', {
        method: 'POST', headers: { authorization: `Bearer ${tokens.alice}`, accept: 'application/json' }, body: 'One\n',
      })
      uploadId = (await created.json()).upload_id
      await processed(server, tokens.alice, uploadId)
      const dataset = await call('POST', '/datasets/', tokens.alice, { dataset_name: 'Room-temperature superconductor', entries: [entryId(uploadId, 'one.notes')] })
      datasetId = dataset.body.dataset_id
    })

    it('one of unpublished work is hidden from anonymous callers and other users, listed and by id', async () => {
      for (const token of [undefined, tokens.bob]) {
        expect(await names(token)).toEqual([])
        expect(await call('GET', `/datasets/${datasetId}`, token)).toEqual({ status: 404, body: { detail: 'The dataset with the given id does not exist.' } })
      }
    })

    it('is seen by its creator and administrators, and by members of its upload', async () => {
      expect(await names(tokens.alice)).toEqual(['Room-temperature superconductor'])
      expect(await names(tokens.root)).toEqual(['Room-temperature superconductor'])
      expect((await call('POST', `/uploads/${uploadId}/edit`, tokens.alice, { metadata: { coauthors: [bobId] } })).status).toBe(200)
      expect((await call('GET', `/datasets/${datasetId}`, tokens.bob)).status).toBe(200)
    })

    it('is public once its data is published, as in NOMAD', async () => {
      expect((await call('POST', `/uploads/${uploadId}/action/publish`, tokens.alice)).status).toBe(200)
      expect(await names()).toEqual(['Room-temperature superconductor'])
      expect((await call('GET', `/datasets/${datasetId}`)).status).toBe(200)
    })
  })

  describe('users', () => {
    it('cannot be looked up by email without login', async () => {
      expect(await call('GET', '/users?email=alice@example.org')).toEqual({ status: 401, body: { detail: 'Looking users up by email requires login.' } })
    })

    it('are found by email for signed-in users (the invite check), and by id for anybody (author names)', async () => {
      const byEmail = await call('GET', '/users?email=alice@example.org', tokens.bob)
      expect(byEmail.body.data.map((user: { username: string }) => user.username)).toEqual(['alice'])
      const { body } = await call('GET', `/users?user_id=${bobId}`)
      expect(body.data.map((user: { username: string }) => user.username)).toEqual(['bob'])
    })
  })
})

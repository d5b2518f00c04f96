// POST /datasets/ with a `query` (reference §1.5): an owned dataset gets the caller's own
// entries (owner 'user') that the search query selects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer, callApi } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

describe('creating a dataset by a query', () => {
  let server: TestServer
  let alice: string
  let bob: string
  let aliceUpload: string
  let bobUpload: string

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body)
  /** An upload of notes: file name → its first line (the entry name). */
  const anUpload = async (token: string, files: Record<string, string>) => {
    const { upload_id } = (await call('POST', '/uploads', token)).body
    for (const [name, title] of Object.entries(files)) {
      await server.api(`/api/v1/uploads/${upload_id}/raw/?file_name=${name}`, { method: 'PUT', headers: bearer(token), body: `${title}\n` })
    }
    await processed(server, token, upload_id)
    return upload_id as string
  }

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'services:\n  upload_limit: 100\n' })
    const a = await anAccount(server.context.store, { username: 'alice' })
    const b = await anAccount(server.context.store, { username: 'bob' })
    alice = await tokenFor(server, 'alice', a.password)
    bob = await tokenFor(server, 'bob', b.password)
    aliceUpload = await anUpload(alice, { 'anneal.notes': 'Annealing', 'etch.notes': 'Etching' })
    // bob's notes are visible to alice (a reviewer), but not hers.
    bobUpload = await anUpload(bob, { 'anneal.notes': 'Annealing' })
    expect((await call('POST', `/uploads/${bobUpload}/edit`, bob, { metadata: { reviewers: [a.user_id] } })).status).toBe(200)
  })
  afterAll(() => server.dispose())

  const members = async (datasetId: string, token = alice) => {
    const { body } = await call('POST', '/entries/query', token, { owner: 'visible', query: { 'datasets.dataset_id': datasetId }, required: { include: ['entry_id'] } })
    return (body.data as { entry_id: string }[]).map((entry) => entry.entry_id).sort()
  }

  it('adds the caller\'s entries the query selects, and no one else\'s', async () => {
    const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: 'Annealed', query: { entry_name: 'Annealing' } })
    expect(status).toBe(200)
    expect(await members(body.dataset_id)).toEqual([entryId(aliceUpload, 'anneal.notes')])
  })

  it('creates an empty dataset when the query selects nothing', async () => {
    const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: 'Nothing yet', query: { entry_name: 'Sputtering' } })
    expect(status).toBe(200)
    expect(await members(body.dataset_id)).toEqual([])
  })

  it('answers 422 with the search API\'s problem for a quantity it does not know, and creates nothing', async () => {
    const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: 'Flavours', query: { 'results.material.flavour': 'sweet' } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: [['results.material.flavour']], msg: 'results.material.flavour is not a doc quantity', type: 'value_error.exception' }])
    expect((await call('GET', '/datasets/?dataset_name=Flavours')).body.pagination.total).toBe(0)
  })

  it('answers 422 at body.query for a malformed query', async () => {
    const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: 'Malformed', query: { and: { entry_name: 'Etching' } } })
    expect(status).toBe(422)
    expect(body.detail.map((problem: { loc: unknown }) => problem.loc)).toEqual([['body', 'query', 'and']])
  })

  it('refuses a query together with entries', async () => {
    const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: 'Both', query: { entry_name: 'Etching' }, entries: [entryId(aliceUpload, 'etch.notes')] })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['body', 'query'], msg: 'Give the entries either as a list of entry ids or by a query, not both.', type: 'value_error' }])
  })

  it('refuses a query for a foreign dataset', async () => {
    const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: 'Theirs', dataset_type: 'foreign', query: { entry_name: 'Etching' } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['body', 'query'], msg: 'Entries can only be added to owned datasets.', type: 'value_error' }])
  })

  it('selects only among the caller\'s entries: bob\'s query does not reach alice\'s', async () => {
    const { status, body } = await call('POST', '/datasets/', bob, { dataset_name: 'All annealing', query: { entry_name: 'Annealing' } })
    expect(status).toBe(200)
    expect(await members(body.dataset_id, bob)).toEqual([entryId(bobUpload, 'anneal.notes')])
  })
})

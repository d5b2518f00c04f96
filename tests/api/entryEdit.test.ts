// POST entries/edit and entries/edit_v0: a MetadataEditRequest whose query selects
// entries (reference §1.2, §1.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer, callApi } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

describe('editing entries selected by a query', () => {
  let server: TestServer
  let alice: string
  let bob: string
  let bobId: string

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'services:\n  upload_limit: 100\n' })
    const a = await anAccount(server.context.store, { username: 'alice' })
    const b = await anAccount(server.context.store, { username: 'bob' })
    bobId = b.user_id
    alice = await tokenFor(server, 'alice', a.password)
    bob = await tokenFor(server, 'bob', b.password)
  })
  afterAll(() => server.dispose())

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body)

  /** An upload of alice's with three processed entries. */
  const anUpload = async () => {
    const { upload_id } = await (await server.api('/api/v1/uploads?file_name=a.notes', { method: 'POST', headers: bearer(alice), body: 'A\n' })).json()
    for (const name of ['b.notes', 'c.notes']) await server.api(`/api/v1/uploads/${upload_id}/raw/more?file_name=${name}`, { method: 'PUT', headers: bearer(alice), body: 'More\n' })
    await processed(server, alice, upload_id)
    return { uploadId: upload_id as string, entryIds: ['a.notes', 'more/b.notes', 'more/c.notes'].map((mainfile) => entryId(upload_id, mainfile)) }
  }
  const metadataOf = async (id: string) => (await call('GET', `/entries/${id}`, alice)).body.data
  const editV0 = (body: unknown, token = alice) => call('POST', '/entries/edit_v0', token, body)

  it('sets comment and references on the entries entry_id:any selects (edit_v0)', async () => {
    const { entryIds } = await anUpload()
    const references = ['https://example.org/paper', 'http://example.org/data']
    const { status } = await editV0({ query: { 'entry_id:any': entryIds.slice(0, 2) }, metadata: { comment: 'Annealed at 600 K', references } })
    expect(status).toBe(200)
    for (const id of entryIds.slice(0, 2)) expect(await metadataOf(id)).toMatchObject({ comment: 'Annealed at 600 K', references })
    const untouched = await metadataOf(entryIds[2])
    expect(untouched).not.toHaveProperty('comment')
    expect(untouched).not.toHaveProperty('references')
  })

  it('answers the verified request', async () => {
    const { entryIds } = await anUpload()
    const request = { owner: 'user', query: { entry_id: entryIds[0] }, metadata: { external_id: 'sample-7' } }
    const { status, body } = await call('POST', '/entries/edit', alice, request)
    expect(status).toBe(200)
    expect(body).toEqual({ ...request, verify_only: false })
  })

  it('selects all entries of an upload by upload_id', async () => {
    const { uploadId, entryIds } = await anUpload()
    expect((await call('POST', '/entries/edit', alice, { query: { upload_id: uploadId }, metadata: { comment: 'all of them' } })).status).toBe(200)
    for (const id of entryIds) expect((await metadataOf(id)).comment).toBe('all of them')
  })

  it('adds references with {add} and keeps the existing ones', async () => {
    const { entryIds } = await anUpload()
    const query = { entry_id: [entryIds[0]] }
    await editV0({ query, metadata: { references: ['https://example.org/one'] } })
    await editV0({ query, metadata: { references: { add: 'https://example.org/two' } } })
    expect((await metadataOf(entryIds[0])).references).toEqual(['https://example.org/one', 'https://example.org/two'])
  })

  it('refuses an invalid reference URL with 422 at metadata.references and changes nothing', async () => {
    const { entryIds } = await anUpload()
    const { status, body } = await editV0({ query: { entry_id: [entryIds[0]] }, metadata: { comment: 'not stored', references: ['not a url'] } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['metadata', 'references'], msg: 'Invalid URL: not a url', type: 'value_error' }])
    expect(await metadataOf(entryIds[0])).not.toHaveProperty('comment')
  })

  it('writes nothing with verify_only', async () => {
    const { entryIds } = await anUpload()
    expect((await editV0({ query: { 'entry_id:any': entryIds }, metadata: { comment: 'only checked' }, verify_only: true })).status).toBe(200)
    expect(await metadataOf(entryIds[0])).not.toHaveProperty('comment')
  })

  it('answers 401 to a user who may see but not edit the entries', async () => {
    const { uploadId, entryIds } = await anUpload()
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { reviewers: [bobId] } })
    const { status, body } = await editV0({ owner: 'visible', query: { 'entry_id:any': entryIds }, metadata: { comment: 'by a reviewer' } }, bob)
    expect(status).toBe(401)
    expect(body.detail).toBe('Not enough permissions to execute edit request.')
    expect(await metadataOf(entryIds[0])).not.toHaveProperty('comment')
  })

  it('finds no entries the caller cannot see', async () => {
    const { entryIds } = await anUpload()
    const { status, body } = await editV0({ owner: 'visible', query: { 'entry_id:any': entryIds }, metadata: { comment: 'by a stranger' } }, bob)
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['query'], msg: 'No matching entries found.', type: 'value_error' }])
  })

  it('needs login', async () => {
    expect((await call('POST', '/entries/edit', undefined, { query: { entry_id: 'x' }, metadata: { comment: 'anonymous' } })).status).toBe(401)
  })

  it.each([
    ['no query at all', undefined],
    ['a null query', null],
    ['an empty query (it would select everything)', {}],
  ])('refuses %s with 422 at query', async (_what, query) => {
    const { status, body } = await editV0({ query, metadata: { comment: 'x' } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['query'], msg: 'A query selecting the entries to edit is required.', type: 'value_error' }])
  })

  it('reads a list of ids as all of them, as searches do: two ids select nothing', async () => {
    const { entryIds } = await anUpload()
    const { status, body } = await editV0({ query: { entry_id: entryIds.slice(0, 2) }, metadata: { comment: 'x' } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['query'], msg: 'No matching entries found.', type: 'value_error' }])
  })

  it('refuses upload-level metadata with a query', async () => {
    const { entryIds } = await anUpload()
    const { status, body } = await editV0({ query: { entry_id: entryIds }, metadata: { upload_name: 'renamed' } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['metadata', 'upload_name'], msg: 'Upload-level metadata cannot be edited with a query.', type: 'value_error' }])
  })

  it('adds only the selected entries to a dataset', async () => {
    const { entryIds } = await anUpload()
    const { dataset_id } = (await call('POST', '/datasets/', alice, { dataset_name: 'Picked entries' })).body
    expect((await call('POST', '/entries/edit', alice, { query: { entry_id: [entryIds[0]] }, metadata: { datasets: { add: [dataset_id] } } })).status).toBe(200)
    expect((await metadataOf(entryIds[0])).datasets.map((d: { dataset_id: string }) => d.dataset_id)).toEqual([dataset_id])
    expect((await metadataOf(entryIds[1])).datasets).toEqual([])
  })
})

// Datasets (reference §1.5, spec 1 §2 "Your datasets page", §4, spec 3 §5): the
// resource itself, and adding an upload's entries to datasets with an upload edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer, callApi } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

const NAIVE_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+$/

describe('datasets', () => {
  let server: TestServer
  let alice: string
  let bob: string
  let admin: string
  let aliceId: string
  let bobId: string

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'services:\n  upload_limit: 100\n' })
    const a = await anAccount(server.context.store, { username: 'alice' })
    const b = await anAccount(server.context.store, { username: 'bob' })
    const root = await anAccount(server.context.store, { username: 'root', is_admin: true })
    aliceId = a.user_id
    bobId = b.user_id
    alice = await tokenFor(server, 'alice', a.password)
    bob = await tokenFor(server, 'bob', b.password)
    admin = await tokenFor(server, 'root', root.password)
  })
  afterAll(() => server.dispose())

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body)
  const create = async (name: string, token = alice) => {
    const { status, body } = await call('POST', '/datasets/', token, { dataset_name: name })
    expect(status).toBe(200)
    return body.dataset_id as string
  }
  const setDoi = (datasetId: string, doi: string) => server.context.store.query('UPDATE datasets SET doi = $2 WHERE dataset_id = $1', [datasetId, doi])

  /** An upload of alice's with two processed entries. */
  const anUpload = async () => {
    const { upload_id } = await (await server.api('/api/v1/uploads?file_name=one.notes', { method: 'POST', headers: bearer(alice), body: 'One\n' })).json()
    await server.api(`/api/v1/uploads/${upload_id}/raw/sub?file_name=two.notes`, { method: 'PUT', headers: bearer(alice), body: 'Two\n' })
    await processed(server, alice, upload_id)
    return { uploadId: upload_id as string, entryIds: [entryId(upload_id, 'one.notes'), entryId(upload_id, 'sub/two.notes')] }
  }
  const edit = (uploadId: string, body: unknown, token = alice) => call('POST', `/uploads/${uploadId}/edit`, token, body)
  const datasetsOf = async (id: string) => (await call('GET', `/entries/${id}`, alice)).body.data.datasets as { dataset_id: string }[]

  describe('the resource', () => {
    it('creates an owned dataset of the caller with naive UTC times', async () => {
      const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: 'Perovskites' })
      expect(status).toBe(200)
      expect(body.dataset_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(body.data).toMatchObject({ dataset_id: body.dataset_id, dataset_name: 'Perovskites', user_id: aliceId, dataset_type: 'owned' })
      expect(body.data.dataset_create_time).toMatch(NAIVE_UTC)
      expect(body.data).not.toHaveProperty('doi')
    })

    it('answers a dataset by id without login once it has a DOI (tests/security/visibility.test.ts: unpublished ones are private)', async () => {
      const id = await create('Readable')
      await setDoi(id, '10.1234/readable')
      expect(await call('GET', `/datasets/${id}`)).toMatchObject({ status: 200, body: { dataset_id: id, data: { dataset_name: 'Readable' } } })
    })

    it('answers 404 with NOMAD\'s message for an unknown dataset', async () => {
      expect(await call('GET', '/datasets/nope')).toEqual({ status: 404, body: { detail: 'The dataset with the given id does not exist.' } })
    })

    it('refuses a name the user already has with 400 and the spec message', async () => {
      await create('Twice')
      expect(await call('POST', '/datasets/', alice, { dataset_name: 'Twice' })).toEqual({ status: 400, body: { detail: 'There is already a dataset with name Twice' } })
    })

    it('lets another user take the same name', async () => {
      await create('Shared name')
      expect((await call('POST', '/datasets/', bob, { dataset_name: 'Shared name' })).status).toBe(200)
    })

    it.each([['empty', ''], ['starting with a space', ' padded']])('refuses a name %s with 422 "Invalid name for dataset"', async (_what, name) => {
      const { status, body } = await call('POST', '/datasets/', alice, { dataset_name: name })
      expect(status).toBe(422)
      expect(body.detail).toEqual([{ loc: ['body', 'dataset_name'], msg: 'Invalid name for dataset', type: 'value_error' }])
    })

    it('needs login to create a dataset', async () => {
      expect((await call('POST', '/datasets/', undefined, { dataset_name: 'Anonymous' })).status).toBe(401)
    })
  })

  describe('listing', () => {
    let carol: string
    let carolId: string
    beforeAll(async () => {
      const c = await anAccount(server.context.store, { username: 'carol' })
      carolId = c.user_id
      carol = await tokenFor(server, 'carol', c.password)
      for (const name of ['beta', 'Alpha', 'alphabet', 'gamma']) await create(name, carol)
    })

    // Carol's datasets hold no published data: the administrator sees them all.
    it('lists a user\'s datasets in creation order, with the total', async () => {
      const { status, body } = await call('GET', `/datasets/?user_id=${carolId}`, admin)
      expect(status).toBe(200)
      expect(body.data.map((d: { dataset_name: string }) => d.dataset_name)).toEqual(['beta', 'Alpha', 'alphabet', 'gamma'])
      expect(body.pagination).toEqual({ page: 1, page_size: 10, total: 4, order: 'asc' })
    })

    it('answers /datasets without the trailing slash too', async () => {
      expect((await call('GET', `/datasets?user_id=${carolId}`, admin)).body.pagination.total).toBe(4)
    })

    it('filters by a case-insensitive name prefix', async () => {
      const { body } = await call('GET', `/datasets/?user_id=${carolId}&prefix=ALPH`, admin)
      expect(body.data.map((d: { dataset_name: string }) => d.dataset_name)).toEqual(['Alpha', 'alphabet'])
    })

    it('takes user_id repeated', async () => {
      const { body } = await call('GET', `/datasets/?user_id=${carolId}&user_id=${bobId}&page_size=100`, admin)
      expect(new Set(body.data.map((d: { user_id: string }) => d.user_id))).toEqual(new Set([carolId, bobId]))
    })

    it('orders by dataset_name descending', async () => {
      const { body } = await call('GET', `/datasets/?user_id=${carolId}&order_by=dataset_name&order=desc`, admin)
      expect(body.data.map((d: { dataset_name: string }) => d.dataset_name)).toEqual(['gamma', 'beta', 'alphabet', 'Alpha'])
      expect(body.pagination).toMatchObject({ order_by: 'dataset_name', order: 'desc' })
    })

    it('pages with next_page_after_value until the last page', async () => {
      const first = (await call('GET', `/datasets/?user_id=${carolId}&page_size=3&page=1`, admin)).body
      const second = (await call('GET', `/datasets/?user_id=${carolId}&page_size=3&page=2`, admin)).body
      expect(first.pagination).toMatchObject({ total: 4, next_page_after_value: '2' })
      expect(first.data).toHaveLength(3)
      expect(second.data.map((d: { dataset_name: string }) => d.dataset_name)).toEqual(['gamma'])
      expect(second.pagination).not.toHaveProperty('next_page_after_value')
    })

    it('finds a dataset by DOI', async () => {
      const id = await create('With DOI', carol)
      await setDoi(id, '10.1234/listed')
      expect((await call('GET', '/datasets/?doi=10.1234/listed')).body.data.map((d: { dataset_id: string }) => d.dataset_id)).toEqual([id])
    })
  })

  describe('deleting', () => {
    it('deletes a dataset for its creator and removes it from its entries', async () => {
      const { entryIds } = await anUpload()
      const id = (await call('POST', '/datasets/', alice, { dataset_name: 'Doomed', entries: entryIds })).body.dataset_id
      expect(await datasetsOf(entryIds[0])).toHaveLength(1)
      expect(await call('DELETE', `/datasets/${id}`, alice)).toMatchObject({ status: 200, body: { dataset_id: id, data: { dataset_name: 'Doomed' } } })
      expect((await call('GET', `/datasets/${id}`, alice)).status).toBe(404)
      expect(await datasetsOf(entryIds[0])).toEqual([])
    })

    it('refuses to delete another user\'s dataset with 401', async () => {
      const id = await create('Not yours')
      const { status } = await call('DELETE', `/datasets/${id}`, bob)
      expect(status).toBe(401)
      expect((await call('GET', `/datasets/${id}`, alice)).status).toBe(200)
    })

    it('refuses to delete a dataset with a DOI with the spec message', async () => {
      const id = await create('Cited')
      await setDoi(id, '10.1234/cited')
      expect(await call('DELETE', `/datasets/${id}`, alice)).toEqual({ status: 400, body: { detail: 'The dataset cannot be removed. A DOI has been assigned to the dataset.' } })
    })
  })

  describe('DOI', () => {
    it('refuses to assign a DOI when the DOI provider service is not enabled', async () => {
      const id = await create('Wants a DOI')
      expect(await call('POST', `/datasets/${id}/action/doi`, alice)).toEqual({ status: 400, body: { detail: 'DOI assignment is not possible: the DOI provider service is not enabled.' } })
    })

    it('lets only the creator ask for a DOI', async () => {
      const id = await create('Creator only DOI')
      expect((await call('POST', `/datasets/${id}/action/doi`, bob)).status).toBe(401)
    })

    it('refuses a second DOI', async () => {
      const id = await create('Has one')
      await setDoi(id, '10.1234/has-one')
      expect(await call('POST', `/datasets/${id}/action/doi`, alice)).toEqual({ status: 400, body: { detail: 'The dataset already has a DOI.' } })
    })
  })

  describe('creating with entries', () => {
    it('adds the given entries at once', async () => {
      const { entryIds } = await anUpload()
      const id = (await call('POST', '/datasets/', alice, { dataset_name: 'Born full', entries: [entryIds[1]] })).body.dataset_id
      expect((await datasetsOf(entryIds[1])).map((d) => d.dataset_id)).toEqual([id])
      expect(await datasetsOf(entryIds[0])).toEqual([])
    })

    it('refuses entries of uploads the caller may not edit with 401 and creates nothing', async () => {
      const { uploadId, entryIds } = await anUpload()
      await edit(uploadId, { metadata: { reviewers: [bobId] } })
      expect(await call('POST', '/datasets/', bob, { dataset_name: 'Grabbed', entries: entryIds })).toEqual({ status: 401, body: { detail: 'Not enough permissions to execute edit request.' } })
      expect((await call('GET', `/datasets/?user_id=${bobId}&dataset_name=Grabbed`, admin)).body.data).toEqual([])
    })
  })

  describe('editing an upload\'s datasets', () => {
    it('adds all entries of the upload and shows the dataset in the entry metadata', async () => {
      const { uploadId, entryIds } = await anUpload()
      const id = await create('Upload set')
      expect((await edit(uploadId, { metadata: { datasets: [id] } })).status).toBe(200)
      for (const entry of entryIds) {
        const [dataset] = await datasetsOf(entry)
        expect(dataset).toMatchObject({ dataset_id: id, dataset_name: 'Upload set', dataset_type: 'owned' })
        expect(Object.keys(dataset).sort()).toEqual(['dataset_create_time', 'dataset_id', 'dataset_modified_time', 'dataset_name', 'dataset_type'])
      }
    })

    it('names a dataset by its name as well as by its id', async () => {
      const { uploadId, entryIds } = await anUpload()
      const id = await create('By name')
      expect((await edit(uploadId, { metadata: { datasets: 'By name' } })).status).toBe(200)
      expect((await datasetsOf(entryIds[0])).map((d) => d.dataset_id)).toEqual([id])
    })

    it('removes the entries with {remove: id}', async () => {
      const { uploadId, entryIds } = await anUpload()
      const id = await create('Come and go')
      await edit(uploadId, { metadata: { datasets: { add: id } } })
      expect((await edit(uploadId, { metadata: { datasets: { remove: id } } })).status).toBe(200)
      expect(await datasetsOf(entryIds[0])).toEqual([])
    })

    it('writes nothing with verify_only', async () => {
      const { uploadId, entryIds } = await anUpload()
      const id = await create('Only checked')
      expect((await edit(uploadId, { metadata: { datasets: [id] }, verify_only: true })).status).toBe(200)
      expect(await datasetsOf(entryIds[0])).toEqual([])
    })

    it('refuses to add the same data twice with "The data is already in the selected dataset"', async () => {
      const { uploadId } = await anUpload()
      const id = await create('Once only')
      await edit(uploadId, { metadata: { datasets: [id] } })
      const { status, body } = await edit(uploadId, { metadata: { datasets: [id] } })
      expect(status).toBe(422)
      expect(body.detail).toEqual([{ loc: ['metadata', 'datasets'], msg: 'The data is already in the selected dataset', type: 'value_error' }])
    })

    it('refuses an unknown dataset with 422 at metadata.datasets', async () => {
      const { uploadId } = await anUpload()
      const { status, body } = await edit(uploadId, { metadata: { datasets: ['no-such-dataset'] } })
      expect(status).toBe(422)
      expect(body.detail).toEqual([{ loc: ['metadata', 'datasets'], msg: 'Dataset no-such-dataset does not exist.', type: 'value_error' }])
    })

    it('refuses to set the datasets (add and remove only)', async () => {
      const { uploadId } = await anUpload()
      const id = await create('Not settable')
      expect((await edit(uploadId, { metadata: { datasets: { set: [id] } } })).body.detail[0].msg).toBe('Datasets can only be added or removed, not set.')
    })

    it('refuses another user\'s dataset', async () => {
      const { uploadId } = await anUpload()
      const id = await create('Bob\'s own', bob)
      expect((await edit(uploadId, { metadata: { datasets: [id] } })).body.detail[0].msg).toBe(`Dataset ${id} does not belong to you.`)
    })

    it('refuses to add entries to a dataset with a DOI', async () => {
      const { uploadId, entryIds } = await anUpload()
      const id = await create('Frozen for adding')
      await setDoi(id, '10.1234/frozen-add')
      const { status, body } = await edit(uploadId, { metadata: { datasets: [id] } })
      expect(status).toBe(422)
      expect(body.detail[0]).toMatchObject({ loc: ['metadata', 'datasets'], msg: 'Entries cannot be added to the dataset Frozen for adding. A DOI has been assigned to the dataset.' })
      expect(await datasetsOf(entryIds[0])).toEqual([])
    })

    it('refuses to remove entries from a dataset with a DOI with the spec message', async () => {
      const { uploadId, entryIds } = await anUpload()
      const id = await create('Frozen for removing')
      await edit(uploadId, { metadata: { datasets: [id] } })
      await setDoi(id, '10.1234/frozen-remove')
      const { status, body } = await edit(uploadId, { metadata: { datasets: { remove: id } } })
      expect(status).toBe(422)
      expect(body.detail[0]).toMatchObject({ loc: ['metadata', 'datasets'], msg: 'The dataset cannot be removed. A DOI has been assigned to the dataset.' })
      expect((await datasetsOf(entryIds[0])).map((d) => d.dataset_id)).toEqual([id])
    })

    it('adds the entries of a published upload (a DOI needs published data)', async () => {
      const { uploadId, entryIds } = await anUpload()
      expect((await call('POST', `/uploads/${uploadId}/action/publish`, alice)).status).toBe(200)
      const id = await create('Published data')
      expect((await edit(uploadId, { metadata: { datasets: [id] } })).status).toBe(200)
      expect((await datasetsOf(entryIds[0])).map((d) => d.dataset_id)).toEqual([id])
    })

    it('still refuses other changes to a published upload', async () => {
      const { uploadId } = await anUpload()
      await call('POST', `/uploads/${uploadId}/action/publish`, alice)
      const id = await create('Published, with a comment')
      expect((await edit(uploadId, { metadata: { datasets: [id], comment: 'late' } })).status).toBe(401)
    })
  })
})

describe('datasets with the DOI provider service enabled', () => {
  let server: TestServer
  afterAll(() => server?.dispose())

  it('refuses to assign a DOI while no DataCite account is configured', async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'features:\n  datacite: true\n' })
    const account = await anAccount(server.context.store, { username: 'dora' })
    const token = await tokenFor(server, 'dora', account.password)
    const { upload_id } = await (await server.api('/api/v1/uploads?file_name=one.notes', { method: 'POST', headers: bearer(token), body: 'One\n' })).json()
    await processed(server, token, upload_id)
    await server.api(`/api/v1/uploads/${upload_id}/action/publish`, { method: 'POST', headers: bearer(token) })
    const created = await (await server.api('/api/v1/datasets/', {
      method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ dataset_name: 'Ready for a DOI', entries: [entryId(upload_id, 'one.notes')] }),
    })).json()
    const response = await server.api(`/api/v1/datasets/${created.dataset_id}/action/doi`, { method: 'POST', headers: bearer(token) })
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toBe('No DataCite account is configured: this installation cannot register DOIs yet.')
  })
})

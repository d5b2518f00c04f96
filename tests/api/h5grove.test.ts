// The h5grove API over an upload's HDF5 files (what h5web's H5GroveProvider reads), on a
// real HDF5 file: a pyiron/SPHInX run with groups, attributes, enums, 1- to 3-D datasets.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, tokenFor } from '../helpers/uploads'

const FIXTURE = new URL('../../../shared/fixtures/hdf5/test.h5', import.meta.url)
const DENSITY = '/Fe_spx_BS/output/charge_density/total'

describe('h5grove API', () => {
  let server: TestServer
  let owner: string
  let stranger: string
  let uploadId: string

  /** An h5grove call as `token`'s holder (the upload's owner by default; null: anonymous). */
  const h5 = (operation: string, query: Record<string, string>, token: string | null = owner) =>
    server.api(`/api/v1/uploads/${uploadId}/h5grove/${operation}?${new URLSearchParams(query)}`, { headers: token ? bearer(token) : {} })

  beforeAll(async () => {
    server = await testServer()
    const account = await anAccount(server.context.store, { username: 'hana' })
    const other = await anAccount(server.context.store, { username: 'ivo' })
    owner = await tokenFor(server, 'hana', account.password)
    stranger = await tokenFor(server, 'ivo', other.password)
    uploadId = (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(owner) })).json()).upload_id
    const put = (name: string, body: BodyInit) =>
      server.api(`/api/v1/uploads/${uploadId}/raw/data?file_name=${name}`, { method: 'PUT', headers: bearer(owner), body })
    expect((await put('run.h5', new Uint8Array(await readFile(FIXTURE)))).status).toBe(200)
    expect((await put('notes.txt', 'not HDF5')).status).toBe(200)
  })
  afterAll(() => server.dispose())

  it('gives the metadata of a group with its children', async () => {
    const response = await h5('meta', { file: 'data/run.h5', path: '/Fe_spx_BS/output/electronic_structure' })
    expect(response.status).toBe(200)
    const meta = await response.json()
    expect(meta).toMatchObject({ kind: 'group', name: 'electronic_structure' })
    const children = new Map(meta.children.map((child: { name: string }) => [child.name, child]))
    expect(children.get('k_points')).toMatchObject({ kind: 'dataset', shape: [26, 3], type: { class: 1, size: 8, dtype: '<f8', order: 0 } })
    expect(children.get('dos')).toMatchObject({ kind: 'group' })
    expect(children.get('dos')).not.toHaveProperty('children')
  })

  it('gives the metadata of a dataset: shape, type, chunks, attributes', async () => {
    const meta = await (await h5('meta', { file: 'data/run.h5', path: DENSITY })).json()
    expect(meta).toMatchObject({ kind: 'dataset', name: 'total', shape: [18, 18, 18], type: { class: 1, dtype: '<f8' } })
    expect(meta.attributes).toEqual([{ name: 'TITLE', shape: [], type: expect.objectContaining({ class: 3, vlen: true }) }])
  })

  it('describes h5py booleans as enums with FALSE and TRUE', async () => {
    const meta = await (await h5('meta', { file: 'data/run.h5', path: '/Fe_spx_BS/executable/executable/READ_ONLY' })).json()
    expect(meta.type).toMatchObject({ class: 8, dtype: '|b1', members: { FALSE: 0, TRUE: 1 }, base: { class: 0, size: 1 } })
    expect(await (await h5('data', { file: 'data/run.h5', path: '/Fe_spx_BS/executable/executable/READ_ONLY' })).json()).toEqual([false])
  })

  it('slices data with a NumPy selection, nested as JSON', async () => {
    const response = await h5('data', { file: 'data/run.h5', path: DENSITY, selection: '0, 0:2, 0:3' })
    expect(response.status).toBe(200)
    const values = await response.json()
    expect(values).toHaveLength(2)
    expect(values[0]).toHaveLength(3)
    expect(values[0][0]).toBeCloseTo(0.02379027787346979, 12)
  })

  it('flattens JSON data on request and reduces indexed axes', async () => {
    const values = await (await h5('data', { file: 'data/run.h5', path: DENSITY, selection: '1, 2, ::6', flatten: 'true' })).json()
    expect(values).toHaveLength(3)
    expect(values.every((value: unknown) => typeof value === 'number')).toBe(true)
  })

  it('sends bin data as the raw little-endian values h5web reads into a typed array', async () => {
    const response = await h5('data', { file: 'data/run.h5', path: DENSITY, selection: '0', format: 'bin', dtype: 'safe' })
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    const values = new Float64Array(await response.arrayBuffer())
    expect(values).toHaveLength(18 * 18)
    const json = await (await h5('data', { file: 'data/run.h5', path: DENSITY, selection: '0', flatten: 'true' })).json()
    expect(Array.from(values)).toEqual(json)
  })

  it('sends npy as a NumPy file download', async () => {
    const response = await h5('data', { file: 'data/run.h5', path: '/Fe_spx_BS/output/electronic_structure/k_points', format: 'npy' })
    expect(response.headers.get('content-disposition')).toContain('data.npy')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 6).toString('latin1')).toBe('\x93NUMPY')
    const headerLength = bytes.readUInt16LE(8)
    expect((10 + headerLength) % 64).toBe(0)
    expect(bytes.subarray(10, 10 + headerLength).toString('latin1')).toContain("'descr': '<f8', 'fortran_order': False, 'shape': (26, 3)")
    expect(bytes.length).toBe(10 + headerLength + 26 * 3 * 8)
  })

  it('gives attribute values, all or by name', async () => {
    expect(await (await h5('attr', { file: 'data/run.h5', path: DENSITY })).json()).toEqual({ TITLE: 'ndarray' })
    const response = await h5('attr', { file: 'data/run.h5', path: DENSITY, attr_keys: 'MISSING' })
    expect(response.status).toBe(404)
  })

  it('lists the paths below a group, the group first', async () => {
    const paths: string[] = await (await h5('paths', { file: 'data/run.h5', path: '/Fe_spx_BS/output/electronic_structure' })).json()
    expect(paths[0]).toBe('/Fe_spx_BS/output/electronic_structure')
    expect(paths).toContain('/Fe_spx_BS/output/electronic_structure/k_points')
    expect(paths).toContain('/Fe_spx_BS/output/electronic_structure/dos/energies')
    expect(paths.every((path) => path.startsWith('/Fe_spx_BS/output/electronic_structure'))).toBe(true)
    const all: string[] = await (await h5('paths', { file: 'data/run.h5' })).json()
    expect(all[0]).toBe('/')
    expect(all.length).toBeGreaterThan(400)
  })

  it('answers 404 with h5grove\'s message for a path that is not in the file', async () => {
    const response = await h5('meta', { file: 'data/run.h5', path: '/Fe_spx_BS/nothing' })
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body).toEqual({ detail: '/Fe_spx_BS/nothing is not a valid path in run.h5', message: '/Fe_spx_BS/nothing is not a valid path in run.h5' })
  })

  it('answers 404 for a file that is not in the upload', async () => {
    expect((await h5('meta', { file: 'data/missing.h5' })).status).toBe(404)
    expect((await h5('meta', { file: 'data' })).status).toBe(404)
  })

  it('answers 400 for a file that is not HDF5', async () => {
    const response = await h5('meta', { file: 'data/notes.txt' })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('notes.txt is not an HDF5 file.')
  })

  it.each([
    ['too many axes', '0, 0, 0, 0'],
    ['an index out of bounds', '18'],
    ['a step of zero', '::0'],
    ['text', 'a:b'],
  ])('refuses a selection with %s (422)', async (_case, selection) => {
    const response = await h5('data', { file: 'data/run.h5', path: DENSITY, selection })
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0].loc).toEqual(['query', 'selection'])
  })

  it('refuses paths that leave the upload', async () => {
    expect((await h5('meta', { file: '../../../etc/passwd' })).status).toBe(400)
  })

  it('refuses anonymous callers (401) and other users (401) for an unpublished upload', async () => {
    expect((await h5('meta', { file: 'data/run.h5' }, null)).status).toBe(401)
    const response = await h5('meta', { file: 'data/run.h5' }, stranger)
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe('You do not have access to the specified upload.')
  })

  it('accepts the Authorization cookie, as for raw downloads', async () => {
    const response = await server.api(`/api/v1/uploads/${uploadId}/h5grove/meta?file=data/run.h5`, {
      headers: { cookie: `Authorization=${encodeURIComponent(`Bearer ${owner}`)}` },
    })
    expect(response.status).toBe(200)
  })
})

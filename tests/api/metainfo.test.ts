// GET metainfo and metainfo/{package or hash} (reference §1.7): the built-in packages
// (cached by ETag), one package by name, and an upload's schema by the content hash of its
// definitions — for those who may read the upload only.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import type { JsonValue } from '../../src/core/metainfo'
import { definitionsHash as guiDefinitionsHash } from '../../src/gui/metainfo/hash'
import { definitionsHash } from '../../src/server/services/metainfo'
import { anAccount } from '../helpers/accounts'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor } from '../helpers/uploads'

const SCHEMA = 'thin_film.schema.archive.yaml'

interface Named { name: string }
interface SectionJson extends Named { base_sections?: string[]; quantities: (Named & { type: unknown; unit?: string; description: string })[]; sub_sections: Named[] }

describe('metainfo', () => {
  let server: TestServer
  let token: string
  let otherToken: string
  let uploadId: string
  let hash: string
  let firstDefinitions: JsonValue

  beforeAll(async () => {
    server = await testServer()
    const sam = await anAccount(server.context.store, { username: 'sam' })
    const tim = await anAccount(server.context.store, { username: 'tim' })
    token = await tokenFor(server, 'sam', sam.password)
    otherToken = await tokenFor(server, 'tim', tim.password)
    const created = await (await server.api('/api/v1/uploads?upload_name=schemas', { method: 'POST', headers: bearer(token) })).json()
    uploadId = created.upload_id
    const form = new FormData()
    form.append('file', new Blob([await readFile(new URL(`../../examples/lab-notebook/${SCHEMA}`, import.meta.url))]), SCHEMA)
    await server.api(`/api/v1/uploads/${uploadId}/raw/`, { method: 'PUT', headers: bearer(token), body: form })
    await processed(server, token, uploadId, 60_000)
    const archive = await (await server.api(`/api/v1/entries/${entryId(uploadId, SCHEMA)}/archive`, { headers: bearer(token) })).json()
    firstDefinitions = archive.data.archive.definitions
    hash = definitionsHash(firstDefinitions)
  }, 120_000)
  afterAll(() => server.dispose())

  const get = (path: string, headers: Record<string, string> = {}) => server.api(`/api/v1/metainfo${path}`, { headers })

  describe('built-in packages', () => {
    it('lists every built-in package with its sections', async () => {
      const response = await get('')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const { data } = await response.json()
      expect(data.m_def).toBe('nomad.metainfo.metainfo.Environment')
      const names = data.packages.map((p: Named) => p.name)
      expect(names).toEqual(expect.arrayContaining(['nomad.datamodel.results', 'nomad.datamodel.metainfo.eln', 'runschema.run']))
      expect(names).toEqual([...names].sort())
    })

    it('answers 304 to a current ETag and tells caches to revalidate', async () => {
      const first = await get('')
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
      expect(first.headers.get('cache-control')).toMatch(/max-age/)
      expect((await get('', { 'if-none-match': etag ?? '' })).status).toBe(304)
      expect((await get('/nomad.datamodel.results', { 'if-none-match': etag ?? '' })).status).toBe(304)
      expect((await get('', { 'if-none-match': '"stale"' })).status).toBe(200)
    })

    it('serves the same body uncompressed and gzipped', async () => {
      const plain = await get('', { 'accept-encoding': 'identity' })
      expect(plain.headers.get('content-encoding')).toBeNull()
      const gzipped = await get('', { 'accept-encoding': 'gzip' })
      expect(gzipped.headers.get('content-encoding')).toBe('gzip')
      expect(await gzipped.json()).toEqual(await plain.json())
    })

    it('answers one package: a section with its base sections, a quantity with type, unit and description', async () => {
      const response = await get('/nomad.datamodel.results')
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.package_name).toBe('nomad.datamodel.results')
      const sections: SectionJson[] = body.data.section_definitions
      const bandGap = sections.find((s) => s.name === 'BandGap')
      expect(bandGap?.base_sections).toEqual(['nomad.datamodel.results.BandGapDeprecated'])
      expect(bandGap?.sub_sections.map((s) => s.name)).toContain('provenance')
      // Quantities are listed where they are defined; BandGap inherits them.
      const value = sections.find((s) => s.name === 'BandGapDeprecated')?.quantities.find((q) => q.name === 'energy_highest_occupied')
      expect(value).toEqual(expect.objectContaining({
        type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'joule', description: 'The energy of the highest occupied state.',
      }))
    })

    it.each([
      ['an unknown package', '/nomad.datamodel.nothing'],
      ['an unknown hash', `/${'0'.repeat(40)}`],
    ])('answers 404 {detail} for %s', async (_, path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect((await response.json()).detail).toMatch(/does not exist/)
    })

    it.each([
      ['a short hash', '/0123abc'],
      ['punctuation', '/results!'],
      ['an empty segment', '/nomad..results'],
    ])('answers 422 with the location for %s', async (_, path) => {
      const response = await get(path)
      expect(response.status).toBe(422)
      expect((await response.json()).detail[0].loc).toEqual(['path', 'name'])
    })
  })

  it('answers 414 {detail} to a name past the path parameter limit', async () => {
    const response = await get(`/${'a'.repeat(300)}`)
    expect(response.status).toBe(414)
    expect((await response.json()).detail).toBeTruthy()
  })

  describe('upload-defined packages', () => {
    it('gives a member the schema by the hash of its definitions', async () => {
      expect(hash).toMatch(/^[0-9a-f]{40}$/)
      const response = await get(`/${hash}`, bearer(token))
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.section_definition_id).toBe(hash)
      const id = entryId(uploadId, SCHEMA)
      expect(body.data).toMatchObject({ m_def: 'nomad.metainfo.metainfo.Package', name: 'Thin-film samples', entry_id: id, upload_id: uploadId, entry_id_based_name: `entry_id:${id}` })
      const sample = (body.data.section_definitions as SectionJson[]).find((s) => s.name === 'ThinFilmSample')
      expect(sample?.base_sections).toEqual(['nomad.datamodel.metainfo.eln.Sample', 'nomad.datamodel.data.EntryData'])
      expect(sample?.quantities.find((q) => q.name === 'thickness')).toMatchObject({ unit: 'm', description: 'Film thickness measured by profilometry.' })
      // Asked again, the remembered hash answers the same.
      expect(await (await get(`/${hash}`, bearer(token))).json()).toEqual(body)
    })

    it('is the hash the GUI computes from the same definitions (its browser URLs name packages by it)', () => {
      expect(guiDefinitionsHash(firstDefinitions)).toBe(hash)
    })

    it.each([
      ['another user', () => bearer(otherToken)],
      ['an anonymous caller', () => ({})],
    ])('is unknown (404) to %s while the upload is unpublished', async (_, headers) => {
      const response = await get(`/${hash}`, headers())
      expect(response.status).toBe(404)
      expect((await response.json()).detail).toMatch(/does not exist or is not visible/)
    })

    it('follows a changed schema: the new definitions answer by their hash, the old hash no longer', async () => {
      const { upload_id: draft } = await (await server.api('/api/v1/uploads?upload_name=draft', { method: 'POST', headers: bearer(token) })).json()
      const put = async (description: string) => {
        const yaml = `definitions:\n  sections:\n    Draft:\n      description: ${description}\n      quantities:\n        width:\n          type: np.float64\n          unit: mm\n`
        await server.api(`/api/v1/uploads/${draft}/raw/?file_name=draft.schema.archive.yaml`, { method: 'PUT', headers: bearer(token), body: yaml })
        await processed(server, token, draft, 60_000)
        const archive = await (await server.api(`/api/v1/entries/${entryId(draft, 'draft.schema.archive.yaml')}/archive`, { headers: bearer(token) })).json()
        return definitionsHash(archive.data.archive.definitions)
      }
      const first = await put('First version.')
      expect((await get(`/${first}`, bearer(token))).status).toBe(200)
      const second = await put('Second version.')
      expect(second).not.toBe(first)
      expect((await get(`/${first}`, bearer(token))).status).toBe(404)
      const body = await (await get(`/${second}`, bearer(token))).json()
      expect(body.data.section_definitions[0]).toMatchObject({ name: 'Draft', description: 'Second version.' })
    })

    it('finds a schema file that holds data too (its entry type is its data section\'s, not Schema)', async () => {
      const { upload_id: both } = await (await server.api('/api/v1/uploads?upload_name=both', { method: 'POST', headers: bearer(token) })).json()
      const yaml = `definitions:\n  sections:\n    Ring:\n      base_sections: [nomad.datamodel.data.EntryData]\n      quantities:\n        radius:\n          type: np.float64\n          unit: mm\ndata:\n  m_def: '#/definitions/section_definitions/0'\n  radius: 2.5\n`
      await server.api(`/api/v1/uploads/${both}/raw/?file_name=ring.archive.yaml`, { method: 'PUT', headers: bearer(token), body: yaml })
      await processed(server, token, both, 60_000)
      const id = entryId(both, 'ring.archive.yaml')
      const archive = await (await server.api(`/api/v1/entries/${id}/archive`, { headers: bearer(token) })).json()
      expect(archive.data.archive.metadata.entry_type).toBe('Ring')
      const response = await get(`/${definitionsHash(archive.data.archive.definitions)}`, bearer(token))
      expect(response.status).toBe(200)
      expect((await response.json()).data).toMatchObject({ entry_id: id, section_definitions: [{ name: 'Ring' }] })
    })

    it('is everybody’s once the upload is published', async () => {
      expect((await server.api(`/api/v1/uploads/${uploadId}/action/publish`, { method: 'POST', headers: bearer(token) })).status).toBe(200)
      await processed(server, token, uploadId, 60_000)
      const response = await get(`/${hash}`)
      expect(response.status).toBe(200)
      expect((await response.json()).data.upload_id).toBe(uploadId)
    })
  })
})

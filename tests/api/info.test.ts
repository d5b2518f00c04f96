import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anEntry, anUpload, insertUpload } from '../helpers/builders'

describe('GET /api/v1/info', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })
  afterAll(() => server.dispose())

  it('answers in NOMAD shape', async () => {
    const response = await server.api('/api/v1/info')
    expect(response.status).toBe(200)
    const info = await response.json()
    for (const key of ['parsers', 'metainfo_packages', 'codes', 'normalizers', 'plugin_entry_points', 'plugin_packages', 'search_quantities']) {
      expect(info).toHaveProperty(key)
    }
    expect(info.version).toBe(server.context.config.version.label)
    expect(info.oasis).toBe(true)
    expect(info.metainfo_packages).toContain('nomad.datamodel.results')
  })

  it('counts nothing in an empty installation', async () => {
    const { statistics } = await (await server.api('/api/v1/info')).json()
    expect(statistics).toEqual({ n_entries: 0, n_uploads: 0, n_quantities: 0, n_calculations: 0, n_materials: 0 })
  })

  it('computes the statistics from the store, public data only', async () => {
    const store = server.context.store
    const published = anUpload({ published: true })
    await insertUpload(store, published, [
      anEntry(published, { material_id: 'm1', n_quantities: 10, n_calculations: 2 }),
      anEntry(published, { material_id: 'm1', n_quantities: 5, n_calculations: 1 }),
      anEntry(published, { material_id: 'm2', n_quantities: 1 }),
      anEntry(published, { process_status: 'FAILURE', material_id: 'm3', n_quantities: 100 }),
    ])
    const embargoed = anUpload({ published: true, embargo_length: 12 })
    await insertUpload(store, embargoed, [anEntry(embargoed, { material_id: 'm4', n_quantities: 7 })])
    const staging = anUpload({ published: false })
    await insertUpload(store, staging, [anEntry(staging, { material_id: 'm5', n_quantities: 3 })])

    const { statistics } = await (await server.api('/api/v1/info')).json()
    expect(statistics).toEqual({ n_entries: 3, n_uploads: 1, n_quantities: 16, n_calculations: 3, n_materials: 2 })
  })
})

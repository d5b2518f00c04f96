import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor } from '../helpers/uploads'

describe('example uploads', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer({ loadExamples: true })
    await server.context.processor.idle()
  }, 120_000)
  afterAll(() => server.dispose())

  it('are loaded at first start as published uploads whose every entry processed', async () => {
    const rows = await server.context.store.query<{ upload_name: string; published: boolean; n: number; ok: number }>(
      `SELECT u.upload_name, u.published, count(e.*)::int AS n, count(e.*) FILTER (WHERE e.process_status = 'SUCCESS' AND e.errors = '[]')::int AS ok
         FROM uploads u LEFT JOIN entries e USING (upload_id) GROUP BY u.upload_id ORDER BY u.upload_name`,
    )
    expect(rows).toEqual([
      { upload_name: 'Crystal structures', published: true, n: 8, ok: 8 },
      // Ten runs of eight codes, plus the CP2K trajectory, which is an XYZ file of its own.
      { upload_name: 'Simulation outputs', published: true, n: 11, ok: 11 },
      // Copper's equation of state, phonons and MD, computed with ASE and phonopy.
      { upload_name: 'Simulation properties', published: true, n: 3, ok: 3 },
      { upload_name: 'Solar cells and catalysts', published: true, n: 5, ok: 5 },
      { upload_name: 'Thin-film lab notebook', published: true, n: 6, ok: 6 },
    ])
  })

  it('keep every value of the lab notebook: the sample dates and the tags are defined, none is dropped', async () => {
    const rows = await server.context.store.query<{ entry_id: string; mainfile: string; warnings: unknown[] }>(
      `SELECT e.entry_id, e.mainfile, e.warnings FROM entries e JOIN uploads u USING (upload_id) WHERE u.upload_name = 'Thin-film lab notebook' ORDER BY e.mainfile`,
    )
    expect(rows.filter((row) => row.warnings.length > 0).map((row) => [row.mainfile, row.warnings])).toEqual([])
    const tio2 = rows.find((row) => row.mainfile === 'TiO2_001.archive.yaml')
    const answer = await (await server.api(`/api/v1/entries/${tio2?.entry_id}/archive/query`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ required: { data: '*' } }),
    })).json()
    expect(answer.data.archive.data).toMatchObject({ datetime: '2026-03-09T09:05:00+00:00', tags: ['TiO2', 'sol-gel'] })
    // The sputtered films reference the sputter coater's entry of the same upload.
    const coater = rows.find((row) => row.mainfile === 'sputter_coater.archive.yaml')
    const zno = rows.find((row) => row.mainfile === 'ZnO_001.archive.yaml')
    const references = await (await server.api(`/api/v1/entries/${zno?.entry_id}`)).json()
    expect(references.data.entry_references).toEqual([expect.objectContaining({ target_entry_id: coater?.entry_id, target_path: '/data' })])
  })

  it('make the statistics of a new installation show data', async () => {
    const { statistics } = await (await server.api('/api/v1/info')).json()
    expect(statistics.n_entries).toBe(33)
    expect(statistics.n_uploads).toBe(5)
    // Distinct materials of the structure files and the simulations (several simulations
    // share a material with a structure file or with each other); the ELN samples carry
    // formulas but no structure. The copper of the equation of state and the phonons is
    // the POSCAR's fcc copper; the MD's last frame, 108 atoms without symmetry, is another.
    expect(statistics.n_materials).toBe(14)
  })

  it('give the use-case apps data: solar cells and catalysts with their properties', async () => {
    const search = async (query: object) =>
      (await (await server.api('/api/v1/entries/query', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ owner: 'public', query, pagination: { page_size: 0 } }),
      })).json()).pagination.total
    expect(await search({ 'results.properties.available_properties': 'solar_cell' })).toBe(3)
    expect(await search({ 'results.properties.optoelectronic.solar_cell.efficiency': { gte: 18 } })).toBe(2)
    expect(await search({ quantities: 'results.properties.catalytic.reaction.name' })).toBe(2)
    expect(await search({ 'results.properties.catalytic.reaction.reactants': { name: 'carbon dioxide', conversion: { gte: 10 } } })).toBe(1)
  })

  it('are listed for the GUI', async () => {
    const env = await (await server.api('/gui/env.js')).text()
    expect(env).toContain('"exampleUploads":[{"id":"crystal-structures","title":"Crystal structures","category":"Basic examples"')
  })

  it('are not loaded again by a later start', async () => {
    const { dataDir } = server
    await server.close()
    server = await testServer({ loadExamples: true, dataDir })
    await server.context.processor.idle()
    const [{ n }] = await server.context.store.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads')
    expect(n).toBe(5)
  }, 60_000)

  it('can be copied into an upload of the user', async () => {
    const account = await anAccount(server.context.store, { username: 'eve' })
    const token = await tokenFor(server, 'eve', account.password)
    const created = await (await server.api('/api/v1/uploads?example_upload_id=lab-notebook', { method: 'POST', headers: bearer(token) })).json()
    expect(created.data).toMatchObject({ upload_name: 'Thin-film lab notebook', published: false })
    const upload = await processed(server, token, created.upload_id)
    expect(upload).toMatchObject({ process_status: 'SUCCESS', entries: 6, last_status_message: '6/6 entries processed' })
    const unknown = await server.api('/api/v1/uploads?example_upload_id=nothing', { method: 'POST', headers: bearer(token) })
    expect(unknown.status).toBe(400)
  }, 60_000)
})

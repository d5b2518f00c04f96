// Structure files through the whole pipeline: upload, matching, parsing in workers,
// the material normaliser, and the entry's results as the API answers them.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor } from '../helpers/uploads'

const FIXTURES = new URL('../../../shared/fixtures/structures/', import.meta.url)

describe('structure files', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer()
    const account = await anAccount(server.context.store, { username: 'sam' })
    token = await tokenFor(server, 'sam', account.password)
    uploadId = (await (await server.api('/api/v1/uploads?upload_name=structures', { method: 'POST', headers: bearer(token) })).json()).upload_id
    const form = new FormData()
    for (const name of ['NaCl-CONTCAR', 'Ag1Co1O2_ICSD_246157.cif', 'si_md-pos-1.xyz', 'SARSUC.cif']) {
      form.append('file', new Blob([await readFile(new URL(name, FIXTURES))]), name)
    }
    await server.api(`/api/v1/uploads/${uploadId}/raw/structures`, { method: 'PUT', headers: bearer(token), body: form })
    await processed(server, token, uploadId, 60_000)
  }, 90_000)
  afterAll(() => server.dispose())

  const entry = async (mainfile: string) =>
    (await (await server.api(`/api/v1/entries/${entryId(uploadId, `structures/${mainfile}`)}`, { headers: bearer(token) })).json()).data

  it('makes one successful entry per structure file', async () => {
    const { data, processing_successful } = await (await server.api(`/api/v1/uploads/${uploadId}/entries`, { headers: bearer(token) })).json()
    expect(processing_successful).toBe(4)
    expect(Object.fromEntries(data.map((item: { mainfile: string; parser_name: string }) => [item.mainfile, item.parser_name]))).toEqual({
      'structures/NaCl-CONTCAR': 'parsers/poscar',
      'structures/Ag1Co1O2_ICSD_246157.cif': 'parsers/cif',
      'structures/si_md-pos-1.xyz': 'parsers/xyz',
      'structures/SARSUC.cif': 'parsers/cif',
    })
  })

  it('derives the material of a rock-salt POSCAR: formulas and Fm-3m symmetry', async () => {
    const { results } = await entry('NaCl-CONTCAR')
    expect(results.material).toMatchObject({
      elements: ['Cl', 'Na'], n_elements: 2, chemical_formula_hill: expect.stringMatching(/^Cl\d*Na\d*$/),
      chemical_formula_reduced: 'ClNa', chemical_formula_iupac: 'NaCl', chemical_formula_anonymous: 'AB', structural_type: 'bulk',
      symmetry: { space_group_number: 225, space_group_symbol: 'Fm-3m', crystal_system: 'cubic', bravais_lattice: 'cF' },
      material_id: expect.stringMatching(/^[A-Za-z0-9_-]{28}$/),
    })
    expect(results.properties.structures.structure_conventional.n_sites).toBe(8)
  })

  it('reads a large CIF with symmetry operations (132 atoms)', async () => {
    const { results } = await entry('SARSUC.cif')
    expect(results.properties.structures.structure_original.n_sites).toBe(132)
    expect(results.material.symmetry.space_group_number).toBeGreaterThan(0)
  })

  it('reads the last frame of an XYZ trajectory', async () => {
    const { results } = await entry('si_md-pos-1.xyz')
    expect(results.material.elements).toEqual(['Si'])
  })
})

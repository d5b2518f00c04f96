// GET systems/{entry_id} (spec 3 §7): an entry's structure as a CIF, XYZ or PDB file.
// The written CIF and XYZ files are uploaded again and parsed by the server's own parsers
// (the same formula, cell and symmetry must come back); PDB, which no parser reads, is
// checked line by line.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { anAccount } from '../helpers/accounts'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor } from '../helpers/uploads'

const FIXTURES = new URL('../../../shared/fixtures/structures/', import.meta.url)

// A water molecule cut by the cell face x = 0 of a 10 Å box: one H sits at x = −0.46 Å.
const CUT_WATER = [
  '3',
  'Lattice="10 0 0 0 10 0 0 0 10" Properties=species:S:1:pos:R:3 pbc="T T T"',
  'O 0.30 5.00 5.00',
  'H -0.46 5.59 5.00',
  'H 1.06 5.59 5.00',
  '',
].join('\n')

describe('systems/{entry_id}', () => {
  let server: TestServer
  let token: string
  let otherToken: string
  let uploadId: string
  const id = (mainfile: string) => entryId(uploadId, mainfile)

  const upload = async (files: Record<string, Blob>, name: string) => {
    const { upload_id } = await (await server.api(`/api/v1/uploads?upload_name=${name}`, { method: 'POST', headers: bearer(token) })).json()
    const form = new FormData()
    for (const [file, blob] of Object.entries(files)) form.append('file', blob, file)
    await server.api(`/api/v1/uploads/${upload_id}/raw/`, { method: 'PUT', headers: bearer(token), body: form })
    await processed(server, token, upload_id, 60_000)
    return upload_id as string
  }
  const system = (entry: string, query: Record<string, string>, headers: Record<string, string> = bearer(token)) =>
    server.api(`/api/v1/systems/${entry}?${new URLSearchParams(query).toString()}`, { headers })
  const results = async (upload: string, mainfile: string) =>
    (await (await server.api(`/api/v1/entries/${entryId(upload, mainfile)}`, { headers: bearer(token) })).json()).data.results

  beforeAll(async () => {
    server = await testServer()
    const sam = await anAccount(server.context.store, { username: 'sam' })
    const tim = await anAccount(server.context.store, { username: 'tim' })
    token = await tokenFor(server, 'sam', sam.password)
    otherToken = await tokenFor(server, 'tim', tim.password)
    uploadId = await upload({
      'NaCl-CONTCAR': new Blob([await readFile(new URL('NaCl-CONTCAR', FIXTURES))]),
      'SARSUC.cif': new Blob([await readFile(new URL('SARSUC.cif', FIXTURES))]),
      'cut-water.extxyz': new Blob([CUT_WATER]),
    }, 'systems')
  }, 120_000)
  afterAll(() => server.dispose())

  it('answers a CIF named after the formula, as an attachment', async () => {
    const response = await system(id('NaCl-CONTCAR'), { path: 'run/0/system/-1' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^chemical\/x-cif/)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Cl4Na4.cif"')
    const cif = await response.text()
    expect(cif).toMatch(/^data_Cl4Na4\n/)
    expect(cif.match(/^ {2}(Na|Cl)\d+ /gm)).toHaveLength(8)
  })

  it.each([
    ['cif', 'chemical/x-cif', 'Cl4Na4.cif'],
    ['xyz', 'chemical/x-xyz', 'Cl4Na4.xyz'],
    ['pdb', 'chemical/x-pdb', 'Cl4Na4.pdb'],
  ])('writes %s with its mime type and file name', async (format, mime, name) => {
    const response = await system(id('NaCl-CONTCAR'), { path: 'run/0/system/0', format })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${mime}`))
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`)
  })

  it('reads topology systems and results structures', async () => {
    const conventional = await (await system(id('SARSUC.cif'), { path: 'results/material/topology/0', format: 'xyz' })).text()
    expect(conventional.split('\n')[0]).toBe('132')
    const primitive = await (await system(id('NaCl-CONTCAR'), { path: 'results/properties/structures/structure_primitive', format: 'xyz' })).text()
    expect(primitive.split('\n')[0]).toBe('2')
  })

  it('gives back the same material when the written CIF and XYZ are uploaded again', async () => {
    const cases = [['NaCl-CONTCAR', 'cif', 'nacl.cif'], ['SARSUC.cif', 'cif', 'sarsuc.cif'], ['NaCl-CONTCAR', 'xyz', 'nacl.extxyz']] as const
    const files: Record<string, Blob> = {}
    for (const [entry, format, written] of cases) {
      files[written] = new Blob([await (await system(id(entry), { path: 'run/0/system/-1', format })).text()])
    }
    const again = await upload(files, 'written')
    for (const [entry, , written] of cases) {
      const before = await results(uploadId, entry)
      const after = await results(again, written)
      expect(after.material.chemical_formula_hill).toBe(before.material.chemical_formula_hill)
      expect(after.material.symmetry.space_group_number).toBe(before.material.symmetry.space_group_number)
      const [a, b] = [before, after].map((r) => r.properties.structures.structure_original)
      expect(b.n_sites).toBe(a.n_sites)
      for (const key of ['a', 'b', 'c', 'alpha', 'beta', 'gamma'] as const) {
        expect(b.lattice_parameters[key]).toBeCloseTo(a.lattice_parameters[key], key.length === 1 ? 14 : 6)
      }
    }
  }, 90_000)

  it('writes PDB with CRYST1, the REMARK 285 cell and one ATOM line per atom', async () => {
    const pdb = (await (await system(id('NaCl-CONTCAR'), { path: 'run/0/system/0', format: 'pdb' })).text()).split('\n')
    expect(pdb[0]).toBe('CRYST1    5.651    5.651    5.651  90.00  90.00  90.00 P 1           1')
    expect(pdb).toContain('REMARK 285  A: 5.650999, 0.000000, 0.000000')
    expect(pdb).toContain('REMARK 285 PBC (A, B, C): TRUE, TRUE, TRUE')
    const atoms = pdb.filter((line) => line.startsWith('ATOM  '))
    expect(atoms.map((line) => line.slice(76, 78).trim()).sort()).toEqual(['CL', 'CL', 'CL', 'CL', 'NA', 'NA', 'NA', 'NA'])
  })

  it.each([
    ['original', [-0.46, 5.59, 5]],
    ['wrap', [9.54, 5.59, 5]],
    ['unwrap', [-0.46, 5.59, 5]],
  ])('puts the atoms where wrap_mode=%s says', async (wrapMode, hydrogen) => {
    const xyz = await (await system(id('cut-water.extxyz'), { path: 'run/0/system/0', format: 'xyz', wrap_mode: wrapMode })).text()
    const [, , oxygen, h] = xyz.split('\n')
    expect(oxygen.split(' ').slice(1).map(Number)).toEqual([0.3, 5, 5])
    h.split(' ').slice(1).map(Number).forEach((x, k) => expect(x).toBeCloseTo(hydrogen[k], 6))
  })

  it('answers an unknown wrap mode with the spec message and an unknown format with 422', async () => {
    const wrap = await system(id('NaCl-CONTCAR'), { path: 'run/0/system/0', wrap_mode: 'fold' })
    expect(wrap.status).toBe(422)
    expect((await wrap.json()).detail).toEqual([{ loc: ['query', 'wrap_mode'], msg: 'Invalid wrapmode provided.', type: 'value_error' }])
    const format = await system(id('NaCl-CONTCAR'), { path: 'run/0/system/0', format: 'mol2' })
    expect(format.status).toBe(422)
    expect((await format.json()).detail[0].loc).toEqual(['query', 'format'])
    expect((await system(id('NaCl-CONTCAR'), {})).status).toBe(422)
  })

  it.each([
    ['a path to nothing', 'run/0/system/7', 'Could not find a system at the given path.'],
    ['a path to a section without atoms', 'results/material', 'Could not find a system at the given path.'],
  ])('answers 404 for %s', async (_, path, detail) => {
    const response = await system(id('NaCl-CONTCAR'), { path })
    expect(response.status).toBe(404)
    expect((await response.json()).detail).toBe(detail)
  })

  it('hides unpublished entries from other users and anonymous callers (404), as the archive does', async () => {
    for (const headers of [bearer(otherToken), { accept: 'application/json' }]) {
      const response = await system(id('NaCl-CONTCAR'), { path: 'run/0/system/0' }, headers)
      expect(response.status).toBe(404)
      expect((await response.json()).detail).toBe('The entry with the given id does not exist or is not visible to you.')
    }
  })

  it("takes the GUI's login cookie, as browser downloads do", async () => {
    const response = await system(id('NaCl-CONTCAR'), { path: 'run/0/system/0' }, { cookie: `Authorization=${encodeURIComponent(`Bearer ${token}`)}` })
    expect(response.status).toBe(200)
  })
})

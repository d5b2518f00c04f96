// Search, finished (issue 19). Existence queries on sections (item 9): the search bar's
// `results.material.symmetry = *` sends `quantities: ["results.material.symmetry"]`;
// NOMAD lists sections in `quantities`, ours lists quantities, so a section's path
// selects the entries holding any quantity below it — not none, as it did. The
// section-select dialog's partial text (item 7): 'Si.c' finds Si.cif through
// entry_name.prefix and mainfile.prefix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anAccount } from '../helpers/accounts'
import { callApi, testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, zipOf } from '../helpers/uploads'
import { rockSalt, xyz } from '../helpers/searchFixtures'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await testServer()
  const owner = await anAccount(server.context.store, { username: 'ines' })
  token = await tokenFor(server, 'ines', owner.password)
  const zip = await zipOf({ 'NaCl/POSCAR': rockSalt('Na', 'Cl', 5.64), 'water.xyz': xyz('O H H') })
  const response = await server.api('/api/v1/uploads?upload_name=Existence', { method: 'POST', headers: bearer(token), body: new Uint8Array(zip) })
  await processed(server, token, (await response.json()).upload_id)
}, 120_000)
afterAll(() => server.dispose())

async function mainfilesWhere(query: Record<string, unknown>): Promise<string[]> {
  const answer = await callApi(server, 'POST', '/entries/query', token, {
    owner: 'user', query, pagination: { page_size: 10, order_by: 'mainfile' }, required: { include: ['mainfile'] },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body.data as { mainfile: string }[]).map((entry) => entry.mainfile)
}

describe('existence of a section', () => {
  it('both entries are there, and only the crystal has symmetry', async () => {
    expect(await mainfilesWhere({})).toEqual(['NaCl/POSCAR', 'water.xyz'])
    const crystal = await callApi(server, 'POST', '/entries/query', token, {
      owner: 'user', query: { mainfile: 'NaCl/POSCAR' }, required: { include: ['results.material.symmetry', 'quantities'] },
    })
    expect(crystal.body.data[0].results.material.symmetry.space_group_number).toBe(225)
  })

  it.each([
    // [query, mainfiles found]
    [{ quantities: ['results.material.symmetry'] }, ['NaCl/POSCAR']],
    [{ 'quantities:any': ['results.material.symmetry'] }, ['NaCl/POSCAR']],
    [{ 'quantities:all': ['results.material.symmetry', 'results.material'] }, ['NaCl/POSCAR']],
    [{ 'quantities:none': ['results.material.symmetry'] }, ['water.xyz']],
    [{ quantities: ['results.material'] }, ['NaCl/POSCAR', 'water.xyz']],
    // A quantity's own path still selects as it did.
    [{ quantities: ['results.material.symmetry.space_group_number'] }, ['NaCl/POSCAR']],
    // Only whole path segments: a section name's start is no section.
    [{ quantities: ['results.material.symm'] }, []],
  ])('%j finds %j', async (query, found) => {
    expect(await mainfilesWhere(query)).toEqual(found)
  })
})

describe('partial text of the section-select dialog', () => {
  it.each([
    // [query, mainfiles found]
    [{ 'mainfile.prefix': 'NaCl/POS' }, ['NaCl/POSCAR']],
    [{ 'mainfile.prefix': 'water.x' }, ['water.xyz']],
    [{ 'mainfile.prefix': 'wat' }, ['water.xyz']],
    [{ 'mainfile.prefix': 'ater' }, []],
    [{ 'entry_name.prefix': 'water.x' }, ['water.xyz']],
    [{ or: [{ 'mainfile:any': ['POS'] }, { 'mainfile.prefix': 'POS' }] }, ['NaCl/POSCAR']],
  ])('%j finds %j', async (query, found) => {
    expect(await mainfilesWhere(query)).toEqual(found)
  })
})

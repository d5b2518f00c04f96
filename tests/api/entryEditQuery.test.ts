// POST entries/edit selects entries with the search API's query language (reference
// §1.4, §2.3): the entries an edit changes are the ones the same search finds with the
// edit's owner, and the caller must be allowed to write all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer, callApi } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor } from '../helpers/uploads'

/** An XYZ molecule: atoms on a line 1 Å apart. */
const xyz = (symbols: string) => {
  const atoms = symbols.split(' ')
  return `${atoms.length}\nmolecule\n${atoms.map((symbol, i) => `${symbol} ${i}.0 0.0 0.0`).join('\n')}\n`
}

describe('editing the entries a search query selects', () => {
  let server: TestServer
  let alice: string
  let bob: string
  /** alice's molecules: water, methane, ammonia in one upload; CO2 in a second. */
  const ids: Record<string, string> = {}
  let first: string
  let second: string
  /** bob's hydrogen molecule, shared with alice as a reviewer (visible to her, not writable). */
  let bobs: string

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body)

  const anUpload = async (token: string, files: Record<string, string>) => {
    const { upload_id } = (await call('POST', '/uploads', token)).body
    for (const [name, content] of Object.entries(files)) {
      await server.api(`/api/v1/uploads/${upload_id}/raw/?file_name=${name}`, { method: 'PUT', headers: bearer(token), body: content })
    }
    await processed(server, token, upload_id)
    for (const name of Object.keys(files)) ids[name] = entryId(upload_id, name)
    return upload_id as string
  }

  beforeAll(async () => {
    server = await testServer({ configYaml: 'services:\n  upload_limit: 100\n' })
    const a = await anAccount(server.context.store, { username: 'alice' })
    const b = await anAccount(server.context.store, { username: 'bob' })
    alice = await tokenFor(server, 'alice', a.password)
    bob = await tokenFor(server, 'bob', b.password)
    first = await anUpload(alice, { 'water.xyz': xyz('O H H'), 'methane.xyz': xyz('C H H H H'), 'ammonia.xyz': xyz('N H H H') })
    second = await anUpload(alice, { 'co2.xyz': xyz('O C O') })
    bobs = await anUpload(bob, { 'hydrogen.xyz': xyz('H H') })
    expect((await call('POST', `/uploads/${bobs}/edit`, bob, { metadata: { reviewers: [a.user_id] } })).status).toBe(200)
  })
  afterAll(() => server.dispose())

  const edit = (body: Record<string, unknown>, token = alice) => call('POST', '/entries/edit', token, body)
  /** The molecules (file names) whose comment is `comment`, as GET entries/{id} answers. */
  const commented = async (comment: string) => {
    const names: string[] = []
    for (const [name, id] of Object.entries(ids)) {
      if ((await call('GET', `/entries/${id}`, alice)).body.data.comment === comment) names.push(name)
    }
    return names.sort()
  }

  it('selects by mainfile', async () => {
    expect((await edit({ query: { mainfile: 'water.xyz' }, metadata: { comment: 'by mainfile' } })).status).toBe(200)
    expect(await commented('by mainfile')).toEqual(['water.xyz'])
  })

  it('selects by a quantity of the results: every molecule of alice with hydrogen', async () => {
    expect((await edit({ owner: 'user', query: { 'results.material.elements': 'H' }, metadata: { comment: 'has hydrogen' } })).status).toBe(200)
    // bob's hydrogen is visible to alice, but owner 'user' selects only her own entries.
    expect(await commented('has hydrogen')).toEqual(['ammonia.xyz', 'methane.xyz', 'water.xyz'])
  })

  it('reads a list as all of its values and :any as one of them', async () => {
    expect((await edit({ query: { 'results.material.elements': ['H', 'O'] }, metadata: { comment: 'H and O' } })).status).toBe(200)
    expect(await commented('H and O')).toEqual(['water.xyz'])
    expect((await edit({ query: { 'results.material.elements:any': ['C', 'N'] }, metadata: { comment: 'C or N' } })).status).toBe(200)
    expect(await commented('C or N')).toEqual(['ammonia.xyz', 'co2.xyz', 'methane.xyz'])
  })

  it('combines criteria with and, or and not', async () => {
    const query = {
      and: [
        { or: [{ mainfile: 'water.xyz' }, { 'results.material.elements': 'C' }] },
        { not: { mainfile: 'co2.xyz' } },
      ],
    }
    expect((await edit({ query, metadata: { comment: 'logic' } })).status).toBe(200)
    expect(await commented('logic')).toEqual(['methane.xyz', 'water.xyz'])
  })

  it('selects whole uploads with upload_id:any, also across uploads', async () => {
    expect((await edit({ query: { 'upload_id:any': [first, second] }, metadata: { external_id: 'batch-7' } })).status).toBe(200)
    for (const name of ['water.xyz', 'methane.xyz', 'ammonia.xyz', 'co2.xyz']) {
      expect((await call('GET', `/entries/${ids[name]}`, alice)).body.data.external_id).toBe('batch-7')
    }
    expect((await call('GET', `/entries/${ids['hydrogen.xyz']}`, bob)).body.data).not.toHaveProperty('external_id')
  })

  it('refuses the whole edit with owner visible when a selected entry is not the caller\'s to write', async () => {
    const { status, body } = await edit({ owner: 'visible', query: { 'results.material.elements': 'H' }, metadata: { comment: 'not for bob\'s' } })
    expect(status).toBe(401)
    expect(body.detail).toBe('Not enough permissions to execute edit request.')
    expect(await commented('not for bob\'s')).toEqual([])
  })

  it('writes nothing with verify_only, and answers the verified request', async () => {
    const request = { query: { 'results.material.elements': 'O' }, metadata: { comment: 'only checked' }, verify_only: true }
    const { status, body } = await edit(request)
    expect(status).toBe(200)
    expect(body).toEqual({ ...request, owner: 'user' })
    expect(await commented('only checked')).toEqual([])
  })

  it('answers 422 at query when nothing matches', async () => {
    const { status, body } = await edit({ query: { 'results.material.elements': 'Au' }, metadata: { comment: 'nobody' } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['query'], msg: 'No matching entries found.', type: 'value_error' }])
  })

  it('answers 422 at query for a quantity the search does not know', async () => {
    const { status, body } = await edit({ query: { 'results.material.flavour': 'sweet' }, metadata: { comment: 'x' } })
    expect(status).toBe(422)
    expect(body.detail).toEqual([{ loc: ['query', 'results.material.flavour'], msg: 'results.material.flavour is not a doc quantity', type: 'value_error.exception' }])
  })

  it.each([
    ['an operator with a value instead of a list', { entry_id: { any: 'x' } }, ['query', 'entry_id', 'any']],
    ['`and` with an object instead of a list', { and: { mainfile: 'water.xyz' } }, ['query', 'and']],
    ['`not` with a list', { not: [{ mainfile: 'water.xyz' }] }, ['query', 'not']],
    ['a query that is no object', 'water.xyz', ['query']],
  ])('answers 422 at the place for %s', async (_what, query, loc) => {
    const { status, body } = await edit({ query, metadata: { comment: 'malformed' } })
    expect(status).toBe(422)
    expect(body.detail.map((problem: { loc: unknown }) => problem.loc)).toEqual([loc])
    expect(await commented('malformed')).toEqual([])
  })

  it.each(['public', 'shared', 'all', 'staging', 'admin', 'nobody'])('refuses owner %s with 422', async (owner) => {
    const { status, body } = await edit({ owner, query: { mainfile: 'water.xyz' }, metadata: { comment: `owner ${owner}` } })
    expect(status).toBe(422)
    expect(JSON.stringify(body.detail)).toContain('owner')
    expect(await commented(`owner ${owner}`)).toEqual([])
  })
})

// Free text (issue 19 item 2): `text_search_contents` holds an entry's name, formulas,
// comment, file name, authors, datasets and ELN texts, and the search bar's free text
// (`text_search_contents:any`, ordered by `_score` descending, spec 2 §4.1) finds the
// entries holding a word, best match first: the word in the name before the word only
// in a comment or an ELN description.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anAccount } from '../helpers/accounts'
import { callApi, testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, zipOf } from '../helpers/uploads'
import { xyz } from '../helpers/searchFixtures'

let server: TestServer
let token: string
let strangerToken: string
const ids: Record<string, string> = {}

const ELN = `data:
  m_def: nomad.datamodel.metainfo.eln.ElnBaseSection
  name: Crucible for sintering
  description: A zirconia crucible, used at 1500 C.
`

beforeAll(async () => {
  server = await testServer()
  const owner = await anAccount(server.context.store, { username: 'dora', first_name: 'Dora', last_name: 'Quarrington' })
  const stranger = await anAccount(server.context.store, { username: 'sam' })
  token = await tokenFor(server, 'dora', owner.password)
  strangerToken = await tokenFor(server, 'sam', stranger.password)
  const zip = await zipOf({
    'zirconia.xyz': xyz('Zr O O'),
    'pellets/sample.xyz': xyz('Zr O O'),
    'crucible.archive.yaml': ELN,
    'alumina.xyz': xyz('Al Al O O O'),
  })
  const response = await server.api('/api/v1/uploads?upload_name=Furnace%20runs', { method: 'POST', headers: bearer(token), body: new Uint8Array(zip) })
  const uploadId = (await response.json()).upload_id
  await processed(server, token, uploadId)
  const listed = await callApi(server, 'GET', `/uploads/${uploadId}/entries?page_size=10`, token)
  for (const entry of listed.body.data as { mainfile: string; entry_id: string }[]) ids[entry.mainfile] = entry.entry_id
  const edited = await callApi(server, 'POST', '/entries/edit', token, {
    owner: 'user', query: { entry_id: [ids['pellets/sample.xyz']] }, metadata: { comment: 'Annealed zirconia pellet' },
  })
  expect(edited.status, JSON.stringify(edited.body)).toBe(200)
}, 120_000)
afterAll(() => server.dispose())

/** What the GUI sends after a free-text word is accepted in the search bar. */
// auth null: anonymous (undefined would pick the default).
function freeText(text: string, pagination: Record<string, unknown> = {}, auth: string | null = token) {
  return callApi(server, 'POST', '/entries/query', auth ?? undefined, {
    owner: 'visible',
    query: { 'text_search_contents:any': [text] },
    pagination: { page_size: 10, order_by: '_score', order: 'desc', ...pagination },
    required: { include: ['entry_id', 'mainfile'] },
  })
}
const mainfiles = (body: { data: { mainfile: string }[] }) => body.data.map((entry) => entry.mainfile)

describe('free text', () => {
  it('fills text_search_contents from name, formula, comment, file, upload, authors and ELN texts', async () => {
    const sample = await callApi(server, 'GET', `/entries/${ids['pellets/sample.xyz']}`, token)
    expect(sample.status).toBe(200)
    expect(sample.body.data.text_search_contents).toEqual(expect.arrayContaining([
      'sample.xyz', 'O2Zr', 'Annealed zirconia pellet', 'pellets/sample.xyz', 'Furnace runs', 'Dora Quarrington',
    ]))
    const eln = await callApi(server, 'GET', `/entries/${ids['crucible.archive.yaml']}`, token)
    expect(eln.body.data.text_search_contents).toEqual(expect.arrayContaining(['Crucible for sintering', 'A zirconia crucible, used at 1500 C.']))
  })

  it('finds every entry holding the word, the one with it in its name first', async () => {
    const { status, body } = await freeText('zirconia')
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.pagination.total).toBe(3)
    expect(mainfiles(body)[0]).toBe('zirconia.xyz')
    expect(mainfiles(body).sort()).toEqual(['crucible.archive.yaml', 'pellets/sample.xyz', 'zirconia.xyz'])
  })

  it('ignores case and finds by formula, ELN name, upload name and author', async () => {
    expect(mainfiles((await freeText('ZIRCONIA')).body)[0]).toBe('zirconia.xyz')
    expect(mainfiles((await freeText('Al2O3')).body)).toEqual(['alumina.xyz'])
    expect(mainfiles((await freeText('sintering')).body)).toEqual(['crucible.archive.yaml'])
    expect((await freeText('furnace')).body.pagination.total).toBe(4)
    expect((await freeText('quarrington')).body.pagination.total).toBe(4)
    expect((await freeText('nothing-like-this')).body.pagination.total).toBe(0)
  })

  it('ranks by field and length: the name, then a short comment, then a long ELN description', async () => {
    expect(mainfiles((await freeText('zirconia')).body)).toEqual(['zirconia.xyz', 'pellets/sample.xyz', 'crucible.archive.yaml'])
    // Ascending score turns the order round, as Elasticsearch's does.
    expect(mainfiles((await freeText('zirconia', { order: 'asc' })).body)).toEqual(['crucible.archive.yaml', 'pellets/sample.xyz', 'zirconia.xyz'])
    // 'pellets' (the folder) and 'pellet' (the comment) are different words.
    expect(mainfiles((await freeText('pellets')).body)).toEqual(['pellets/sample.xyz'])
  })

  it('pages by score with page_after_value in the same order as one page', async () => {
    const whole = mainfiles((await freeText('zirconia')).body)
    const paged: string[] = []
    let after: string | undefined
    for (let i = 0; i < 5; i++) {
      const { status, body } = await freeText('zirconia', { page_size: 1, ...(after !== undefined && { page_after_value: after }) })
      expect(status).toBe(200)
      paged.push(...mainfiles(body))
      after = body.pagination.next_page_after_value
      if (after === undefined) break
    }
    expect(paged).toEqual(whole)
  })

  it('keeps _score valid without free text (storage order) and with other filters', async () => {
    const { status, body } = await callApi(server, 'POST', '/entries/query', token, {
      owner: 'visible', query: { mainfile: 'alumina.xyz' }, pagination: { order_by: '_score', order: 'desc' },
    })
    expect(status).toBe(200)
    expect(body.pagination.total).toBe(1)
  })

  it('finds nothing the caller may not see', async () => {
    expect((await freeText('zirconia', {}, null)).body.pagination.total).toBe(0)
    expect((await freeText('zirconia', {}, strangerToken)).body.pagination.total).toBe(0)
  })

  it('answers 422 for a malformed free-text value and 400 for a bad score cursor', async () => {
    const bad = await callApi(server, 'POST', '/entries/query', token, { owner: 'visible', query: { 'text_search_contents:any': { word: 1 } } })
    expect(bad.status).toBe(422)
    expect(bad.body.detail).toBeDefined()
    const cursor = await freeText('zirconia', { page_after_value: 'high:abc' })
    expect(cursor.status).toBe(400)
    expect(typeof cursor.body.detail).toBe('string')
  })
})

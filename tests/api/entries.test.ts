import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

describe('entries', () => {
  let server: TestServer
  let owner: string
  let other: string
  let uploadId: string
  let embargoedId: string
  const mainfile = 'notes/today.notes'

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const alice = await anAccount(server.context.store, { username: 'alice', first_name: 'Alice', last_name: 'Adams' })
    const bob = await anAccount(server.context.store, { username: 'bob' })
    owner = await tokenFor(server, 'alice', alice.password)
    other = await tokenFor(server, 'bob', bob.password)
    const create = async (name: string) => {
      const { upload_id } = await (await server.api(`/api/v1/uploads?upload_name=${name}`, { method: 'POST', headers: bearer(owner) })).json()
      await server.api(`/api/v1/uploads/${upload_id}/raw/notes?file_name=today.notes`, { method: 'PUT', headers: bearer(owner), body: 'Today\nfirst\nsecond\n' })
      await server.api(`/api/v1/uploads/${upload_id}/raw/notes?file_name=aux.txt`, { method: 'PUT', headers: bearer(owner), body: 'aux' })
      await processed(server, owner, upload_id)
      return upload_id as string
    }
    uploadId = await create('staging')
    embargoedId = await create('embargoed')
    await server.api(`/api/v1/uploads/${embargoedId}/action/publish?embargo_length=6`, { method: 'POST', headers: bearer(owner) })
  }, 60_000)
  afterAll(() => server.dispose())

  const id = () => entryId(uploadId, mainfile)

  it('answers the metadata of an entry in NOMAD shape', async () => {
    const { entry_id, data } = await (await server.api(`/api/v1/entries/${id()}`, { headers: bearer(owner) })).json()
    expect(entry_id).toBe(id())
    expect(data).toMatchObject({
      entry_id: id(), upload_id: uploadId, mainfile, parser_name: 'parsers/test-notes', entry_name: 'Today', entry_type: 'Notes',
      published: false, with_embargo: false, processed: true, main_author: { name: 'Alice Adams' }, authors: [{ name: 'Alice Adams' }],
    })
    expect(data.upload_create_time).toMatch(/\+00:00$/)
    expect(data.quantities).toEqual(expect.arrayContaining(['data.title', 'data.lines']))
    expect(data.n_quantities).toBe(data.quantities.length)
  })

  it('answers 404 with NOMAD\'s message for an unknown entry and for an entry the caller may not see', async () => {
    for (const [path, token] of [['/api/v1/entries/nope', owner], [`/api/v1/entries/${id()}`, other]] as const) {
      const response = await server.api(path, { headers: bearer(token) })
      expect(response.status).toBe(404)
      expect((await response.json()).detail).toBe('The entry with the given id does not exist or is not visible to you.')
    }
  })

  it('answers the parts of the archive named by required', async () => {
    const response = await server.api(`/api/v1/entries/${id()}/archive/query`, {
      method: 'POST', headers: { ...bearer(owner), 'content-type': 'application/json' },
      body: JSON.stringify({ required: { data: { title: '*' }, metadata: { entry_id: '*' } } }),
    })
    const { data } = await response.json()
    expect(data).toMatchObject({ entry_id: id(), upload_id: uploadId, parser_name: 'parsers/test-notes' })
    expect(data.archive).toEqual({ data: { title: 'Today' }, metadata: { entry_id: id() } })
  })

  it('keeps the processing logs in the archive', async () => {
    const { data } = await (await server.api(`/api/v1/entries/${id()}/archive`, { headers: bearer(owner) })).json()
    expect(data.archive.processing_logs).toEqual(expect.any(Array))
    expect(data.archive.m_ref_archives).toEqual({})
  })

  it('refuses a malformed required with 422 located in it', async () => {
    const response = await server.api(`/api/v1/entries/${id()}/archive/query`, {
      method: 'POST', headers: { ...bearer(owner), 'content-type': 'application/json' }, body: JSON.stringify({ required: { data: 'all of it' } }),
    })
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0].loc).toEqual(['required', 'data'])
  })

  it("lists the files of the entry's folder, mainfile first", async () => {
    const { data } = await (await server.api(`/api/v1/entries/${id()}/rawdir`, { headers: bearer(owner) })).json()
    expect(data.files.map((file: { path: string }) => file.path)).toEqual(['notes/today.notes', 'notes/aux.txt'])
  })

  it("downloads the entry's folder as a zip and its archive as JSON", async () => {
    const zip = Buffer.from(await (await server.api(`/api/v1/entries/${id()}/raw`, { headers: bearer(owner) })).arrayBuffer())
    const names = await new Promise<string[]>((resolve, reject) => yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error)
      const found: string[] = []
      file.on('entry', (entry) => { found.push(entry.fileName); file.readEntry() }).on('end', () => resolve(found.sort()))
      file.readEntry()
    }))
    expect(names).toEqual(['aux.txt', 'today.notes'])
    const download = await server.api(`/api/v1/entries/${id()}/archive/download`, { headers: bearer(owner) })
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${id()}.json"`)
    expect((await download.json()).data.title).toBe('Today')
  })

  it('shows the metadata of an embargoed entry to everybody but its archive and files only to members', async () => {
    const embargoed = entryId(embargoedId, mainfile)
    expect((await server.api(`/api/v1/entries/${embargoed}`)).status).toBe(200)
    expect((await server.api(`/api/v1/entries/${embargoed}/archive`)).status).toBe(404)
    expect((await server.api(`/api/v1/entries/${embargoed}/rawdir`, { headers: bearer(other) })).status).toBe(404)
    expect((await server.api(`/api/v1/entries/${embargoed}/archive`, { headers: bearer(owner) })).status).toBe(200)
  })
})

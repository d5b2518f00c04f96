// Bulk downloads of a search: GET entries/raw and entries/archive/download (what the
// results table's download menu navigates to) and their POST …/query forms.
import yauzl from 'yauzl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { rawFilesZip, tooManyEntries } from '../../src/server/services/entriesDownload'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'

/** File name → content of a zip. */
async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  const archive = await yauzl.fromBufferPromise(bytes, { lazyEntries: true })
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = []
    for await (const chunk of (await archive.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) chunks.push(chunk)
    if (files.has(entry.fileName)) throw new Error(`${entry.fileName} is twice in the zip`)
    files.set(entry.fileName, Buffer.concat(chunks).toString())
  }
  return files
}

describe('bulk downloads of a search', () => {
  let server: TestServer
  let ann: string
  let bob: string
  let shared: string
  let secret: string
  let bulk: string
  const id = (mainfile: string) => entryId(shared, mainfile)

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const annAccount = await anAccount(server.context.store, { username: 'ann' })
    const bobAccount = await anAccount(server.context.store, { username: 'bob' })
    ann = await tokenFor(server, 'ann', annAccount.password)
    bob = await tokenFor(server, 'bob', bobAccount.password)
    const upload = async (files: Record<string, string>) => {
      const response = await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(ann), body: new Uint8Array(await zipOf(files)) })
      const { upload_id } = await response.json()
      await processed(server, ann, upload_id)
      return upload_id as string
    }
    shared = await upload({
      'sim1/a.notes': 'Alpha\nline\n',
      'sim1/INCAR': 'ENCUT = 500',
      'sim1/POTINCAR': 'not INCAR',
      'sim1/sub/deep.txt': 'below the mainfile folder',
      'sim2/b.notes': 'Beta\n',
      'sim2/c.notes': 'Gamma\n',
      'sim2/b.out': 'output',
      'top.txt': 'beside no mainfile',
    })
    await server.api(`/api/v1/uploads/${shared}/action/publish`, { method: 'POST', headers: bearer(ann) })
    await processed(server, ann, shared)
    secret = await upload({ 'd.notes': 'Delta\n' })
    // More files and entries than a zip queues ahead of what it has written.
    bulk = await upload(Object.fromEntries(Array.from({ length: 30 }, (_, i) => {
      const name = String(i).padStart(2, '0')
      return i < 20 ? [`many/${name}.notes`, `Entry ${name}\n${'x'.repeat(64 * 1024)}\n`] : [`many/${name}.dat`, `data ${name}`]
    })))
  }, 90_000)
  afterAll(() => server.dispose())

  const get = (path: string, params: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) for (const item of [value].flat()) search.append(key, item)
    return server.api(`/api/v1/${path}?${search}`, { headers })
  }
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.api(`/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const zipFrom = async (response: Response) => {
    expect(response.status).toBe(200)
    return unzip(Buffer.from(await response.arrayBuffer()))
  }
  const manifestOf = (files: Map<string, string>) => JSON.parse(files.get('manifest.json') ?? 'null')
  const entryIds = (query: string[]) => JSON.stringify({ 'entry_id:any': query.map(id) })
  const cookie = (token: string) => ({ cookie: `Authorization=${encodeURIComponent(`Bearer ${token}`)}` })

  describe('GET entries/raw', () => {
    it('zips the mainfile folders of the selected entries with a manifest', async () => {
      const response = await get('entries/raw', { owner: 'public', json_query: entryIds(['sim1/a.notes', 'sim2/b.notes']) })
      expect(response.headers.get('content-type')).toBe('application/zip')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="raw_files.zip"')
      const files = await zipFrom(response)
      expect([...files.keys()].sort()).toEqual([
        `${shared}/sim1/INCAR`, `${shared}/sim1/POTINCAR`, `${shared}/sim1/a.notes`,
        `${shared}/sim2/b.notes`, `${shared}/sim2/b.out`, `${shared}/sim2/c.notes`,
        'manifest.json',
      ].sort())
      expect(files.get(`${shared}/sim1/INCAR`)).toBe('ENCUT = 500')
      expect(manifestOf(files)).toEqual([
        { entry_id: id('sim1/a.notes'), upload_id: shared, mainfile: `${shared}/sim1/a.notes` },
        { entry_id: id('sim2/b.notes'), upload_id: shared, mainfile: `${shared}/sim2/b.notes` },
      ])
    })

    it('leaves out subfolders and files of folders without a selected mainfile', async () => {
      const files = await zipFrom(await get('entries/raw', { json_query: JSON.stringify({ upload_id: shared }) }))
      expect(files.has(`${shared}/sim1/sub/deep.txt`)).toBe(false)
      expect(files.has(`${shared}/top.txt`)).toBe(false)
    })

    it('puts a folder shared by several entries in once', async () => {
      const files = await zipFrom(await get('entries/raw', { json_query: JSON.stringify({ upload_id: shared }) }))
      expect([...files.keys()].filter((name) => name.startsWith(`${shared}/sim2/`)).sort())
        .toEqual(['b.notes', 'b.out', 'c.notes'].map((name) => `${shared}/sim2/${name}`))
      expect(manifestOf(files).map((item: { entry_id: string }) => item.entry_id)).toEqual([id('sim1/a.notes'), id('sim2/b.notes'), id('sim2/c.notes')])
    })

    it('accepts search quantities as parameters, as GET /entries does', async () => {
      const files = await zipFrom(await get('entries/raw', { mainfile: 'sim2/c.notes' }))
      expect(manifestOf(files).map((item: { entry_id: string }) => item.entry_id)).toEqual([id('sim2/c.notes')])
    })

    it('leaves the routes of single entries as they were', async () => {
      expect((await server.api(`/api/v1/entries/${id('sim1/a.notes')}/raw`)).headers.get('content-disposition')).toContain(`${id('sim1/a.notes')}.zip`)
      expect((await server.api(`/api/v1/entries/${id('sim1/a.notes')}/archive/download`)).headers.get('content-disposition')).toContain(`${id('sim1/a.notes')}.json`)
    })

    it('answers a zip with an empty manifest when nothing matches', async () => {
      const files = await zipFrom(await get('entries/raw', { json_query: JSON.stringify({ upload_id: 'nothing-here' }) }))
      expect([...files.keys()]).toEqual(['manifest.json'])
      expect(manifestOf(files)).toEqual([])
    })

    it('deflates the files with compress=true', async () => {
      const files = await zipFrom(await get('entries/raw', { json_query: entryIds(['sim1/a.notes']), compress: 'true' }))
      expect(files.get(`${shared}/sim1/a.notes`)).toBe('Alpha\nline\n')
    })
  })

  describe('file filters', () => {
    const filtered = async (params: Record<string, string | string[]>) => {
      const files = await zipFrom(await get('entries/raw', { json_query: JSON.stringify({ upload_id: shared }), ...params }))
      return { names: [...files.keys()].filter((name) => name !== 'manifest.json').map((name) => name.slice(shared.length + 1)).sort(), manifest: manifestOf(files) }
    }

    it('keeps the files whose path ends with a match of glob_pattern', async () => {
      expect((await filtered({ glob_pattern: '*.notes' })).names).toEqual(['sim1/a.notes', 'sim2/b.notes', 'sim2/c.notes'])
      expect((await filtered({ glob_pattern: 'sim2/b.*' })).names).toEqual(['sim2/b.notes', 'sim2/b.out'])
      expect((await filtered({ glob_pattern: '[!ab].notes' })).names).toEqual(['sim2/c.notes'])
      // As fnmatch: `*` also crosses folders.
      expect((await filtered({ glob_pattern: 'sim*.out' })).names).toEqual(['sim2/b.out'])
    })

    it('keeps the files whose path contains a match of re_pattern', async () => {
      expect((await filtered({ re_pattern: 'INCAR$' })).names).toEqual(['sim1/INCAR', 'sim1/POTINCAR'])
      expect((await filtered({ re_pattern: '^sim2/.*\\.out$' })).names).toEqual(['sim2/b.out'])
    })

    it('keeps the files named by include_files, not names that merely end alike', async () => {
      const { names, manifest } = await filtered({ include_files: ['INCAR', 'b.out'] })
      expect(names).toEqual(['sim1/INCAR', 'sim2/b.out'])
      expect(manifest).toHaveLength(3)
    })

    it('leaves out of the manifest the entries whose files were all filtered out', async () => {
      const { names, manifest } = await filtered({ glob_pattern: 'INCAR' })
      expect(names).toEqual(['sim1/INCAR'])
      expect(manifest.map((item: { entry_id: string }) => item.entry_id)).toEqual([id('sim1/a.notes')])
    })

    it('refuses a re_pattern that does not compile with 422', async () => {
      const response = await get('entries/raw', { re_pattern: '(unclosed' })
      expect(response.status).toBe(422)
      const { detail } = await response.json()
      expect(detail[0].loc).toEqual(['query', 're_pattern'])
      expect(detail[0].msg).toMatch(/^could not parse the re pattern: /)
    })
  })

  describe('owners and authentication', () => {
    const mainfiles = async (response: Response) =>
      manifestOf(await zipFrom(response)).map((item: { mainfile: string }) => item.mainfile.split('/').slice(1).join('/')).sort()
    const all = JSON.stringify({ 'mainfile:any': ['sim1/a.notes', 'd.notes'] })

    it('shows nobody but its members the files of a private upload', async () => {
      expect(await mainfiles(await get('entries/raw', { owner: 'visible', json_query: all }))).toEqual(['sim1/a.notes'])
      expect(await mainfiles(await get('entries/raw', { owner: 'visible', json_query: all }, bearer(bob)))).toEqual(['sim1/a.notes'])
      expect(await mainfiles(await get('entries/raw', { owner: 'visible', json_query: all }, bearer(ann)))).toEqual(['d.notes', 'sim1/a.notes'])
    })

    it('accepts the Authorization cookie the GUI sets', async () => {
      const files = await zipFrom(await get('entries/raw', { owner: 'user', json_query: JSON.stringify({ upload_id: secret }) }, cookie(ann)))
      expect(files.get(`${secret}/d.notes`)).toBe('Delta\n')
      expect((await get('entries/archive/download', { owner: 'user' }, cookie(ann))).status).toBe(200)
    })

    it('refuses a forged cookie with 401', async () => {
      expect((await get('entries/raw', { owner: 'visible' }, { cookie: 'Authorization=Bearer%20forged.token.value' })).status).toBe(401)
    })

    it.each([
      ['owner user without login', 'user', undefined, 'Authentication required for owner value user.'],
      ['owner all', 'all', undefined, 'The owner=all is not allowed for this operation as it will search for entries that you might now be allowed to access.'],
      ['owner all, even for a member', 'all', 'ann', 'The owner=all is not allowed for this operation as it will search for entries that you might now be allowed to access.'],
      ['owner admin for a non-admin', 'admin', 'bob', 'This can only be used by the admin user.'],
    ] as const)('refuses %s with 401', async (_case, owner, who, detail) => {
      const headers = who === 'ann' ? bearer(ann) : who === 'bob' ? bearer(bob) : {}
      for (const path of ['entries/raw', 'entries/archive/download']) {
        const response = await get(path, { owner }, headers)
        expect(response.status).toBe(401)
        expect((await response.json()).detail).toBe(detail)
      }
    })
  })

  describe('bad queries', () => {
    it('refuses a json_query that is not JSON with 422', async () => {
      const response = await get('entries/raw', { json_query: '{upload_id: nope' })
      expect(response.status).toBe(422)
      expect((await response.json()).detail).toEqual([{ loc: ['query', 'json_query'], msg: 'json_query is not valid JSON.', type: 'value_error' }])
    })

    it.each([
      ['an unknown quantity', { colour: 'blue' }],
      ['an unknown operator', { entry_id: { some: ['x'] } }],
      ['a query that is not an object', ['upload_id']],
    ])('refuses %s in json_query with 422', async (_case, query) => {
      for (const path of ['entries/raw', 'entries/archive/download']) {
        const response = await get(path, { json_query: JSON.stringify(query) })
        expect(response.status).toBe(422)
        expect(Array.isArray((await response.json()).detail)).toBe(true)
      }
    })

    it('refuses an unknown owner with 422', async () => {
      expect((await get('entries/raw', { owner: 'everybody' })).status).toBe(422)
    })

    it('refuses more entries than the download limit with 400', async () => {
      const request = { owner: 'public', query: { upload_id: shared } }
      await expect(rawFilesZip(server.context, undefined, request, { limit: 2 })).rejects.toMatchObject({ kind: 'bad_request', message: tooManyEntries(2, 3) })
      expect(tooManyEntries(50_000, 50_001)).toBe('The limit of maximum number of entries in a single download (50000) has been exceeded (50001).')
      const within = await rawFilesZip(server.context, undefined, request, { limit: 3 })
      within.stream.resume()
    })
  })

  describe('GET entries/archive/download', () => {
    it('zips {entry_id, parser_name, archive} per entry with a manifest', async () => {
      const response = await get('entries/archive/download', { owner: 'public', json_query: entryIds(['sim1/a.notes', 'sim2/b.notes']) })
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="archives.zip"')
      const files = await zipFrom(response)
      const a = `${shared}/${id('sim1/a.notes')}.json`
      const b = `${shared}/${id('sim2/b.notes')}.json`
      expect([...files.keys()].sort()).toEqual([a, b, 'manifest.json'].sort())
      const archive = JSON.parse(files.get(a)!)
      expect(Object.keys(archive).sort()).toEqual(['archive', 'entry_id', 'parser_name'])
      expect(archive).toMatchObject({ entry_id: id('sim1/a.notes'), parser_name: 'parsers/test-notes', archive: { data: { title: 'Alpha', lines: ['line'] } } })
      expect(archive.archive.metadata).toMatchObject({ entry_id: id('sim1/a.notes'), upload_id: shared, mainfile: 'sim1/a.notes' })
      expect(manifestOf(files).sort((x: { path: string }, y: { path: string }) => x.path.localeCompare(y.path))).toEqual([
        { entry_id: id('sim1/a.notes'), upload_id: shared, parser_name: 'parsers/test-notes', path: a },
        { entry_id: id('sim2/b.notes'), upload_id: shared, parser_name: 'parsers/test-notes', path: b },
      ].sort((x, y) => x.path.localeCompare(y.path)))
    })

    it('holds the private entries of the caller only with a login', async () => {
      const anonymous = await zipFrom(await get('entries/archive/download', { owner: 'visible', json_query: JSON.stringify({ upload_id: secret }) }))
      expect([...anonymous.keys()]).toEqual(['manifest.json'])
      const member = await zipFrom(await get('entries/archive/download', { owner: 'visible', json_query: JSON.stringify({ upload_id: secret }) }, bearer(ann)))
      expect(member.has(`${secret}/${entryId(secret, 'd.notes')}.json`)).toBe(true)
    })
  })

  describe('large downloads', () => {
    const query = () => ({ owner: 'user', json_query: JSON.stringify({ upload_id: bulk }) })

    it('streams every file of many entries intact', async () => {
      const files = await zipFrom(await get('entries/raw', query(), bearer(ann)))
      expect(files.size).toBe(31)
      expect(files.get(`${bulk}/many/07.notes`)).toBe(`Entry 07\n${'x'.repeat(64 * 1024)}\n`)
      expect(files.get(`${bulk}/many/29.dat`)).toBe('data 29')
      expect(manifestOf(files)).toHaveLength(20)
    })

    it('streams the archives of many entries', async () => {
      const files = await zipFrom(await get('entries/archive/download', query(), bearer(ann)))
      expect(files.size).toBe(21)
      expect(JSON.parse(files.get(`${bulk}/${entryId(bulk, 'many/13.notes')}.json`)!).archive.data.title).toBe('Entry 13')
    })

    it('keeps serving after a client stops reading a download', async () => {
      const response = await get('entries/raw', query(), bearer(ann))
      const reader = response.body!.getReader()
      await reader.read()
      await reader.cancel()
      const files = await zipFrom(await get('entries/raw', query(), bearer(ann)))
      expect(files.size).toBe(31)
    })
  })

  describe('POST forms', () => {
    it('POST entries/raw/query takes {owner, query, files}', async () => {
      const files = await zipFrom(await post('entries/raw/query', { owner: 'visible', query: { upload_id: shared }, files: { glob_pattern: '*.out' } }))
      expect([...files.keys()].sort()).toEqual([`${shared}/sim2/b.out`, 'manifest.json'].sort())
    })

    it('POST entries/archive/download/query applies required to each archive', async () => {
      const files = await zipFrom(await post('entries/archive/download/query', { query: { mainfile: 'sim2/c.notes' }, required: { data: { title: '*' } } }))
      expect(JSON.parse(files.get(`${shared}/${id('sim2/c.notes')}.json`)!).archive).toEqual({ data: { title: 'Gamma' } })
    })

    it.each([
      ['entries/raw/query', { files: { re_pattern: '[' } }, ['body', 'files', 're_pattern']],
      ['entries/raw/query', { files: { compress: 'maybe' } }, ['body', 'files', 'compress']],
      ['entries/archive/download/query', { required: { data: 'everything' } }, undefined],
      ['entries/archive/download/query', { owner: 'all' }, undefined],
    ])('%s refuses %j', async (path, body, loc) => {
      const response = await post(path, body)
      expect(response.status).toBe((body as { owner?: string }).owner === 'all' ? 401 : 422)
      if (loc) expect((await response.json()).detail[0].loc).toEqual(loc)
    })
  })
})

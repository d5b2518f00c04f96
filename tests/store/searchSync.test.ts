// The in-memory search index stays equal to the store (issue 7): after every kind of
// write, made the way the server makes it, a refresh leaves the index holding exactly
// what a fresh load of the same store holds.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchQuantities } from '../../src/core/metainfo'
import { entryId, randomId } from '../../src/core/ids'
import { SearchIndex } from '../../src/server/search/index/searchIndex'
import type { Column } from '../../src/server/search/index/table'
import { SearchSync, type SearchSyncOptions } from '../../src/server/search/sync'
import { publicStatistics } from '../../src/server/search/engine/statistics'
import { readStatistics } from '../../src/server/store'
import { DocumentSource } from '../../src/server/search/sync/documents'
import { entriesById } from '../../src/server/store/searchRows'
import { saveProcessedEntries, upsertPendingEntries } from '../../src/server/store/entries'
import { insertUpload, updateUpload } from '../../src/server/store/uploads'
import { updateUser, upsertUser } from '../../src/server/store/users'
import { openStore, type Store } from '../../src/server/store'
import { testDatabases } from '../helpers/databases'
import { anAccount } from '../helpers/accounts'
import { seedDataDir } from '../helpers/pgliteTemplate'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

const quantities = searchQuantities()
const newIndex = () => new SearchIndex(quantities)

type Value = string | number

/** Row r's values of a column, decoded. */
function valuesAt(column: Column, row: number): Value[] {
  const out: Value[] = []
  for (let i = column.starts.data[row]; i < column.starts.data[row + 1]; i++) {
    out.push(column.kind === 'keyword' ? column.dictionary[column.items.data[i]] : column.items.data[i])
  }
  return out
}

/** Everything the index holds, by entry id and quantity, and the uploads' access: comparable across indexes. */
function contents(index: SearchIndex) {
  const alive = index.aliveRows()
  const idColumn = index.column('entry_id') as Column | undefined
  const entries: Record<string, Record<string, Value[]>> = {}
  const idOf = (row: number) => (idColumn ? String(valuesAt(idColumn, row)[0]) : '')
  alive.forEach((row) => {
    entries[idOf(row)] = {}
  })
  for (const table of [index.root, ...index.tables.values()]) {
    for (const column of table.columns.values()) {
      for (let row = 0; row < table.rows; row++) {
        const root = table === index.root ? row : table.rootRow.data[row]
        if (!alive.has(root)) continue
        const values = valuesAt(column, row)
        if (values.length) (entries[idOf(root)][column.quantity] ??= []).push(...values)
      }
    }
  }
  const uploads = Object.fromEntries([...index.uploads].sort(([a], [b]) => (a < b ? -1 : 1)))
  return { entries, uploads }
}

/** An entry's values of a quantity in the index; undefined when the entry is not in it. */
function valuesOf(index: SearchIndex, id: string, quantity: string): Value[] | undefined {
  return contents(index).entries[id]?.[quantity] ?? (index.has(id) ? [] : undefined)
}

describe.each(testDatabases)('the search index kept equal to the store on $name', (database) => {
  let server: TestServer
  let store: Store
  let sync: SearchSync
  let alice: string
  let bob: string
  let bobId: string
  let aliceId: string

  beforeAll(async () => {
    const databaseUrl = await database.create()
    server = await testServer({ parserModules: [TEST_PARSERS], databaseUrl, configYaml: 'services:\n  upload_limit: 100\n' })
    store = server.context.store
    const a = await anAccount(store, { username: 'alice', first_name: 'Alice', last_name: 'Archer' })
    const b = await anAccount(store, { username: 'bob', first_name: 'Bob', last_name: 'Baker' })
    aliceId = a.user_id
    bobId = b.user_id
    alice = await tokenFor(server, 'alice', a.password)
    bob = await tokenFor(server, 'bob', b.password)
    sync = new SearchSync(store, newIndex())
    await sync.load()
  })
  afterAll(async () => {
    await server.dispose()
    await database.dropAll()
  })

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const headers = { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }
    const response = await server.api(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    const json = await response.json()
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }

  /** An upload of alice's with processed entries a.notes and more/b.notes. */
  const anUpload = async () => {
    const { upload_id } = await (await server.api('/api/v1/uploads?file_name=a.notes', { method: 'POST', headers: bearer(alice), body: 'Alpha\n' })).json()
    await server.api(`/api/v1/uploads/${upload_id}/raw/more?file_name=b.notes`, { method: 'PUT', headers: bearer(alice), body: 'Beta\n' })
    await processed(server, alice, upload_id)
    return { uploadId: upload_id as string, entryIds: ['a.notes', 'more/b.notes'].map((mainfile) => entryId(upload_id, mainfile)) }
  }

  /** Refreshes, and checks the index against a fresh load (in small pages, to cross page boundaries). */
  const refreshed = async (options: SearchSyncOptions = {}) => {
    await sync.refresh()
    const fresh = new SearchSync(store, newIndex(), { batchSize: 7, ...options })
    await fresh.load()
    expect(contents(sync.index)).toEqual(contents(fresh.index))
    return sync.index
  }

  it('indexes the entries processing writes', async () => {
    const { uploadId, entryIds } = await anUpload()
    const index = await refreshed()
    for (const id of entryIds) expect(index.has(id)).toBe(true)
    expect(valuesOf(index, entryIds[0], 'entry_name')).toEqual(['Alpha'])
    expect(index.uploads.get(uploadId)).toMatchObject({ main_author: aliceId, published: false, embargo_length: 0 })
  })

  it('does not index an entry until it is processed, and indexes failed ones', async () => {
    const { upload_id: uploadId } = await call('POST', '/uploads?upload_name=by%20hand', alice)
    const pending = [1, 2, 3].map((n) => ({ entry_id: entryId(uploadId, `p${n}.notes`), mainfile: `p${n}.notes`, parser_name: 'parsers/test-notes' }))
    await upsertPendingEntries(store, uploadId, pending)
    let index = await refreshed()
    for (const { entry_id } of pending) expect(index.has(entry_id)).toBe(false)
    expect(index.uploads.has(uploadId)).toBe(true)

    const done = (id: string, status: 'SUCCESS' | 'FAILURE') => ({ entry_id: id, process_status: status, errors: status === 'FAILURE' ? ['broken'] : [], warnings: [], entry_hash: null, doc: { entry_name: id } })
    await saveProcessedEntries(store, [done(pending[0].entry_id, 'SUCCESS'), done(pending[1].entry_id, 'FAILURE')])
    index = await refreshed()
    expect([pending[0], pending[1], pending[2]].map(({ entry_id }) => index.has(entry_id))).toEqual([true, true, false])
    expect(valuesOf(index, pending[1].entry_id, 'processed')).toEqual([0])
  })

  it('keeps entries processed before while they are processed again (their last results, status PENDING), and puts them again when done', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    await upsertPendingEntries(store, uploadId, [{ entry_id: entryIds[0], mainfile: 'a.notes', parser_name: 'parsers/test-notes' }])
    let index = await refreshed()
    expect(index.has(entryIds[0])).toBe(true)
    expect(valuesOf(index, entryIds[0], 'entry_name')).toEqual(['Alpha'])
    expect(valuesOf(index, entryIds[0], 'processed')).toEqual([0])
    await call('POST', `/uploads/${uploadId}/action/process`, alice)
    await processed(server, alice, uploadId)
    index = await refreshed()
    expect(valuesOf(index, entryIds[0], 'processed')).toEqual([1])
  })

  it('follows metadata edits of uploads and entries', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { upload_name: 'Renamed', comment: 'annealed' } })
    await call('POST', '/entries/edit', alice, { query: { entry_id: entryIds[1] }, metadata: { references: ['https://example.org/paper'] } })
    const index = await refreshed()
    expect(valuesOf(index, entryIds[0], 'upload_name')).toEqual(['Renamed'])
    expect(valuesOf(index, entryIds[0], 'comment')).toEqual(['annealed'])
    expect(valuesOf(index, entryIds[1], 'references')).toEqual(['https://example.org/paper'])
    expect(valuesOf(index, entryIds[0], 'references')).toEqual([])
  })

  it('follows publishing without an embargo', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    await call('POST', `/uploads/${uploadId}/action/publish?embargo_length=0`, alice)
    const index = await refreshed()
    expect(index.uploads.get(uploadId)).toMatchObject({ published: true, embargo_length: 0 })
    expect(valuesOf(index, entryIds[0], 'published')).toEqual([1])
    expect(valuesOf(index, entryIds[0], 'with_embargo')).toEqual([0])
  })

  it('follows publishing with an embargo, and lifting it', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    await call('POST', `/uploads/${uploadId}/action/publish?embargo_length=12`, alice)
    let index = await refreshed()
    expect(index.uploads.get(uploadId)).toMatchObject({ published: true, embargo_length: 12 })
    expect(valuesOf(index, entryIds[0], 'with_embargo')).toEqual([1])
    await call('POST', `/uploads/${uploadId}/action/lift-embargo`, alice)
    index = await refreshed()
    expect(index.uploads.get(uploadId)).toMatchObject({ embargo_length: 0 })
    expect(valuesOf(index, entryIds[0], 'with_embargo')).toEqual([0])
  })

  it('follows coauthors, reviewers and groups added to an upload', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    const group = await call('POST', '/groups', alice, { group_name: 'Lab', members: [bobId] })
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { coauthors: [bobId] } })
    let index = await refreshed()
    expect(index.uploads.get(uploadId)?.coauthors).toEqual([bobId])
    expect(valuesOf(index, entryIds[0], 'authors.name')).toEqual(['Alice Archer', 'Bob Baker'])
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { coauthors: [], reviewers: [bobId], reviewer_groups: [group.group_id] } })
    index = await refreshed()
    expect(index.uploads.get(uploadId)).toMatchObject({ coauthors: [], reviewers: [bobId], reviewer_groups: [group.group_id] })
    expect(valuesOf(index, entryIds[0], 'authors.name')).toEqual(['Alice Archer'])
    expect(valuesOf(index, entryIds[0], 'viewers.name')).toEqual(['Alice Archer', 'Bob Baker'])
    expect(valuesOf(index, entryIds[0], 'viewer_groups')).toEqual([group.group_id])
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { coauthor_groups: [group.group_id] } })
    expect((await refreshed()).uploads.get(uploadId)?.coauthor_groups).toEqual([group.group_id])
  })

  it('follows datasets: entries added and removed, a dataset renamed and deleted', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    const { dataset_id: datasetId } = await call('POST', '/datasets/', alice, { dataset_name: 'Oxides', entries: [entryIds[0]] })
    let index = await refreshed()
    expect(valuesOf(index, entryIds[0], 'datasets.dataset_name')).toEqual(['Oxides'])
    expect(valuesOf(index, entryIds[1], 'datasets.dataset_name')).toEqual([])

    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { datasets: { add: datasetId } } })
    index = await refreshed()
    expect(valuesOf(index, entryIds[1], 'datasets.dataset_id')).toEqual([datasetId])

    await call('POST', '/entries/edit', alice, { query: { entry_id: entryIds[0] }, metadata: { datasets: { remove: datasetId } } })
    index = await refreshed()
    expect(valuesOf(index, entryIds[0], 'datasets.dataset_name')).toEqual([])

    // There is no rename service yet; a rename or a DOI changes the row like this.
    await store.query("UPDATE datasets SET dataset_name = 'Oxides (2024)', doi = '10.1234/oxides' WHERE dataset_id = $1", [datasetId])
    index = await refreshed()
    expect(valuesOf(index, entryIds[1], 'datasets.dataset_name')).toEqual(['Oxides (2024)'])
    expect(valuesOf(index, entryIds[1], 'datasets.doi')).toEqual(['10.1234/oxides'])

    await store.query('UPDATE datasets SET doi = NULL WHERE dataset_id = $1', [datasetId])
    await call('DELETE', `/datasets/${datasetId}`, alice)
    index = await refreshed()
    expect(valuesOf(index, entryIds[1], 'datasets.dataset_id')).toEqual([])
  })

  it('forgets an entry whose mainfile is deleted, and a deleted upload with its entries', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    await call('DELETE', `/uploads/${uploadId}/raw/more/b.notes`, alice)
    await processed(server, alice, uploadId)
    let index = await refreshed()
    expect(index.has(entryIds[0])).toBe(true)
    expect(index.has(entryIds[1])).toBe(false)
    await call('DELETE', `/uploads/${uploadId}`, alice)
    index = await refreshed()
    expect(index.has(entryIds[0])).toBe(false)
    expect(index.uploads.has(uploadId)).toBe(false)
  })

  it('follows a change of a user\'s name in the entries of their uploads', async () => {
    const { uploadId, entryIds } = await anUpload()
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { reviewers: [bobId] } })
    await refreshed()
    await updateUser(store, bobId, { first_name: 'Robert' })
    await updateUser(store, aliceId, { last_name: 'Arden' })
    const index = await refreshed()
    expect(valuesOf(index, entryIds[0], 'viewers.name')).toEqual(['Alice Arden', 'Robert Baker'])
    expect(valuesOf(index, entryIds[0], 'main_author.name')).toEqual(['Alice Arden'])
    await updateUser(store, aliceId, { last_name: 'Archer' })
    await updateUser(store, bobId, { first_name: 'Bob' })
    await refreshed()
  })

  it('gives the public statistics of GET /info that the store gives', async () => {
    const { uploadId } = await anUpload()
    await call('POST', `/uploads/${uploadId}/action/publish?embargo_length=0`, alice)
    const index = await refreshed()
    const fromStore = await readStatistics(store)
    expect(fromStore.n_entries).toBeGreaterThan(0)
    expect(publicStatistics(index)).toEqual(fromStore)
  })

  it('holds for an entry the metadata GET entries/{id} answers', async () => {
    const { uploadId, entryIds } = await anUpload()
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { comment: 'checked', coauthors: [bobId] } })
    await call('POST', '/datasets/', alice, { dataset_name: `Set ${uploadId}`, entries: [entryIds[0]] })
    const [document] = await new DocumentSource(store).documents(await entriesById(store, [entryIds[0]]))
    const answered = await call('GET', `/entries/${entryIds[0]}`, bob)
    expect(document).toEqual(answered.data)
  })

  it('sees a write made while an earlier refresh runs, when refreshed after it', async () => {
    const { uploadId, entryIds } = await anUpload()
    await refreshed()
    const running = sync.refresh()
    expect(sync.refresh()).toBe(running)
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { upload_name: 'While refreshing' } })
    await sync.refresh()
    expect(valuesOf(sync.index, entryIds[0], 'upload_name')).toEqual(['While refreshing'])
    await running
  })

  it('prunes log rows once read and older than the retention; a reader that has not read for that long loads again', async () => {
    const { uploadId, entryIds } = await anUpload()
    // Every reader of a store must keep the same retention; here the main index reads
    // the log before the one with a retention of zero may prune it.
    await refreshed()
    const eager = new SearchSync(store, newIndex(), { retentionMs: 0 })
    expect((await eager.load()).kind).toBe('load')
    await call('POST', `/uploads/${uploadId}/edit`, alice, { metadata: { upload_name: 'Pruned' } })
    await refreshed()
    const report = await eager.refresh()
    expect(report).toMatchObject({ kind: 'load', pruned: expect.any(Number) })
    expect(report.pruned).toBeGreaterThan(0)
    expect(await store.query('SELECT seq FROM search_changes WHERE upload_id = $1', [uploadId])).toEqual([])
    expect(valuesOf(eager.index, entryIds[0], 'upload_name')).toEqual(['Pruned'])
    expect(contents(eager.index)).toEqual(contents(sync.index))
  })
})

describe.each(testDatabases)('the search change log on $name', (database) => {
  let dataDir: string
  let store: Store

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-sync-'))
    const databaseUrl = await database.create()
    if (!databaseUrl) await seedDataDir(dataDir)
    store = await openStore({ dataDir, databaseUrl })
  })
  afterAll(async () => {
    await store.close()
    await rm(dataDir, { recursive: true, force: true })
    await database.dropAll()
  })

  const logRows = async (uploadId: string) =>
    (await store.query<{ n: number }>('SELECT count(*)::int AS n FROM search_changes WHERE upload_id = $1', [uploadId]))[0].n

  it('logs a statement that writes 5,000 entries with one row per entry, and the index follows', async () => {
    const user = await anAccount(store)
    const upload = await insertUpload(store, { upload_id: randomId(), main_author: user.user_id })
    const sync = new SearchSync(store, newIndex())
    await sync.load()
    const found = Array.from({ length: 5000 }, (_, n) => ({ entry_id: entryId(upload.upload_id, `f${n}.notes`), mainfile: `f${n}.notes`, parser_name: 'parsers/test-notes' }))
    const before = await logRows(upload.upload_id)
    await upsertPendingEntries(store, upload.upload_id, found)
    expect(await logRows(upload.upload_id)).toBe(before + 5000)
    expect((await sync.refresh()).entries).toBe(0)
    expect(sync.index.size).toBe(0)

    await saveProcessedEntries(store, found.map(({ entry_id }, n) => ({
      entry_id, process_status: 'SUCCESS' as const, errors: [], warnings: [], entry_hash: null, doc: { entry_name: `file ${n}`, n_quantities: n },
    })))
    expect((await sync.refresh()).entries).toBe(5000)
    const fresh = new SearchSync(store, newIndex(), { batchSize: 999 })
    expect((await fresh.load()).entries).toBe(5000)
    expect(contents(sync.index)).toEqual(contents(fresh.index))
  })

  it('lets timers and I/O run while a load builds the index (the server starts and answers meanwhile)', async () => {
    const user = await anAccount(store)
    const upload = await insertUpload(store, { upload_id: randomId(), main_author: user.user_id })
    const found = Array.from({ length: 600 }, (_, n) => ({ entry_id: entryId(upload.upload_id, `t${n}.notes`), mainfile: `t${n}.notes`, parser_name: 'parsers/test-notes' }))
    await upsertPendingEntries(store, upload.upload_id, found)
    await saveProcessedEntries(store, found.map(({ entry_id }, n) => ({
      entry_id, process_status: 'SUCCESS' as const, errors: [], warnings: [], entry_hash: null, doc: { entry_name: `tick ${n}` },
    })))
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    try {
      await new SearchSync(store, newIndex(), { batchSize: 1000 }).load()
    } finally {
      clearInterval(timer)
    }
    // One page of 1,000 entries: the load yields after every 100 documents.
    expect(ticks).toBeGreaterThanOrEqual(5)
  })

  it('does not log writes that change nothing entry metadata shows', async () => {
    const user = await anAccount(store, { first_name: 'Carla', last_name: 'Chen' })
    const upload = await insertUpload(store, { upload_id: randomId(), main_author: user.user_id })
    const before = await logRows(upload.upload_id)
    await updateUpload(store, upload.upload_id, { process_status: 'RUNNING', last_status_message: 'working' })
    await upsertUser(store, { user_id: user.user_id, username: user.username, email: user.email, first_name: 'Carla', last_name: 'Chen' })
    expect(await logRows(upload.upload_id)).toBe(before)
    await upsertUser(store, { user_id: user.user_id, username: user.username, email: user.email, first_name: 'Carla', last_name: 'Chen-Li' })
    await updateUpload(store, upload.upload_id, { license: 'CC0' })
    expect(await logRows(upload.upload_id)).toBe(before + 2)
  })
})

describe.each(testDatabases.filter((database) => database.name === 'postgres'))('the search index and concurrent transactions on $name', (database) => {
  let server: TestServer
  let url: string

  beforeAll(async () => {
    url = (await database.create()) as string
    server = await testServer({ databaseUrl: url })
  })
  afterAll(async () => {
    await server.dispose()
    await database.dropAll()
  })

  it('sees at the next refresh a transaction that was still open during a refresh, though later writes were seen first', async () => {
    const store = server.context.store
    const owner = await anAccount(store)
    await store.query("INSERT INTO uploads (upload_id, main_author) VALUES ('early', $1), ('late', $1)", [owner.user_id])
    const sync = new SearchSync(store, newIndex())
    await sync.load()

    const open = new pg.Client({ connectionString: url })
    await open.connect()
    try {
      await open.query('BEGIN')
      await open.query("UPDATE uploads SET upload_name = 'written first, committed last', published = true WHERE upload_id = 'early'")
      await store.query("UPDATE uploads SET published = true WHERE upload_id = 'late'")
      await sync.refresh()
      expect(sync.index.uploads.get('late')?.published).toBe(true)
      expect(sync.index.uploads.get('early')?.published).toBe(false)
      await open.query('COMMIT')
      await sync.refresh()
      expect(sync.index.uploads.get('early')?.published).toBe(true)
    } finally {
      await open.end()
    }
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, openStore, readMigrations, readStatistics, splitStatements, type Store } from '../../src/server/store'
import { testDatabases } from '../helpers/databases'
import { anEntry, anUpload, insertUpload } from '../helpers/builders'
import { seedDataDir } from '../helpers/pgliteTemplate'

describe.each(testDatabases)('the store on $name', (database) => {
  let dataDir: string
  let databaseUrl: string | undefined
  let store: Store
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-store-'))
    databaseUrl = await database.create()
    if (!databaseUrl) await seedDataDir(dataDir)
    store = await openStore({ dataDir, databaseUrl })
  })
  afterEach(async () => {
    await store.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  afterAll(() => database.dropAll())

  it(`is ${database.name}`, () => {
    expect(store.kind).toBe(database.name)
  })

  it('applies every numbered migration once, in order', async () => {
    const migrations = await readMigrations()
    const rows = await store.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version))
    expect(await migrate(store)).toEqual([])
  })

  it('applies a new migration on the next start without touching the old ones', async () => {
    const migrations = await readMigrations()
    const next = { version: 999, name: 'test_extra', sql: 'CREATE TABLE test_extra (id integer PRIMARY KEY);\nINSERT INTO test_extra VALUES (1);' }
    expect(await migrate(store, [...migrations, next])).toEqual([999])
    expect(await store.query('SELECT id FROM test_extra')).toEqual([{ id: 1 }])
  })

  it('rolls a failing migration back completely', async () => {
    const broken = { version: 998, name: 'broken', sql: 'CREATE TABLE half_done (id integer);\nSELECT no_such_column FROM half_done;' }
    await expect(migrate(store, [broken])).rejects.toThrow()
    const tables = await store.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")
    expect(tables).toEqual([])
    expect(await store.query('SELECT 1 FROM schema_migrations WHERE version = 998')).toEqual([])
  })

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const kept = anUpload()
    await store.transaction((tx) => insertUpload(tx, kept))
    const dropped = anUpload()
    await expect(store.transaction(async (tx) => {
      await insertUpload(tx, dropped)
      throw new Error('changed my mind')
    })).rejects.toThrow('changed my mind')
    const ids = (await store.query<{ upload_id: string }>('SELECT upload_id FROM uploads')).map((row) => row.upload_id)
    expect(ids).toEqual([kept.upload_id])
  })

  it('returns timestamps as dates, jsonb parsed and counts as numbers', async () => {
    const upload = anUpload()
    await insertUpload(store, upload, [anEntry(upload, { n_quantities: 4 })])
    const [row] = await store.query<{ t: unknown; doc: unknown; n: unknown }>(
      'SELECT u.upload_create_time AS t, e.doc, count(*) OVER () AS n FROM uploads u JOIN entries e USING (upload_id)',
    )
    expect(row.t).toBeInstanceOf(Date)
    expect(row.doc).toMatchObject({ n_quantities: 4 })
    expect(row.n).toBe(1)
  })

  it('deletes the entries of a deleted upload', async () => {
    const upload = anUpload()
    await insertUpload(store, upload, [anEntry(upload), anEntry(upload)])
    await store.query('DELETE FROM uploads WHERE upload_id = $1', [upload.upload_id])
    expect(await store.query('SELECT 1 FROM entries')).toEqual([])
  })

  it('counts only public, successfully processed data in the statistics', async () => {
    const published = anUpload()
    await insertUpload(store, published, [anEntry(published, { material_id: 'm', n_quantities: 2, n_calculations: 1 })])
    await insertUpload(store, anUpload({ published: false }), [])
    expect(await readStatistics(store)).toEqual({ n_entries: 1, n_uploads: 1, n_quantities: 2, n_calculations: 1, n_materials: 1 })
  })

  it('finds everything it stored after closing and opening again', async () => {
    const upload = anUpload()
    await insertUpload(store, upload, [anEntry(upload)])
    await store.close()
    store = await openStore({ dataDir, databaseUrl })
    expect(await store.query('SELECT upload_id FROM uploads')).toEqual([{ upload_id: upload.upload_id }])
    expect(await store.query('SELECT count(*)::int AS n FROM entries')).toEqual([{ n: 1 }])
  })
})

describe('the embedded store', () => {
  it('creates and migrates a new database in an empty data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tessera-fresh-'))
    const store = await openStore({ dataDir })
    try {
      const migrations = await readMigrations()
      const rows = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations')
      expect(rows).toEqual([{ n: migrations.length }])
      expect(await store.query('SELECT count(*)::int AS n FROM uploads')).toEqual([{ n: 0 }])
    } finally {
      await store.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('migration scripts', () => {
  it('split into statements at line-ending semicolons, keeping dollar-quoted bodies whole', () => {
    const sql = [
      '-- a comment; not a statement',
      'CREATE TABLE a (x text DEFAULT \'a;b\');',
      'CREATE FUNCTION f() RETURNS trigger AS $$',
      'BEGIN',
      '  RETURN NEW;',
      'END;',
      '$$ LANGUAGE plpgsql;',
      '',
    ].join('\n')
    const statements = splitStatements(sql)
    expect(statements).toHaveLength(2)
    expect(statements[1]).toMatch(/^CREATE FUNCTION[\s\S]*LANGUAGE plpgsql;$/)
  })
})

// The store suites run on every database Tessera supports here: always the embedded
// PGlite, and a PostgreSQL server when TESSERA_TEST_DATABASE_URL names one (.ci/run
// starts Debian's). Each PostgreSQL run gets a database of its own, dropped after.
import pg from 'pg'
import { randomBytes } from 'node:crypto'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A DATABASE_URL for a fresh, empty database; undefined for PGlite. */
  create(): Promise<string | undefined>
  dropAll(): Promise<void>
}

const serverUrl = process.env.TESSERA_TEST_DATABASE_URL

function postgres(adminUrl: string): TestDatabase {
  const created: string[] = []
  const admin = () => new pg.Client({ connectionString: adminUrl })
  return {
    name: 'postgres',
    async create() {
      const name = `tessera_test_${randomBytes(6).toString('hex')}`
      const client = admin()
      await client.connect()
      await client.query(`CREATE DATABASE ${name}`)
      await client.end()
      created.push(name)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      return url.toString()
    },
    async dropAll() {
      const client = admin()
      await client.connect()
      for (const name of created.splice(0)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

const pglite: TestDatabase = { name: 'pglite', create: async () => undefined, dropAll: async () => undefined }

/** The databases to run store suites on. */
export const testDatabases: TestDatabase[] = serverUrl ? [pglite, postgres(serverUrl)] : [pglite]

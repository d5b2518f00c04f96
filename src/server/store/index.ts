import { join } from 'node:path'
import { openPGlite } from './pglite'
import { openPostgres } from './postgres'
import { migrate } from './migrate'
import type { Store } from './types'

export type { Store, Queryable, Row } from './types'
export { migrate, readMigrations, splitStatements } from './migrate'
export { readStatistics, type Statistics } from './statistics'

export interface StoreOptions {
  /** PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string
  /** Data directory; PGlite keeps its files in {dataDir}/db. Omit for an in-memory PGlite. */
  dataDir?: string
}

/** Opens the store and brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPGlite(options.dataDir ? join(options.dataDir, 'db') : undefined)
  try {
    await migrate(store)
  } catch (error) {
    await store.close()
    throw error
  }
  return store
}

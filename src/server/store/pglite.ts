import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Queryable, Row, Store } from './types'

/**
 * The embedded database: PostgreSQL compiled to WASM, in this process, files under
 * `dir`. Only the server process may open it (one connection); workers send their
 * results to the server instead of writing themselves.
 */
export async function openPGlite(dir: string | undefined): Promise<Store> {
  if (dir) await mkdir(dir, { recursive: true })
  const db = await PGlite.create(dir ? { dataDir: dir } : {})
  const queryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, params as unknown[])
      return result.rows
    },
  })
  return {
    kind: 'pglite',
    ...queryable(db),
    async exec(sql) {
      await db.exec(sql)
    },
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  }
}

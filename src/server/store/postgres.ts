import pg from 'pg'
import type { Queryable, Row, Store } from './types'

// Dates and JSON come back as PGlite returns them: timestamps as Date, jsonb parsed.
// int8 (counts, sums) is parsed to number as PGlite does; our counts stay far below
// 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value))

/** A PostgreSQL server reached through `DATABASE_URL`. */
export async function openPostgres(connectionString: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // Fail at start-up, with the server's message, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  const queryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, params as unknown[])
      return result.rows
    },
  })
  return {
    kind: 'postgres',
    ...queryable(pool),
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(queryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

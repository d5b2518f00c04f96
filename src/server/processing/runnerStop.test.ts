// Stopping the processor while its loop is between queries: the server closes the store
// right after stop(), so a query the loop would still send fails — which must not surface
// as an unhandled rejection (CI once failed on 'PGlite is closed' from the loop's end).
import { describe, expect, it } from 'vitest'
import type { Store } from '../store'
import type { WorkerPool } from './pool'
import { Processor } from './runner'

/** A store whose first query waits until released; every query after close() fails as PGlite's does. */
function aClosingStore() {
  let release: (rows: object[]) => void = () => {}
  let closed = false
  const sql: string[] = []
  const store: Store = {
    kind: 'pglite',
    query: async <R extends object>(text: string): Promise<R[]> => {
      if (closed) throw new Error('PGlite is closed')
      sql.push(text)
      if (sql.length === 1) return new Promise<R[]>((resolve) => (release = (rows) => resolve(rows as R[])))
      return []
    },
    exec: async () => {},
    transaction: async (work) => work(store),
    close: async () => {
      closed = true
    },
  }
  return { store, sql, release: (rows: object[]) => release(rows) }
}

const aPool = (): WorkerPool => ({ close: async () => {} }) as Pick<WorkerPool, 'close'> as WorkerPool

describe('stopping the processor', () => {
  it('sends no query once stopped, and its loop ends without an unhandled rejection', async () => {
    const { store, sql, release } = aClosingStore()
    const processor = new Processor({ store, pool: aPool(), parsers: [], storage: () => { throw new Error('no uploads') } })
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      processor.kick()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(sql).toHaveLength(1) // the loop waits for its claim
      await processor.stop()
      await store.close()
      release([])
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(sql).toHaveLength(1)
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})

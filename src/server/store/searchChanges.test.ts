// The reading rule of the change log against a model of PostgreSQL's visibility: rows
// are numbered when written and seen when their transaction commits. (The real thing
// runs in tests/store/searchSync.test.ts, on PostgreSQL where a server is available.)
import { describe, expect, it } from 'vitest'
import type { Queryable } from './types'
import { currentPosition, readChanges, type LogPosition } from './searchChanges'

class ModelLog {
  private rows: { seq: number; xid: number; upload_id: string; entry_id: string | null }[] = []
  private running = new Set<number>()
  private nextXid = 100

  begin(): number {
    const xid = this.nextXid++
    this.running.add(xid)
    return xid
  }

  write(xid: number, uploadId: string, entryId: string | null = null): void {
    this.rows.push({ seq: this.rows.length + 1, xid, upload_id: uploadId, entry_id: entryId })
  }

  commit(xid: number): void {
    this.running.delete(xid)
  }

  readonly db: Queryable = {
    query: async <R extends object>(sql: string, params: readonly unknown[] = []): Promise<R[]> => {
      const xmin = String(Math.min(this.nextXid, ...this.running))
      const now = new Date()
      const visible = this.rows.filter((row) => !this.running.has(row.xid))
      if (sql.includes('max(seq)')) return [{ xmin, now, seq: Math.max(0, ...visible.map((row) => row.seq)) }] as R[]
      const [seq, from] = [Number(params[0]), Number(params[1])]
      const read = visible.filter((row) => row.seq > seq || row.xid >= from).map((row) => ({ xmin, now, ...row, xid: String(row.xid) }))
      return (read.length ? read : [{ xmin, now, seq: null, xid: null, upload_id: null, entry_id: null }]) as R[]
    },
  }
}

const read = async (log: ModelLog, from: LogPosition) => {
  const { changes, position } = await readChanges(log.db, from)
  return { uploads: [...changes.uploads], entries: [...changes.entries], rows: changes.rows, position }
}

describe('reading the search change log', () => {
  it('reads a row numbered below rows already read once its transaction commits', async () => {
    const log = new ModelLog()
    const start = await currentPosition(log.db)
    const slow = log.begin()
    log.write(slow, 'u1', 'e1')
    const fast = log.begin()
    log.write(fast, 'u2', 'e2')
    log.commit(fast)
    const first = await read(log, start)
    expect(first).toMatchObject({ entries: ['e2'], rows: 1 })
    log.commit(slow)
    const second = await read(log, first.position)
    expect(second).toMatchObject({ entries: ['e1'], rows: 1 })
    expect(await read(log, second.position)).toMatchObject({ entries: [], uploads: [], rows: 0 })
  })

  it('does not apply a row twice while an older transaction keeps the window open', async () => {
    const log = new ModelLog()
    const idle = log.begin()
    let position = await currentPosition(log.db)
    const writer = log.begin()
    log.write(writer, 'u1')
    log.commit(writer)
    const first = await read(log, position)
    expect(first).toMatchObject({ uploads: ['u1'], rows: 1 })
    position = first.position
    const again = await read(log, position)
    expect(again).toMatchObject({ uploads: [], rows: 0 })
    log.commit(idle)
    expect(await read(log, again.position)).toMatchObject({ uploads: [], rows: 0 })
  })

  it('tells whole uploads from single entries', async () => {
    const log = new ModelLog()
    const start = await currentPosition(log.db)
    const xid = log.begin()
    log.write(xid, 'u1')
    log.write(xid, 'u1', 'e1')
    log.write(xid, 'u2', 'e2')
    log.write(xid, 'u2', 'e2')
    log.commit(xid)
    expect(await read(log, start)).toMatchObject({ uploads: ['u1'], entries: ['e1', 'e2'], rows: 4 })
  })

  it('starts after everything committed before the position was taken', async () => {
    const log = new ModelLog()
    const xid = log.begin()
    log.write(xid, 'u1', 'e1')
    log.commit(xid)
    const start = await currentPosition(log.db)
    expect(start.seq).toBe(1)
    expect(await read(log, start)).toMatchObject({ entries: [], rows: 0 })
  })
})

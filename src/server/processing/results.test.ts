import { describe, expect, it } from 'vitest'
import type { Queryable, Store } from '../store'
import type { ProcessedEntry } from '../store/entries'
import { ResultBatches, UNSTORABLE } from './results'

/** A store that records the entries it saved and refuses any statement carrying `poison`. */
function fakeStore(poison: string) {
  const saved: ProcessedEntry[] = []
  const query: Queryable['query'] = async (sql, params = []) => {
    if (!sql.includes('UPDATE entries')) return []
    const text = String(params[0])
    if (text.includes(poison)) throw new Error('out of memory')
    saved.push(...(JSON.parse(text) as ProcessedEntry[]))
    return []
  }
  const store: Store = { kind: 'pglite', query, exec: async () => undefined, transaction: (work) => work({ query }), close: async () => undefined }
  return { store, saved }
}

const entry = (id: string, note = ''): ProcessedEntry => ({
  entry_id: id, process_status: 'SUCCESS', errors: [], warnings: [], entry_hash: null, doc: { mainfile: `${id}.json`, note },
})

describe('storing processed entries', () => {
  it('stores the entries of a refused batch one by one, and the one the store refuses as FAILURE', async () => {
    const { store, saved } = fakeStore('POISON')
    const batches = new ResultBatches(store, 'upload', 3, { stopped: () => false })
    for (const result of [entry('a'), entry('b', 'POISON'), entry('c')]) {
      batches.add({ entry: result, identity: { mainfile: `${result.entry_id}.json`, parser_name: 'parsers/archive' }, docBytes: 10 })
    }
    await batches.flush()
    expect(saved.map((stored) => [stored.entry_id, stored.process_status, stored.errors])).toEqual([
      ['a', 'SUCCESS', []],
      ['b', 'FAILURE', [UNSTORABLE]],
      ['c', 'SUCCESS', []],
    ])
  })

  it('flushes by the bytes of the search documents, not only by their number', async () => {
    const { store, saved } = fakeStore('POISON')
    const batches = new ResultBatches(store, 'upload', 2, { stopped: () => false })
    batches.add({ entry: entry('a'), identity: { mainfile: 'a.json', parser_name: 'p' }, docBytes: 9 * 1024 * 1024 })
    // The batch went to the store at once; nothing needed a flush.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(saved.map((stored) => stored.entry_id)).toEqual(['a'])
  })
})

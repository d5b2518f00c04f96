import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { SearchIndex } from '../index/searchIndex'
import { DocumentCache } from './documentCache'
import type { Json } from './entries'

const entry = (id: string, name: string) => ({ entry_id: id, upload_id: 'u1', entry_name: name })

/** A store of documents that counts what the cache asks it for. */
function setup(capacity?: number) {
  const index = new SearchIndex(searchQuantities())
  const store = new Map<string, Json>()
  const asked: string[][] = []
  const write = (id: string, name: string) => {
    store.set(id, entry(id, name))
    index.put(entry(id, name))
  }
  const cache = new DocumentCache(index, async (ids) => {
    asked.push([...ids])
    return ids.flatMap((id): Json[] => {
      const document = store.get(id)
      return document ? [document] : []
    })
  }, capacity)
  return { index, store, asked, write, cache }
}

describe('hit documents by index row', () => {
  it('reads documents once while the entries keep their rows, and answers them in the order asked', async () => {
    const { write, cache, asked } = setup()
    write('a', 'A')
    write('b', 'B')
    expect((await cache.documents(['b', 'a'])).map((d) => d.entry_name)).toEqual(['B', 'A'])
    expect((await cache.documents(['a', 'b'])).map((d) => d.entry_name)).toEqual(['A', 'B'])
    expect(asked).toEqual([['b', 'a']])
  })

  it('reads an entry again once it has a new row (a write changed it)', async () => {
    const { write, cache, asked } = setup()
    write('a', 'A')
    await cache.documents(['a'])
    write('a', 'A renamed')
    expect((await cache.documents(['a']))[0].entry_name).toBe('A renamed')
    expect(asked).toEqual([['a'], ['a']])
  })

  it('does not keep documents of entries that are not in the index, and leaves out what the store lacks', async () => {
    const { write, cache, asked, index, store } = setup()
    write('a', 'A')
    index.remove('a')
    store.set('x', entry('x', 'X'))
    expect((await cache.documents(['a', 'x', 'gone'])).map((d) => d.entry_id)).toEqual(['a', 'x'])
    await cache.documents(['a'])
    expect(asked).toEqual([['a', 'x', 'gone'], ['a']])
    expect(cache.size).toBe(0)
  })

  it('drops the least recently used documents beyond its capacity', async () => {
    const { write, cache, asked } = setup(2)
    for (const id of ['a', 'b', 'c']) write(id, id.toUpperCase())
    await cache.documents(['a', 'b'])
    await cache.documents(['a'])
    await cache.documents(['c'])
    expect(cache.size).toBe(2)
    await cache.documents(['a'])
    await cache.documents(['b'])
    expect(asked).toEqual([['a', 'b'], ['c'], ['b']])
  })
})

import { describe, expect, it, vi } from 'vitest'
import { Bits } from '../index/bits'
import { aggregate, AggregationFailure } from './index'
import type { JsonObject } from './index'
import { bruteBuckets, bruteMetrics, buildIndex, compareKeys, finite, generate, request, rowsWhere, valuesAt } from './testing'
import type { Doc } from './testing'

const { index, alive } = buildIndex(generate(400))
const everything = rowsWhere(index, alive)
const isPublished = (doc: Doc) => doc.published === true
const published = rowsWhere(index, alive, isPublished)
const docs = (keep: (doc: Doc) => boolean = () => true) => [...alive.values()].filter(keep)
const GAP = 'results.properties.electronic.band_gap'

type Key = string | number | boolean
const same = (value: unknown): Key => value as Key

async function run(raw: Record<string, unknown>, matches: Bits = everything, hooks = {}): Promise<JsonObject> {
  const answer = await aggregate(index, request(index, raw), matches, hooks)
  expect(finite(answer)).toBe(true)
  return (Object.values(answer)[0] ?? {}) as JsonObject
}

/** NOMAD's buckets by brute force: ranked by nested documents, then value. */
function expected(quantity: string, keep: (doc: Doc) => boolean, size: number, options: { nested?: string; key?: (value: unknown) => Key; metrics?: string[] } = {}) {
  const buckets = bruteBuckets(docs(keep), quantity, options.nested, options.key ?? same)
  buckets.sort((a, b) => b.nested - a.nested || compareKeys(a.value, b.value))
  return buckets.slice(0, size).map((bucket) => ({
    count: bucket.entries.length,
    nested_count: bucket.nested,
    ...(options.metrics && { metrics: bruteMetrics(bucket.entries, options.metrics) }),
    value: bucket.value,
  }))
}

describe('terms', () => {
  it('counts the matching entries per element, most first, ties by value, with the request echoed', async () => {
    const answer = await run({ terms: { quantity: 'results.material.elements', size: 119 } }, published)
    expect(answer).toEqual({
      quantity: 'results.material.elements',
      exclude_from_search: false,
      metrics: [],
      size: 119,
      data: expected('results.material.elements', isPublished, 119),
    })
  })

  it('counts replacements and leaves out removed entries', async () => {
    const { data } = await run({ terms: { quantity: 'results.method.simulation.program_name' } })
    const replaced = docs().filter((doc) => valuesAt(doc, 'results.method.simulation.program_name')[0] === 'replaced').length
    expect(replaced).toBeGreaterThan(0)
    expect(data).toContainEqual({ count: replaced, nested_count: replaced, value: 'replaced' })
    const total = (data as JsonObject[]).reduce((sum, bucket) => sum + (bucket.count as number), 0)
    expect(total).toBe(alive.size)
  })

  it('keeps the `size` best values', async () => {
    const { data } = await run({ terms: { quantity: 'results.material.elements', size: 3 } })
    expect(data).toEqual(expected('results.material.elements', () => true, 3))
  })

  it('counts entries and nested documents of a quantity inside a nested path', async () => {
    const { data } = await run({ terms: { quantity: `${GAP}.type`, metrics: ['n_entries', 'n_uploads'] } })
    const want = expected(`${GAP}.type`, () => true, 2, { nested: GAP, metrics: ['n_entries', 'n_uploads'] })
    expect(data).toEqual(want)
    expect(want.some((bucket) => bucket.nested_count > bucket.count)).toBe(true)
  })

  it('answers booleans as true/false and integers as numbers', async () => {
    expect((await run({ terms: { quantity: 'published' } })).data).toEqual(expected('published', () => true, 10))
    expect((await run({ terms: { quantity: 'results.material.n_elements' } })).data).toEqual(expected('results.material.n_elements', () => true, 10))
  })

  it('gives the metrics of every bucket', async () => {
    const metrics = ['n_entries', 'n_uploads', 'n_materials', 'n_authors', 'n_quantities', 'n_calculations']
    const answer = await run({ terms: { quantity: 'results.method.simulation.program_name', metrics } }, published)
    expect(answer.data).toEqual(expected('results.method.simulation.program_name', isPublished, 10, { metrics }))
  })

  it('filters by a substring or by exact values, without zero-count values', async () => {
    const { data: containing } = await run({ terms: { quantity: 'results.method.simulation.program_name', include: 'i' } })
    expect(containing).toEqual(expected('results.method.simulation.program_name', () => true, 10).filter((b) => String(b.value).includes('i')))
    const { data: listed } = await run({ terms: { quantity: 'results.method.simulation.program_name', include: ['VASP', 'CASTEP'] } })
    expect(listed).toEqual(expected('results.method.simulation.program_name', () => true, 10).filter((b) => b.value === 'VASP'))
    const { data: numbers } = await run({ terms: { quantity: 'results.material.n_elements', include: ['2', '3'] } })
    expect((numbers as JsonObject[]).map((b) => b.value).sort()).toEqual([2, 3])
  })

  it('answers no buckets without matching entries or when no entry has the quantity', async () => {
    expect((await run({ terms: { quantity: 'results.material.elements' } }, new Bits(index.root.rows))).data).toEqual([])
    expect((await run({ terms: { quantity: 'results.material.symmetry.crystal_system' } })).data).toEqual([])
    expect(await run({ terms: { quantity: 'results.material.symmetry.crystal_system', pagination: { page_size: 5 } } })).toMatchObject({ data: [], pagination: { total: 0 } })
  })

  it('refuses a substring include on a number quantity as Elasticsearch does', async () => {
    const failure = await Promise.resolve()
      .then(() => aggregate(index, request(index, { terms: { quantity: 'results.material.n_elements', include: '2' } }), everything))
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AggregationFailure)
    expect(failure).toMatchObject({ status: 400 })
  })
})

describe('terms pagination', () => {
  async function walk(raw: Record<string, unknown>, pagination: Record<string, unknown>) {
    const pages: JsonObject[] = []
    let after: string | undefined
    for (let i = 0; i < 100; i++) {
      const page = await run({ terms: { ...raw, pagination: { ...pagination, ...(after !== undefined && { page_after_value: after }) } } })
      pages.push(page)
      const next = (page.pagination as JsonObject).next_page_after_value
      if (next === undefined) break
      after = next as string
    }
    return pages
  }

  it.each(['asc', 'desc'] as const)('pages through all values in value order (%s), counting distinct values', async (order) => {
    const pages = await walk({ quantity: 'upload_id', metrics: ['n_entries'] }, { page_size: 4, order })
    const all = bruteBuckets(docs(), 'upload_id', undefined, same).sort((a, b) => compareKeys(a.value, b.value))
    if (order === 'desc') all.reverse()
    expect(pages.flatMap((page) => page.data as JsonObject[])).toEqual(
      all.map((b) => ({ count: b.entries.length, nested_count: b.nested, metrics: { n_entries: b.entries.length }, value: b.value })),
    )
    // As Elasticsearch's composite aggregation: a cursor after every page with values, none after the empty one.
    expect(all.length).toBe(9)
    expect(pages.map((page) => (page.data as JsonObject[]).length)).toEqual([4, 4, 1, 0])
    expect(pages[0].pagination).toEqual({ page_size: 4, order, total: 9, next_page_after_value: String(all[3].value) })
    expect(pages[3].pagination).toEqual({ page_size: 4, order, page_after_value: String(all[8].value), total: 9 })
  })

  /** Entries per (upload, author) pair, in the order asked. */
  function pairs(order: 'asc' | 'desc') {
    const found = new Map<string, { upload: string; user: string; count: number }>()
    for (const doc of docs()) {
      for (const user of new Set(valuesAt(doc, 'authors.user_id') as string[])) {
        const key = `${doc.upload_id}:${user}`
        const pair = found.get(key) ?? { upload: doc.upload_id, user, count: 0 }
        pair.count++
        found.set(key, pair)
      }
    }
    const sign = order === 'asc' ? 1 : -1
    return [...found.values()].sort((a, b) => sign * (compareKeys(a.upload, b.upload) || compareKeys(a.user, b.user)))
  }
  const asBuckets = (list: ReturnType<typeof pairs>) => list.map((p) => ({ count: p.count, nested_count: p.count, value: p.user }))

  it('pages through number values, starting after the cursor', async () => {
    const values = bruteBuckets(docs(), 'results.material.n_elements', undefined, same).map((b) => b.value as number).sort((a, b) => b - a)
    const pages = await walk({ quantity: 'results.material.n_elements' }, { page_size: 3, order: 'desc' })
    expect(pages.flatMap((page) => (page.data as JsonObject[]).map((b) => b.value))).toEqual(values)
    const after = await run({ terms: { quantity: 'results.material.n_elements', pagination: { page_size: 100, page_after_value: '3' } } })
    expect((after.data as JsonObject[]).map((b) => b.value)).toEqual(values.filter((v) => v > 3).reverse())
    const booleans = await run({ terms: { quantity: 'published', pagination: { page_size: 1, page_after_value: 'false' } } })
    expect(booleans).toMatchObject({ data: [{ value: true }], pagination: { total: 2, next_page_after_value: 'true' } })
  })

  it('pages through (order value, value) pairs when ordered by another quantity', async () => {
    const pages = await walk({ quantity: 'authors.user_id' }, { page_size: 5, order_by: 'upload_id', order: 'desc' })
    const want = pairs('desc')
    expect(pages.flatMap((page) => page.data as JsonObject[])).toEqual(asBuckets(want))
    expect(pages[0].pagination).toMatchObject({ next_page_after_value: `${want[4].upload}:${want[4].user}`, total: 5 })
  })

  it('reads a cursor without ":" as the order value alone and refuses one with two', async () => {
    const page = await run({ terms: { quantity: 'authors.user_id', pagination: { page_size: 100, order_by: 'upload_id', page_after_value: 'upload_7' } } })
    const want = pairs('asc').filter((p) => p.upload >= 'upload_7')
    expect(want.length).toBeGreaterThan(0)
    expect(page.data).toEqual(asBuckets(want))
    expect(page.pagination).toMatchObject({ page_after_value: 'upload_7' })
    const failure = await Promise.resolve()
      .then(() => aggregate(index, request(index, { terms: { quantity: 'authors.user_id', pagination: { order_by: 'upload_id', page_after_value: 'a:b:c' } } }), everything))
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ status: 422, detail: [{ loc: [['aggregations', 'a', 'terms', 'pagination', 'page_after_value']], msg: 'The pager_after_value has not the right format.' }] })
  })
})

describe('terms entries', () => {
  const ids = index.column('entry_id')
  /** Alive documents in index row order: the order example hits are taken in. */
  const byRow: Doc[] = []
  index.aliveRows().forEach((row) => {
    if (ids?.kind === 'keyword') byRow.push(alive.get(ids.dictionary[ids.items.data[ids.starts.data[row]]]) as Doc)
  })
  const documents = vi.fn(async (entryIds: readonly string[]) => entryIds.map((id) => alive.get(id)))

  it('loads example entries per bucket once, with required applied', async () => {
    documents.mockClear()
    const answer = await run({ terms: { quantity: 'results.method.simulation.program_name', size: 2, entries: { size: 2, required: { include: ['entry_id', 'upload_id'] } } } }, everything, { documents })
    expect(documents).toHaveBeenCalledTimes(1)
    for (const bucket of answer.data as JsonObject[]) {
      const want = byRow.filter((doc) => valuesAt(doc, 'results.method.simulation.program_name')[0] === bucket.value).slice(0, 2)
      expect(bucket.entries).toEqual(want.map((doc) => ({ entry_id: doc.entry_id, upload_id: doc.upload_id })))
    }
  })

  it('answers nested documents wrapped in their path for a nested quantity', async () => {
    const answer = await run({ terms: { quantity: `${GAP}.type`, entries: { size: 1 } } }, published, { documents })
    for (const bucket of answer.data as JsonObject[]) {
      const item = byRow.filter(isPublished).flatMap((doc) => valuesAt(doc, GAP)).find((gap) => (gap as JsonObject).type === bucket.value)
      expect(bucket.entries).toEqual([{ [GAP]: item }])
    }
  })
})

describe('an index that changes between searches', () => {
  it('counts rows added after an earlier aggregation, also when a quantity starts to hold lists', async () => {
    const more = generate(60, 99).map((doc, i) => ({ ...doc, entry_id: `later_${i}` }))
    const { index: growing, alive: live } = buildIndex(generate(100, 5))
    const terms = { terms: { quantity: 'results.method.simulation.program_name', size: 20 } }
    const count = async () => (Object.values(await aggregate(growing, request(growing, terms), rowsWhere(growing, live)))[0] as JsonObject).data
    const want = () => {
      const buckets = bruteBuckets(live.values(), 'results.method.simulation.program_name', undefined, same)
      return buckets.sort((a, b) => b.nested - a.nested || compareKeys(a.value, b.value)).map((b) => ({ count: b.entries.length, nested_count: b.nested, value: b.value }))
    }
    expect(await count()).toEqual(want())
    for (const doc of more) {
      growing.put(doc)
      live.set(doc.entry_id, doc)
    }
    const listed: Doc = { ...more[0], entry_id: 'listed', results: { method: { simulation: { program_name: ['VASP', 'exciting'] } } } }
    growing.put(listed)
    live.set('listed', listed)
    expect(await count()).toEqual(want())
  })
})

// Pagination of hits (reference §2.5): walks with page_after_value in every kind of
// order, page and page_offset, page_size 0, next_page_after_value as `<sort value>:<id>`,
// NOMAD's 422 texts, and the 400 for a page_after_value the index cannot read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ms, searchFixture, valueAt, xyz, type Doc, type SearchFixture } from '../helpers/searchFixtures'

let f: SearchFixture
beforeAll(async () => {
  f = await searchFixture()
}, 120_000)
afterAll(() => f.dispose())

const DATES = new Set(['upload_create_time', 'entry_create_time', 'last_processing_time', 'publish_time'])
type Key = string | number | undefined

function sortKey(doc: Doc, orderBy: string): Key {
  const value = valueAt(doc, orderBy)
  if (value === undefined || value === null) return undefined
  if (DATES.has(orderBy)) return ms(value)
  return typeof value === 'boolean' ? Number(value) : (value as string | number)
}

/** All visible entry ids in the order NOMAD sorts them: the key, then the id in the same direction, no value last. */
function ordered(orderBy: string, order: 'asc' | 'desc' = 'asc'): string[] {
  const sign = order === 'asc' ? 1 : -1
  const compare = (a: Key, b: Key) => (a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : (a < b ? -1 : 1) * sign)
  return [...f.docs.values()]
    .sort((a, b) => compare(sortKey(a, orderBy), sortKey(b, orderBy)) || (compare(a.entry_id as string, b.entry_id as string)))
    .map((doc) => doc.entry_id as string)
}

interface Page { ids: string[]; total: number; next?: string }

async function page(pagination: Record<string, unknown>): Promise<Page> {
  const { status, body } = await f.search('alice', { owner: 'visible', pagination, required: { include: ['entry_id'] } })
  expect(status, JSON.stringify(body)).toBe(200)
  return { ids: (body.data as Doc[]).map((hit) => hit.entry_id as string), total: body.pagination.total, next: body.pagination.next_page_after_value }
}

/** Follows next_page_after_value to the end; `between` runs after each page. */
async function walk(pagination: Record<string, unknown>, between: (pageNumber: number) => Promise<void> = async () => undefined) {
  const ids: string[] = []
  const totals: number[] = []
  let after: string | undefined
  for (let n = 1; n <= 100; n++) {
    const current = await page({ ...pagination, ...(after && { page_after_value: after }) })
    ids.push(...current.ids)
    totals.push(current.total)
    after = current.next
    if (!after) break
    await between(n)
  }
  return { ids, totals }
}

describe('walking with page_after_value', () => {
  it.each([
    ['entry_id', 'asc'],
    ['entry_id', 'desc'],
    ['entry_name', 'asc'],
    ['entry_name', 'desc'],
    ['results.material.n_elements', 'asc'],
    ['results.material.n_elements', 'desc'],
    ['upload_create_time', 'desc'],
    ['upload_create_time', 'asc'],
    ['published', 'asc'],
  ] as const)('ordered by %s %s: every entry once, in order, with a constant total', async (orderBy, order) => {
    const { ids, totals } = await walk({ order_by: orderBy, order, page_size: 4 })
    expect(ids).toEqual(ordered(orderBy, order))
    expect(new Set(totals)).toEqual(new Set([f.docs.size]))
  })

  it('the fixture has entries without n_elements and ties in the keys', () => {
    const values = [...f.docs.values()].map((doc) => sortKey(doc, 'results.material.n_elements'))
    expect(values).toContain(undefined)
    expect(new Set(values).size).toBeLessThan(values.length)
  })

  it('pages in the default order of the Entries app (upload_create_time desc, 20 a page)', async () => {
    const first = await page({ order_by: 'upload_create_time', order: 'desc', page_size: 20 })
    expect(first.ids).toEqual(ordered('upload_create_time', 'desc').slice(0, 20))
  })
})

describe('next_page_after_value', () => {
  const second = (orderBy: string, order: 'asc' | 'desc') => f.docs.get(ordered(orderBy, order)[1])!

  it('is the last id when ordered by the id', async () => {
    expect((await page({ page_size: 2 })).next).toBe(ordered('entry_id')[1])
  })

  it.each([
    ['a keyword', 'entry_name', 'asc'],
    ['a number', 'results.material.n_elements', 'asc'],
    ['a date, in epoch ms', 'upload_create_time', 'desc'],
  ] as const)('is <sort value>:<id> for %s', async (_kind, orderBy, order) => {
    const last = second(orderBy, order)
    expect((await page({ order_by: orderBy, order, page_size: 2 })).next).toBe(`${sortKey(last, orderBy)}:${last.entry_id}`)
  })

  it('is absent on the last page and when the page is not full', async () => {
    expect((await page({ page_size: f.docs.size })).next).toBeUndefined()
    expect((await page({ page_size: f.docs.size + 5 })).next).toBeUndefined()
  })

  it('a value without ":" is read as "<value>:" when ordered by another quantity', async () => {
    const order = ordered('results.material.n_elements')
    const firstWithTwo = order.findIndex((id) => sortKey(f.docs.get(id)!, 'results.material.n_elements') === 2)
    expect((await page({ order_by: 'results.material.n_elements', page_after_value: '2', page_size: 3 })).ids).toEqual(order.slice(firstWithTwo, firstWithTwo + 3))
  })

  it('after the last entry, the page is empty', async () => {
    const last = ordered('entry_id').at(-1)!
    expect(await page({ page_after_value: last })).toMatchObject({ ids: [], total: f.docs.size })
  })
})

describe('page and page_offset', () => {
  it.each([
    [{ page: 1, page_size: 5 }, 0, 5],
    [{ page: 3, page_size: 5 }, 10, 15],
    [{ page_offset: 7, page_size: 5 }, 7, 12],
    [{ page_offset: 0, page: 2, page_size: 5 }, 5, 10],
    [{ page: 2, page_size: 5, order_by: 'upload_create_time', order: 'desc' }, 5, 10],
    [{ page_offset: 26, page_size: 5, order_by: 'results.material.n_elements' }, 26, 31],
  ])('%j answers the entries %i to %i of the order', async (pagination, from, to) => {
    const { ids, total } = await page(pagination)
    expect(ids).toEqual(ordered((pagination as { order_by?: string }).order_by ?? 'entry_id', (pagination as { order?: 'desc' }).order ?? 'asc').slice(from, to))
    expect(total).toBe(f.docs.size)
  })

  it('a page past the end is empty', async () => {
    expect(await page({ page: 50, page_size: 5 })).toMatchObject({ ids: [], total: f.docs.size })
  })

  it('page_size 0 answers the total and no hits', async () => {
    const { status, body } = await f.search('alice', { owner: 'visible', pagination: { page_size: 0 } })
    expect(status).toBe(200)
    expect(body.data).toEqual([])
    expect(body.pagination).toEqual({ page_size: 0, order_by: 'entry_id', order: 'asc', total: f.docs.size })
  })

  it('mainfile_path orders by mainfile', async () => {
    const { status, body } = await f.search('alice', { owner: 'visible', pagination: { order_by: 'mainfile_path', page_size: 100 }, required: { include: ['mainfile'] } })
    expect(status).toBe(200)
    expect(body.pagination.order_by).toBe('mainfile')
    expect((body.data as Doc[]).map((hit) => hit.entry_id)).toEqual(ordered('mainfile'))
  })
})

describe('bad pagination', () => {
  it.each([
    [{ page_size: -1 }, 'page_size must be >= 0'],
    [{ page: 1000, page_size: 10 }, 'Pagination by `page` is limited to 10.000 entries.'],
    [{ page_offset: 9995, page_size: 10 }, 'Page offset plus page size has to be smaller than 10,000'],
    [{ page: 2, page_offset: 3 }, 'Can only specify one of: page_offset, page, or page_after_value'],
    [{ page: 2, page_after_value: 'x' }, 'Can only specify one of: page_offset, page, or page_after_value'],
    [{ page_size: 0, page: 1 }, 'Cannot specify page when page_size is set to 0'],
    [{ page_size: 0, page_after_value: 'x' }, 'Cannot specify page_after_value when page_size is set to 0'],
    [{ order_by: 'results.material.foo' }, 'results.material.foo is not a doc quantity'],
    [{ order_by: 'results.material.elements' }, 'the order_by quantity must be a scalar'],
    [{ order: 'up' }, "'asc'"],
    [{ page_size: 'ten' }, 'value is not a valid integer'],
  ])('%j → 422', async (pagination, text) => {
    const { status, body } = await f.search('alice', { owner: 'visible', pagination })
    expect(status).toBe(422)
    expect(body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ msg: expect.stringContaining(text), loc: expect.arrayContaining(['body', 'pagination']) })]))
  })

  it.each([
    ['a number', 'results.material.n_elements', 'two:abc'],
    ['a date', 'upload_create_time', 'yesterday:abc'],
  ])('a page_after_value whose sort value is not %s → 400', async (_kind, orderBy, after) => {
    const { status, body } = await f.search('alice', { owner: 'visible', pagination: { order_by: orderBy, page_after_value: after } })
    expect(status).toBe(400)
    expect(body.detail).toMatch(/^Elasticsearch could not process your query: /)
  })
})

describe('walking while entries are added', () => {
  it('repeats nothing already walked and skips nothing that existed at the start', async () => {
    const before = new Set(f.docs.keys())
    const added: string[] = []
    const { ids } = await walk({ page_size: 5 }, async (n) => {
      if (n !== 2) return
      const key = 'added-while-walking'
      await f.addUpload({ key, name: 'Added while walking', author: 'alice', files: { 'a.xyz': xyz('He'), 'b.xyz': xyz('Ne'), 'c.xyz': xyz('Ar'), 'm/d.xyz': xyz('Kr') } })
      added.push(...['a.xyz', 'b.xyz', 'c.xyz', 'm/d.xyz'].map((mainfile) => f.id(key, mainfile)))
    })
    expect(added).toHaveLength(4)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of before) expect(ids).toContain(id)
    for (const id of ids) expect(before.has(id) || added.includes(id)).toBe(true)
    // Ordered by id, new entries after the cursor show up, those before it do not.
    const cursorAfterPage2 = ordered('entry_id').filter((id) => before.has(id))[9]
    for (const id of added) expect(ids.includes(id)).toBe(id > cursorAfterPage2)
  }, 60_000)
})

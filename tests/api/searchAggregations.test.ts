// Aggregations (reference §2.7) over real processed entries: terms (size, include,
// booleans, exclude_from_search, pagination, entries and metrics per bucket, nested
// counts), histogram (interval, buckets with the min/max pass, extended bounds, dates),
// date_histogram, min_max and statistics. Every count is computed by brute force over
// the entries' metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchQuantities } from '../../src/core/metainfo'
import { eV, itemsAt, ms, searchFixture, valuesAt, type Doc, type SearchFixture } from '../helpers/searchFixtures'

let f: SearchFixture
let docs: Doc[]
beforeAll(async () => {
  f = await searchFixture()
  docs = [...f.docs.values()]
}, 120_000)
afterAll(() => f.dispose())

type Aggregation = Record<string, unknown>
interface Bucket { value: unknown; count: number; nested_count: number; metrics?: Record<string, number>; entries?: Doc[] }

/** POST /entries/query as alice (owner visible: every entry) with aggregations only. */
async function aggregate(aggregations: Record<string, Aggregation>, query: unknown = {}) {
  const answer = await f.search('alice', { owner: 'visible', query, aggregations, pagination: { page_size: 0 }, required: { include: [] } })
  return answer
}

async function one(type: string, request: Record<string, unknown>, query: unknown = {}) {
  const { status, body } = await aggregate({ it: { [type]: request } }, query)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.aggregations.it[type] as { data: unknown; [key: string]: unknown }
}

const where = (predicate: (doc: Doc) => boolean) => docs.filter(predicate)

/** value → [entries with it, values in all entries] (a list quantity counts an entry once per value). */
function countsOf(selected: Doc[], path: string): Map<unknown, { count: number; nested: number }> {
  const counts = new Map<unknown, { count: number; nested: number }>()
  for (const doc of selected) {
    const values = valuesAt(doc, path)
    for (const value of values) {
      const entry = counts.get(value) ?? { count: 0, nested: 0 }
      entry.nested += 1
      counts.set(value, entry)
    }
    for (const value of new Set(values)) counts.get(value)!.count += 1
  }
  return counts
}

const nonEmpty = (data: Bucket[]) => data.filter((bucket) => bucket.count > 0)
const asMap = (data: Bucket[]) => new Map(nonEmpty(data).map((bucket) => [bucket.value, bucket.count]))
const expectedMap = (selected: Doc[], path: string) => new Map([...countsOf(selected, path)].map(([value, { count }]) => [value, count]))

describe('terms', () => {
  it('counts the entries of each value of a list quantity, most first', async () => {
    const terms = await one('terms', { quantity: 'results.material.elements', size: 119 })
    const data = terms.data as Bucket[]
    expect(asMap(data)).toEqual(expectedMap(docs, 'results.material.elements'))
    for (const bucket of data) expect(bucket.nested_count).toBe(bucket.count)
    const counts = data.map((bucket) => bucket.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(terms).toMatchObject({ quantity: 'results.material.elements', exclude_from_search: false, metrics: [], size: 119 })
  })

  it('answers the size values with the most entries', async () => {
    const terms = await one('terms', { quantity: 'entry_type', size: 2 })
    const expected = [...expectedMap(docs, 'entry_type')].sort((a, b) => b[1] - a[1]).slice(0, 2)
    expect(expected[1][1]).toBeGreaterThan([...expectedMap(docs, 'entry_type')].sort((a, b) => b[1] - a[1])[2][1])
    expect((terms.data as Bucket[]).map((bucket) => [bucket.value, bucket.count])).toEqual(expected)
  })

  it('sizes an enum quantity by its values and any other by 10 by default', async () => {
    const structural = searchQuantities()['results.material.structural_type'].type
    expect((await one('terms', { quantity: 'results.material.structural_type' })).size).toBe((structural?.type_data as string[]).length)
    const uploads = await one('terms', { quantity: 'upload_id' })
    expect(uploads.size).toBe(10)
    expect(asMap(uploads.data as Bucket[])).toEqual(expectedMap(docs, 'upload_id'))
  })

  it('include as a string keeps the values containing it', async () => {
    const data = (await one('terms', { quantity: 'results.material.elements', size: 119, include: 'C' })).data as Bucket[]
    const expected = new Map([...expectedMap(docs, 'results.material.elements')].filter(([value]) => String(value).includes('C')))
    expect(expected.size).toBeGreaterThan(1)
    expect(asMap(data)).toEqual(expected)
  })

  it('include as a list counts exactly those values that occur', async () => {
    const data = (await one('terms', { quantity: 'results.material.elements', include: ['H', 'Na', 'Xe'] })).data as Bucket[]
    const all = expectedMap(docs, 'results.material.elements')
    expect(asMap(data)).toEqual(new Map([['H', all.get('H')], ['Na', all.get('Na')]]))
    for (const bucket of data) expect(['H', 'Na', 'Xe']).toContain(bucket.value)
  })

  it('answers booleans as true and false', async () => {
    const data = (await one('terms', { quantity: 'published' })).data as Bucket[]
    expect(asMap(data)).toEqual(new Map([[true, where((doc) => doc.published === true).length], [false, where((doc) => doc.published === false).length]]))
  })

  it('counts entries and nested documents of a nested quantity', async () => {
    const path = 'results.properties.electronic.band_gap.type'
    const data = (await one('terms', { quantity: path })).data as Bucket[]
    const expected = countsOf(docs, path)
    expect(nonEmpty(data).map((b) => [b.value, b.count, b.nested_count]).sort()).toEqual([...expected].map(([value, c]) => [value, c.count, c.nested]).sort())
    expect(data.some((bucket) => bucket.nested_count > bucket.count)).toBe(true)
  })

  it('adds metrics per bucket', async () => {
    const data = (await one('terms', { quantity: 'upload_id', metrics: ['n_entries', 'n_materials', 'n_quantities'] })).data as Bucket[]
    for (const bucket of data) {
      const inUpload = where((doc) => doc.upload_id === bucket.value)
      expect(bucket.metrics, String(bucket.value)).toEqual({
        n_entries: inUpload.length,
        n_materials: new Set(inUpload.flatMap((doc) => valuesAt(doc, 'results.material.material_id'))).size,
        n_quantities: inUpload.reduce((sum, doc) => sum + ((doc.n_quantities as number) ?? 0), 0),
      })
    }
  })

  it('adds example entries per bucket, with their required fields', async () => {
    const data = (await one('terms', { quantity: 'upload_id', entries: { size: 2, required: { include: ['entry_id', 'upload_id'] } } })).data as Bucket[]
    expect(data.length).toBe(Object.keys(f.uploads).length)
    for (const bucket of data) {
      expect(bucket.entries!.length).toBe(Math.min(2, bucket.count))
      for (const entry of bucket.entries!) {
        expect(entry.upload_id).toBe(bucket.value)
        expect(f.docs.get(entry.entry_id as string)?.upload_id).toBe(bucket.value)
        expect(entry).not.toHaveProperty('mainfile')
      }
    }
  })

  it('counts only the entries matching the query', async () => {
    const query = { entry_type: 'XYZ' }
    const data = (await one('terms', { quantity: 'results.material.elements', size: 119 }, query)).data as Bucket[]
    expect(asMap(data)).toEqual(expectedMap(where((doc) => doc.entry_type === 'XYZ'), 'results.material.elements'))
  })

  it('counts only the entries the owner shows the caller', async () => {
    const { body } = await f.search('anonymous', { aggregations: { it: { terms: { quantity: 'upload_id' } } }, pagination: { page_size: 0 } })
    const visible = where((doc) => doc.published === true && doc.with_embargo === false)
    expect(asMap(body.aggregations.it.terms.data)).toEqual(expectedMap(visible, 'upload_id'))
  })

  describe('exclude_from_search', () => {
    const query = { 'entry_type:any': ['XYZ'], published: true }
    const published = () => where((doc) => doc.published === true)
    const matching = () => published().filter((doc) => doc.entry_type === 'XYZ')

    it('ignores the criteria on its own quantity, and only for itself', async () => {
      const { status, body } = await f.search('alice', {
        owner: 'visible',
        query,
        aggregations: {
          facet: { terms: { quantity: 'entry_type', exclude_from_search: true } },
          plain: { terms: { quantity: 'entry_type' } },
          other: { terms: { quantity: 'results.material.n_elements' } },
        },
        pagination: { page_size: 100 },
      })
      expect(status, JSON.stringify(body)).toBe(200)
      expect(asMap(body.aggregations.facet.terms.data)).toEqual(expectedMap(published(), 'entry_type'))
      expect(asMap(body.aggregations.plain.terms.data)).toEqual(expectedMap(matching(), 'entry_type'))
      expect(asMap(body.aggregations.other.terms.data)).toEqual(expectedMap(matching(), 'results.material.n_elements'))
      expect(body.pagination.total).toBe(matching().length)
      expect(body.data.map((hit: Doc) => hit.entry_id).sort()).toEqual(matching().map((doc) => doc.entry_id).sort())
    })

    it('keeps the sibling values visible under an and of the GUI\'s filters', async () => {
      const data = (await one('terms', { quantity: 'entry_type', exclude_from_search: true }, { and: [{}, query] })).data as Bucket[]
      expect(asMap(data)).toEqual(expectedMap(published(), 'entry_type'))
    })
  })

  describe('pagination', () => {
    it('walks all values in value order with the number of distinct values as total', async () => {
      const expected = [...expectedMap(docs, 'upload_id')].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1))
      const seen: [unknown, number][] = []
      let after: string | undefined
      for (let i = 0; i < 10; i++) {
        const terms = await one('terms', { quantity: 'upload_id', pagination: { page_size: 3, ...(after && { page_after_value: after }) } })
        const pagination = terms.pagination as { total: number; next_page_after_value?: string }
        expect(pagination.total).toBe(expected.length)
        seen.push(...(terms.data as Bucket[]).map((bucket) => [bucket.value, bucket.count] as [unknown, number]))
        after = pagination.next_page_after_value
        if (!after) break
      }
      expect(seen).toEqual(expected)
    })

    it.each([
      ['with a size', { big: { terms: { quantity: 'upload_id', size: 3, pagination: { page_size: 3 } } } }, /^You cannot paginate and provide an extra size parameter\.$/],
      ['beside an exclude_from_search aggregation', {
        big: { terms: { quantity: 'upload_id', pagination: { page_size: 3 } } },
        facet: { terms: { quantity: 'entry_type', exclude_from_search: true } },
      }, /^aggregation pagination cannot be used with exclude_from_search in the same request$/i],
    ])('is refused %s (422)', async (_title, aggregations, msg) => {
      const { status, body } = await aggregate(aggregations)
      expect(status).toBe(422)
      expect(body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ msg: expect.stringMatching(msg) })]))
    })
  })

  it.each([
    ['a quantity that is not aggregatable', { quantity: 'text_search_contents' }, 'The aggregation quantity cannot be used in a terms aggregation.'],
    ['an unknown quantity', { quantity: 'results.material.foo' }, 'results.material.foo is not a doc quantity'],
    ['an unknown metric', { quantity: 'upload_id', metrics: ['n_things'] }, 'metric must be the qualified name of a suitable search quantity'],
    ['an include that is no plain substring', { quantity: 'upload_id', include: 'a.*' }, 'regex'],
  ])('refuses %s (422)', async (_title, request, msg) => {
    const { status, body } = await aggregate({ it: { terms: request } })
    expect(status).toBe(422)
    expect(body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ msg: expect.stringContaining(msg) })]))
  })
})

describe('histogram', () => {
  const SITES = 'results.properties.structures.structure_original.n_sites'
  const GAP = 'results.properties.electronic.band_gap.value'
  const numbers = (path: string, selected = docs) => selected.flatMap((doc) => valuesAt(doc, path)).filter((v): v is number => typeof v === 'number')
  /** Buckets from the lowest to the highest value, empty ones included, each valued by its lower bound. */
  function expectedBuckets(values: number[], interval: number, offset = 0) {
    const index = (v: number) => Math.floor((v - offset) / interval)
    const low = Math.min(...values.map(index))
    const high = Math.max(...values.map(index))
    return Array.from({ length: high - low + 1 }, (_, k) => {
      const count = values.filter((v) => index(v) === low + k).length
      return { value: offset + (low + k) * interval, count }
    })
  }
  const shape = (data: Bucket[]) => data.map((bucket) => ({ value: bucket.value, count: bucket.count }))

  it('with an interval: every bucket from min to max, empty ones with count 0', async () => {
    const histogram = await one('histogram', { quantity: SITES, interval: 2 })
    const expected = expectedBuckets(numbers(SITES), 2)
    expect(expected.some((bucket) => bucket.count === 0)).toBe(true)
    expect(shape(histogram.data as Bucket[])).toEqual(expected)
    expect(histogram).toMatchObject({ quantity: SITES, interval: 2, metrics: [], exclude_from_search: false })
  })

  it('with buckets: a min/max pass, a ceiled interval for integers and offset = min', async () => {
    const values = numbers(SITES)
    const [min, max] = [Math.min(...values), Math.max(...values)]
    const interval = Math.ceil((max - min) / 5)
    const histogram = await one('histogram', { quantity: SITES, buckets: 5 })
    expect(histogram).toMatchObject({ interval, buckets: 5, offset: min })
    expect(shape(histogram.data as Bucket[])).toEqual(expectedBuckets(values, interval, min))
  })

  it('with buckets and extended bounds that widen min and max', async () => {
    const histogram = await one('histogram', { quantity: SITES, buckets: 5, extended_bounds: { min: 0, max: 20 } })
    expect(histogram).toMatchObject({ interval: 4, offset: 0 })
    const data = shape(histogram.data as Bucket[])
    expect(data.filter((bucket) => bucket.count > 0)).toEqual(expectedBuckets(numbers(SITES), 4, 0).filter((bucket) => bucket.count > 0))
  })

  it('with buckets on floats: interval ((1+1e-12)·max − min)/buckets; nested values counted one by one', async () => {
    const values = numbers(GAP)
    const [min, max] = [Math.min(...values), Math.max(...values)]
    const histogram = await one('histogram', { quantity: GAP, buckets: 3 })
    const interval = histogram.interval as number
    expect(interval / (((1 + 1e-12) * max - min) / 3)).toBeCloseTo(1, 9)
    expect(histogram.offset).toBe(min)
    const data = histogram.data as Bucket[]
    expect(data.map((bucket) => bucket.count)).toEqual(expectedBuckets(values, interval, min).map((bucket) => bucket.count))
    expect(data.reduce((sum, bucket) => sum + bucket.nested_count, 0)).toBe(values.length)
  })

  it('with buckets when min = max: no interval and one bucket valued min', async () => {
    const query = { 'results.material.n_elements': 1 }
    const histogram = await one('histogram', { quantity: 'results.material.n_elements', buckets: 10 }, query)
    expect(histogram.interval ?? null).toBeNull()
    expect(shape(histogram.data as Bucket[])).toEqual([{ value: 1, count: where((doc) => valuesAt(doc, 'results.material.n_elements').includes(1)).length }])
  })

  it('on dates, in epoch ms with a ceiled interval', async () => {
    const times = docs.map((doc) => ms(doc.upload_create_time))
    const [min, max] = [Math.min(...times), Math.max(...times)]
    const histogram = await one('histogram', { quantity: 'upload_create_time', buckets: 30 })
    const interval = Math.max(1, Math.ceil((max - min) / 30))
    expect(histogram).toMatchObject({ interval, offset: min })
    const data = histogram.data as Bucket[]
    expect(shape(data)).toEqual(expectedBuckets(times, interval, min))
  })

  it('adds metrics per bucket', async () => {
    const data = (await one('histogram', { quantity: SITES, interval: 4, metrics: ['n_uploads'] })).data as Bucket[]
    for (const bucket of data) {
      const inBucket = docs.filter((doc) => valuesAt(doc, SITES).some((v) => typeof v === 'number' && Math.floor(v / 4) * 4 === bucket.value))
      expect(bucket.metrics).toEqual({ n_uploads: new Set(inBucket.map((doc) => doc.upload_id)).size })
    }
  })

  it.each([
    ['neither interval nor buckets', { quantity: SITES }, 'Provide either interval or the number of buckets.'],
    ['a keyword quantity', { quantity: 'entry_type', interval: 1 }, 'cannot be used in a histogram aggregation'],
  ])('refuses %s (422)', async (_title, request, msg) => {
    const { status, body } = await aggregate({ it: { histogram: request } })
    expect(status).toBe(422)
    expect(body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ msg: expect.stringContaining(msg) })]))
  })
})

describe('date_histogram', () => {
  const day = (value: unknown) => new Date(ms(value)).toISOString().slice(0, 10)

  it('counts per day with yyyy-MM-dd values', async () => {
    const data = (await one('date_histogram', { quantity: 'upload_create_time', interval: '1d' })).data as Bucket[]
    const expected = new Map<string, number>()
    for (const doc of docs) expected.set(day(doc.upload_create_time), (expected.get(day(doc.upload_create_time)) ?? 0) + 1)
    expect(asMap(data)).toEqual(expected)
  })

  it('counts per month by default, valued by the first day', async () => {
    const histogram = await one('date_histogram', { quantity: 'upload_create_time' })
    for (const bucket of nonEmpty(histogram.data as Bucket[])) expect(bucket.value).toMatch(/^\d{4}-\d{2}-01$/)
    expect(nonEmpty(histogram.data as Bucket[]).reduce((sum, bucket) => sum + bucket.count, 0)).toBe(docs.length)
  })

  it('answers 400 for an interval Elasticsearch cannot read', async () => {
    const { status, body } = await aggregate({ it: { date_histogram: { quantity: 'upload_create_time', interval: '3 weeks' } } })
    expect(status).toBe(400)
    expect(body.detail).toMatch(/^Elasticsearch could not process your query: /)
  })
})

describe('min_max', () => {
  it.each([
    ['a number', 'results.material.n_elements', (v: unknown) => v as number],
    ['a nested float', 'results.properties.electronic.band_gap.value', (v: unknown) => v as number],
    ['a date, in epoch ms', 'upload_create_time', ms],
  ])('of %s', async (_kind, quantity, read) => {
    const values = docs.flatMap((doc) => valuesAt(doc, quantity)).map(read)
    const minMax = await one('min_max', { quantity })
    expect(minMax.data).toEqual([Math.min(...values), Math.max(...values)])
    expect(minMax).toMatchObject({ quantity, exclude_from_search: false })
  })

  it('is [null, null] without values', async () => {
    expect((await one('min_max', { quantity: 'results.material.n_elements' }, { entry_type: 'Furnace' })).data).toEqual([null, null])
  })

  it('refuses a keyword quantity (422)', async () => {
    const { status } = await aggregate({ it: { min_max: { quantity: 'entry_type' } } })
    expect(status).toBe(422)
  })
})

describe('statistics', () => {
  it('answers every metric over the matching entries', async () => {
    const metrics = ['n_entries', 'n_uploads', 'n_materials', 'n_authors', 'n_quantities', 'n_calculations']
    const query = { 'results.material.elements:any': ['H', 'Si'] }
    const selected = where((doc) => valuesAt(doc, 'results.material.elements').some((e) => e === 'H' || e === 'Si'))
    const statistics = await one('statistics', { metrics }, query)
    const sum = (path: string) => selected.reduce((total, doc) => total + ((valuesAt(doc, path)[0] as number | undefined) ?? 0), 0)
    expect(statistics.data).toEqual({
      n_entries: selected.length,
      n_uploads: new Set(selected.map((doc) => doc.upload_id)).size,
      n_materials: new Set(selected.flatMap((doc) => valuesAt(doc, 'results.material.material_id'))).size,
      n_authors: new Set(selected.flatMap((doc) => itemsAt(doc, 'authors').map((author) => author.user_id))).size,
      n_quantities: sum('n_quantities'),
      n_calculations: sum('results.properties.n_calculations'),
    })
    expect(statistics.metrics).toEqual(metrics)
  })

  it('refuses an unknown metric (422)', async () => {
    const { status, body } = await aggregate({ it: { statistics: { metrics: ['n_everything'] } } })
    expect(status).toBe(422)
    expect(body.detail[0].msg).toBe('metric must be the qualified name of a suitable search quantity')
  })
})

describe('the request the GUI sends (reference §2.7, recorded example)', () => {
  it('answers terms and histogram together with page_size 0 and required include []', async () => {
    const { status, body } = await f.search('alice', {
      owner: 'visible',
      query: { and: [{}, { 'results.method.method_name:any': ['DFT'] }] },
      aggregations: {
        'results.material.elements:default': { terms: { exclude_from_search: false, update: true, size: 119, type: 'terms', changed: true, quantity: 'results.material.elements' } },
        'results.material.n_elements:default_histogram': { histogram: { exclude_from_search: true, update: true, type: 'histogram', interval: 1, changed: true, quantity: 'results.material.n_elements' } },
      },
      pagination: { page_size: 0 },
      required: { include: [] },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const dft = where((doc) => doc.results !== undefined && valuesAt(doc, 'results.method.method_name').includes('DFT'))
    expect(body.pagination).toEqual({ page_size: 0, order_by: 'entry_id', order: 'asc', total: dft.length })
    expect(body.required).toEqual({ include: ['entry_id'] })
    expect(body.data).toEqual([])
    expect(asMap(body.aggregations['results.material.elements:default'].terms.data)).toEqual(expectedMap(dft, 'results.material.elements'))
    expect(body.aggregations['results.material.n_elements:default_histogram'].histogram).toMatchObject({ quantity: 'results.material.n_elements', exclude_from_search: true, metrics: [], interval: 1 })
  })
})

// A check on the fixture itself: the gap values the float histogram relies on.
it('the fixture has band gaps from 0 to 9 eV', () => {
  const values = docs.flatMap((doc) => valuesAt(doc, 'results.properties.electronic.band_gap.value')) as number[]
  expect(Math.min(...values)).toBe(0)
  expect(Math.max(...values) / eV).toBeCloseTo(9, 9)
})

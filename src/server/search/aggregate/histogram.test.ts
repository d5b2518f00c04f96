import { describe, expect, it } from 'vitest'
import { Bits } from '../index/bits'
import { aggregate, AggregationFailure } from './index'
import type { JsonObject } from './index'
import { bruteMetrics, buildIndex, finite, generate, groupsOf, request, rowsWhere, valuesAt } from './testing'
import type { Doc } from './testing'

const { index, alive } = buildIndex(generate(400, 11))
const everything = rowsWhere(index, alive)
const none = new Bits(index.root.rows)
const docs = (keep: (doc: Doc) => boolean = () => true) => [...alive.values()].filter(keep)
const GAP = 'results.properties.electronic.band_gap'
const EV = 1.602176634e-19
const time = (doc: Doc) => Date.parse(doc.upload_create_time as string)

function run(raw: Record<string, unknown>, matches: Bits = everything): JsonObject {
  const answer = aggregate(index, request(index, raw), matches)
  if (answer instanceof Promise) throw new Error('only terms with entries wait')
  expect(finite(answer)).toBe(true)
  return Object.values(answer)[0] as JsonObject
}

/**
 * Brute-force buckets: `keyOf` maps a value to its bucket key, `keys` lists every key
 * from the smallest to the largest. Entry counts for root quantities, nested documents
 * for nested ones (NOMAD runs histograms inside the nested aggregation).
 */
function brute(quantity: string, nested: string | undefined, list: Doc[], keyOf: (value: unknown) => number | string, keys: (number | string)[], metrics?: string[]) {
  return keys.map((key) => {
    const holders = list.filter((doc) => groupsOf(doc, quantity, nested).some((group) => group.some((v) => keyOf(v) === key)))
    const count = nested ? list.reduce((n, doc) => n + groupsOf(doc, quantity, nested).filter((group) => group.some((v) => keyOf(v) === key)).length, 0) : holders.length
    return { count, nested_count: count, ...(metrics && { metrics: bruteMetrics(holders, metrics) }), value: key }
  })
}

function linearKeys(values: number[], interval: number, offset: number, bounds: [number, number] = [Infinity, -Infinity]): number[] {
  const lo = Math.min(...values, bounds[0])
  const hi = Math.max(...values, bounds[1])
  const first = Math.floor((lo - offset) / interval)
  const last = Math.floor((hi - offset) / interval)
  return Array.from({ length: last - first + 1 }, (_, i) => (first + i) * interval + offset)
}

const numbers = (quantity: string, list = docs()) => list.flatMap((doc) => valuesAt(doc, quantity)).map(Number)

describe('histogram', () => {
  it('answers every bucket from the smallest to the largest value, empty ones too', () => {
    const values = numbers('results.material.n_elements')
    const keys = linearKeys(values, 2, 1)
    const answer = run({ histogram: { quantity: 'results.material.n_elements', interval: 2, offset: 1, exclude_from_search: true, metrics: ['n_uploads', 'n_calculations'] } })
    expect(answer).toEqual({
      quantity: 'results.material.n_elements',
      exclude_from_search: true,
      metrics: ['n_uploads', 'n_calculations'],
      interval: 2,
      offset: 1,
      data: brute('results.material.n_elements', undefined, docs(), (v) => Math.floor((Number(v) - 1) / 2) * 2 + 1, keys, ['n_uploads', 'n_calculations']),
    })
  })

  it('widens to the extended bounds', () => {
    const values = numbers('results.material.n_elements')
    const { data } = run({ histogram: { quantity: 'results.material.n_elements', interval: 1, extended_bounds: { min: -2, max: 12 } } })
    expect(data).toEqual(brute('results.material.n_elements', undefined, docs(), Number, linearKeys(values, 1, 0, [-2, 12])))
    expect((data as JsonObject[])[0]).toEqual({ count: 0, nested_count: 0, value: -2 })
    expect(run({ histogram: { quantity: 'results.material.n_elements', interval: 5, extended_bounds: { min: 0, max: 12 } } }, none).data).toEqual(
      [0, 5, 10].map((value) => ({ count: 0, nested_count: 0, value })),
    )
  })

  it('counts nested documents of a quantity inside a nested path', () => {
    const interval = 0.5 * EV
    const values = numbers(`${GAP}.value`)
    const { data } = run({ histogram: { quantity: `${GAP}.value`, interval } })
    expect(data).toEqual(brute(`${GAP}.value`, GAP, docs(), (v) => Math.floor(Number(v) / interval) * interval, linearKeys(values, interval, 0)))
  })

  it('with `buckets` takes a ceiled interval from min and max for dates, offset at the minimum', () => {
    const times = docs().map(time)
    const [min, max] = [Math.min(...times), Math.max(...times)]
    const interval = Math.ceil((max - min) / 30)
    const answer = run({ histogram: { quantity: 'upload_create_time', buckets: 30 } })
    expect(answer).toEqual({
      quantity: 'upload_create_time',
      exclude_from_search: false,
      metrics: [],
      buckets: 30,
      interval,
      offset: min,
      data: brute('upload_create_time', undefined, docs(), (v) => Math.floor((Date.parse(String(v)) - min) / interval) * interval + min, linearKeys(times, interval, min)),
    })
  })

  it('with `buckets` on floats puts the maximum into the last bucket', () => {
    const values = numbers(`${GAP}.value`)
    const [min, max] = [Math.min(...values), Math.max(...values)]
    const interval = ((1 + 1e-12) * max - min) / 10
    const answer = run({ histogram: { quantity: `${GAP}.value`, buckets: 10 } })
    expect(answer).toMatchObject({ interval, offset: min })
    expect((answer.data as JsonObject[]).length).toBe(10)
    expect((answer.data as JsonObject[]).reduce((n, b) => n + (b.count as number), 0)).toBe(values.length - duplicatesWithinDocuments())
  })

  it('answers one bucket valued at the minimum and no interval when min = max', () => {
    const twos = (doc: Doc) => valuesAt(doc, 'results.material.n_elements')[0] === 2
    const answer = run({ histogram: { quantity: 'results.material.n_elements', buckets: 5 } }, rowsWhere(index, alive, twos))
    expect(answer).toEqual({ quantity: 'results.material.n_elements', exclude_from_search: false, metrics: [], buckets: 5, offset: 2, data: [{ count: docs(twos).length, nested_count: docs(twos).length, value: 2 }] })
  })

  it('answers no buckets without values, and no interval or offset for `buckets`', () => {
    expect(run({ histogram: { quantity: 'results.material.n_elements', buckets: 5 } }, none)).toEqual({ quantity: 'results.material.n_elements', exclude_from_search: false, metrics: [], buckets: 5, data: [] })
    expect(run({ histogram: { quantity: 'results.material.n_elements', interval: 1 } }, none).data).toEqual([])
    expect(run({ histogram: { quantity: 'results.material.symmetry.space_group_number', interval: 1 } }).data).toEqual([])
  })

  it('refuses more buckets than Elasticsearch creates', () => {
    expect(() => aggregate(index, request(index, { histogram: { quantity: 'upload_create_time', interval: 1 } }), everything)).toThrow(AggregationFailure)
    expect(() => aggregate(index, request(index, { histogram: { quantity: 'upload_create_time', interval: 1 } }), everything)).toThrow(/^Elasticsearch could not process your query: Trying to create too many buckets/)
  })
})

/** Values a document holds twice in one nested document count once there. */
function duplicatesWithinDocuments(): number {
  return docs().reduce((n, doc) => n + groupsOf(doc, `${GAP}.value`, GAP).reduce((m, group) => m + group.length - new Set(group).size, 0), 0)
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('date_histogram', () => {
  const times = docs().map(time)
  const [min, max] = [Math.min(...times), Math.max(...times)]
  /** Bucket starts from `start` while they do not pass the largest value. */
  const startsFrom = (start: number, next: (d: Date) => void) => {
    const starts: number[] = []
    for (const d = new Date(start); d.getTime() <= max; next(d)) starts.push(d.getTime())
    return starts
  }
  const monthOf = (ms: number, months: number) => {
    const d = new Date(ms)
    const month = Math.floor(d.getUTCMonth() / months) * months
    return Date.UTC(d.getUTCFullYear(), month, 1)
  }
  const mondayOf = (ms: number) => {
    const d = new Date(ms)
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  }

  it.each([
    ['1M', (ms: number) => monthOf(ms, 1), (d: Date) => d.setUTCMonth(d.getUTCMonth() + 1)],
    ['1q', (ms: number) => monthOf(ms, 3), (d: Date) => d.setUTCMonth(d.getUTCMonth() + 3)],
    ['1y', (ms: number) => monthOf(ms, 12), (d: Date) => d.setUTCFullYear(d.getUTCFullYear() + 1)],
    ['1w', mondayOf, (d: Date) => d.setUTCDate(d.getUTCDate() + 7)],
    ['7d', (ms: number) => Math.floor(ms / (7 * 86_400_000)) * 7 * 86_400_000, (d: Date) => d.setUTCDate(d.getUTCDate() + 7)],
    ['12h', (ms: number) => Math.floor(ms / 43_200_000) * 43_200_000, (d: Date) => d.setUTCHours(d.getUTCHours() + 12)],
  ])('buckets by %s, valued yyyy-MM-dd', (interval, start, next) => {
    const starts = startsFrom(start(min), next)
    const answer = run({ date_histogram: { quantity: 'upload_create_time', interval, metrics: ['n_entries'] } })
    expect(answer).toMatchObject({ quantity: 'upload_create_time', interval, metrics: ['n_entries'] })
    const data = answer.data as JsonObject[]
    expect(data.map((b) => b.value)).toEqual(starts.map(day))
    // Every bucket holds the entries whose time rounds down to its start.
    const counts = starts.map((lo, i) => times.filter((t) => t >= lo && (i + 1 === starts.length || t < starts[i + 1])).length)
    expect(data.map((b) => b.count)).toEqual(counts)
    expect(data.map((b) => (b.metrics as JsonObject).n_entries)).toEqual(counts)
  })

  it('answers no buckets without values', () => {
    expect(run({ date_histogram: { quantity: 'upload_create_time' } }, none)).toEqual({ quantity: 'upload_create_time', exclude_from_search: false, metrics: [], interval: '1M', data: [] })
  })
})

describe('auto_date_histogram', () => {
  const times = docs().map(time)
  const min = Math.min(...times)

  it.each([
    [10, '3M'],
    [100, '7d'],
  ])('with %i buckets takes the finest rounding that fits: %s', (buckets, interval) => {
    const answer = run({ auto_date_histogram: { quantity: 'upload_create_time', buckets } })
    expect(answer).toMatchObject({ quantity: 'upload_create_time', buckets, interval })
    const data = answer.data as JsonObject[]
    expect(data.length).toBeLessThanOrEqual(buckets)
    const first = interval === '3M' ? Date.UTC(new Date(min).getUTCFullYear(), new Date(min).getUTCMonth(), 1) : Math.floor(min / 86_400_000) * 86_400_000
    expect(data[0].value).toBe(first)
    const starts = data.map((b) => b.value as number)
    expect(data.map((b) => b.count)).toEqual(starts.map((lo, i) => times.filter((t) => t >= lo && (i + 1 === starts.length || t < starts[i + 1])).length))
  })

  it('answers no buckets without values', () => {
    expect(run({ auto_date_histogram: { quantity: 'upload_create_time' } }, none)).toMatchObject({ interval: '1s', data: [] })
  })
})

describe('min_max and statistics', () => {
  it('answers the smallest and largest value, dates in epoch ms, nested values too', () => {
    const times = docs().map(time)
    expect(run({ min_max: { quantity: 'upload_create_time' } })).toEqual({ quantity: 'upload_create_time', exclude_from_search: false, data: [Math.min(...times), Math.max(...times)] })
    const gaps = numbers(`${GAP}.value`)
    expect(run({ min_max: { quantity: `${GAP}.value` } }).data).toEqual([Math.min(...gaps), Math.max(...gaps)])
  })

  it('answers [null, null] without values', () => {
    expect(run({ min_max: { quantity: 'upload_create_time' } }, none).data).toEqual([null, null])
    expect(run({ min_max: { quantity: 'results.material.symmetry.space_group_number' } }).data).toEqual([null, null])
  })

  it('gives the metrics over all matching entries', () => {
    const metrics = ['n_entries', 'n_uploads', 'n_materials', 'n_authors', 'n_quantities', 'n_calculations']
    const published = (doc: Doc) => doc.published === true
    expect(run({ statistics: { metrics } }, rowsWhere(index, alive, published))).toEqual({ metrics, data: bruteMetrics(docs(published), metrics) })
    expect(run({ statistics: { metrics } }, none).data).toEqual(Object.fromEntries(metrics.map((m) => [m, 0])))
  })
})

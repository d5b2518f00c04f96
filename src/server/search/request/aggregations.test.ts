import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { parseAggregations, parseDateInterval } from './aggregations'
import { searchDoc } from './doc'
import { Problems } from './problems'

const entries = searchDoc('entries', searchQuantities())

function aggregate(raw: unknown) {
  const problems = new Problems()
  const parsed = parseAggregations(raw, entries, problems)
  return { ...parsed, problems: problems.list }
}

function one(name: string, agg: unknown) {
  const { aggregations, problems, badRequest } = aggregate({ [name]: agg })
  expect(problems).toEqual([])
  expect(badRequest).toBeUndefined()
  return aggregations[0]
}

describe('aggregation requests (reference §2.7)', () => {
  it('reads the recorded EELS app request, ignoring the GUI fields update, changed and type', () => {
    const { aggregations, problems } = aggregate({
      'results.material.elements:default': { terms: { exclude_from_search: false, update: true, size: 119, type: 'terms', changed: true, quantity: 'results.material.elements' } },
      'results.material.n_elements:default_histogram': { histogram: { exclude_from_search: true, update: true, type: 'histogram', interval: 1, changed: true, quantity: 'results.material.n_elements' } },
    })
    expect(problems).toEqual([])
    expect(aggregations.map((a) => [a.name, a.type, a.echo])).toEqual([
      ['results.material.elements:default', 'terms', { quantity: 'results.material.elements', exclude_from_search: false, metrics: [], size: 119 }],
      ['results.material.n_elements:default_histogram', 'histogram', { quantity: 'results.material.n_elements', exclude_from_search: true, metrics: [], interval: 1 }],
    ])
  })

  it.each([
    ['terms size: the number of enum values', { quantity: 'results.material.structural_type' }, 8],
    ['terms size: 10 otherwise', { quantity: 'results.method.simulation.program_name' }, 10],
    ['terms size: as asked', { quantity: 'upload_id', size: 3 }, 3],
  ])('%s', (_case, terms, size) => {
    expect(one('a', { terms })).toMatchObject({ type: 'terms', size, echo: { size } })
  })

  it('reads terms with include, entries, metrics and pagination', () => {
    expect(one('a', { terms: { quantity: 'upload_id', include: 'abc_1', metrics: ['n_entries'], entries: { size: 2, required: { include: ['mainfile'] } } } }))
      .toMatchObject({ include: 'abc_1', metrics: ['n_entries'], entries: { size: 2, required: { include: ['mainfile'] } } })
    expect(one('a', { terms: { quantity: 'search_quantities.id', include: ['data.x#S'] } })).toMatchObject({ include: ['data.x#S'], size: 10 })
    const paged = one('a', { terms: { quantity: 'datasets.dataset_name', pagination: { page_size: 100 } } })
    expect(paged).toMatchObject({ pagination: { pageSize: 100 }, echo: { pagination: { page_size: 100, order: 'asc' } } })
    expect(paged).not.toHaveProperty('size')
  })

  it('keeps the nested path of a nested quantity for nested counts', () => {
    expect(one('a', { terms: { quantity: 'results.properties.electronic.band_structure_electronic.band_gap.type' } }))
      .toMatchObject({ quantity: { nestedPath: 'results.properties.electronic.band_structure_electronic.band_gap' } })
  })

  it.each([
    ['histogram by buckets with bounds', { histogram: { quantity: 'upload_create_time', buckets: 30, extended_bounds: { min: 0, max: 10 } } }, { type: 'histogram', buckets: 30, extendedBounds: { min: 0, max: 10 } }],
    ['histogram with offset', { histogram: { quantity: 'results.material.n_elements', interval: 2, offset: 1 } }, { interval: 2, offset: 1 }],
    ['date_histogram default 1M', { date_histogram: { quantity: 'upload_create_time' } }, { interval: { count: 1, unit: 'M', calendar: true }, echo: { interval: '1M' } }],
    ['date_histogram 7d', { date_histogram: { quantity: 'upload_create_time', interval: '7d' } }, { interval: { count: 7, unit: 'd', calendar: false } }],
    ['auto_date_histogram default 10', { auto_date_histogram: { quantity: 'upload_create_time' } }, { buckets: 10, echo: { buckets: 10 } }],
    ['min_max', { min_max: { quantity: 'upload_create_time' } }, { type: 'min_max', echo: { quantity: 'upload_create_time', exclude_from_search: false } }],
    ['statistics', { statistics: { metrics: ['n_uploads', 'n_calculations'] } }, { type: 'statistics', metrics: ['n_uploads', 'n_calculations'] }],
  ])('%s', (_case, agg, expected) => {
    expect(one('a', agg)).toMatchObject(expected)
  })

  it.each([
    ['no type', { a: {} }, ['body', 'aggregations', 'a'], 'Give exactly one aggregation type (terms, histogram, date_histogram, auto_date_histogram, min_max, statistics); got none.'],
    ['two types', { a: { terms: { quantity: 'upload_id' }, min_max: { quantity: 'upload_create_time' } } }, ['body', 'aggregations', 'a'], 'Give exactly one aggregation type (terms, histogram, date_histogram, auto_date_histogram, min_max, statistics); got terms and min_max.'],
    ['no quantity', { a: { terms: {} } }, ['body', 'aggregations', 'a', 'terms', 'quantity'], 'field required'],
    ['unknown quantity', { a: { terms: { quantity: 'nothing' } } }, [['aggregation', 'quantity']], 'nothing is not a doc quantity'],
    ['terms on a quantity that is not aggregatable', { a: { terms: { quantity: 'upload_create_time' } } }, [['aggregation', 'a', 'terms', 'quantity']], 'The aggregation quantity cannot be used in a terms aggregation.'],
    ['terms on a text variant', { a: { terms: { quantity: 'entry_name.prefix' } } }, [['aggregation', 'a', 'terms', 'quantity']], 'The aggregation quantity cannot be used in a terms aggregation.'],
    ['terms size 0', { a: { terms: { quantity: 'upload_id', size: 0 } } }, ['body', 'aggregations', 'a', 'terms', 'size'], 'ensure this value is greater than 0'],
    ['terms include with a regex character', { a: { terms: { quantity: 'upload_id', include: 'a.*' } } }, ['body', 'aggregations', 'a', 'terms', 'include'], 'string does not match regex "^[a-zA-Z0-9_\\-\\s]+$"'],
    ['terms pagination with size', { a: { terms: { quantity: 'upload_id', size: 5, pagination: {} } } }, [['aggregations', 'a', 'terms', 'pagination']], 'You cannot paginate and provide an extra size parameter.'],
    ['terms pagination beside exclude_from_search', { a: { terms: { quantity: 'upload_id', pagination: {} } }, b: { terms: { quantity: 'entry_id', exclude_from_search: true } } }, [['aggregations', 'a', 'terms', 'pagination']], 'aggregation pagination cannot be used with exclude_from_search in the same request'],
    ['terms entries size 0', { a: { terms: { quantity: 'upload_id', entries: { size: 0 } } } }, ['body', 'aggregations', 'a', 'terms', 'entries', 'size'], 'ensure this value is greater than 0'],
    ['unknown metric', { a: { terms: { quantity: 'upload_id', metrics: ['n_things'] } } }, [['statistic', 'metrics']], 'metric must be the qualified name of a suitable search quantity'],
    ['histogram without interval or buckets', { a: { histogram: { quantity: 'results.material.n_elements' } } }, ['body', 'aggregations', 'a', 'histogram', '__root__'], 'Provide either interval or the number of buckets.'],
    ['histogram interval 0', { a: { histogram: { quantity: 'results.material.n_elements', interval: 0 } } }, ['body', 'aggregations', 'a', 'histogram', 'interval'], 'ensure this value is greater than 0'],
    ['histogram buckets 1.5', { a: { histogram: { quantity: 'results.material.n_elements', buckets: 1.5 } } }, ['body', 'aggregations', 'a', 'histogram', 'buckets'], 'value is not a valid integer'],
    ['histogram bounds the wrong way', { a: { histogram: { quantity: 'results.material.n_elements', interval: 1, extended_bounds: { min: 5, max: 1 } } } }, ['body', 'aggregations', 'a', 'histogram', 'extended_bounds', '__root__'], 'The maximum value should be greater than the minimum value.'],
    ['histogram on text', { a: { histogram: { quantity: 'upload_id', interval: 1 } } }, [['aggregations', 'a', 'histogram', 'quantity']], 'The quantity upload_id cannot be used in a histogram aggregation'],
    ['date_histogram on a number', { a: { date_histogram: { quantity: 'results.material.n_elements' } } }, [['aggregations', 'a', 'date_histogram', 'quantity']], 'The quantity results.material.n_elements cannot be used in a date histogram aggregation'],
    ['min_max on text', { a: { min_max: { quantity: 'upload_id' } } }, [['aggregations', 'a', 'min_max', 'quantity']], 'The quantity upload_id cannot be used in a min-max aggregation'],
    ['exclude_from_search not a boolean', { a: { min_max: { quantity: 'upload_create_time', exclude_from_search: 'yes' } } }, ['body', 'aggregations', 'a', 'min_max', 'exclude_from_search'], 'value could not be parsed to a boolean'],
    ['aggregations as a list', [], ['body', 'aggregations'], 'value is not a valid dict'],
  ])('refuses %s', (_case, raw, loc, msg) => {
    expect(aggregate(raw).problems.map((p) => [p.loc, p.msg])).toEqual([[loc, msg]])
  })

  it('answers 400 for a date_histogram interval Elasticsearch refuses', () => {
    expect(aggregate({ a: { date_histogram: { quantity: 'upload_create_time', interval: '2M' } } }).badRequest)
      .toBe('Elasticsearch could not process your query: the date_histogram interval "2M" of a is not valid; use 1w, 1M, 1q, 1y or a number of ms, s, m, h or d.')
  })
})

describe('date_histogram intervals', () => {
  it.each([
    ['1M', { count: 1, unit: 'M', calendar: true }],
    ['1y', { count: 1, unit: 'y', calendar: true }],
    ['1w', { count: 1, unit: 'w', calendar: true }],
    ['1d', { count: 1, unit: 'd', calendar: false }],
    ['12h', { count: 12, unit: 'h', calendar: false }],
    ['500ms', { count: 500, unit: 'ms', calendar: false }],
  ])('%s', (text, interval) => {
    expect(parseDateInterval(text)).toEqual(interval)
  })

  it.each(['2M', '0d', 'd', '1 d', '1month', '1.5h'])('refuses %j', (text) => {
    expect(parseDateInterval(text)).toBeUndefined()
  })
})

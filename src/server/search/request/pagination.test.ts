import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { searchDoc } from './doc'
import { parseAggregationPagination, parseCursor, parsePagination } from './pagination'
import { Problems } from './problems'

const quantities = searchQuantities()
const entries = searchDoc('entries', quantities)
const materials = searchDoc('materials', quantities)

function paginate(raw: unknown, doc = entries) {
  const problems = new Problems()
  const pagination = parsePagination(raw, doc, problems)
  return { pagination, problems: problems.list }
}

describe('pagination of hits (reference §2.5)', () => {
  it.each([
    ['defaults', undefined, { page_size: 10, order_by: 'entry_id', order: 'asc' }],
    ['the app default', { order_by: 'upload_create_time', order: 'desc', page_size: 20 }, { page_size: 20, order_by: 'upload_create_time', order: 'desc' }],
    ['page size 0 (aggregations only)', { page_size: 0 }, { page_size: 0, order_by: 'entry_id', order: 'asc' }],
    ['mainfile_path is mainfile', { order_by: 'mainfile_path' }, { page_size: 10, order_by: 'mainfile', order: 'asc' }],
    ['relevance', { order_by: '_score', order: 'desc' }, { page_size: 10, order_by: '_score', order: 'desc' }],
    ['storage order', { order_by: '_doc' }, { page_size: 10, order_by: '_doc', order: 'asc' }],
    ['a page', { page: 3, page_size: 20 }, { page_size: 20, order_by: 'entry_id', order: 'asc', page: 3 }],
    ['an offset', { page_offset: 40 }, { page_size: 10, order_by: 'entry_id', order: 'asc', page_offset: 40 }],
    ['page_offset 0 beside a page_after_value', { page_offset: 0, page_after_value: 'id_10' }, { page_size: 10, order_by: 'entry_id', order: 'asc', page_after_value: 'id_10', page_offset: 0 }],
    ['a page_after_value by id', { page_after_value: 'id_10' }, { page_size: 10, order_by: 'entry_id', order: 'asc', page_after_value: 'id_10' }],
    ['a page_after_value without colon gets one', { order_by: 'results.material.n_elements', page_after_value: '2' }, { page_size: 10, order_by: 'results.material.n_elements', order: 'asc', page_after_value: '2:' }],
  ])('%s', (_case, raw, echo) => {
    const { pagination, problems } = paginate(raw)
    expect(problems).toEqual([])
    expect(pagination.echo).toEqual(echo)
  })

  it('orders materials by material_id', () => {
    expect(paginate(undefined, materials).pagination).toMatchObject({ orderBy: 'material_id', orderQuantity: { name: 'material_id' } })
  })

  it.each([
    [{ page_size: -1 }, ['page_size'], 'page_size must be >= 0'],
    [{ page_size: 'ten' }, ['page_size'], 'value is not a valid integer'],
    [{ page_size: 2.5 }, ['page_size'], 'value is not a valid integer'],
    [{ order: 'up' }, ['order'], "value is not a valid enumeration member; permitted: 'asc', 'desc'"],
    [{ order_by: 'results.material.foo' }, ['order_by'], 'results.material.foo is not a doc quantity'],
    [{ order_by: 'results.material.elements' }, ['order_by'], 'the order_by quantity must be a scalar'],
    [{ order_by: 'authors.name' }, ['order_by'], 'the order_by quantity must be a scalar'],
    [{ order_by: 'entry_name.prefix' }, ['order_by'], 'entry_name.prefix is not a doc quantity'],
    [{ page: 0 }, ['page'], 'page must be >= 1'],
    [{ page: 100, page_size: 100 }, ['page'], 'Pagination by `page` is limited to 10.000 entries.'],
    [{ page_offset: -1 }, ['page_offset'], 'page_offset must be >= 0'],
    [{ page_offset: 9995, page_size: 5 }, ['page_offset'], 'Page offset plus page size has to be smaller than 10,000'],
    [{ page: 2, page_after_value: 'x' }, ['__root__'], 'Can only specify one of: page_offset, page, or page_after_value'],
    [{ page: 2, page_offset: 10 }, ['__root__'], 'Can only specify one of: page_offset, page, or page_after_value'],
    [{ page_size: 0, page: 1 }, ['__root__'], 'Cannot specify page when page_size is set to 0'],
    [{ page_size: 0, page_offset: 0 }, ['__root__'], 'Cannot specify page_offset when page_size is set to 0'],
    [{ page_size: 0, page_after_value: 'x' }, ['__root__'], 'Cannot specify page_after_value when page_size is set to 0'],
    [{ page_after_value: { a: 1 } }, ['page_after_value'], 'str type expected'],
  ])('refuses %j', (raw, field, msg) => {
    expect(paginate(raw).problems.map((p) => [p.loc, p.msg])).toEqual([[['body', 'pagination', ...field], msg]])
  })

  it('refuses a pagination that is not an object', () => {
    expect(paginate([1]).problems).toEqual([{ loc: ['body', 'pagination'], msg: 'value is not a valid dict', type: 'type_error.dict' }])
  })
})

describe('page_after_value as a cursor', () => {
  it.each([
    ['by id: the id', { page_after_value: 'id_10' }, { id: 'id_10' }],
    ['by a number', { order_by: 'results.material.n_elements', page_after_value: '2:id_01' }, { sortValue: 2, id: 'id_01' }],
    ['by a keyword holding colons', { order_by: 'results.material.symmetry.crystal_system', page_after_value: 'a:b:id_01' }, { sortValue: 'a:b', id: 'id_01' }],
    ['by a date in epoch ms', { order_by: 'upload_create_time', page_after_value: '1585872000000:id_01' }, { sortValue: 1585872000000, id: 'id_01' }],
    ['by a boolean', { order_by: 'published', page_after_value: 'true:id_01' }, { sortValue: true, id: 'id_01' }],
    ['a value without id', { order_by: 'results.material.n_elements', page_after_value: '2' }, { sortValue: 2, id: '' }],
    ['a hit without a value', { order_by: 'results.material.n_elements', page_after_value: ':id_01' }, { sortValue: null, id: 'id_01' }],
    ['by relevance', { order_by: '_score', page_after_value: '1.5:id_01' }, { sortValue: 1.5, id: 'id_01' }],
  ])('%s', (_case, raw, cursor) => {
    const { pagination } = paginate(raw)
    expect(parseCursor(pagination, entries)).toEqual({ ok: true, cursor })
  })

  it('has no cursor without page_after_value', () => {
    expect(parseCursor(paginate({}).pagination, entries)).toEqual({ ok: true })
  })

  it.each([
    [{ order_by: 'results.material.n_elements', page_after_value: 'two:id_01' }, 'the page_after_value "two:id_01" does not start with a value of results.material.n_elements.'],
    [{ order_by: 'results.material.n_elements', page_after_value: '2.5:id_01' }, 'the page_after_value "2.5:id_01" does not start with a value of results.material.n_elements.'],
    [{ order_by: 'published', page_after_value: 'maybe:id_01' }, 'the page_after_value "maybe:id_01" does not start with a value of published.'],
    [{ page_after_value: 'a:b' }, 'the page_after_value "a:b" is not a valid entry_id.'],
  ])('answers 400 for %j', (raw, why) => {
    expect(parseCursor(paginate(raw).pagination, entries)).toEqual({ ok: false, status: 400, detail: `Elasticsearch could not process your query: ${why}` })
  })
})

describe('pagination of terms aggregations', () => {
  const loc = ['aggregations', 'a', 'terms', 'pagination']
  function paginateTerms(raw: unknown) {
    const problems = new Problems()
    return { pagination: parseAggregationPagination(raw, entries, problems, loc), problems: problems.list }
  }

  it('defaults to 10 values by value', () => {
    expect(paginateTerms({}).pagination).toMatchObject({ pageSize: 10, order: 'asc', echo: { page_size: 10, order: 'asc' } })
  })

  it.each([
    [{ page_size: 0 }, 'page_size', '0 or smaller page sizes are not allowed for aggregations.'],
    [{ page: 2 }, 'page', 'Pagination by `page` is not possible for aggregations, use `page_after_value`'],
    [{ order_by: 'nothing' }, 'order_by', 'nothing is not a doc quantity'],
  ])('refuses %j', (raw, field, msg) => {
    expect(paginateTerms(raw).problems.map((p) => [p.loc, p.msg])).toEqual([[['body', ...loc, field], msg]])
  })
})

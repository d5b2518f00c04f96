import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { parseSearchRequest } from '.'
import type { ParseOptions } from '.'

const quantities = searchQuantities()
const entries: ParseOptions = { resource: 'entries', quantities }
const loggedIn: ParseOptions = { ...entries, caller: { userId: 'u1' } }

describe('parseSearchRequest', () => {
  it('reads the recorded EELS app request and echoes what NOMAD answered', () => {
    const result = parseSearchRequest({
      owner: 'visible',
      query: { and: [{}, { 'results.method.method_name:any': ['EELS'] }] },
      aggregations: {
        'results.material.elements:default': { terms: { exclude_from_search: false, update: true, size: 119, type: 'terms', changed: true, quantity: 'results.material.elements' } },
        'results.material.n_elements:default_histogram': { histogram: { exclude_from_search: true, update: true, type: 'histogram', interval: 1, changed: true, quantity: 'results.material.n_elements' } },
      },
      pagination: { page_size: 0 },
      required: { include: [] },
    }, entries)
    if (!result.ok) throw new Error(JSON.stringify(result.detail))
    expect(result.request.echo).toEqual({
      owner: 'visible',
      query: { and: [{}, { name: 'results.method.method_name', value: { any: ['EELS'] } }] },
      pagination: { page_size: 0, order_by: 'entry_id', order: 'asc' },
      required: { include: ['entry_id'] },
    })
    expect(result.request.aggregations.map((a) => a.type)).toEqual(['terms', 'histogram'])
  })

  it('reads an empty body as a public search for everything', () => {
    const result = parseSearchRequest(undefined, entries)
    expect(result).toMatchObject({ ok: true, request: { owner: 'public', query: { kind: 'empty' }, pagination: { pageSize: 10, orderBy: 'entry_id' }, aggregations: [] } })
  })

  it('ignores body keys it does not know (the GUI sends exclude and verify_only)', () => {
    expect(parseSearchRequest({ exclude: ['atoms'], verify_only: true, query: { optimade_filter: 'nelements = 2' } }, entries).ok).toBe(true)
  })

  it('searches materials by material_id with entries nested', () => {
    const result = parseSearchRequest({ query: { elements: ['O'], 'entries.results.method.simulation.program_name': 'VASP' } }, { resource: 'materials', quantities })
    expect(result).toMatchObject({ ok: true, request: { pagination: { orderBy: 'material_id' }, echo: { query: { and: [{ name: 'elements' }, { prefix: 'entries' }] } } } })
  })

  it('reports every body problem of every part at once', () => {
    const result = parseSearchRequest({ owner: 'mine', query: { 'results.material.elements:any': 'H' }, pagination: { page_size: -1 }, aggregations: { a: {} } }, entries)
    expect(result.ok).toBe(false)
    if (result.ok || result.status !== 422) throw new Error('expected 422')
    expect(result.detail.map((p) => p.loc)).toEqual([
      ['body', 'owner'],
      ['body', 'query', 'results.material.elements:any'],
      ['body', 'pagination', 'page_size'],
      ['body', 'aggregations', 'a'],
    ])
  })

  it('refuses a body that is not an object', () => {
    expect(parseSearchRequest([1], entries)).toEqual({ ok: false, status: 422, detail: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }] })
  })

  describe('answers in NOMAD order: body problems, then the owner, then search problems, then 400', () => {
    it.each([
      ['body problem before authentication', { owner: 'user', pagination: { page_size: -1 } }, entries, 422],
      ['authentication before unknown quantities', { owner: 'user', query: { nothing: 1 } }, entries, 401],
      ['unknown quantities when logged in', { owner: 'user', query: { nothing: 1 } }, loggedIn, 422],
      ['unknown quantities before an unparsable page_after_value', { query: { nothing: 1 }, pagination: { order_by: 'results.material.n_elements', page_after_value: 'x:y' } }, entries, 422],
      ['an unparsable page_after_value', { pagination: { order_by: 'results.material.n_elements', page_after_value: 'x:y' } }, entries, 400],
      ['a date interval Elasticsearch refuses', { aggregations: { a: { date_histogram: { quantity: 'upload_create_time', interval: '3q' } } } }, entries, 400],
      ['owner all on raw and archive queries', { owner: 'all' }, { ...entries, refuseOwnerAll: true }, 401],
    ])('%s', (_case, body, options, status) => {
      expect(parseSearchRequest(body, options)).toMatchObject({ ok: false, status })
    })
  })

  it('gives the cursor of page_after_value', () => {
    const result = parseSearchRequest({ pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20, page_after_value: '1585872000000:id_20' } }, entries)
    expect(result).toMatchObject({ ok: true, request: { cursor: { sortValue: 1585872000000, id: 'id_20' } } })
  })

  it('reports search problems with NOMAD\'s nested loc', () => {
    expect(parseSearchRequest({ query: { 'results.material.foo': 1 } }, entries)).toEqual({
      ok: false,
      status: 422,
      detail: [{ loc: [['results.material.foo']], msg: 'results.material.foo is not a doc quantity', type: 'value_error.exception' }],
    })
  })
})

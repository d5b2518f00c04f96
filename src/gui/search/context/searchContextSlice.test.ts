import { combineSlices, type UnknownAction } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import {
  createSearchContextSlice,
  searchContextSelectors as select,
  type SearchContextOptions,
  type SearchContextState,
} from './searchContextSlice'
import { aResponse, anEntry } from './testing/builders'
import type { SearchRequestBody } from './types'

function aContext(options: Partial<SearchContextOptions> = {}) {
  const slice = createSearchContextSlice({ id: 'entries', ...options })
  const reduce = (state: SearchContextState | undefined, ...actions: UnknownAction[]) =>
    actions.reduce((current, action) => slice.reducer(current, action), state ?? slice.reducer(undefined, { type: '@@init' }))
  return { slice, actions: slice.actions, reduce, initial: reduce(undefined) }
}

const aRequest: SearchRequestBody = { owner: 'visible', query: {}, pagination: { page_size: 0 }, aggregations: {} }

describe('a search context: its start', () => {
  it('orders by upload_create_time descending, 20 per page, leaving out the large metadata of entries', () => {
    const { initial } = aContext()
    expect(initial.pagination).toEqual({ order_by: 'upload_create_time', order: 'desc', page_size: 20 })
    expect(initial.required).toEqual({ exclude: ['quantities', 'sections', 'files'] })
    expect(initial.menu).toEqual({ open: true, collapsed: false })
  })

  it("takes the app's pagination, resource and initial values", () => {
    const { initial } = aContext({
      resource: 'materials',
      pagination: { order_by: 'chemical_formula_hill', order: 'asc' },
      filters: { 'elements': ['O'] },
      lockedFilters: { 'results.method.method_name': ['EELS'] },
    })
    expect(initial.pagination).toEqual({ order_by: 'chemical_formula_hill', order: 'asc', page_size: 20 })
    expect(initial.required).toBeUndefined()
    expect(initial.filters).toEqual({ elements: ['O'] })
    expect(initial.lockedFilters).toEqual({ 'results.method.method_name': ['EELS'] })
  })

  it('keeps each context apart in one store', () => {
    const entries = createSearchContextSlice({ id: 'entries' })
    const eels = createSearchContextSlice({ id: 'eels' })
    const reducer = combineSlices(entries, eels)
    const state = reducer(undefined, entries.actions.setFilter({ quantity: 'upload_id', value: ['u1'] }))
    expect(entries.selectors.selectFilters(state)).toEqual({ upload_id: ['u1'] })
    expect(eels.selectors.selectFilters(state)).toEqual({})
  })
})

describe('a search context: filters and pagination', () => {
  const paged = (context: ReturnType<typeof aContext>) => {
    const { actions, reduce, initial } = context
    const withResults = reduce(initial, actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ data: [anEntry('e1')], total: 5, next: 'c1' }) }))
    return reduce(withResults, actions.requestNextPage())
  }

  it('sets, replaces and clears a filter', () => {
    const { actions, reduce } = aContext()
    const set = reduce(undefined, actions.setFilter({ quantity: 'upload_id', value: ['u1'] }))
    expect(set.filters).toEqual({ upload_id: ['u1'] })
    expect(reduce(set, actions.setFilter({ quantity: 'upload_id', value: undefined })).filters).toEqual({})
    expect(reduce(set, actions.clearFilter('upload_id')).filters).toEqual({})
  })

  it('treats setting an equal value as no change', () => {
    const { actions, reduce } = aContext()
    const set = reduce(undefined, actions.setFilter({ quantity: 'n', value: { gte: 1, lte: 3 } }))
    expect(reduce(set, actions.setFilter({ quantity: 'n', value: { lte: 3, gte: 1 } }))).toBe(set)
  })

  it('clears the query but not the locked filters', () => {
    const { actions, reduce } = aContext({ lockedFilters: { method: ['EELS'] } })
    const state = reduce(undefined, actions.setFilter({ quantity: 'a', value: 1 }), actions.clearFilters())
    expect(state.filters).toEqual({})
    expect(state.lockedFilters).toEqual({ method: ['EELS'] })
  })

  it('asks for the next page from the last response', () => {
    expect(paged(aContext()).pagination.page_after_value).toBe('c1')
  })

  it('asks for no next page when the last response had none', () => {
    const { actions, reduce, initial } = aContext()
    const withAll = reduce(initial, actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ data: [anEntry('e1')] }) }))
    expect(reduce(withAll, actions.requestNextPage()).pagination.page_after_value).toBeUndefined()
    expect(select.selectHasMore(withAll)).toBe(false)
  })

  it.each([
    ['a filter is set', (a: ReturnType<typeof aContext>['actions']) => a.setFilter({ quantity: 'x', value: 1 })],
    ['the query mode changes', (a: ReturnType<typeof aContext>['actions']) => a.setQueryMode({ quantity: 'x', mode: 'all' })],
    ['the locked filters change', (a: ReturnType<typeof aContext>['actions']) => a.setLockedFilters({ x: 1 })],
    ['the order changes', (a: ReturnType<typeof aContext>['actions']) => a.setPagination({ order_by: '_score', order: 'desc' })],
    ['the page size changes', (a: ReturnType<typeof aContext>['actions']) => a.setPagination({ page_size: 50 })],
  ])('starts at the first page again when %s', (_name, action) => {
    const context = aContext()
    const state = context.reduce(paged(context), action(context.actions))
    expect(state.pagination.page_after_value).toBeUndefined()
  })

  it('sets the order and keeps the page size', () => {
    const { actions, reduce } = aContext()
    expect(reduce(undefined, actions.setPagination({ order_by: '_score', order: 'desc' })).pagination).toEqual({
      order_by: '_score',
      order: 'desc',
      page_size: 20,
    })
  })

  it('orders the hits by score with a free-text filter, in the same change (spec 2 §4.1)', () => {
    const { actions, reduce } = aContext()
    const state = reduce(undefined, actions.setFilter({ quantity: 'text_search_contents', value: ['band gap'], byScore: true }))
    expect(state.filters).toEqual({ text_search_contents: ['band gap'] })
    expect(state.pagination).toEqual({ order_by: '_score', order: 'desc', page_size: 20 })
    expect(reduce(undefined, actions.setFilter({ quantity: 'entry_type', value: ['CIF'] })).pagination.order_by).toBe('upload_create_time')
  })

  it('changes several aggregations in one step, keeping equal ones as they were', () => {
    const { actions, reduce } = aContext({ aggregations: { a: { type: 'terms', quantity: 'a' }, b: { type: 'terms', quantity: 'b' } } })
    const before = reduce(undefined)
    const after = reduce(before, actions.changeAggregations({
      remove: ['a'],
      set: { b: { type: 'terms', quantity: 'b' }, c: { type: 'histogram', quantity: 'c', settings: { buckets: 30 } } },
    }))
    expect(after.aggregations).toEqual({ b: { type: 'terms', quantity: 'b' }, c: { type: 'histogram', quantity: 'c', settings: { buckets: 30 } } })
    expect(after.aggregations.b).toBe(before.aggregations.b)
  })

  it('opens, collapses the menu and turns statistics off', () => {
    const { actions, reduce } = aContext()
    const state = reduce(undefined, actions.setMenuOpen(false), actions.setMenuCollapsed(true), actions.setStatisticsEnabled(false))
    expect(state.menu).toEqual({ open: false, collapsed: true })
    expect(state.statisticsEnabled).toBe(false)
  })
})

describe('a search context: results', () => {
  it.each([
    ['"searching ..." while the total is unknown', undefined, 'searching'],
    ['"no results" when the total is 0', 0, 'noResults'],
    ['results when the total is above 0', 3, 'found'],
  ] as const)('shows %s', (_name, total, status) => {
    const { actions, reduce } = aContext()
    const state =
      total === undefined
        ? reduce(undefined)
        : reduce(undefined, actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ total }) }))
    expect(select.selectResultsStatus(state)).toBe(status)
  })

  it('replaces the hits with a first page', () => {
    const { actions, reduce } = aContext()
    const state = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ data: [anEntry('a')], total: 1 }) }),
      actions.responseReceived({ seq: 2, hits: 'replace', response: aResponse({ data: [anEntry('b')], total: 1 }) }),
    )
    expect(state.results.data).toEqual([anEntry('b')])
  })

  it('appends the hits of a next page, with its pagination', () => {
    const { actions, reduce } = aContext()
    const state = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ data: [anEntry('a')], total: 3, next: 'c1' }) }),
      actions.responseReceived({ seq: 2, hits: 'append', response: aResponse({ data: [anEntry('b')], total: 3, next: 'c2' }) }),
    )
    expect(state.results.data).toEqual([anEntry('a'), anEntry('b')])
    expect(state.results.total).toBe(3)
    expect(state.results.pagination?.next_page_after_value).toBe('c2')
  })

  it('keeps the hits with an aggregation-only response and takes its aggregations', () => {
    const { actions, reduce } = aContext()
    const buckets = [{ value: 'O', count: 2, nested_count: 2 }]
    const state = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ data: [anEntry('a')], total: 7 }) }),
      actions.responseReceived({ seq: 2, hits: 'keep', response: aResponse({ total: 7, aggregations: { 'elements:0': { data: buckets } } }) }),
    )
    expect(state.results.data).toEqual([anEntry('a')])
    expect(select.selectAggregationResult(state, 'elements:0')).toEqual({ type: 'terms', data: buckets })
  })

  it('keeps the aggregations a response did not carry', () => {
    const { actions, reduce } = aContext()
    const state = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ aggregations: { a: { data: [] }, b: { data: [] } } }) }),
      actions.responseReceived({
        seq: 2,
        hits: 'replace',
        response: aResponse({ aggregations: { b: { data: [1, 2] } }, types: { b: 'min_max' } }),
      }),
    )
    expect(state.results.aggregations).toEqual({ a: { type: 'terms', data: [] }, b: { type: 'min_max', data: [1, 2] } })
  })

  it('shows what is loading until each response is applied', () => {
    const { actions, reduce } = aContext()
    const sent = reduce(
      undefined,
      actions.requestSent({ ticket: { seq: 1, timestamp: 0 }, hits: 'replace', aggregations: ['a'], request: aRequest }),
      actions.requestSent({ ticket: { seq: 2, timestamp: 1 }, hits: 'keep', aggregations: ['b'], request: aRequest }),
    )
    expect(select.selectIsLoading(sent)).toBe(true)
    expect(select.selectHitsLoading(sent)).toBe(true)
    expect(select.selectAggregationLoading(sent, 'b')).toBe(true)
    const first = reduce(sent, actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse() }))
    expect(select.selectHitsLoading(first)).toBe(false)
    expect(select.selectAggregationLoading(first, 'a')).toBe(false)
    expect(select.selectAggregationLoading(first, 'b')).toBe(true)
    expect(select.selectIsLoading(reduce(first, actions.requestFailed({ seq: 2 })))).toBe(false)
    expect(select.selectIsLoading(reduce(sent, actions.requestsAbandoned()))).toBe(false)
  })

  it('keeps the results when a request fails, marked failed when they were to be replaced', () => {
    const { actions, reduce } = aContext()
    const shown = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ data: [anEntry('a')], total: 1 }) }),
      actions.requestSent({ ticket: { seq: 2, timestamp: 0 }, hits: 'replace', aggregations: [], request: aRequest }),
    )
    const failed = reduce(shown, actions.requestFailed({ seq: 2 }))
    expect(failed.results).toEqual({ ...shown.results, failed: true })
    expect(select.selectResultsStatus(failed)).toBe('failed')
    const answered = reduce(
      failed,
      actions.requestSent({ ticket: { seq: 3, timestamp: 0 }, hits: 'replace', aggregations: [], request: aRequest }),
      actions.responseReceived({ seq: 3, hits: 'replace', response: aResponse({ data: [anEntry('b')], total: 1 }) }),
    )
    expect(answered.results.failed).toBeUndefined()
    expect(select.selectResultsStatus(answered)).toBe('found')
  })

  it('keeps the results unmarked when a request for aggregations only fails', () => {
    const { actions, reduce } = aContext()
    const shown = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ data: [anEntry('a')], total: 1 }) }),
      actions.requestSent({ ticket: { seq: 2, timestamp: 0 }, hits: 'keep', aggregations: ['x'], request: aRequest }),
    )
    expect(reduce(shown, actions.requestFailed({ seq: 2 })).results).toEqual(shown.results)
  })

  it('gives back the pagination of the hits shown when a next page fails', () => {
    const { actions, reduce } = aContext()
    const restorePagination = { order_by: 'upload_create_time', order: 'desc' as const, page_size: 20 }
    const state = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ total: 40, next: 'c1' }) }),
      actions.requestNextPage(),
      actions.requestFailed({ seq: 2, restorePagination }),
    )
    expect(state.pagination).toEqual(restorePagination)
  })

  it('keeps the last request for "View API call"', () => {
    const { actions, reduce } = aContext()
    const request = { ...aRequest, owner: 'public', query: { upload_id: 'u1' } }
    const state = reduce(undefined, actions.requestSent({ ticket: { seq: 1, timestamp: 0 }, hits: 'replace', aggregations: [], request }))
    expect(select.selectLastRequest(state)).toEqual(request)
  })

  it("stops asking for a removed aggregation but keeps its data for when it comes back", () => {
    const { actions, reduce } = aContext({ aggregations: { a: { type: 'terms', quantity: 'upload_id' } } })
    const state = reduce(
      undefined,
      actions.responseReceived({ seq: 1, hits: 'replace', response: aResponse({ aggregations: { a: { data: [] } } }) }),
      actions.removeAggregation('a'),
    )
    expect(state.aggregations).toEqual({})
    expect(state.results.aggregations.a).toEqual({ type: 'terms', data: [] })
  })
})

import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BadRequest } from '../../api'
import { createSearchContextSlice, searchContextSelectors as select, type SearchContextState } from './searchContextSlice'
import { startSearchRunner } from './searchRunner'
import { aFakeServer, aResponse, anEntry, elementsTerms, nElementsHistogram } from './testing/builders'

const ELEMENTS = 'results.material.elements'
const N_ELEMENTS = 'results.material.n_elements'

/** A store with one context and a runner sending to a fake server. */
function aSearch() {
  const slice = createSearchContextSlice({
    id: 'entries',
    aggregations: { 'elements:default': elementsTerms, 'n_elements:default': nElementsHistogram },
  })
  const store = configureStore({ reducer: combineSlices(slice) })
  const server = aFakeServer()
  const errors: unknown[] = []
  const state = (): SearchContextState => slice.selectSlice(store.getState())
  const runner = startSearchRunner({
    getState: state,
    subscribe: store.subscribe,
    dispatch: store.dispatch,
    actions: slice.actions,
    // core/search's part, reduced to its shape: the query is the filters and the locked filters.
    buildQuery: (context) => ({ owner: 'visible', query: { ...context.lockedFilters, ...context.filters } }),
    send: server.send,
    onError: (error) => errors.push(error),
    now: () => 1_700_000_000_000,
  })
  const setFilter = (quantity: string, value: Parameters<typeof slice.actions.setFilter>[0]['value']) =>
    store.dispatch(slice.actions.setFilter({ quantity, value }))
  return { slice, store, server, calls: server.calls, errors, state, runner, actions: slice.actions, setFilter }
}

/** A search whose first request was answered with one page of `total` hits. */
async function aSearchWithResults(total = 45) {
  const search = aSearch()
  await search.calls[0].answer(aResponse({ data: [anEntry('e1'), anEntry('e2')], total, next: 'c1' }))
  return search
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the search runner: when it asks', () => {
  it('sends the first request at once, with hits and every aggregation', () => {
    const { calls, state } = aSearch()
    expect(calls).toHaveLength(1)
    expect(calls[0].request).toMatchObject({
      owner: 'visible',
      query: {},
      pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20 },
      required: { exclude: ['quantities', 'sections', 'files'] },
    })
    expect(Object.keys(calls[0].request.aggregations)).toEqual(['elements:default', 'n_elements:default'])
    expect(select.selectResultsStatus(state())).toBe('searching')
    expect(select.selectIsLoading(state())).toBe(true)
  })

  it('sends a filter change at once, and one that follows within 450 ms after 450 ms', async () => {
    const { calls, setFilter } = await aSearchWithResults()
    setFilter(ELEMENTS, { all: ['O'] })
    expect(calls).toHaveLength(2)
    expect(calls[1].request.query).toEqual({ [ELEMENTS]: { all: ['O'] } })
    vi.advanceTimersByTime(100)
    setFilter(ELEMENTS, { all: ['O', 'Si'] })
    vi.advanceTimersByTime(449)
    expect(calls).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(calls).toHaveLength(3)
    expect(calls[2].request.query).toEqual({ [ELEMENTS]: { all: ['O', 'Si'] } })
  })

  it('sends one request for changes within the debounce, with the last value', async () => {
    const { calls, setFilter } = await aSearchWithResults()
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(300)
    setFilter(ELEMENTS, { all: ['O', 'Si'] })
    vi.advanceTimersByTime(300)
    setFilter(ELEMENTS, { all: ['O', 'Si', 'Fe'] })
    vi.advanceTimersByTime(450)
    expect(calls).toHaveLength(3)
    expect(calls[2].request.query).toEqual({ [ELEMENTS]: { all: ['O', 'Si', 'Fe'] } })
  })

  it('sends nothing more when a filter is changed and set back within the debounce', async () => {
    const { calls, setFilter } = await aSearchWithResults()
    setFilter(ELEMENTS, { all: ['O'] })
    setFilter(ELEMENTS, { all: ['O', 'Si'] })
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(1000)
    expect(calls).toHaveLength(2)
  })

  it('sends a pagination change at once, for hits only', async () => {
    const { calls, store, actions } = await aSearchWithResults()
    store.dispatch(actions.setPagination({ order_by: 'entry_name', order: 'asc' }))
    expect(calls).toHaveLength(2)
    expect(calls[1].request.pagination).toEqual({ order_by: 'entry_name', order: 'asc', page_size: 20 })
    expect(calls[1].request.aggregations).toEqual({})
  })

  it('does not refresh an exclusive aggregation when only its own filter changed', async () => {
    const { calls, setFilter } = await aSearchWithResults()
    setFilter(N_ELEMENTS, { gte: 2 })
    vi.advanceTimersByTime(450)
    expect(Object.keys(calls[1].request.aggregations)).toEqual(['elements:default'])
  })

  it('asks for an added aggregation alone, at once', async () => {
    const { calls, store, actions } = await aSearchWithResults()
    store.dispatch(actions.setAggregation({ name: 'program:0', request: { type: 'terms', quantity: 'results.method.simulation.program_name' } }))
    expect(calls).toHaveLength(2)
    expect(calls[1].request).toMatchObject({ pagination: { page_size: 0 }, required: { include: [] } })
    expect(Object.keys(calls[1].request.aggregations)).toEqual(['program:0'])
  })

  it('asks for everything again at once on "Refresh results"', async () => {
    const { calls, runner } = await aSearchWithResults()
    runner.refresh()
    expect(calls).toHaveLength(2)
    expect(calls[1].request).toEqual(calls[0].request)
  })
})

describe('the search runner: what it shows', () => {
  it('shows the hits, the total and the aggregations of the first response', async () => {
    const { calls, state } = aSearch()
    const buckets = [{ value: 'O', count: 3, nested_count: 3 }]
    await calls[0].answer(aResponse({ data: [anEntry('e1')], total: 3, aggregations: { 'elements:default': { data: buckets } } }))
    expect(state().results).toMatchObject({ data: [anEntry('e1')], total: 3 })
    expect(select.selectAggregationResult(state(), 'elements:default')).toEqual({ type: 'terms', data: buckets })
    expect(select.selectIsLoading(state())).toBe(false)
  })

  it('shows "no results" when the total is 0', async () => {
    const { calls, state } = aSearch()
    await calls[0].answer(aResponse({ total: 0 }))
    expect(select.selectResultsStatus(state())).toBe('noResults')
  })

  it('applies responses that arrive in reverse order in request order', async () => {
    const { calls, state, setFilter } = await aSearchWithResults()
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(450)
    setFilter(ELEMENTS, { all: ['Si'] })
    vi.advanceTimersByTime(450)
    await calls[2].answer(aResponse({ data: [anEntry('si')], total: 1 }))
    expect(state().results.data).toEqual([anEntry('e1'), anEntry('e2')])
    await calls[1].answer(aResponse({ data: [anEntry('o')], total: 1 }))
    expect(state().results.data).toEqual([anEntry('si')])
    expect(select.selectIsLoading(state())).toBe(false)
  })

  it('reports a failed request, keeps the results and applies the next response', async () => {
    const { calls, state, errors, setFilter } = await aSearchWithResults()
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(450)
    setFilter(ELEMENTS, { all: ['Si'] })
    vi.advanceTimersByTime(450)
    await calls[1].fail(new Error('offline'))
    expect(errors).toEqual([new Error('offline')])
    expect(state().results.data).toEqual([anEntry('e1'), anEntry('e2')])
    await calls[2].answer(aResponse({ data: [anEntry('si')], total: 1 }))
    expect(state().results.data).toEqual([anEntry('si')])
  })

  it('does not ask again by itself after a failure, but with the next change', async () => {
    const { calls, errors, setFilter } = await aSearchWithResults()
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(450)
    await calls[1].fail(new Error('offline'))
    vi.advanceTimersByTime(5000)
    expect(calls).toHaveLength(2)
    expect(errors).toHaveLength(1)
    setFilter(N_ELEMENTS, { gte: 2 })
    vi.advanceTimersByTime(450)
    // The failed request's aggregations are asked for again, the exclusive one included:
    // the elements filter it did not get is not its own.
    expect(Object.keys(calls[2].request.aggregations)).toEqual(['elements:default', 'n_elements:default'])
  })

  it('marks the results failed when the first search fails, and asks again with the next change', async () => {
    const { calls, state, setFilter } = aSearch()
    await calls[0].fail(new Error('offline'))
    expect(select.selectResultsStatus(state())).toBe('failed')
    vi.advanceTimersByTime(5000)
    expect(calls).toHaveLength(1)
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(450)
    expect(calls).toHaveLength(2)
    await calls[1].answer(aResponse({ data: [anEntry('o')], total: 1 }))
    expect(select.selectResultsStatus(state())).toBe('found')
  })

  it('asks again when the query is cleared after a failed search (issue 19, item 5)', async () => {
    const { calls, state, store, actions, setFilter } = await aSearchWithResults()
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(450)
    await calls[1].fail(new Error('offline'))
    // The rows kept are the empty query's, not those of the failed one.
    expect(select.selectResultsStatus(state())).toBe('failed')
    store.dispatch(actions.clearFilters())
    vi.advanceTimersByTime(450)
    expect(calls).toHaveLength(3)
    expect(calls[2].request.query).toEqual({})
    await calls[2].answer(aResponse({ data: [anEntry('e1')], total: 45 }))
    expect(select.selectResultsStatus(state())).toBe('found')
  })

  it('does not mark the results failed when only aggregations or the next page failed', async () => {
    const { calls, state, store, actions } = await aSearchWithResults()
    store.dispatch(actions.requestNextPage())
    await calls[1].fail(new Error('offline'))
    expect(select.selectResultsStatus(state())).toBe('found')
    store.dispatch(actions.setAggregation({ name: 'n_elements:default', request: { ...nElementsHistogram, settings: { buckets: 5 } } }))
    await calls[2].fail(new Error('offline'))
    expect(select.selectResultsStatus(state())).toBe('found')
  })

  it('appends the next page: hits only, with page_after_value', async () => {
    const { calls, state, store, actions } = await aSearchWithResults()
    store.dispatch(actions.requestNextPage())
    expect(calls).toHaveLength(2)
    expect(calls[1].request.pagination).toMatchObject({ page_after_value: 'c1' })
    expect(calls[1].request.aggregations).toEqual({})
    await calls[1].answer(aResponse({ data: [anEntry('e3')], total: 45, next: 'c2' }))
    expect(state().results.data).toEqual([anEntry('e1'), anEntry('e2'), anEntry('e3')])
    expect(select.selectHasMore(state())).toBe(true)
  })

  it('asks for the same next page again after it failed', async () => {
    const { calls, state, store, actions } = await aSearchWithResults()
    store.dispatch(actions.requestNextPage())
    await calls[1].fail(new Error('offline'))
    expect(state().pagination.page_after_value).toBeUndefined()
    expect(calls).toHaveLength(2)
    store.dispatch(actions.requestNextPage())
    expect(calls).toHaveLength(3)
    expect(calls[2].request.pagination).toMatchObject({ page_after_value: 'c1' })
  })

  it('starts at the first page again when a filter changes after paging', async () => {
    const { calls, state, store, actions, setFilter } = await aSearchWithResults()
    store.dispatch(actions.requestNextPage())
    await calls[1].answer(aResponse({ data: [anEntry('e3')], total: 45, next: 'c2' }))
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(450)
    expect(calls[2].request.pagination).not.toHaveProperty('page_after_value')
    await calls[2].answer(aResponse({ data: [anEntry('o')], total: 1 }))
    expect(state().results.data).toEqual([anEntry('o')])
  })

  it('reports an unknown search quantity with the search text (spec 2 §8)', async () => {
    const { calls, errors } = aSearch()
    await calls[0].fail(new BadRequest('x.y is not a entries quantity (422)', { status: 422, apiMessage: 'x.y is not a entries quantity' }))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(BadRequest)
    expect((errors[0] as Error).message).toBe(
      'Could not find definition for the search quantity "x.y". Please remove it from the search and try again.',
    )
  })

  it('keeps the last request for "View API call"', () => {
    const { calls, state } = aSearch()
    expect(select.selectLastRequest(state())).toEqual(calls[0].request)
  })

  it('ignores responses after it stopped and clears what was loading', async () => {
    const { calls, state, runner, setFilter } = aSearch()
    runner.stop()
    expect(select.selectIsLoading(state())).toBe(false)
    await calls[0].answer(aResponse({ data: [anEntry('late')], total: 1 }))
    setFilter(ELEMENTS, { all: ['O'] })
    vi.advanceTimersByTime(1000)
    expect(state().results.data).toEqual([])
    expect(calls).toHaveLength(1)
  })
})

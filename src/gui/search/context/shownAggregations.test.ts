// Aggregations asked for only while shown (issue 19 item 14): a menu panel that opens
// flips its aggregations' `update` flag (setAggregationsShown); the runner then asks for
// them alone, without hits, and only when the query or their settings changed since
// they were last counted (spec 2 §4.1).
import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSearchContextSlice, type SearchContextState } from './searchContextSlice'
import { startSearchRunner } from './searchRunner'
import { aFakeServer, aResponse, anEntry, elementsTerms, nElementsHistogram } from './testing/builders'
import type { AggregationRequest } from './types'

const ELEMENTS = 'results.material.elements'
const N_ELEMENTS = 'results.material.n_elements'
const hidden = (request: AggregationRequest): AggregationRequest => ({ ...request, update: false })

/** A context whose root panel counts program names, with a closed panel counting elements and (exclusive) n_elements. */
function aSearch() {
  const slice = createSearchContextSlice({
    id: 'entries',
    aggregations: {
      program: { type: 'terms', quantity: 'results.method.simulation.program_name', settings: { size: 5 } },
      elements: hidden(elementsTerms),
      n_elements: hidden(nElementsHistogram),
    },
  })
  const store = configureStore({ reducer: combineSlices(slice) })
  const server = aFakeServer()
  const state = (): SearchContextState => slice.selectSlice(store.getState())
  startSearchRunner({
    getState: state,
    subscribe: store.subscribe,
    dispatch: store.dispatch,
    actions: slice.actions,
    buildQuery: (context) => ({ owner: 'visible', query: { ...context.filters } }),
    send: server.send,
    onError: () => {},
    now: () => 1_700_000_000_000,
  })
  const { actions } = slice
  return {
    calls: server.calls,
    state,
    setFilter: (quantity: string, value: Parameters<typeof actions.setFilter>[0]['value']) => store.dispatch(actions.setFilter({ quantity, value })),
    openPanel: () => store.dispatch(actions.setAggregationsShown({ elements: true, n_elements: true })),
    closePanel: () => store.dispatch(actions.setAggregationsShown({ elements: false, n_elements: false })),
    loadMore: (name: string, size: number) => {
      const request = state().aggregations[name]
      store.dispatch(actions.setAggregation({ name, request: { ...request, settings: { ...request.settings, size } } }))
    },
  }
}

const counts = (value: string, count: number) => ({ data: [{ value, count, nested_count: count }] })
const names = (request: { aggregations: object }) => Object.keys(request.aggregations).sort()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('aggregations asked for only while shown', () => {
  it('leaves hidden aggregations out of the first search', () => {
    const { calls } = aSearch()
    expect(calls).toHaveLength(1)
    expect(names(calls[0].request)).toEqual(['program'])
    expect(calls[0].request.pagination).toMatchObject({ page_size: 20 })
  })

  it('asks for a panel that opens at once, its aggregations alone, without the hits; the rows stay', async () => {
    const { calls, state, openPanel } = aSearch()
    await calls[0].answer(aResponse({ data: [anEntry('e1')], total: 1, aggregations: { program: counts('VASP', 1) } }))
    openPanel()
    expect(calls).toHaveLength(2)
    expect(calls[1].request).toMatchObject({ pagination: { page_size: 0 }, required: { include: [] } })
    expect(names(calls[1].request)).toEqual(['elements', 'n_elements'])
    await calls[1].answer(aResponse({ aggregations: { elements: counts('O', 1), n_elements: { data: [] } }, types: { n_elements: 'histogram' } }))
    expect(state().results.data).toEqual([anEntry('e1')])
    expect(state().results.total).toBe(1)
    expect(state().results.aggregations.elements?.data).toEqual(counts('O', 1).data)
  })

  it('asks nothing when a panel opens again and the query did not change', async () => {
    const { calls, openPanel, closePanel } = aSearch()
    await calls[0].answer(aResponse({ total: 0 }))
    openPanel()
    await calls[1].answer(aResponse())
    closePanel()
    openPanel()
    vi.advanceTimersByTime(1000)
    expect(calls).toHaveLength(2)
  })

  it('does not count a closed panel on filter changes, and counts it for the new query when it opens', async () => {
    const { calls, state, setFilter, openPanel, closePanel } = aSearch()
    await calls[0].answer(aResponse({ total: 0 }))
    openPanel()
    await calls[1].answer(aResponse({ aggregations: { elements: counts('O', 9) } }))
    closePanel()
    setFilter('results.method.simulation.program_name', { any: ['VASP'] })
    expect(names(calls[2].request)).toEqual(['program'])
    await calls[2].answer(aResponse({ total: 3 }))
    openPanel()
    expect(calls).toHaveLength(4)
    expect(calls[3].request.query).toEqual({ 'results.method.simulation.program_name': { any: ['VASP'] } })
    expect(names(calls[3].request)).toEqual(['elements', 'n_elements'])
    await calls[3].answer(aResponse({ aggregations: { elements: counts('O', 3) } }))
    // The counts shown are the new query's, not those from before the panel closed.
    expect(state().results.aggregations.elements?.data).toEqual(counts('O', 3).data)
  })

  it('does not refresh a closed exclusive aggregation whose own filter alone changed (spec 2 §4.1)', async () => {
    const { calls, setFilter, openPanel, closePanel } = aSearch()
    await calls[0].answer(aResponse({ total: 0 }))
    openPanel()
    await calls[1].answer(aResponse())
    closePanel()
    setFilter(N_ELEMENTS, { gte: 2 })
    await calls[2].answer(aResponse())
    openPanel()
    expect(calls).toHaveLength(4)
    // The terms of elements are not exclusive: they follow the new query; n_elements ignores its own filter.
    expect(names(calls[3].request)).toEqual(['elements'])
  })

  it('keeps a size set by "load more" when the panel closes and opens', async () => {
    const { calls, state, openPanel, closePanel, loadMore } = aSearch()
    await calls[0].answer(aResponse({ total: 0 }))
    openPanel()
    await calls[1].answer(aResponse())
    loadMore('elements', 20)
    expect(calls[2].request.aggregations.elements).toEqual({ terms: { quantity: ELEMENTS, exclude_from_search: false, size: 20 } })
    await calls[2].answer(aResponse())
    closePanel()
    openPanel()
    expect(state().aggregations.elements?.settings).toEqual({ size: 20 })
    expect(calls).toHaveLength(3)
  })
})

// @vitest-environment jsdom
import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSearchContextSlice } from './searchContextSlice'
import { aFakeServer, aResponse, anEntry } from './testing/builders'
import { selectSearchContext, useSearchRequests } from './useSearchRequests'

function aPage() {
  const slice = createSearchContextSlice({ id: 'entries' })
  const store = configureStore({ reducer: combineSlices(slice) })
  const server = aFakeServer()
  const onError = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const view = renderHook(
    () => useSearchRequests(slice, { buildQuery: (state) => ({ owner: 'visible', query: state.filters }), send: server.send, onError }),
    { wrapper },
  )
  return { slice, store, server, view, onError }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useSearchRequests', () => {
  it('searches when the context is shown and shows the answer', async () => {
    const { slice, store, server } = aPage()
    expect(server.calls).toHaveLength(1)
    await act(() => server.calls[0].answer(aResponse({ data: [anEntry('e1')], total: 1 })))
    expect(selectSearchContext(store.getState(), slice).results.data).toEqual([anEntry('e1')])
  })

  it('refreshes on demand', () => {
    const { server, view } = aPage()
    act(() => view.result.current.refresh())
    expect(server.calls).toHaveLength(2)
  })

  it('stops when the context is no longer shown', async () => {
    const { slice, store, server, view } = aPage()
    view.unmount()
    store.dispatch(slice.actions.setFilter({ quantity: 'upload_id', value: ['u1'] }))
    vi.advanceTimersByTime(1000)
    expect(server.calls).toHaveLength(1)
    expect(selectSearchContext(store.getState(), slice).inFlight).toEqual([])
  })

  it('fails loudly for a context whose slice is not in the store', () => {
    const slice = createSearchContextSlice({ id: 'missing' })
    expect(() => selectSearchContext({}, slice)).toThrow('The search context "searchContext/missing" is not in the store')
  })
})

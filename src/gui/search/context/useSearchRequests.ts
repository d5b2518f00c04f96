// Mounts the search runner for one context while a component shows it. The store comes
// from react-redux; how to build the query, send it and report errors is passed in, so
// tests use a fake sender and the app uses searchSender(client, resource).
import { useEffect, useMemo, useRef } from 'react'
import { useStore } from 'react-redux'
import { startSearchRunner, type SearchRunner, type SearchRunnerOptions } from './searchRunner'
import type { SearchContextSlice, SearchContextState } from './searchContextSlice'

export type UseSearchRequestsOptions = Pick<
  SearchRunnerOptions,
  'buildQuery' | 'send' | 'onError' | 'debounceMs' | 'timers' | 'now'
>

/** The context's state in the root state; fails loudly when its slice was not injected. */
export function selectSearchContext(root: unknown, slice: SearchContextSlice): SearchContextState {
  const state = (root as Partial<Record<string, SearchContextState>>)[slice.reducerPath]
  if (!state) throw new Error(`The search context "${slice.name}" is not in the store: inject its slice first.`)
  return state
}

export function useSearchRequests(slice: SearchContextSlice, options: UseSearchRequestsOptions): { refresh(): void } {
  const store = useStore()
  // The latest callbacks, without restarting the runner (and re-sending) when they change.
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const runner = useRef<SearchRunner | undefined>(undefined)

  useEffect(() => {
    const started = startSearchRunner({
      getState: () => selectSearchContext(store.getState(), slice),
      subscribe: store.subscribe,
      dispatch: store.dispatch,
      actions: slice.actions,
      buildQuery: (state) => latest.current.buildQuery(state),
      send: (request) => latest.current.send(request),
      onError: (error) => latest.current.onError(error),
      debounceMs: latest.current.debounceMs,
      timers: latest.current.timers,
      now: latest.current.now,
    })
    runner.current = started
    return () => {
      started.stop()
      runner.current = undefined
    }
  }, [store, slice])

  return useMemo(() => ({ refresh: () => runner.current?.refresh() }), [])
}

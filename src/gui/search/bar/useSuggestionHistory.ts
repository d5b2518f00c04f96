// The search bar's history of one search context, kept in local storage (spec 2 §4.2).
import { useCallback, useState } from 'react'
import type { KeyValueStorage, SearchSuggestion } from '../../../core/search'
import { loadSuggestionHistory, pushSuggestion, removeSuggestion, saveSuggestionHistory } from '../../../core/search'
import { browserStorage } from '../../runtime'

export interface SuggestionHistory {
  readonly entries: readonly SearchSuggestion[]
  push(suggestion: Pick<SearchSuggestion, 'input' | 'type'>): void
  /** Removes the entry with this key (`suggestionKey`). */
  remove(key: string): void
}

export { browserStorage }

export function useSuggestionHistory(contextId: string, storage: KeyValueStorage = browserStorage()): SuggestionHistory {
  const [state, setState] = useState(() => ({
    contextId,
    entries: loadSuggestionHistory(storage, contextId),
  }))
  // Another context (a different app) has its own history: reload when the id changes.
  const current = state.contextId === contextId ? state : { contextId, entries: loadSuggestionHistory(storage, contextId) }
  if (current !== state) setState(current)

  const update = useCallback(
    (change: (entries: readonly SearchSuggestion[]) => SearchSuggestion[]) => {
      setState((previous) => {
        const entries = change(previous.entries)
        saveSuggestionHistory(storage, previous.contextId, entries)
        return { contextId: previous.contextId, entries }
      })
    },
    [storage],
  )
  const push = useCallback(
    (suggestion: Pick<SearchSuggestion, 'input' | 'type'>) => update((entries) => pushSuggestion(entries, suggestion)),
    [update],
  )
  const remove = useCallback((key: string) => update((entries) => removeSuggestion(entries, key)), [update])
  return { entries: current.entries, push, remove }
}

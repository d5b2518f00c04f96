// The search bar's history of accepted inputs (spec 2 §4.2): newest first, at most 20,
// entries removable, kept per search context in the browser's local storage and
// removed from it when the history is reset.
import type { SuggestionType } from './searchBar'

export interface SearchSuggestion {
  readonly input: string
  readonly type: SuggestionType
  /** True for suggestions that come from the history. */
  readonly history?: boolean
}

/** Suggestion history size (spec 2 §9). */
export const SUGGESTION_HISTORY_SIZE = 20
/** The search bar shows this many suggestions (spec 2 §9). */
export const SUGGESTIONS_SHOWN = 5

const TYPES: readonly SuggestionType[] = ['free_text', 'equality', 'range_half_bounded', 'range_bounded', 'name', 'existence']

/** Two suggestions with the same input and type are the same suggestion. */
export function suggestionKey(suggestion: Pick<SearchSuggestion, 'input' | 'type'>): string {
  return `${suggestion.input}-${suggestion.type}`
}

/** The history with `suggestion` on top (moved there if it was already in), cut to `size`. */
export function pushSuggestion(
  history: readonly SearchSuggestion[],
  suggestion: Pick<SearchSuggestion, 'input' | 'type'>,
  size = SUGGESTION_HISTORY_SIZE,
): SearchSuggestion[] {
  const key = suggestionKey(suggestion)
  const entry: SearchSuggestion = { input: suggestion.input, type: suggestion.type, history: true }
  return [entry, ...history.filter((item) => suggestionKey(item) !== key)].slice(0, Math.max(0, size))
}

export function removeSuggestion(history: readonly SearchSuggestion[], key: string): SearchSuggestion[] {
  return history.filter((item) => suggestionKey(item) !== key)
}

/** Lower case, underscores as spaces: `Chemical_Formula` and `chemical formula` match. */
const clean = (text: string) => text.trim().replace(/_/g, ' ').toLowerCase()

/**
 * History entries for the current input, as NOMAD's search bar lists them: all of them
 * for an empty input, else those with a word (after a space or a dot) starting with
 * the input, shortest first; at most `size`.
 */
export function matchingSuggestions(
  history: readonly SearchSuggestion[],
  input: string,
  size = SUGGESTIONS_SHOWN,
): SearchSuggestion[] {
  const wanted = clean(input)
  if (!wanted) return history.slice(0, size)
  const matches = history.filter((item) => {
    const text = clean(item.input)
    if (text.startsWith(wanted)) return true
    for (const match of text.matchAll(/[ .]/g)) {
      if (text.slice((match.index ?? 0) + 1).startsWith(wanted)) return true
    }
    return false
  })
  return matches.sort((a, b) => a.input.length - b.input.length).slice(0, size)
}

/** The part of the Web Storage interface the history uses (window.localStorage in the GUI). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The storage key of one search context's history. */
export function suggestionHistoryKey(contextId: string): string {
  return `tessera-searchcontext-${contextId}`
}

/** The stored history; anything unreadable is dropped rather than breaking the search bar. */
export function loadSuggestionHistory(
  storage: KeyValueStorage,
  contextId: string,
  size = SUGGESTION_HISTORY_SIZE,
): SearchSuggestion[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(suggestionHistoryKey(contextId)) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const valid = parsed.filter(
    (item): item is SearchSuggestion =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.input === 'string' &&
      item.input.trim() !== '' &&
      TYPES.includes(item.type),
  )
  return valid.slice(0, size).map((item) => ({ input: item.input, type: item.type, history: true }))
}

export function saveSuggestionHistory(storage: KeyValueStorage, contextId: string, history: readonly SearchSuggestion[]): void {
  storage.setItem(suggestionHistoryKey(contextId), JSON.stringify(history.map(({ input, type }) => ({ input, type }))))
}

/** Resetting the history removes it from the storage. */
export function clearSuggestionHistory(storage: KeyValueStorage, contextId: string): void {
  storage.removeItem(suggestionHistoryKey(contextId))
}

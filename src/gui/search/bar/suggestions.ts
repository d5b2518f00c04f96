// What the search bar offers while typing (spec 2 §3.3, §4.2, §5.2, §9): matching history
// entries, filter names, and values the server suggests (POST /suggestions). Pure, so
// the lists are testable without a component.
import type { SearchFilters, SearchSuggestion } from '../../../core/search'
import { matchingSuggestions, SUGGESTIONS_SHOWN, suggestionKey, wantsSuggestions } from '../../../core/search'
import { byRank, compareRanks, nameRank, valueRank, type Rank, type RankedSuggestion } from './ranking'

/** The answer of POST /suggestions: per quantity name, values that start like the input. */
export interface SuggestionsResponse {
  readonly [quantity: string]: readonly { readonly value: string; readonly weight?: number }[]
}
/** Asks the server for suggestions; the real one posts `{input, quantities}` to /suggestions. */
export type FetchSuggestions = (input: string, quantities: readonly string[]) => Promise<SuggestionsResponse>

/** Typing waits this long before suggestions are asked for, so a word typed fast is one request. */
export const SUGGESTION_DEBOUNCE_MS = 150
/** Values shown per suggested quantity (spec 2 §9). */
export const VALUES_PER_QUANTITY = 5

/** A titled block of suggestions (history, names, one per suggested quantity). */
export interface SuggestionGroup {
  readonly title: string
  readonly items: readonly SearchSuggestion[]
  /** The rank of its best item (ranking.ts): groups are listed best first, after the history. */
  readonly rank?: Rank
}

export const HISTORY_GROUP_TITLE = 'Recent'
export const NAMES_GROUP_TITLE = 'Quantities'

/** The quantities the bar may ask suggestions for: those marked `suggestion`, within `allowed`. */
export function suggestionQuantities(filters: SearchFilters, allowed?: readonly string[]): string[] {
  const names: string[] = []
  for (const definition of filters.byName.values()) {
    if (definition.suggestion && (!allowed || allowed.includes(definition.name))) names.push(definition.name)
  }
  return names
}

/** The name a user types for a quantity: its abbreviation where unique. */
export const writtenName = (filters: SearchFilters, name: string) => filters.abbreviations.get(name) ?? name

/**
 * What to ask the server for an input, or nothing. `formula = Si` asks for values of
 * that one quantity starting with `Si`; any other input asks every suggestion quantity.
 */
export function suggestionRequest(
  filters: SearchFilters,
  input: string,
  allowed?: readonly string[],
): { input: string; quantities: string[] } | undefined {
  const quantities = suggestionQuantities(filters, allowed)
  const equality = /^([^=<>]+?)\s*=\s*([^=<>]*)$/.exec(input.trim())
  if (equality) {
    const name = filters.fullNames.get(equality[1])
    const value = equality[2]
    if (name === undefined || !quantities.includes(name) || !wantsSuggestions(value)) return undefined
    return { input: value.trim(), quantities: [name] }
  }
  if (!wantsSuggestions(input) || quantities.length === 0) return undefined
  return { input: input.trim(), quantities }
}

/** Filter names (as written) that hold the input, best fit first (ranking.ts), at most `size`. */
export function rankedNameSuggestions(
  filters: SearchFilters,
  input: string,
  allowed?: readonly string[],
  size = SUGGESTIONS_SHOWN,
): RankedSuggestion[] {
  if (!wantsSuggestions(input.trim())) return []
  const found: RankedSuggestion[] = []
  for (const definition of filters.byName.values()) {
    if (definition.section || definition.global || (allowed && !allowed.includes(definition.name))) continue
    const written = writtenName(filters, definition.name)
    const rank = nameRank(written, input)
    if (rank) found.push({ suggestion: { input: written, type: 'name' }, rank })
  }
  return byRank(found).slice(0, size)
}

/** Filter names (as written) that hold the input, best fit first, at most `size`. */
export function nameSuggestions(
  filters: SearchFilters,
  input: string,
  allowed?: readonly string[],
  size = SUGGESTIONS_SHOWN,
): SearchSuggestion[] {
  return rankedNameSuggestions(filters, input, allowed, size).map((item) => item.suggestion)
}

/**
 * Server suggestions as `quantity = value` entries, grouped by quantity, 5 values each,
 * ranked by how well they fit `input` (what the server was asked for).
 */
export function valueSuggestionGroups(
  filters: SearchFilters,
  response: SuggestionsResponse,
  size = VALUES_PER_QUANTITY,
  input = '',
): SuggestionGroup[] {
  const groups: SuggestionGroup[] = []
  for (const [quantity, values] of Object.entries(response)) {
    const definition = filters.byName.get(quantity)
    if (!definition || !Array.isArray(values)) continue
    const written = writtenName(filters, quantity)
    const ranked = values
      .filter((item) => typeof item?.value === 'string' && item.value.trim() !== '')
      .map((item): RankedSuggestion => ({
        suggestion: { input: `${written} = ${item.value}`, type: 'equality' },
        // A value the server found without holding the input (it should not) goes last.
        rank: valueRank(written, item.value, input, item.weight) ?? [Infinity],
      }))
    const items = (input ? byRank(ranked) : ranked).slice(0, size)
    if (items.length > 0) groups.push({ title: definition.label, items: items.map((item) => item.suggestion), rank: items[0].rank })
  }
  return groups
}

/**
 * Everything shown for an input, history first; a suggestion already listed in an
 * earlier group is left out of later ones.
 */
export function suggestionGroups(
  filters: SearchFilters,
  input: string,
  history: readonly SearchSuggestion[],
  values: readonly SuggestionGroup[],
  allowed?: readonly string[],
): SuggestionGroup[] {
  const seen = new Set<string>()
  const fresh = (items: readonly SearchSuggestion[]) =>
    items.filter((item) => {
      const key = suggestionKey(item)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  const names = rankedNameSuggestions(filters, input, allowed)
  // The quantities and values that fit best lead; the history keeps its place on top.
  const ranked: SuggestionGroup[] = [
    ...(names.length ? [{ title: NAMES_GROUP_TITLE, items: names.map((item) => item.suggestion), rank: names[0].rank }] : []),
    ...values,
  ].sort((a, b) => compareRanks(a.rank ?? [Infinity], b.rank ?? [Infinity]))
  const groups: SuggestionGroup[] = [
    { title: HISTORY_GROUP_TITLE, items: fresh(matchingSuggestions(history, input)) },
    ...ranked.map((group) => ({ title: group.title, items: fresh(group.items) })),
  ]
  return groups.filter((group) => group.items.length > 0)
}

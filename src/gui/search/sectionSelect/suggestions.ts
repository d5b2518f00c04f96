// What the section-select dialog's search field suggests (spec 2 §9: suggestions size 5,
// entry_name and mainfile 10): values of the entry name and the mainfile that hold the
// typed text, the best fits first (the search bar's ranking), each once. Pure.
import type { SuggestionsRequest, SuggestionsResponse } from '../../../core/api'
import { matchTier } from '../bar'

/** Spec 2 §9: the dialog's suggestions per quantity. */
export const SUGGESTION_SIZE = 5
export const SUGGESTION_SIZES: Readonly<Record<string, number>> = { entry_name: 10, mainfile: 10 }
/** The quantities the dialog's text searches that offer suggestions. */
export const SUGGESTION_QUANTITIES = ['entry_name', 'mainfile'] as const
/** What a suggestion is of, under its value. */
export const SUGGESTION_KINDS: Readonly<Record<string, string>> = { entry_name: 'Entry name', mainfile: 'Mainfile' }
/** Spec 2 §5.2: suggestions from 2 characters on. */
export const MIN_SUGGESTION_INPUT = 2

export interface DialogSuggestion {
  readonly value: string
  readonly quantity: string
}

export function suggestionsRequest(input: string): SuggestionsRequest | undefined {
  const text = input.trim()
  if (text.length < MIN_SUGGESTION_INPUT) return undefined
  return { input: text, quantities: SUGGESTION_QUANTITIES.map((name) => ({ name, size: SUGGESTION_SIZES[name] ?? SUGGESTION_SIZE })) }
}

/** The answer as one list: exact, then prefix, then word-start, then other matches; a value once. */
export function dialogSuggestions(response: SuggestionsResponse, input: string): DialogSuggestion[] {
  const seen = new Set<string>()
  const found: { suggestion: DialogSuggestion; tier: number; order: number }[] = []
  for (const quantity of SUGGESTION_QUANTITIES) {
    const values = response[quantity]
    if (!Array.isArray(values)) continue
    for (const item of values) {
      if (typeof item?.value !== 'string' || item.value.trim() === '' || seen.has(item.value)) continue
      seen.add(item.value)
      found.push({ suggestion: { value: item.value, quantity }, tier: matchTier(item.value, input) ?? 4, order: found.length })
    }
  }
  return found.sort((a, b) => a.tier - b.tier || a.order - b.order).map((item) => item.suggestion)
}

import { describe, expect, it } from 'vitest'
import type { KeyValueStorage, SearchSuggestion } from './history'
import {
  clearSuggestionHistory,
  loadSuggestionHistory,
  matchingSuggestions,
  pushSuggestion,
  removeSuggestion,
  saveSuggestionHistory,
  SUGGESTION_HISTORY_SIZE,
  suggestionHistoryKey,
  suggestionKey,
} from './history'

const equality = (input: string): SearchSuggestion => ({ input, type: 'equality', history: true })

function memoryStorage(initial: { [key: string]: string } = {}): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe('suggestion history', () => {
  it('keys a suggestion by its input and type', () => {
    expect(suggestionKey({ input: 'a = b', type: 'equality' })).toBe('a = b-equality')
  })

  it('puts the newest suggestion first, marked as history', () => {
    const history = pushSuggestion([equality('a = 1')], { input: 'b = 2', type: 'equality' })
    expect(history).toEqual([equality('b = 2'), equality('a = 1')])
  })

  it('moves a suggestion that is already in it to the top instead of repeating it', () => {
    const history = pushSuggestion([equality('a = 1'), equality('b = 2')], { input: 'b = 2', type: 'equality' })
    expect(history).toEqual([equality('b = 2'), equality('a = 1')])
  })

  it('keeps the same input of another type apart', () => {
    const history = pushSuggestion([equality('ab')], { input: 'ab', type: 'free_text' })
    expect(history.map(suggestionKey)).toEqual(['ab-free_text', 'ab-equality'])
  })

  it(`keeps at most ${SUGGESTION_HISTORY_SIZE} suggestions, dropping the oldest`, () => {
    let history: SearchSuggestion[] = []
    for (let i = 0; i < 25; i++) history = pushSuggestion(history, { input: `x = ${i}`, type: 'equality' })
    expect(history).toHaveLength(20)
    expect(history[0].input).toBe('x = 24')
    expect(history[19].input).toBe('x = 5')
  })

  it('removes a suggestion by key', () => {
    expect(removeSuggestion([equality('a = 1'), equality('b = 2')], 'a = 1-equality')).toEqual([equality('b = 2')])
  })
})

describe('matching the input', () => {
  const history = [equality('results.material.elements = Fe'), equality('authors.name = John Doe'), equality('n_elements = 2')]

  it('lists the newest five for an empty input', () => {
    const many = Array.from({ length: 8 }, (_, i) => equality(`x = ${i}`))
    expect(matchingSuggestions(many, '  ')).toEqual(many.slice(0, 5))
  })

  it.each([
    ['auth', ['authors.name = John Doe']],
    ['name', ['authors.name = John Doe']],
    ['ELEMENTS', ['n_elements = 2', 'results.material.elements = Fe']],
    ['n elements', ['n_elements = 2']],
    ['john', ['authors.name = John Doe']],
    ['xyz', []],
  ])('finds %j at the start of a word, shortest first', (input, inputs) => {
    expect(matchingSuggestions(history, input).map((item) => item.input)).toEqual(inputs)
  })
})

describe('local storage', () => {
  it('is kept per search context', () => {
    const storage = memoryStorage()
    saveSuggestionHistory(storage, 'entries', [equality('a = 1')])
    expect(storage.items.get(suggestionHistoryKey('entries'))).toBe('[{"input":"a = 1","type":"equality"}]')
    expect(loadSuggestionHistory(storage, 'entries')).toEqual([equality('a = 1')])
    expect(loadSuggestionHistory(storage, 'materials')).toEqual([])
  })

  it('is removed when the history is reset', () => {
    const storage = memoryStorage()
    saveSuggestionHistory(storage, 'entries', [equality('a = 1')])
    clearSuggestionHistory(storage, 'entries')
    expect(storage.items.size).toBe(0)
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"input": "a"}'],
  ])('reads %s as an empty history', (_, stored) => {
    expect(loadSuggestionHistory(memoryStorage({ [suggestionHistoryKey('entries')]: stored }), 'entries')).toEqual([])
  })

  it('drops stored items it cannot use and keeps at most 20', () => {
    const items = [
      { input: 'a = 1', type: 'equality' },
      { input: 'b', type: 'unknown' },
      { input: '  ', type: 'free_text' },
      7,
      null,
    ]
    const many = Array.from({ length: 30 }, (_, i) => ({ input: `x${i}`, type: 'free_text' }))
    const storage = memoryStorage({
      [suggestionHistoryKey('a')]: JSON.stringify(items),
      [suggestionHistoryKey('b')]: JSON.stringify(many),
    })
    expect(loadSuggestionHistory(storage, 'a')).toEqual([equality('a = 1')])
    expect(loadSuggestionHistory(storage, 'b')).toHaveLength(20)
  })
})

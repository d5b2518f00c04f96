// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KeyValueStorage } from '../../../core/search'
import { loadSuggestionHistory, PLEASE_SPECIFY_A_VALUE, UNSUPPORTED_QUERY } from '../../../core/search'
import { N_ELEMENTS, testFilters } from '../../../core/search/testing'
import type { SearchBarProps } from './SearchBar'
import { NO_OPTIONS_TEXT, REMOVE_FROM_HISTORY_LABEL, SearchBar, SEARCH_BAR_LABEL, SUGGESTIONS_LABEL } from './SearchBar'
import { SUGGESTION_DEBOUNCE_MS } from './suggestions'
import type { FetchSuggestions } from './suggestions'

const filters = testFilters()
const FORMULA = 'results.material.chemical_formula_hill'

function memoryStorage(items: Record<string, string> = {}): KeyValueStorage {
  return {
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => void (items[key] = value),
    removeItem: (key) => void delete items[key],
  }
}

function renderBar(props: Partial<SearchBarProps> = {}) {
  const onFilterChange = vi.fn()
  const storage = props.historyStorage ?? memoryStorage()
  render(<SearchBar filters={filters} contextId="entries" onFilterChange={onFilterChange} historyStorage={storage} {...props} />)
  const input = screen.getByRole('combobox', {
    name: SEARCH_BAR_LABEL,
  }) as HTMLInputElement
  const type = (text: string) => fireEvent.change(input, { target: { value: text } })
  const key = (name: string) => fireEvent.keyDown(input, { key: name })
  return { input, type, key, onFilterChange, storage }
}

const options = () => within(screen.getByRole('listbox', { name: SUGGESTIONS_LABEL })).getAllByRole('option')

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('search bar: accepting input', () => {
  it('applies a valid query on Enter, empties the input and keeps it in the history', () => {
    const { input, type, key, onFilterChange, storage } = renderBar()
    type('n_elements = 2')
    key('Enter')
    expect(onFilterChange).toHaveBeenCalledWith(
      { quantity: N_ELEMENTS, value: 2, add: false },
      { syntax: 'equality', input: 'n_elements = 2' },
    )
    expect(input.value).toBe('')
    expect(loadSuggestionHistory(storage, 'entries')).toEqual([{ input: 'n_elements = 2', type: 'equality', history: true }])
  })

  it.each([
    ['n_elements =', PLEASE_SPECIFY_A_VALUE],
    ['= 2', UNSUPPORTED_QUERY],
    ['1 < n_elements > 5', UNSUPPORTED_QUERY],
  ])('shows the message for %j under the input and applies nothing', (text, message) => {
    const { input, type, key, onFilterChange } = renderBar()
    type(text)
    key('Enter')
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.value).toBe(text)
    expect(onFilterChange).not.toHaveBeenCalled()
  })

  it('removes the message once a valid query is accepted', () => {
    const { type, key } = renderBar()
    type('n_elements =')
    key('Enter')
    type('n_elements = 3')
    key('Enter')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each(['', '   '])('ignores the empty entry %j', (text) => {
    const { type, key, onFilterChange, storage } = renderBar()
    type(text)
    key('Enter')
    expect(onFilterChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(loadSuggestionHistory(storage, 'entries')).toEqual([])
  })

  it('validates on blur without applying', () => {
    const { input, type, onFilterChange } = renderBar()
    type('n_elements =')
    fireEvent.blur(input)
    expect(screen.getByRole('alert').textContent).toBe(PLEASE_SPECIFY_A_VALUE)
    expect(onFilterChange).not.toHaveBeenCalled()
  })

  it('Escape clears the input when no suggestions are open', () => {
    const { input, type, key } = renderBar()
    type('n_elements =')
    key('Enter')
    key('Escape')
    expect(input.value).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('passes free text on with its syntax (the page then orders by score)', () => {
    const { type, key, onFilterChange } = renderBar()
    type('band structure')
    key('Enter')
    expect(onFilterChange).toHaveBeenCalledWith(
      {
        quantity: 'text_search_contents',
        value: ['band structure'],
        add: true,
      },
      { syntax: 'free_text', input: 'band structure' },
    )
  })
})

describe('search bar: suggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  const answering =
    (values: string[]): FetchSuggestions =>
    async () => ({ [FORMULA]: values.map((value) => ({ value })) })

  it('asks for suggestions 150 ms after typing stops, and only for 2 or more characters', async () => {
    const fetchSuggestions = vi.fn(answering([]))
    const { type } = renderBar({ fetchSuggestions })
    type('S')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    expect(fetchSuggestions).not.toHaveBeenCalled()
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS - 1))
    type('SiO')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS - 1))
    expect(fetchSuggestions).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(fetchSuggestions).toHaveBeenCalledTimes(1)
    expect(fetchSuggestions.mock.calls[0][0]).toBe('SiO')
    expect(fetchSuggestions.mock.calls[0][1]).toContain(FORMULA)
  })

  it('shows at most 5 values of a quantity', async () => {
    const { type } = renderBar({
      fetchSuggestions: answering(['Si', 'SiO2', 'SiC', 'Si2', 'Si3N4', 'SiGe']),
    })
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    expect(options().map((option) => option.getAttribute('aria-label'))).toEqual([
      'chemical_formula_hill = Si',
      'chemical_formula_hill = SiO2',
      'chemical_formula_hill = SiC',
      'chemical_formula_hill = Si2',
      'chemical_formula_hill = Si3N4',
    ])
    expect(screen.getByText(filters.byName.get(FORMULA)?.label ?? '')).toBeTruthy()
  })

  it('arrow keys move the highlight and Enter accepts the highlighted suggestion', async () => {
    const { input, type, key, onFilterChange } = renderBar({
      fetchSuggestions: answering(['SiO2', 'SiC']),
    })
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    key('ArrowDown')
    key('ArrowDown')
    expect(options()[1].getAttribute('aria-selected')).toBe('true')
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id)
    key('ArrowUp')
    expect(options()[0].getAttribute('aria-selected')).toBe('true')
    key('Enter')
    expect(onFilterChange).toHaveBeenCalledWith(
      { quantity: FORMULA, value: ['SiO2'], add: true },
      { syntax: 'equality', input: 'chemical_formula_hill = SiO2' },
    )
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('opens the list below the error message, not over it', async () => {
    const { type, key } = renderBar({ fetchSuggestions: answering(['SiO2']) })
    type('= 2')
    key('Enter')
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    const alert = screen.getByRole('alert')
    // The absolute list takes its place after the message in the page's flow.
    expect(alert.compareDocumentPosition(screen.getByRole('listbox')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('above 8 suggestions draws only the rows in view, and the highlight scrolls along', async () => {
    const values = (prefix: string) => Array.from({ length: 5 }, (_, i) => ({ value: `${prefix}${i + 2}` }))
    const fetchSuggestions: FetchSuggestions = async () => ({
      [FORMULA]: values('Si'),
      'results.method.simulation.program_name': values('Siesta'),
      'authors.name': values('Si Name'),
    })
    const { input, type, key } = renderBar({ fetchSuggestions })
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    // 15 values (and names) in 384 px of 48 px rows and 40 px headers, plus 5 overscan.
    expect(options().length).toBeLessThan(15)
    expect(screen.queryByRole('option', { name: 'authors.name = Si Name6' })).toBeNull()
    for (let i = 0; i < 15; i++) key('ArrowDown')
    const active = input.getAttribute('aria-activedescendant')
    expect(active && document.getElementById(active)?.getAttribute('aria-selected')).toBe('true')
  })

  it('Enter without a highlight accepts the text', async () => {
    const { type, key, onFilterChange } = renderBar({
      fetchSuggestions: answering(['SiO2']),
    })
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    key('Enter')
    expect(onFilterChange.mock.calls[0][1]).toEqual({
      syntax: 'free_text',
      input: 'Si',
    })
  })

  it('Escape closes open suggestions first, then clears the input', async () => {
    const { input, type, key } = renderBar({
      fetchSuggestions: answering(['SiO2']),
    })
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    key('Escape')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input.value).toBe('Si')
    key('Escape')
    expect(input.value).toBe('')
  })

  it('clicking a suggestion accepts it', async () => {
    const { type, onFilterChange } = renderBar({
      fetchSuggestions: answering(['SiC']),
    })
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    fireEvent.click(screen.getByRole('option', { name: 'chemical_formula_hill = SiC' }))
    expect(onFilterChange).toHaveBeenCalledTimes(1)
  })

  it('selecting a quantity name starts a query with it', () => {
    const { input, type } = renderBar()
    type('n_el')
    fireEvent.click(screen.getByRole('option', { name: 'n_elements' }))
    expect(input.value).toBe('n_elements = ')
  })

  it(`shows "${NO_OPTIONS_TEXT}" and reports a failed request`, async () => {
    const onSuggestionsError = vi.fn()
    const failure = new Error('offline')
    const { type } = renderBar({
      fetchSuggestions: () => Promise.reject(failure),
      onSuggestionsError,
    })
    type('zzz')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    expect(onSuggestionsError).toHaveBeenCalledWith(failure)
    expect(within(screen.getByRole('listbox')).getByText(NO_OPTIONS_TEXT)).toBeTruthy()
  })
})

describe('search bar: history', () => {
  it('suggests matching history entries of its own search context', () => {
    const storage = memoryStorage()
    const first = renderBar({ historyStorage: storage })
    first.type('n_elements = 2')
    first.key('Enter')
    cleanup()
    const again = renderBar({ historyStorage: storage })
    again.type('n_')
    expect(screen.getByRole('option', { name: 'n_elements = 2' })).toBeTruthy()
    cleanup()
    const other = renderBar({
      historyStorage: storage,
      contextId: 'materials',
    })
    other.type('n_')
    expect(screen.queryByRole('option', { name: 'n_elements = 2' })).toBeNull()
  })

  it('removes an entry with its delete button', () => {
    const { type, key, storage } = renderBar()
    type('n_elements = 2')
    key('Enter')
    type('n_elements = 2')
    const option = screen.getByRole('option', { name: 'n_elements = 2' })
    fireEvent.click(within(option).getByRole('button', { name: REMOVE_FROM_HISTORY_LABEL }))
    expect(screen.queryByRole('option', { name: 'n_elements = 2' })).toBeNull()
    expect(loadSuggestionHistory(storage, 'entries')).toEqual([])
  })

  it('keeps at most 20 entries, newest first', () => {
    const { type, key, storage } = renderBar()
    for (let count = 1; count <= 22; count += 1) {
      type(`n_elements = ${count}`)
      key('Enter')
    }
    const history = loadSuggestionHistory(storage, 'entries')
    expect(history.length).toBe(20)
    expect(history[0].input).toBe('n_elements = 22')
  })
})

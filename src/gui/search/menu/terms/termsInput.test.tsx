// @vitest-environment jsdom
// The field of terms filters with `options: 0` (issue 19 item 1): suggestions while
// typing, Enter or a click adds, chips of the chosen values, query mode where multi-valued.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ELEMENTS } from '../../../../core/search'
import { N_ELEMENTS, PROGRAM } from '../../../../core/search/testing'
import { SUGGESTION_DEBOUNCE_MS } from '../../bar'
import { filterOf } from '../testing'
import type { TermsItemConfig } from '../types'
import { entriesText, removeValueLabel, termsSuggestionsLabel, TERMS_INPUT_PLACEHOLDER, type FetchTermsSuggestions } from './TermsInput'
import { NO_OPTIONS_TEXT, QUERY_MODE_LABEL, TermsItem, type TermsItemProps } from './TermsItem'

const FORMULA = 'results.material.chemical_formula_hill'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const answering = (values: string[]): FetchTermsSuggestions => vi.fn(async () => values.map((value, i) => ({ value, weight: 10 - i })))

function renderField(quantity: string, props: Partial<TermsItemProps> = {}) {
  const onChange = vi.fn()
  const onQueryModeChange = vi.fn()
  const item: TermsItemConfig = { type: 'terms', searchQuantity: quantity, options: 0, title: 'Formula' }
  render(<TermsItem item={item} filter={filterOf(quantity)} buckets={[]} onChange={onChange} onQueryModeChange={onQueryModeChange} {...props} />)
  const input = screen.getByRole('combobox', { name: 'Formula' }) as HTMLInputElement
  const type = (text: string) => fireEvent.change(input, { target: { value: text } })
  const key = (name: string) => fireEvent.keyDown(input, { key: name })
  const settle = () => act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
  return { input, type, key, settle, onChange, onQueryModeChange }
}

describe('terms field (options: 0)', () => {
  it('shows a field with the placeholder and no list of values', () => {
    const { input } = renderField(FORMULA)
    expect(input.getAttribute('placeholder')).toBe(TERMS_INPUT_PLACEHOLDER)
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
  })

  it('asks for suggestions once typing pauses, from 2 characters, and adds the clicked value', async () => {
    const fetchSuggestions = answering(['SiO2', 'Si'])
    const { type, settle, onChange } = renderField(FORMULA, { fetchSuggestions })
    type('S')
    await settle()
    expect(fetchSuggestions).not.toHaveBeenCalled()
    type('Si')
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS - 1))
    expect(fetchSuggestions).not.toHaveBeenCalled()
    await settle()
    expect(fetchSuggestions).toHaveBeenCalledWith('Si')
    const list = screen.getByRole('listbox', { name: termsSuggestionsLabel('Formula') })
    expect(list.textContent).toContain(entriesText(10))
    fireEvent.click(screen.getByRole('option', { name: /^SiO2/ }))
    expect(onChange).toHaveBeenCalledWith(['SiO2'])
  })

  it('Enter adds the highlighted suggestion, or the typed text; blank text is ignored', async () => {
    const { type, key, settle, onChange } = renderField(FORMULA, { fetchSuggestions: answering(['SiO2', 'SiC']) })
    type('Si')
    await settle()
    key('ArrowDown')
    key('ArrowDown')
    key('Enter')
    expect(onChange).toHaveBeenLastCalledWith(['SiC'])
    type('  ')
    key('Enter')
    expect(onChange).toHaveBeenCalledTimes(1)
    type('GaAs')
    key('Enter')
    expect(onChange).toHaveBeenLastCalledWith(['GaAs'])
  })

  it('says so when nothing matches', async () => {
    const { type, settle } = renderField(FORMULA, { fetchSuggestions: answering([]) })
    type('Xq')
    await settle()
    expect(screen.getByRole('listbox').textContent).toBe(NO_OPTIONS_TEXT)
  })

  it('scrolls virtually above 8 suggestions', async () => {
    const { type, settle } = renderField(FORMULA, { fetchSuggestions: answering(Array.from({ length: 20 }, (_, i) => `Si${i + 2}`)) })
    type('Si')
    await settle()
    // 512 px of 64 px rows, and 5 below.
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(8 + 5)
  })

  it('shows the chosen values as chips that remove them, and does not offer them again', async () => {
    const { type, settle, onChange } = renderField(FORMULA, { value: ['SiO2', 'GaAs'], fetchSuggestions: answering(['SiO2', 'SiC']) })
    fireEvent.click(screen.getByRole('button', { name: removeValueLabel('SiO2') }))
    expect(onChange).toHaveBeenLastCalledWith(['GaAs'])
    type('Si')
    await settle()
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual([`SiC${entriesText(9)}`])
  })

  it('Escape closes the list, then clears the text', async () => {
    const { input, type, key, settle } = renderField(FORMULA, { fetchSuggestions: answering(['SiO2']) })
    type('Si')
    await settle()
    key('Escape')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input.value).toBe('Si')
    key('Escape')
    expect(input.value).toBe('')
  })

  it('takes typed numbers of a number quantity as numbers, and says when text is none', () => {
    const { type, key, onChange } = renderField(N_ELEMENTS)
    type('3')
    key('Enter')
    expect(onChange).toHaveBeenLastCalledWith([3])
    type('three')
    key('Enter')
    expect(screen.getByRole('alert').textContent).toBe(`Invalid value for the metainfo ${N_ELEMENTS}. Please check your syntax.`)
  })

  it('offers the query mode, and or or, for a multi-valued quantity only', () => {
    const { onQueryModeChange } = renderField(ELEMENTS)
    const select = screen.getByLabelText(QUERY_MODE_LABEL) as HTMLSelectElement
    expect([...select.options].map((option) => option.textContent)).toEqual(['or', 'and'])
    fireEvent.change(select, { target: { value: 'all' } })
    expect(onQueryModeChange).toHaveBeenCalledWith('all')
    cleanup()
    renderField(PROGRAM)
    expect(screen.queryByLabelText(QUERY_MODE_LABEL)).toBeNull()
  })
})

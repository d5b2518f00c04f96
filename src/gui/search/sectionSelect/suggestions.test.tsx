// @vitest-environment jsdom
// The dialog's search field suggests entry names and mainfiles (issue 19 item 7; spec 2
// §9: size 5, entry_name and mainfile 10).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SUGGESTION_DEBOUNCE_MS } from '../bar'
import type { SearchRequestBody } from '../context'
import { SEARCH_LABEL, SectionSelectDialog } from '.'
import { DIALOG_SUGGESTIONS_LABEL } from './SearchField'
import { dialogSuggestions, suggestionsRequest } from './suggestions'

describe('what the field asks and lists', () => {
  it('asks entry_name and mainfile, 10 each, from 2 characters', () => {
    expect(suggestionsRequest(' Si.c ')).toEqual({ input: 'Si.c', quantities: [{ name: 'entry_name', size: 10 }, { name: 'mainfile', size: 10 }] })
    expect(suggestionsRequest('S')).toBeUndefined()
  })

  it('lists each value once, exact and prefix matches before words inside a path', () => {
    const response = {
      entry_name: [{ value: 'Si.cif' }, { value: 'Si.cif' }, { value: ' ' }],
      mainfile: [{ value: 'structures/Si.cif' }, { value: 'Si.cif' }, { value: 'Si.c' }],
    }
    expect(dialogSuggestions(response, 'Si.c')).toEqual([
      { value: 'Si.c', quantity: 'mainfile' },
      { value: 'Si.cif', quantity: 'entry_name' },
      { value: 'structures/Si.cif', quantity: 'mainfile' },
    ])
  })

  it('ignores a malformed answer', () => {
    expect(dialogSuggestions({ entry_name: 'x' as never, other: [{ value: 'y' }] }, 'xy')).toEqual([])
  })
})

describe('the field in the dialog', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('offers suggestions while typing, and a chosen one becomes the search text', async () => {
    const send = vi.fn(async (_: SearchRequestBody) => ({ data: [], pagination: { page_size: 100, total: 0 } }))
    const fetchSuggestions = vi.fn(async () => ({ entry_name: [{ value: 'Si.cif' }], mainfile: Array.from({ length: 10 }, (_, i) => ({ value: `si/${i}/Si.cif` })) }))
    render(<SectionSelectDialog isOpen onCancel={() => {}} onSelect={() => {}} send={send} fetchSuggestions={fetchSuggestions} />)
    const input = screen.getByRole('combobox', { name: SEARCH_LABEL }) as HTMLInputElement
    fireEvent.change(input, { target: { value: 'Si.c' } })
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    expect(fetchSuggestions).toHaveBeenCalledTimes(1)
    const list = screen.getByRole('listbox', { name: DIALOG_SUGGESTIONS_LABEL })
    // 11 values: above 8 the list draws what is in view (512 px of 64 px rows) and 5 more.
    expect(within(list).getAllByRole('option')).toHaveLength(8 + 3)
    expect(within(list).getAllByRole('option')[0].getAttribute('aria-label')).toBe('Si.cif')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(input.value).toBe('Si.cif')
    expect(screen.queryByRole('listbox', { name: DIALOG_SUGGESTIONS_LABEL })).toBeNull()
  })

  it("Escape closes the list first, then clears the text, and only then is the dialog's", async () => {
    const onCancel = vi.fn()
    const send = vi.fn(async (_: SearchRequestBody) => ({ data: [], pagination: { page_size: 100, total: 0 } }))
    render(<SectionSelectDialog isOpen onCancel={onCancel} onSelect={() => {}} send={send} fetchSuggestions={async () => ({ entry_name: [{ value: 'Si.cif' }] })} />)
    const input = screen.getByRole('combobox', { name: SEARCH_LABEL }) as HTMLInputElement
    fireEvent.change(input, { target: { value: 'Si' } })
    await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS))
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryByRole('listbox', { name: DIALOG_SUGGESTIONS_LABEL })).toBeNull()
    expect(input.value).toBe('Si')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('')
    expect(onCancel).not.toHaveBeenCalled()
  })
})

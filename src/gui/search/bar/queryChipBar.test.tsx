// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { N_ELEMENTS, testFilters } from '../../../core/search/testing'
import type { SearchRequestBody } from '../context'
import { API_CALL_NONE_TEXT, API_CALL_QUERY_HEADING, API_CALL_REQUEST_HEADING } from './ApiCallDialog'
import type { QueryChipBarProps } from './QueryChipBar'
import {
  CLEAR_QUERY_TEXT,
  LOCKED_FILTER_TITLE,
  QUERY_CHIPS_LABEL,
  QueryChipBar,
  REFRESH_RESULTS_TEXT,
  removeChipLabel,
  VIEW_API_CALL_TEXT,
} from './QueryChipBar'

const filters = testFilters()
const ELEMENTS = 'results.material.elements'
const label = (name: string) => filters.byName.get(name)?.label ?? name

function renderBar(props: Partial<QueryChipBarProps> = {}) {
  const callbacks = { onRemove: vi.fn(), onClear: vi.fn(), onRefresh: vi.fn() }
  render(<QueryChipBar filters={filters} values={{}} {...callbacks} {...props} />)
  const chips = () => within(screen.getByRole('list', { name: QUERY_CHIPS_LABEL })).queryAllByRole('listitem')
  return { ...callbacks, chips }
}

afterEach(cleanup)

describe('query chip bar', () => {
  it('shows one chip per filter value, "label: value"', () => {
    const { chips } = renderBar({
      values: { [ELEMENTS]: ['C', 'O'], [N_ELEMENTS]: { gte: 2, lte: 4 } },
    })
    expect(chips().map((chip) => chip.textContent)).toEqual([
      `${label(ELEMENTS)}: C`,
      `${label(ELEMENTS)}: O`,
      `${label(N_ELEMENTS)}: ≥ 2 and ≤ 4`,
    ])
  })

  it("a chip's delete control removes that value", () => {
    const { onRemove } = renderBar({ values: { [ELEMENTS]: ['C', 'O'] } })
    fireEvent.click(
      screen.getByRole('button', {
        name: removeChipLabel({ label: label(ELEMENTS), text: 'C' }),
      }),
    )
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ quantity: ELEMENTS, remaining: ['O'] }))
  })

  it('shows locked filters as lock chips without a delete control', () => {
    const { chips } = renderBar({ lockedValues: { entry_type: ['VASP'] } })
    const [chip] = chips()
    expect(within(chip).getByText(`${label('entry_type')}: VASP`)).toBeTruthy()
    expect(within(chip).getByTitle(LOCKED_FILTER_TITLE)).toBeTruthy()
    expect(within(chip).queryByRole('button')).toBeNull()
  })

  it('shows no chips and disables "Clear query" without filters', () => {
    const { chips } = renderBar({ lockedValues: { entry_type: ['VASP'] } })
    expect(chips().length).toBe(1)
    expect(screen.getByRole('button', { name: CLEAR_QUERY_TEXT }).hasAttribute('disabled')).toBe(true)
  })

  it('"Clear query" and "Refresh results" call their actions', () => {
    const { onClear, onRefresh } = renderBar({ values: { [ELEMENTS]: ['C'] } })
    fireEvent.click(screen.getByRole('button', { name: CLEAR_QUERY_TEXT }))
    fireEvent.click(screen.getByRole('button', { name: REFRESH_RESULTS_TEXT }))
    expect(onClear).toHaveBeenCalledTimes(1)
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })

  it('"View API call" shows the owner and query, and the full request', async () => {
    const request: SearchRequestBody = {
      owner: 'visible',
      query: { 'results.material.elements:all': ['C'] },
      pagination: {
        page_size: 20,
        order_by: 'upload_create_time',
        order: 'desc',
      },
      aggregations: {},
    }
    renderBar({ request })
    fireEvent.click(screen.getByRole('button', { name: VIEW_API_CALL_TEXT }))
    const dialog = await screen.findByRole('dialog')
    const query = within(dialog).getByLabelText(API_CALL_QUERY_HEADING).textContent ?? ''
    expect(JSON.parse(query)).toEqual({
      owner: 'visible',
      query: request.query,
    })
    const full = within(dialog).getByLabelText(API_CALL_REQUEST_HEADING).textContent ?? ''
    expect(full.split('\n')[0]).toBe('POST entries/query')
    expect(JSON.parse(full.slice(full.indexOf('\n') + 1))).toEqual(request)
  })

  it('"View API call" says so before any request was sent', async () => {
    renderBar()
    fireEvent.click(screen.getByRole('button', { name: VIEW_API_CALL_TEXT }))
    expect(within(await screen.findByRole('dialog')).getByText(API_CALL_NONE_TEXT)).toBeTruthy()
  })
})

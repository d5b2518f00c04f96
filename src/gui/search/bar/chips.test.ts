import { describe, expect, it } from 'vitest'
import type { CustomQuantitiesValue } from '../../../core/search'
import { CUSTOM_QUANTITIES } from '../../../core/search'
import { BAND_GAP, N_ELEMENTS, testFilters } from '../../../core/search/testing'
import { queryChips, rangeText } from './chips'

const filters = testFilters()
const ELEMENTS = 'results.material.elements'
const label = (name: string) => filters.byName.get(name)?.label

describe('query chips', () => {
  it('makes one chip per value of a set, removing only that value', () => {
    const chips = queryChips(filters, { [ELEMENTS]: ['C', 'O'] })
    expect(chips.map((chip) => `${chip.label}: ${chip.text}`)).toEqual([`${label(ELEMENTS)}: C`, `${label(ELEMENTS)}: O`])
    expect(chips[0].remaining).toEqual(['O'])
  })

  it('removes the filter with its last value', () => {
    expect(queryChips(filters, { [ELEMENTS]: ['C'] })[0].remaining).toBeUndefined()
  })

  it.each([
    [{ gte: 2, lte: 4 }, '≥ 2 and ≤ 4'],
    [{ gt: 1 }, '> 1'],
    [{ lt: 3 }, '< 3'],
  ])('shows the range %j as "%s"', (range, text) => {
    expect(rangeText(filters, N_ELEMENTS, range)).toBe(text)
    expect(queryChips(filters, { [N_ELEMENTS]: range })).toEqual([
      {
        key: N_ELEMENTS,
        quantity: N_ELEMENTS,
        label: label(N_ELEMENTS),
        text,
        remaining: undefined,
      },
    ])
  })

  it('shows a number with its unit as typed', () => {
    expect(queryChips(filters, { [N_ELEMENTS]: { gt: { value: 1, unit: 'eV' } } })[0].text).toBe('> 1 eV')
  })

  it('shows values below a section with both labels and keeps the other values when one goes', () => {
    const chips = queryChips(filters, {
      [BAND_GAP]: { type: ['direct'], value: { gt: 1 } },
    })
    expect(chips.map((chip) => chip.text)).toEqual(['direct', '> 1'])
    expect(chips[0].label).toBe(`${label(BAND_GAP)} ${label(`${BAND_GAP}.type`)}`)
    expect(chips[0].quantity).toBe(BAND_GAP)
    expect(chips[0].remaining).toEqual({ value: { gt: 1 } })
  })

  it('shows one chip per custom-quantity criterion', () => {
    const value: CustomQuantitiesValue = {
      and: [
        { search_quantities: { id: 'data.thickness#entry_id:abc.ThinFilmSample', 'float_value:gt': 1.0000000000000001e-7 } },
        { search_quantities: { id: 'data.y#s', str_value: 'a' } },
      ],
    }
    const chips = queryChips(filters, { [CUSTOM_QUANTITIES]: value })
    // By name and section, not the raw id; the operator as the menu shows it.
    expect(chips.map((chip) => chip.text)).toEqual(['thickness (ThinFilmSample) > 1e-7', 'y (s) = a'])
    expect(chips[0].remaining).toEqual({ and: [value.and[1]] })
  })

  it('makes no chips for no filters', () => {
    expect(queryChips(filters, {})).toEqual([])
  })
})

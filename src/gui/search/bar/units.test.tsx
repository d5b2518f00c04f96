// @vitest-environment jsdom
// Spec 2 §2.7 on the query chips and the search bar: numbers of quantities with a unit
// read in the display unit; what is stored and sent stays convertible to SI.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toApiQuery } from '../../../core/search'
import { BAND_GAP, EV, N_ELEMENTS, testFilters } from '../../../core/search/testing'
import { defaultUnitSystems } from '../../../core/units'
import { SYSTEM_LABELS, WithUnits } from '../../units/testing'
import { changeInDisplayUnit } from './unitChange'
import { queryChips } from './chips'
import { QUERY_CHIPS_LABEL, QueryChipBar } from './QueryChipBar'
import { SEARCH_BAR_LABEL, SearchBar } from './SearchBar'

afterEach(cleanup)

const filters = testFilters()
const GAP = `${BAND_GAP}.value`
const { Custom, SI } = defaultUnitSystems
const texts = (values: Parameters<typeof queryChips>[1], system = Custom) => queryChips(filters, values, system).map((chip) => chip.text)

describe('query chips in display units', () => {
  it('shows a range stored in joule in eV (Custom) and in J (SI)', () => {
    expect(texts({ [GAP]: { gte: EV, lte: 2 * EV } })).toEqual(['≥ 1 eV and ≤ 2 eV'])
    expect(texts({ [GAP]: { gte: EV, lte: 2 * EV } }, SI)).toEqual(['≥ 1.60218e-19 J and ≤ 3.20435e-19 J'])
  })

  it('converts values below a section (nested_object menus) and single values', () => {
    expect(texts({ [BAND_GAP]: { value: { gt: 1.5 * EV } } })).toEqual(['> 1.5 eV'])
    expect(texts({ [GAP]: 3 * EV })).toEqual(['3 eV'])
  })

  it('shows a number typed with a unit as typed', () => {
    expect(texts({ [GAP]: { gt: { value: 1000, unit: 'meV' } } }, SI)).toEqual(['> 1000 meV'])
  })

  it('leaves quantities without unit, and chips made without a system, as stored', () => {
    expect(texts({ [N_ELEMENTS]: { gte: 2, lte: 4 } })).toEqual(['≥ 2 and ≤ 4'])
    expect(queryChips(filters, { [GAP]: { gte: EV } }).map((chip) => chip.text)).toEqual([`≥ ${EV}`])
  })

  it('the chip bar follows the unit system the user picks', () => {
    render(
      <WithUnits menu>
        <QueryChipBar filters={filters} values={{ [GAP]: { gte: 2 * EV } }} onRemove={vi.fn()} onClear={vi.fn()} onRefresh={vi.fn()} />
      </WithUnits>,
    )
    const chip = () => within(screen.getByRole('list', { name: QUERY_CHIPS_LABEL })).getByRole('listitem').textContent
    expect(chip()).toBe(`${filters.byName.get(GAP)?.label}: ≥ 2 eV`)
    fireEvent.click(screen.getByRole('radio', { name: SYSTEM_LABELS.SI }))
    expect(chip()).toBe(`${filters.byName.get(GAP)?.label}: ≥ 3.20435e-19 J`)
  })
})

describe('search bar numbers without a unit', () => {
  const change = (value: unknown, system = Custom) =>
    changeInDisplayUnit({ quantity: GAP, value: value as never, add: false }, filters, system).value

  it('are read in the display unit, and sent converted to joule', () => {
    expect(change({ gt: 2 })).toEqual({ gt: { value: 2, unit: 'eV' } })
    const query = toApiQuery(filters, { values: { [GAP]: change({ gt: 2 }) } }).query as Record<string, { gt: number }>
    expect(query[GAP].gt).toBeCloseTo(2 * EV, 30)
  })

  it('stay as typed in SI, with a unit of their own, and for quantities without unit', () => {
    expect(change({ gt: 2 }, SI)).toEqual({ gt: 2 })
    expect(change({ gt: { value: 2, unit: 'meV' }, lt: 3 })).toEqual({ gt: { value: 2, unit: 'meV' }, lt: { value: 3, unit: 'eV' } })
    expect(changeInDisplayUnit({ quantity: N_ELEMENTS, value: 2, add: false }, filters, Custom).value).toBe(2)
  })

  it('typed "band_gap.value > 2" in the Custom system means 2 eV', () => {
    const onFilterChange = vi.fn()
    render(
      <WithUnits>
        <SearchBar filters={filters} contextId="units" onFilterChange={onFilterChange} historyStorage={{ getItem: () => null, setItem: () => {}, removeItem: () => {} }} />
      </WithUnits>,
    )
    const input = screen.getByRole('combobox', { name: SEARCH_BAR_LABEL })
    fireEvent.change(input, { target: { value: `${GAP} > 2` } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onFilterChange.mock.lastCall?.[0]).toEqual({ quantity: GAP, value: { gt: { value: 2, unit: 'eV' } }, add: false })
  })
})

// @vitest-environment jsdom
// Spec 2 §3.4 column unit and §2.7 units menu on the results table: a column's values in
// its own unit when it fits, else in the unit system's, with the unit in the header.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Column } from '../../../core/config/config.generated'
import { defaultUnitSystems } from '../../../core/units'
import { loadedRuntime } from '../../builtins/testing'
import { RuntimeProvider, type GuiRuntime } from '../../runtime'
import { SYSTEM_LABELS, WithUnits } from '../../units/testing'
import { headerText, ResultsTable, resultColumns, valueText, type ResultsTableProps } from '.'
import { aHit, someQuantities } from './testing'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

const EV = 1.602176634e-19
const GAP = 'results.properties.electronic.band_gap.value'
const gapColumn = (extra: Partial<Column> = {}): Column => ({ search_quantity: GAP, selected: true, ...extra })
const columnIn = (system: keyof typeof defaultUnitSystems | undefined, extra: Partial<Column> = {}) =>
  resultColumns([gapColumn(extra)], someQuantities, system && defaultUnitSystems[system])[0]

describe('column units', () => {
  it.each([
    ['Custom', 'Band gap (eV)', '2'],
    ['SI', 'Band gap (J)', '3.2e-19'],
    ['AU', 'Band gap (Ha)', '0.0735'],
  ] as const)('without a unit of its own, a column follows the %s system: "%s", 2 eV reads %s', (system, header, text) => {
    const column = columnIn(system)
    expect(headerText(column)).toBe(header)
    expect(valueText(2 * EV, column)).toBe(text)
  })

  it('without a system, values are shown as stored', () => {
    expect(columnIn(undefined).unit).toBe('joule')
    expect(valueText(2 * EV, columnIn(undefined))).toBe('3.2e-19')
  })

  it('a column unit that fits wins over the system', () => {
    const column = columnIn('SI', { unit: 'meV' })
    expect(headerText(column)).toBe('Band gap (meV)')
    expect(valueText(2 * EV, column)).toBe('2e3')
    expect(column.problem).toBeUndefined()
  })

  it('a column unit of another dimension falls back to the system’s and says so', () => {
    const column = columnIn('Custom', { unit: 'meter' })
    expect(headerText(column)).toBe('Band gap (eV)')
    expect(column.problem).toBe(
      `The unit "meter" of the column ${GAP} does not fit its quantity (joule); values are shown in eV.`,
    )
  })

  it('a configured format still applies, in the display unit', () => {
    expect(valueText(1.23456 * EV, columnIn('Custom', { format: { decimals: 1 } }))).toBe('1.2')
  })

  it('a quantity without unit is unchanged', () => {
    const [column] = resultColumns([{ search_quantity: 'results.material.n_elements', selected: true }], someQuantities, defaultUnitSystems.Custom)
    expect(headerText(column)).toBe('Number of elements')
    expect(valueText(12345, column)).toBe('12345')
  })
})

describe('results table units', () => {
  function renderTable() {
    const props: ResultsTableProps = {
      columns: [{ search_quantity: 'entry_name', selected: true }, gapColumn()],
      quantities: someQuantities,
      hits: [aHit({ results: { properties: { electronic: { band_gap: [{ value: 2 * EV }] } } } })],
      total: 1,
      hasMore: false,
      onLoadMore: vi.fn(),
      orderBy: 'upload_create_time',
      order: 'desc',
      onSort: vi.fn(),
      entryHref: () => '/entry',
      apiBase: 'http://host/api',
      currentQuery: { owner: 'visible', query: {} },
      onDownload: vi.fn(),
    }
    render(
      <RuntimeProvider value={runtime}>
        <WithUnits menu>
          <ResultsTable {...props} />
        </WithUnits>
      </RuntimeProvider>,
    )
  }
  const table = () => within(screen.getByRole('table'))

  it('shows the header and values in the display unit, and switches with the unit system', () => {
    renderTable()
    expect(table().getByRole('columnheader', { name: 'Band gap (eV)' })).toBeTruthy()
    expect(table().getAllByRole('cell').map((cell) => cell.textContent)).toContain('2')
    fireEvent.click(screen.getByRole('radio', { name: SYSTEM_LABELS.SI }))
    expect(table().getByRole('columnheader', { name: 'Band gap (J)' })).toBeTruthy()
    expect(table().getAllByRole('cell').map((cell) => cell.textContent)).toContain('3.2e-19')
  })
})

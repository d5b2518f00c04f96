// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ELEMENTS, EXCLUSIVE } from '../../../../core/search'
import { loadedRuntime } from '../../../builtins/testing'
import type { GuiRuntime } from '../../../runtime'
import { MenuHarness, filterOf, terms } from '../testing'
import { elementLabel } from '../../../components/periodicTable'
import { EXCLUSIVE_LABEL, PeriodicTableItem, type PeriodicTableItemProps } from './PeriodicTableItem'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

function renderTable(props: Partial<PeriodicTableItemProps> = {}) {
  const onChange = vi.fn()
  const view = render(
    <PeriodicTableItem item={{ type: 'periodic_table' }} filter={filterOf(ELEMENTS)} buckets={terms(['Fe', 12], ['O', 30])} onChange={onChange} {...props} />,
  )
  return { ...view, onChange }
}

describe('periodic table menu item', () => {
  it('draws the 118 elements on an 18 × 10 grid', () => {
    renderTable()
    expect(screen.getAllByRole('button')).toHaveLength(118)
    const helium = screen.getByRole('button', { name: elementLabel('Helium', undefined) })
    expect(helium.style.gridColumn).toBe('18')
    expect(helium.style.gridRow).toBe('1')
    const lutetium = screen.getByRole('button', { name: elementLabel('Lutetium', undefined) })
    expect(lutetium.style.gridRow).toBe('9')
    const lawrencium = screen.getByRole('button', { name: elementLabel('Lawrencium', undefined) })
    expect(lawrencium.style.gridRow).toBe('10')
  })

  it('shows the count of each element and disables those without entries', () => {
    renderTable()
    expect((screen.getByRole('button', { name: elementLabel('Iron', 12) }) as HTMLButtonElement).disabled).toBe(false)
    expect((screen.getByRole('button', { name: elementLabel('Gold', undefined) }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('a click toggles the element in the filter', () => {
    const { onChange, rerender } = renderTable()
    fireEvent.click(screen.getByRole('button', { name: elementLabel('Iron', 12) }))
    expect(onChange).toHaveBeenLastCalledWith(['Fe'])
    rerender(
      <PeriodicTableItem item={{ type: 'periodic_table' }} buckets={terms(['Fe', 12], ['O', 30])} value={['Fe', 'O']} onChange={onChange} />,
    )
    const iron = screen.getByRole('button', { name: elementLabel('Iron', 12) })
    expect(iron.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(iron)
    expect(onChange).toHaveBeenLastCalledWith(['O'])
  })

  it('keeps a selected element clickable when the query no longer finds it', () => {
    const { onChange } = renderTable({ buckets: [], value: ['Au'] })
    const gold = screen.getByRole('button', { name: elementLabel('Gold', undefined) }) as HTMLButtonElement
    expect(gold.disabled).toBe(false)
    fireEvent.click(gold)
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('the elements filter matches all selected elements by default', () => {
    expect(filterOf(ELEMENTS).queryMode).toBe('all')
  })
})

describe('periodic table: counts, scale and the exclusive mode', () => {
  it('shows each count inside its cell, compactly', () => {
    renderTable({ buckets: terms(['Fe', 12], ['O', 1234]) })
    expect(within(screen.getByRole('button', { name: elementLabel('Iron', 12) })).getByText('12')).toBeTruthy()
    expect(within(screen.getByRole('button', { name: elementLabel('Oxygen', 1234) })).getByText('1.2K')).toBeTruthy()
    expect(screen.getByRole('button', { name: elementLabel('Gold', undefined) }).textContent).toBe('Au')
  })

  it('hides the counts when show_statistics is false', () => {
    renderTable({ item: { type: 'periodic_table', showStatistics: false } })
    expect(screen.getByRole('button', { name: elementLabel('Iron', 12) }).textContent).toBe('Fe')
  })

  it.each([
    ['linear', 0.08 + 0.5 * (12 / 30)],
    ['1/2', 0.08 + 0.5 * Math.sqrt(12 / 30)],
  ] as const)('shades the cells by count on the %s scale', (scale, alpha) => {
    renderTable({ item: { type: 'periodic_table', scale } })
    const iron = screen.getByRole('button', { name: elementLabel('Iron', 12) })
    expect(iron.style.backgroundColor).toBe(`rgba(45, 114, 210, ${Number(alpha.toFixed(3))})`)
  })

  it('the exclusive checkbox shows only where it can be changed, and reports its state', () => {
    const onExclusiveChange = vi.fn()
    renderTable()
    expect(screen.queryByRole('checkbox', { name: EXCLUSIVE_LABEL })).toBeNull()
    cleanup()
    renderTable({ exclusive: true, onExclusiveChange })
    const box = screen.getByRole('checkbox', { name: EXCLUSIVE_LABEL }) as HTMLInputElement
    expect(box.checked).toBe(true)
    fireEvent.click(box)
    expect(onExclusiveChange).toHaveBeenCalledWith(false)
  })

  it('in the menu, exclusive sets the global filter: only entries with exactly the selected elements', () => {
    const onValues = vi.fn()
    render(
      <MenuHarness runtime={runtime} menu={{ type: 'menu', items: [{ type: 'periodic_table' }] }} aggregations={{ [ELEMENTS]: { data: terms(['O', 9]) } }} onValues={onValues} />,
    )
    const box = screen.getByRole('checkbox', { name: EXCLUSIVE_LABEL })
    expect((box.closest('[title]') as HTMLElement).title).toBe(filterOf(EXCLUSIVE).description)
    fireEvent.click(box)
    expect(onValues).toHaveBeenLastCalledWith({ [EXCLUSIVE]: true })
    fireEvent.click(box)
    // Not exclusive is the default, so it is not stored.
    expect(onValues).toHaveBeenLastCalledWith({ [EXCLUSIVE]: undefined })
  })

  it('offers no exclusive mode for another quantity', () => {
    render(<MenuHarness runtime={runtime} menu={{ type: 'menu', items: [{ type: 'periodic_table', searchQuantity: 'results.material.topology.label' }] }} />)
    expect(screen.queryByRole('checkbox', { name: EXCLUSIVE_LABEL })).toBeNull()
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ELEMENTS } from '../../../../core/search'
import { filterOf, terms } from '../testing'
import { elementLabel, PeriodicTableItem, type PeriodicTableItemProps } from './PeriodicTableItem'

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

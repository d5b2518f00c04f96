// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ELEMENTS } from '../../../../core/search'
import { elementLabel } from '../../../components/periodicTable'
import { aData, FILTERS, termsAnswer } from '../testing'
import type { Identified, WidgetPeriodicTable } from '../types'
import { PeriodicTableWidget } from './PeriodicTableWidget'

afterEach(cleanup)

const widget: Identified<WidgetPeriodicTable> = { type: 'periodic_table', id: '7', search_quantity: ELEMENTS }
const counts = { [`${ELEMENTS}:7`]: termsAnswer(['O', 12], ['Si', 4]) }

describe('periodic table widget', () => {
  it('shows the count of each element and disables elements without entries', () => {
    render(<PeriodicTableWidget widget={widget} filters={FILTERS} data={aData({ aggregations: counts })} />)
    expect(screen.getByRole('button', { name: elementLabel('Oxygen', 12) })).toBeTruthy()
    expect((screen.getByRole('button', { name: elementLabel('Gold', undefined) }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('a click on an element adds it to the filter; a chosen one is removed', () => {
    const data = aData({ aggregations: counts, values: { [ELEMENTS]: ['Si'] } })
    render(<PeriodicTableWidget widget={widget} filters={FILTERS} data={data} />)
    fireEvent.click(screen.getByRole('button', { name: elementLabel('Oxygen', 12) }))
    expect(data.setValue).toHaveBeenLastCalledWith(ELEMENTS, ['Si', 'O'])
    fireEvent.click(screen.getByRole('button', { name: elementLabel('Silicon', 4) }))
    expect(data.setValue).toHaveBeenLastCalledWith(ELEMENTS, undefined)
  })

  it('has no header of its own (the widget frame shows the title)', () => {
    render(<PeriodicTableWidget widget={widget} filters={FILTERS} data={aData({ aggregations: counts })} />)
    expect(screen.queryByRole('heading')).toBeNull()
  })
})

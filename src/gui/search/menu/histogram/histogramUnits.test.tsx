// @vitest-environment jsdom
// Spec 2 §2.7 (units menu) on the histogram filter: what it shows is in the display unit,
// what it sets stays in the quantity's SI unit, as the API takes it.
import { Classes } from '@blueprintjs/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BAND_GAP, EV } from '../../../../core/search/testing'
import { SYSTEM_LABELS, WithUnits } from '../../../units/testing'
import { aBucket, filterOf } from '../testing'
import type { HistogramItemConfig } from '../types'
import { INVALID_MINIMUM, MAX_LABEL, MIN_LABEL } from '../../../components/rangeInputs'
import { barLabel, HistogramItem, SLIDER_START_LABEL, type HistogramItemProps } from './HistogramItem'

afterEach(cleanup)

const VALUE = `${BAND_GAP}.value`
const TITLE = filterOf(VALUE).label
const item: HistogramItemConfig = { type: 'histogram', searchQuantity: VALUE }
// Bins of 1 eV from 0 to 4 eV, in joule as the API answers.
const buckets = [aBucket(0, 2), aBucket(EV, 5), aBucket(2 * EV, 0), aBucket(3 * EV, 1)]

function renderBandGap(props: Partial<HistogramItemProps> = {}, selected: 'Custom' | 'SI' = 'Custom') {
  const onChange = vi.fn()
  render(
    <WithUnits selected={selected} menu>
      <HistogramItem item={item} filter={filterOf(VALUE)} buckets={buckets} interval={EV} onChange={onChange} {...props} />
    </WithUnits>,
  )
  return onChange
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const typeAndEnter = (label: string, text: string) => {
  fireEvent.change(input(label), { target: { value: text } })
  fireEvent.keyDown(input(label), { key: 'Enter' })
}
const lastRange = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as Record<string, number>

describe('histogram filter of a quantity in joule', () => {
  it('shows eV in the Custom system: header, input tags, bars and slider', () => {
    renderBandGap()
    expect(screen.getByRole('heading', { name: `${TITLE} (eV)` })).toBeTruthy()
    expect(screen.getAllByText('eV')).toHaveLength(2)
    expect(screen.getByRole('button', { name: barLabel('1', '2', 5) })).toBeTruthy()
    const sliderLabels = [...document.querySelectorAll(`.${Classes.SLIDER_LABEL}`)].map((label) => label.textContent)
    expect(new Set(sliderLabels)).toEqual(new Set(['0', '4']))
  })

  it('shows joule in the SI system', () => {
    renderBandGap({}, 'SI')
    expect(screen.getByRole('heading', { name: `${TITLE} (J)` })).toBeTruthy()
    expect(screen.getAllByText('J')).toHaveLength(2)
    expect(screen.getByRole('button', { name: barLabel('1.602e-19', '3.204e-19', 5) })).toBeTruthy()
  })

  it('switching the unit system shows the range again in the new unit', () => {
    renderBandGap({ value: { gte: 2 * EV } })
    expect(input(MIN_LABEL).value).toBe('2')
    fireEvent.click(screen.getByRole('radio', { name: SYSTEM_LABELS.SI }))
    expect(input(MIN_LABEL).value).toBe('3.204e-19')
    expect(screen.getByRole('heading', { name: `${TITLE} (J)` })).toBeTruthy()
  })

  it('typed "2" in eV sets {gte: 2 eV in joule}', () => {
    const onChange = renderBandGap()
    typeAndEnter(MIN_LABEL, '2')
    expect(onChange).toHaveBeenLastCalledWith({ gte: 2 * EV })
  })

  it('takes a number typed with a unit of its own, in any system', () => {
    const onChange = renderBandGap({}, 'SI')
    typeAndEnter(MAX_LABEL, '1.5 eV')
    expect(lastRange(onChange).lte).toBeCloseTo(1.5 * EV, 30)
  })

  it.each(['2 m', 'two'])('refuses %j with the spec’s message and sets nothing', (text) => {
    const onChange = renderBandGap()
    typeAndEnter(MIN_LABEL, text)
    expect(screen.getByText(INVALID_MINIMUM)).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('a click on a bar sets the bin in joule', () => {
    const onChange = renderBandGap()
    fireEvent.click(screen.getByRole('button', { name: barLabel('1', '2', 5) }))
    expect(onChange).toHaveBeenLastCalledWith({ gte: EV, lte: 2 * EV })
  })

  it('a released slider handle sets its bound in joule', () => {
    const onChange = renderBandGap()
    const handle = screen.getByRole('slider', { name: SLIDER_START_LABEL })
    for (let i = 0; i < 5; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' })
    fireEvent.keyUp(handle, { key: 'ArrowRight' })
    expect(lastRange(onChange).gte).toBeCloseTo(EV, 30)
  })

  it('places a bound typed with a unit in the search bar ({gt: 1 eV}) like any other', () => {
    renderBandGap({ value: { gt: { value: 1000, unit: 'meV' } } })
    expect(input(MIN_LABEL).value).toBe('1')
    expect(screen.getByRole('slider', { name: SLIDER_START_LABEL }).getAttribute('aria-valuenow')).toBe('5')
  })

  it('the item’s own x.unit wins over the system; one of another dimension is ignored', () => {
    renderBandGap({ item: { ...item, x: { unit: 'meV' } }, value: { gte: EV } })
    expect(screen.getByRole('heading', { name: `${TITLE} (meV)` })).toBeTruthy()
    expect(input(MIN_LABEL).value).toBe('1000')
    cleanup()
    renderBandGap({ item: { ...item, x: { unit: 'meter' } } })
    expect(screen.getByRole('heading', { name: `${TITLE} (eV)` })).toBeTruthy()
  })
})

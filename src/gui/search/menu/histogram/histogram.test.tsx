// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { N_ELEMENTS } from '../../../../core/search/testing'
import { aBucket, filterOf } from '../testing'
import type { HistogramItemConfig } from '../types'
import {
  barLabel,
  HistogramItem,
  histogramLabel,
  SLIDER_END_LABEL,
  SLIDER_START_LABEL,
  type HistogramItemProps,
} from './HistogramItem'
import { NO_OPTIONS_TEXT } from '../terms/TermsItem'
import {
  checkRange,
  END_DATE_LABEL,
  INVALID_END_DATE,
  INVALID_MAXIMUM,
  INVALID_MINIMUM,
  INVALID_START_DATE,
  LARGER_THAN_MAXIMUM,
  MAX_LABEL,
  MIN_DATE_RANGE_MS,
  MIN_LABEL,
  SMALLER_THAN_MINIMUM,
  START_DATE_LABEL,
} from '../../../components/rangeInputs'

afterEach(cleanup)

const item: HistogramItemConfig = { type: 'histogram', searchQuantity: N_ELEMENTS }
const buckets = [aBucket(1, 5), aBucket(2, 20), aBucket(3, 0), aBucket(4, 8)]

function renderHistogram(props: Partial<HistogramItemProps> = {}) {
  const onChange = vi.fn()
  const view = render(<HistogramItem item={item} filter={filterOf(N_ELEMENTS)} buckets={buckets} interval={1} onChange={onChange} {...props} />)
  return { ...view, onChange }
}

const type = (label: string, text: string, key?: 'Enter') => {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value: text } })
  if (key) fireEvent.keyDown(input, { key })
  else fireEvent.blur(input)
}

describe('histogram menu item', () => {
  it('draws one bar per bin, labelled with its range and count', () => {
    renderHistogram()
    const group = screen.getByRole('group', { name: histogramLabel(filterOf(N_ELEMENTS).label) })
    expect(group.querySelectorAll('button')).toHaveLength(4)
    expect(screen.getByRole('button', { name: barLabel('2', '3', 20) })).toBeTruthy()
  })

  it('a click on a bar sets the range to that bar', () => {
    const { onChange } = renderHistogram()
    fireEvent.click(screen.getByRole('button', { name: barLabel('2', '3', 20) }))
    expect(onChange).toHaveBeenCalledWith({ gte: 2, lte: 3 })
  })

  it('Enter commits a typed minimum and maximum', () => {
    const { onChange } = renderHistogram()
    type(MIN_LABEL, '2', 'Enter')
    expect(onChange).toHaveBeenLastCalledWith({ gte: 2 })
    type(MAX_LABEL, '4', 'Enter')
    expect(onChange).toHaveBeenLastCalledWith({ gte: 2, lte: 4 })
  })

  it('leaving an input validates without committing', () => {
    const { onChange } = renderHistogram()
    type(MIN_LABEL, 'abc')
    expect(screen.getByText(INVALID_MINIMUM)).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it.each([
    [MIN_LABEL, 'x', INVALID_MINIMUM],
    [MAX_LABEL, 'y', INVALID_MAXIMUM],
  ])('%s "%s" shows "%s" and sets nothing', (label, text, message) => {
    const { onChange } = renderHistogram()
    type(label, text, 'Enter')
    expect(screen.getByText(message)).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('a minimum above the maximum, or a maximum below the minimum, is refused', () => {
    const { onChange } = renderHistogram({ value: { gte: 2, lte: 3 } })
    type(MIN_LABEL, '5', 'Enter')
    expect(screen.getByText(LARGER_THAN_MAXIMUM)).toBeTruthy()
    type(MIN_LABEL, '2', 'Enter')
    type(MAX_LABEL, '1', 'Enter')
    expect(screen.getByText(SMALLER_THAN_MINIMUM)).toBeTruthy()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('shows the current range in the inputs and clears the filter when both are emptied', () => {
    const { onChange } = renderHistogram({ value: { gte: 2, lte: 3 } })
    expect((screen.getByLabelText(MIN_LABEL) as HTMLInputElement).value).toBe('2')
    type(MIN_LABEL, '')
    type(MAX_LABEL, '', 'Enter')
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('shows the unit of the quantity in the display unit (Custom outside a units provider)', () => {
    renderHistogram({ filter: { ...filterOf(N_ELEMENTS), unit: 'joule' } })
    expect(screen.getByRole('heading', { name: `${filterOf(N_ELEMENTS).label} (eV)` })).toBeTruthy()
    expect(screen.getAllByText('eV').length).toBe(2)
  })

  it('takes dates for timestamps, with the date messages', () => {
    const { onChange } = renderHistogram({ filter: { ...filterOf(N_ELEMENTS), dtype: 'timestamp' }, buckets: [] })
    type(START_DATE_LABEL, 'yesterday', 'Enter')
    expect(screen.getByText(INVALID_START_DATE)).toBeTruthy()
    type(START_DATE_LABEL, '2020-01-01')
    type(END_DATE_LABEL, 'soon', 'Enter')
    expect(screen.getByText(INVALID_END_DATE)).toBeTruthy()
    type(END_DATE_LABEL, '2021-01-01', 'Enter')
    expect(onChange).toHaveBeenLastCalledWith({ gte: Date.UTC(2020, 0, 1), lte: Date.UTC(2021, 0, 1) })
  })

  it(`shows "${NO_OPTIONS_TEXT}" when the query finds nothing`, () => {
    renderHistogram({ buckets: [] })
    expect(screen.getByText(NO_OPTIONS_TEXT)).toBeTruthy()
  })

  it('hides the inputs when the item says so', () => {
    renderHistogram({ item: { ...item, showInput: false } })
    expect(screen.queryByLabelText(MIN_LABEL)).toBeNull()
  })
})

describe('checkRange', () => {
  it.each([
    ['', '', 'number', 'min', {}, undefined],
    ['1', '', 'number', 'min', {}, { gte: 1 }],
    ['', '1e3', 'number', 'max', {}, { lte: 1000 }],
    ['a', 'b', 'number', 'min', { min: INVALID_MINIMUM, max: INVALID_MAXIMUM }, undefined],
    ['3', '2', 'number', 'min', { min: LARGER_THAN_MAXIMUM }, undefined],
    ['3', '2', 'number', 'max', { max: SMALLER_THAN_MINIMUM }, undefined],
    ['x', '2020', 'date', 'min', { min: INVALID_START_DATE }, undefined],
  ] as const)('min %j max %j (%s, %s edited)', (min, max, kind, edited, errors, range) => {
    const check = checkRange(min, max, kind, edited)
    expect(check.errors).toEqual(errors)
    expect(check.range).toEqual(range)
  })

  it('widens a date range to at least a minute', () => {
    const start = Date.UTC(2020, 0, 1)
    expect(checkRange('2020-01-01T00:00:00Z', '2020-01-01T00:00:10Z', 'date', 'max').range).toEqual({
      gte: start,
      lte: start + MIN_DATE_RANGE_MS,
    })
  })
})

describe('histogram slider (spec 2 §4.4: a range by slider)', () => {
  // Bins 1 … 5 (the last ends at 5), 20 steps of 0.2.
  const slide = (label: string, key: 'ArrowRight' | 'ArrowLeft', times = 1) => {
    const handle = screen.getByRole('slider', { name: label })
    for (let i = 0; i < times; i++) fireEvent.keyDown(handle, { key })
    fireEvent.keyUp(handle, { key })
  }

  it('has a lower and an upper handle over the bins in 20 steps', () => {
    renderHistogram({ filter: { ...filterOf(N_ELEMENTS), dtype: 'float' } })
    const lower = screen.getByRole('slider', { name: SLIDER_START_LABEL })
    expect(lower.getAttribute('aria-valuemin')).toBe('0')
    expect(lower.getAttribute('aria-valuemax')).toBe('20')
    expect(lower.getAttribute('aria-valuenow')).toBe('0')
    expect(screen.getByRole('slider', { name: SLIDER_END_LABEL }).getAttribute('aria-valuenow')).toBe('20')
  })

  it('a released handle sets its bound; the other stays open', () => {
    const { onChange } = renderHistogram({ filter: { ...filterOf(N_ELEMENTS), dtype: 'float' } })
    slide(SLIDER_START_LABEL, 'ArrowRight', 5)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenLastCalledWith({ gte: 2 })
  })

  it('rounds the bounds of integer quantities', () => {
    const { onChange } = renderHistogram()
    slide(SLIDER_END_LABEL, 'ArrowLeft', 3)
    expect(onChange).toHaveBeenLastCalledWith({ lte: 4 })
  })

  it('shows the current range on the handles, and moving one back to its end drops its bound', () => {
    const { onChange } = renderHistogram({ value: { gte: 2, lte: 3 } })
    expect(screen.getByRole('slider', { name: SLIDER_START_LABEL }).getAttribute('aria-valuenow')).toBe('5')
    slide(SLIDER_END_LABEL, 'ArrowRight', 10)
    expect(onChange).toHaveBeenLastCalledWith({ gte: 2 })
  })

  it('with show_statistics false it is a range slider only', () => {
    renderHistogram({ item: { ...item, showStatistics: false } })
    expect(screen.getAllByRole('slider')).toHaveLength(2)
    expect(screen.queryByRole('group', { name: histogramLabel(filterOf(N_ELEMENTS).label) })).toBeNull()
    expect(screen.queryByLabelText(MIN_LABEL)).toBeNull()
  })

  it('offers no slider when all values are equal', () => {
    renderHistogram({ buckets: [aBucket(3, 9)], interval: null })
    expect(screen.queryByRole('slider')).toBeNull()
    expect(screen.getByRole('button', { name: barLabel('3', '3', 9) })).toBeTruthy()
  })
})

describe('histogram scales (spec 2 §9)', () => {
  const heights = () =>
    Array.from(screen.getByRole('group', { name: histogramLabel(filterOf(N_ELEMENTS).label) }).querySelectorAll<HTMLElement>('button > span')).map((bar) =>
      parseFloat(bar.style.height),
    )

  it.each([
    [undefined, [25, 100, 0, 40]],
    ['1/2', [50, 100, 0, Math.sqrt(0.4) * 100]],
    ['log', [(Math.log10(5) / Math.log10(20)) * 100, 100, 0, (Math.log10(8) / Math.log10(20)) * 100]],
  ] as const)('y scale %s gives the bar heights %j', (scale, expected) => {
    renderHistogram({ item: { ...item, y: { scale } } })
    heights().forEach((height, index) => expect(height).toBeCloseTo(expected[index], 6))
  })

  it('a log x axis gives bins widths by their log span', () => {
    renderHistogram({ item: { ...item, x: { scale: 'log' } }, buckets: [aBucket(1, 1), aBucket(10, 1)], interval: 9 })
    const bars = screen.getAllByRole('button', { name: /:/ })
    expect(parseFloat(bars[0].style.width)).toBeCloseTo((1 / Math.log10(19)) * 100, 6)
  })
})

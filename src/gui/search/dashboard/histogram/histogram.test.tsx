// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { N_ELEMENTS } from '../../../../core/search/testing'
import { INVALID_MINIMUM, LARGER_THAN_MAXIMUM, MAX_LABEL, MIN_LABEL } from '../../../components/rangeInputs'
import { NO_OPTIONS_TEXT } from '../../menu'
import { aData, chartMarks, FILTERS, histogramAnswer, readyChart, withoutCanvas, type TestData } from '../testing'
import type { Identified, WidgetHistogram } from '../types'
import { histogramBins, histogramChartLabel, HistogramWidget, HISTOGRAM_LOADING_LABEL, plottedBins, RANGE_SLIDER_LABEL, singleIntegers } from './HistogramWidget'
import { DATE_AXIS, histogramSpec } from './histogramSpec'

beforeAll(withoutCanvas)
afterEach(cleanup)

const widget: Identified<WidgetHistogram> = { type: 'histogram', id: 'h', x: { search_quantity: N_ELEMENTS }, y: { scale: 'linear' }, nbins: 30 }
const answer = { [`${N_ELEMENTS}:h`]: histogramAnswer(1, [1, 5], [2, 20], [3, 0], [4, 8]) }
const LABEL = histogramChartLabel('N Elements')

function renderHistogram(config: Partial<WidgetHistogram> = {}, data: TestData = aData({ aggregations: answer })) {
  render(<HistogramWidget widget={{ ...widget, ...config }} filters={FILTERS} data={data} />)
  return data
}

describe('histogram widget', () => {
  it('plots one bar per bin', async () => {
    renderHistogram()
    expect(chartMarks(await readyChart(LABEL), 'rect')).toHaveLength(4)
  })

  it('a click on a bar of an integer binned by 1 selects that integer alone', async () => {
    const data = renderHistogram()
    fireEvent.click(chartMarks(await readyChart(LABEL), 'rect')[1])
    expect(data.setValue).toHaveBeenLastCalledWith(N_ELEMENTS, { gte: 2, lte: 2 })
  })

  it('a click on a bar of wider bins sets the range of that bar', async () => {
    const data = renderHistogram({}, aData({ aggregations: { [`${N_ELEMENTS}:h`]: histogramAnswer(2, [0, 5], [2, 20], [4, 8]) } }))
    fireEvent.click(chartMarks(await readyChart(LABEL), 'rect')[1])
    expect(data.setValue).toHaveBeenLastCalledWith(N_ELEMENTS, { gte: 2, lte: 4 })
  })

  it('Enter commits typed min and max; bad input shows the §5.5 messages', () => {
    const data = renderHistogram({ show_input: true })
    const min = screen.getByLabelText(MIN_LABEL)
    fireEvent.change(min, { target: { value: 'two' } })
    fireEvent.keyDown(min, { key: 'Enter' })
    expect(screen.getByText(INVALID_MINIMUM)).toBeTruthy()
    fireEvent.change(min, { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText(MAX_LABEL), { target: { value: '3' } })
    fireEvent.keyDown(min, { key: 'Enter' })
    expect(data.setValue).toHaveBeenLastCalledWith(N_ELEMENTS, { gte: 2, lte: 3 })
    fireEvent.change(min, { target: { value: '9' } })
    fireEvent.keyDown(min, { key: 'Enter' })
    expect(screen.getByText(LARGER_THAN_MAXIMUM)).toBeTruthy()
    expect(data.setValue).toHaveBeenCalledTimes(1)
  })

  it('the slider moves in 20 steps over the bins and sets the range when let go', () => {
    const wide = aData({ aggregations: { [`${N_ELEMENTS}:h`]: histogramAnswer(2, [1, 5], [3, 20], [5, 8]) } })
    renderHistogram({}, wide)
    const start = screen.getByRole('slider', { name: `${RANGE_SLIDER_LABEL} start` })
    expect(start.getAttribute('aria-valuemin')).toBe('1')
    expect(start.getAttribute('aria-valuemax')).toBe('7')
    fireEvent.keyDown(start, { key: 'ArrowRight', which: 39 })
    fireEvent.keyUp(start, { key: 'ArrowRight', which: 39 })
    expect(wide.setValue).toHaveBeenLastCalledWith(N_ELEMENTS, { gte: 1.3, lte: 7 })
  })

  it('over integers binned by 1 the slider runs from the first to the last value in whole steps', () => {
    const data = renderHistogram()
    const start = screen.getByRole('slider', { name: `${RANGE_SLIDER_LABEL} start` })
    expect(start.getAttribute('aria-valuemin')).toBe('1')
    expect(start.getAttribute('aria-valuemax')).toBe('4')
    fireEvent.keyDown(start, { key: 'ArrowRight', which: 39 })
    fireEvent.keyUp(start, { key: 'ArrowRight', which: 39 })
    expect(data.setValue).toHaveBeenLastCalledWith(N_ELEMENTS, { gte: 2, lte: 4 })
  })

  it(`shows a spinner until counts arrive, and "${NO_OPTIONS_TEXT}" when there are none`, () => {
    renderHistogram({}, aData())
    expect(screen.getByLabelText(HISTOGRAM_LOADING_LABEL)).toBeTruthy()
    cleanup()
    renderHistogram({}, aData({ aggregations: { [`${N_ELEMENTS}:h`]: histogramAnswer(1) } }))
    expect(screen.getByText(NO_OPTIONS_TEXT)).toBeTruthy()
  })
})

describe('histogram bins', () => {
  const buckets = [
    { value: 0, count: 1 },
    { value: 10, count: 2 },
    { value: 20, count: 3 },
  ]

  it('span from each bucket to the next, marked where they meet the chosen range', () => {
    expect(histogramBins(buckets, 10, { gte: 12, lte: 15 })).toEqual([
      { from: 0, to: 10, count: 1, selected: false },
      { from: 10, to: 20, count: 2, selected: true },
      { from: 20, to: 30, count: 3, selected: false },
    ])
    expect(histogramBins(buckets, 10, undefined).some((bin) => bin.selected)).toBe(false)
    expect(histogramBins(buckets, 10, { gt: 20 }).map((bin) => bin.selected)).toEqual([false, false, true])
  })

  it('a single bucket without interval (every value equal) still has a width', () => {
    const [bin] = histogramBins([{ value: 5, count: 2 }], null, undefined)
    expect(bin.to).toBeGreaterThan(bin.from)
  })
})

describe('integer histograms', () => {
  const bins = histogramBins([{ value: 1, count: 3 }, { value: 2, count: 4 }], 1, undefined)

  it('are single integers only for an int quantity binned by 1', () => {
    expect(singleIntegers('int', 1)).toBe(true)
    expect(singleIntegers('int', 5)).toBe(false)
    expect(singleIntegers('float', 1)).toBe(false)
    expect(singleIntegers('int', null)).toBe(false)
  })

  it('draw each bar centred on its value, and select that value alone', () => {
    expect(plottedBins(bins, { toDisplay: (value) => value }, true).map(({ from, to, lower, upper }) => [from, to, lower, upper])).toEqual([
      [0.5, 1.5, 1, 1],
      [1.5, 2.5, 2, 2],
    ])
  })

  it('name the value in the tooltip and tick whole numbers', () => {
    expect(histogramSpec({ title: 'N Elements', temporal: false, integers: true })).toMatchObject({
      encoding: { x: { axis: { format: 'd', tickMinStep: 1 } }, tooltip: [{ title: 'N Elements' }, { title: 'Entries' }] },
    })
  })
})

describe('histogram spec', () => {
  it('puts counts on the widget scale and times on a temporal axis', () => {
    const spec = histogramSpec({ title: 'Upload time', temporal: true, scale: 'log' }) as unknown as {
      encoding: { x: { type: string }; y: { scale: unknown } }
    }
    expect(spec.encoding.x.type).toBe('temporal')
    expect(spec.encoding.y.scale).toEqual({ type: 'log', domainMin: 1 })
  })

  it('labels a date axis in one format, about five labels, dropping any that would overlap', () => {
    const spec = histogramSpec({ title: 'Upload time', temporal: true })
    expect(spec).toMatchObject({ encoding: { x: { axis: { tickCount: 5, labelOverlap: 'greedy', labelSeparation: 8 } } } })
    expect(DATE_AXIS.labelExpr).toContain("'%d/%m/%Y'")
    expect(histogramSpec({ title: 'N', temporal: false })).not.toMatchObject({ encoding: { x: { axis: { labelExpr: DATE_AXIS.labelExpr } } } })
  })
})

// @vitest-environment jsdom
// Spec 2 §2.7 on the histogram widget: the plot and its inputs are in the display unit
// (the widget's x.unit when it fits), the ranges it sets in the quantity's SI unit.
// jsdom lays nothing out, so the chart is replaced by one that shows what it was given.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BAND_GAP, EV, N_ELEMENTS } from '../../../../core/search/testing'
import { SYSTEM_LABELS, WithUnits } from '../../../units/testing'
import { MIN_LABEL } from '../../../components/rangeInputs'
import type { VegaChartProps } from '../../../components/chart'
import { aData, FILTERS, histogramAnswer } from '../testing'
import type { Identified, WidgetHistogram } from '../types'
import { HistogramWidget, plottedBins } from './HistogramWidget'

const BRUSH = 'Brush 1 to 2'
const BAR = 'Second bar'
const charts: VegaChartProps[] = []

vi.mock('../../../components/chart/Chart', () => ({
  Chart: (props: VegaChartProps) => {
    charts.push(props)
    return (
      <>
        <button onClick={() => props.onSelection?.({ from: [1, 2] })}>{BRUSH}</button>
        <button onClick={() => props.onItemClick?.(props.datasets.bins[1] as Record<string, unknown>)}>{BAR}</button>
      </>
    )
  },
}))

afterEach(() => {
  cleanup()
  charts.length = 0
})

const VALUE = `${BAND_GAP}.value`
const LABEL = FILTERS.byName.get(VALUE)?.label ?? VALUE
const widget: Identified<WidgetHistogram> = { type: 'histogram', id: 'h', x: { search_quantity: VALUE }, y: { scale: 'linear' }, nbins: 30 }
// Bins of 1 eV, in joule as the API answers.
const answer = { [`${VALUE}:h`]: histogramAnswer(EV, [0, 2], [EV, 5], [2 * EV, 1]) }

function renderWidget(config: Partial<WidgetHistogram> = {}, selected: 'Custom' | 'SI' = 'Custom') {
  const data = aData({ aggregations: answer })
  render(
    <WithUnits selected={selected} menu>
      <HistogramWidget widget={{ ...widget, ...config }} filters={FILTERS} data={data} />
    </WithUnits>,
  )
  return data
}

type Encoding = { encoding: { x: { title: string } } }
const lastChart = () => charts[charts.length - 1]
const axisTitle = () => (lastChart().spec as unknown as Encoding).encoding.x.title
const plotted = () => lastChart().datasets.bins as { from: number; to: number }[]

describe('histogram widget of a quantity in joule', () => {
  it('plots eV in the Custom system: axis title and bins', () => {
    renderWidget()
    expect(axisTitle()).toBe(`${LABEL} (eV)`)
    expect(plotted()[1].from).toBeCloseTo(1, 12)
    expect(plotted()[1].to).toBeCloseTo(2, 12)
  })

  it('plots joule in the SI system, and switches when the user does', () => {
    renderWidget()
    fireEvent.click(screen.getByRole('radio', { name: SYSTEM_LABELS.SI }))
    expect(axisTitle()).toBe(`${LABEL} (J)`)
    expect(plotted()[1].from).toBe(EV)
  })

  it('a click on a bar sets that bin in joule', () => {
    const data = renderWidget()
    fireEvent.click(screen.getByRole('button', { name: BAR }))
    expect(data.setValue).toHaveBeenLastCalledWith(VALUE, { gte: EV, lte: 2 * EV })
  })

  it('brushing 1 to 2 eV sets the range in joule', () => {
    const data = renderWidget()
    fireEvent.click(screen.getByRole('button', { name: BRUSH }))
    const range = data.setValue.mock.lastCall?.[1] as { gte: number; lte: number }
    expect(range.gte).toBeCloseTo(EV, 30)
    expect(range.lte).toBeCloseTo(2 * EV, 30)
  })

  it('typed "2" in eV sets {gte: 2 eV in joule}; the inputs are tagged eV', () => {
    const data = renderWidget({ show_input: true })
    expect(screen.getAllByText('eV')).toHaveLength(2)
    const min = screen.getByLabelText(MIN_LABEL)
    fireEvent.change(min, { target: { value: '2' } })
    fireEvent.keyDown(min, { key: 'Enter' })
    expect(data.setValue).toHaveBeenLastCalledWith(VALUE, { gte: 2 * EV })
  })

  it('the widget’s x.unit wins over the unit system', () => {
    renderWidget({ x: { search_quantity: VALUE, unit: 'meV' } }, 'SI')
    expect(axisTitle()).toBe(`${LABEL} (meV)`)
    expect(plotted()[1].from).toBeCloseTo(1000, 9)
  })

  it.each(['meter', 'no such unit'])('an x.unit %j that cannot show the quantity is ignored', (unit) => {
    renderWidget({ x: { search_quantity: VALUE, unit } })
    expect(axisTitle()).toBe(`${LABEL} (eV)`)
    expect(plotted()[1].from).toBeCloseTo(1, 12)
  })

  it('a quantity without unit is plotted as it is', () => {
    const data = aData({ aggregations: { [`${N_ELEMENTS}:h`]: histogramAnswer(2, [1, 5], [3, 3]) } })
    render(<HistogramWidget widget={{ ...widget, x: { search_quantity: N_ELEMENTS } }} filters={FILTERS} data={data} />)
    expect(axisTitle()).toBe(FILTERS.byName.get(N_ELEMENTS)?.label)
    expect(plotted()[1]).toMatchObject({ from: 3, to: 5 })
  })
})

describe('plotted bins', () => {
  it('keep the bin’s own bounds beside the plotted ones', () => {
    const [bin] = plottedBins([{ from: 1, to: 2, count: 3, selected: true }], { toDisplay: (value) => value * 10 })
    expect(bin).toEqual({ from: 10, to: 20, count: 3, selected: true, lower: 1, upper: 2 })
  })
})

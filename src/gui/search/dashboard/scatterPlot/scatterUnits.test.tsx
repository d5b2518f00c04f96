// @vitest-environment jsdom
// Spec 2 §2.7 on the scatter plot: axes and colour in the display unit (an axis' own unit
// when it fits), the ranges a selection sets in the quantities' SI units. jsdom lays
// nothing out, so the chart is replaced by one that shows what it was given.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BAND_GAP, EV } from '../../../../core/search/testing'
import type { JsonObject } from '../../context'
import { SYSTEM_LABELS, WithUnits } from '../../../units/testing'
import type { VegaChartProps } from '../../../components/chart'
import { aData, FILTERS } from '../testing'
import type { Identified, WidgetScatterPlot } from '../types'
import { scatterPoints } from './points'
import { ScatterPlotWidget } from './ScatterPlotWidget'

const BRUSH = 'Brush'
const charts: VegaChartProps[] = []

vi.mock('../../../components/chart/Chart', () => ({
  Chart: (props: VegaChartProps) => {
    charts.push(props)
    // Brushed in the plotted units: 1 to 2 along x, 3 to 4 along y.
    return <button onClick={() => props.onSelection?.({ x: [1, 2], y: [3, 4] })}>{BRUSH}</button>
  },
}))

afterEach(() => {
  cleanup()
  charts.length = 0
})

const GAP = `${BAND_GAP}[0].value`
const GAP_QUANTITY = `${BAND_GAP}.value`
const CELL = 'results.material.topology[0].cell.a'
const CELL_QUANTITY = 'results.material.topology.cell.a'
const label = (name: string) => FILTERS.byName.get(name)?.label ?? name
const widget: Identified<WidgetScatterPlot> = { type: 'scatter_plot', id: 's', x: { search_quantity: GAP }, y: { search_quantity: CELL } }
const hit: JsonObject = {
  entry_id: 'e1',
  results: { material: { topology: [{ cell: { a: 3e-10 } }] }, properties: { electronic: { band_gap: [{ value: 2 * EV }] } } },
}

function renderScatter(config: Partial<WidgetScatterPlot> = {}, selected: 'Custom' | 'SI' = 'Custom') {
  const data = aData({ hits: [hit] })
  render(
    <WithUnits selected={selected} menu>
      <ScatterPlotWidget widget={{ ...widget, ...config }} filters={FILTERS} data={data} />
    </WithUnits>,
  )
  return data
}

type Axes = { encoding: { x: { title: string }; y: { title: string } } }
const lastChart = () => charts[charts.length - 1]
const titles = () => {
  const { x, y } = (lastChart().spec as unknown as Axes).encoding
  return [x.title, y.title]
}
/** The chart, once the hits are in. */
const plotted = () => screen.findByRole('button', { name: BRUSH }, { timeout: 10_000 })
const point = () => lastChart().datasets.points[0] as { x: number; y: number }

describe('scatter plot of quantities with units', () => {
  it('plots eV and Å in the Custom system', async () => {
    renderScatter()
    await plotted()
    expect(titles()).toEqual([`${label(GAP_QUANTITY)} (eV)`, `${label(CELL_QUANTITY)} (Å)`])
    expect(point().x).toBeCloseTo(2, 12)
    expect(point().y).toBeCloseTo(3, 12)
  })

  it('plots J and m in the SI system, and switches when the user does', async () => {
    renderScatter()
    await plotted()
    fireEvent.click(screen.getByRole('radio', { name: SYSTEM_LABELS.SI }))
    expect(titles()).toEqual([`${label(GAP_QUANTITY)} (J)`, `${label(CELL_QUANTITY)} (m)`])
    expect(point()).toMatchObject({ x: 2 * EV, y: 3e-10 })
  })

  it('a selected rectangle sets both ranges in the quantities’ SI units', async () => {
    const data = renderScatter({ drag_mode: 'select' })
    fireEvent.click(await plotted())
    const [[xName, xRange], [yName, yRange]] = data.setValue.mock.calls as [string, { gte: number; lte: number }][]
    expect([xName, yName]).toEqual([GAP_QUANTITY, CELL_QUANTITY])
    expect(xRange.gte).toBeCloseTo(EV, 30)
    expect(xRange.lte).toBeCloseTo(2 * EV, 30)
    expect(yRange.gte).toBeCloseTo(3e-10, 20)
    expect(yRange.lte).toBeCloseTo(4e-10, 20)
  })

  it('an axis’ own unit wins; one of another dimension is ignored', async () => {
    renderScatter({ x: { search_quantity: GAP, unit: 'meV' }, y: { search_quantity: CELL, unit: 'joule' } })
    await plotted()
    expect(titles()).toEqual([`${label(GAP_QUANTITY)} (meV)`, `${label(CELL_QUANTITY)} (Å)`])
    expect(point().x).toBeCloseTo(2000, 9)
  })
})

describe('scatter points in display units', () => {
  const hits = [hit, { entry_id: 'e2', results: { properties: { electronic: { band_gap: [{ value: 0 }] } } } }]
  const toEV = (value: number) => value / EV

  it('convert axes and a numeric colour, and leave out what a log axis cannot show', () => {
    const points = scatterPoints(hits, { path: GAP, toDisplay: toEV, log: true }, { path: GAP, toDisplay: toEV }, { path: GAP, toDisplay: toEV })
    expect(points).toHaveLength(1)
    expect(points[0].x).toBeCloseTo(2, 12)
    expect(points[0].color).toBeCloseTo(2, 12)
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { N_ELEMENTS, PROGRAM } from '../../../../core/search/testing'
import type { JsonObject } from '../../context'
import { aData, chartMarks, FILTERS, readyChart, withoutCanvas, type TestData } from '../testing'
import type { Identified, WidgetScatterPlot } from '../types'
import { includeOf, scatterPoints } from './points'
import {
  DRAG_MODE_LABELS,
  FULLSCREEN_LABEL,
  NO_POINTS_TEXT,
  PLOT_ERROR,
  scatterChartLabel,
  ScatterPlotWidget,
} from './ScatterPlotWidget'
import { scatterTitle } from './axes'
import { scatterSpec } from './scatterSpec'

beforeAll(withoutCanvas)
afterEach(cleanup)

const CELL_A = 'results.material.topology[0].cell.a'
const widget: Identified<WidgetScatterPlot> = {
  type: 'scatter_plot',
  id: 's',
  x: { search_quantity: N_ELEMENTS },
  y: { search_quantity: CELL_A },
  markers: { color: { search_quantity: PROGRAM } },
  size: 100,
}
const aHit = (id: string, elements: number | undefined, a: number | undefined, program = 'VASP'): JsonObject => ({
  entry_id: id,
  results: {
    material: { ...(elements !== undefined ? { n_elements: elements } : {}), topology: a !== undefined ? [{ cell: { a } }] : [] },
    method: { simulation: { program_name: program } },
  },
})
const HITS = [aHit('e1', 2, 1e-10), aHit('e2', 3, 2e-10, 'exciting'), aHit('e3', undefined, 3e-10)]
const LABEL = scatterChartLabel('A vs. N Elements')

function renderScatter(config: Partial<WidgetScatterPlot> = {}, data: TestData = aData({ hits: HITS })) {
  const view = render(<ScatterPlotWidget widget={{ ...widget, ...config }} filters={FILTERS} data={data} />)
  return { ...view, data }
}
const points = async () => chartMarks(await readyChart(LABEL), 'symbol')

describe('scatter plot widget', () => {
  it('asks for `size` hits with the plotted quantities only', async () => {
    const { data } = renderScatter()
    await points()
    expect(data.fetchHits).toHaveBeenCalledWith([N_ELEMENTS, 'results.material.topology.cell.a', PROGRAM], 100)
  })

  it('plots the entries that have both coordinates', async () => {
    renderScatter()
    expect(await points()).toHaveLength(2)
  })

  it('a click on a point opens its entry', async () => {
    const { data } = renderScatter()
    fireEvent.click((await points())[1])
    expect(data.openEntry).toHaveBeenCalledWith('e2')
  })

  it('fetches again when the query changes, not when the page re-renders', async () => {
    const { data, rerender } = renderScatter()
    await points()
    rerender(<ScatterPlotWidget widget={widget} filters={FILTERS} data={{ ...data }} />)
    expect(data.fetchHits).toHaveBeenCalledTimes(1)
    rerender(<ScatterPlotWidget widget={widget} filters={FILTERS} data={{ ...data, queryKey: 'query-2' }} />)
    await waitFor(() => expect(data.fetchHits).toHaveBeenCalledTimes(2))
  })

  it(`says "${PLOT_ERROR}" when the hits cannot be fetched`, async () => {
    const data = aData()
    data.fetchHits.mockRejectedValue(new Error('502'))
    renderScatter({}, data)
    expect(await screen.findByText(PLOT_ERROR)).toBeTruthy()
  })

  it(`says "${NO_POINTS_TEXT}" when no entry has both values`, async () => {
    renderScatter({}, aData({ hits: [aHit('e3', undefined, 1)] }))
    expect(await screen.findByText(NO_POINTS_TEXT)).toBeTruthy()
  })

  it('shows the problem instead of a plot when an axis cannot be plotted', () => {
    const { data } = renderScatter({ y: { search_quantity: 'results.material.topology.cell.a' } })
    expect(screen.getByText(/Please use JMESPath syntax/)).toBeTruthy()
    expect(data.fetchHits).not.toHaveBeenCalled()
  })

  it('offers the drag modes zoom, pan and select, starting with the configured one', () => {
    renderScatter({ drag_mode: 'pan' })
    const pressed = () => Object.values(DRAG_MODE_LABELS).filter((name) => screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true')
    expect(pressed()).toEqual([DRAG_MODE_LABELS.pan])
    fireEvent.click(screen.getByRole('button', { name: DRAG_MODE_LABELS.select }))
    expect(pressed()).toEqual([DRAG_MODE_LABELS.select])
  })

  it('fullscreen floats the plot in a dialog', async () => {
    renderScatter()
    fireEvent.click(screen.getByRole('button', { name: FULLSCREEN_LABEL }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('figure', { name: LABEL })).toBeTruthy()
  })
})

describe('scatter points', () => {
  it('read JMESPath indices, times as epoch ms, and leave out what a log axis cannot show', () => {
    const hits = [
      { entry_id: 'a', upload_create_time: '2024-01-01T00:00:00Z', results: { material: { n_elements: 0 } } },
      { entry_id: 'b', upload_create_time: '2024-01-02T00:00:00Z', results: { material: { n_elements: 2 } } },
    ]
    const x = { path: 'upload_create_time', temporal: true }
    expect(scatterPoints(hits, x, { path: N_ELEMENTS, log: true })).toEqual([{ entry_id: 'b', x: Date.UTC(2024, 0, 2), y: 2 }])
    expect(scatterPoints(hits, x, { path: N_ELEMENTS })).toHaveLength(2)
  })

  it('ask the API for the quantity of a JMESPath target', () => {
    expect(includeOf(CELL_A)).toBe('results.material.topology.cell.a')
    expect(includeOf(N_ELEMENTS)).toBe(N_ELEMENTS)
  })

  it('the default title is "<y> vs. <x>"', () => {
    expect(scatterTitle(widget, FILTERS)).toBe('A vs. N Elements')
  })
})

describe('scatter spec', () => {
  const axis = { title: 't', temporal: false, log: false }
  it('binds the scales in pan mode and brushes x and y otherwise', () => {
    const pan = scatterSpec({ x: axis, y: axis, dragMode: 'pan' }) as unknown as { params: { bind?: string }[] }
    expect(pan.params[0].bind).toBe('scales')
    const select = scatterSpec({ x: axis, y: axis, dragMode: 'select' }) as unknown as { params: { select: { encodings: string[] } }[] }
    expect(select.params[0].select.encodings).toEqual(['x', 'y'])
  })

  it('a zoomed axis takes its domain as given', () => {
    const spec = scatterSpec({ x: { ...axis, domain: [1, 2], log: true }, y: axis, dragMode: 'zoom' }) as unknown as {
      encoding: { x: { scale: unknown } }
    }
    expect(spec.encoding.x.scale).toEqual({ type: 'log', zero: false, domain: [1, 2], nice: false })
  })
})

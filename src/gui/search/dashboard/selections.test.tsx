// @vitest-environment jsdom
// What the widgets do with a brushed selection. jsdom lays nothing out, so a real brush
// cannot be dragged here: the chart is replaced by one that reports a given selection.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { N_ELEMENTS } from '../../../core/search/testing'
import type { VegaChartProps } from '../../components/chart'
import { HistogramWidget } from './histogram/HistogramWidget'
import { DRAG_MODE_LABELS, RESET_ZOOM_LABEL, ScatterPlotWidget } from './scatterPlot/ScatterPlotWidget'
import { aData, FILTERS, histogramAnswer } from './testing'

const BRUSH = 'Brush'
const CLEAR = 'Clear brush'
const specs: unknown[] = []

vi.mock('../../components/chart/Chart', () => ({
  Chart: ({ spec, onSelection, selection }: VegaChartProps) => {
    specs.push(spec)
    return selection ? (
      <>
        <button onClick={() => onSelection?.({ x: [1, 2], y: [3, 4], from: [2, 4] })}>{BRUSH}</button>
        <button onClick={() => onSelection?.({})}>{CLEAR}</button>
      </>
    ) : null
  },
}))

afterEach(cleanup)

const TIME = 'upload_create_time'
const scatter = { type: 'scatter_plot' as const, id: 's', x: { search_quantity: N_ELEMENTS }, y: { search_quantity: TIME } }
const hits = [{ entry_id: 'e1', upload_create_time: '2024-01-01T00:00:00Z', results: { material: { n_elements: 2 } } }]

describe('scatter plot selections', () => {
  it('in select mode, a brushed rectangle sets range filters on x and y', async () => {
    const data = aData({ hits })
    render(<ScatterPlotWidget widget={{ ...scatter, drag_mode: 'select' }} filters={FILTERS} data={data} />)
    fireEvent.click(await screen.findByRole('button', { name: BRUSH }))
    expect(data.setValue).toHaveBeenCalledWith(N_ELEMENTS, { gte: 1, lte: 2 })
    expect(data.setValue).toHaveBeenCalledWith(TIME, { gte: 3, lte: 4 })
  })

  it('in zoom mode it zooms the axes to the rectangle, until the zoom is reset', async () => {
    const data = aData({ hits })
    render(<ScatterPlotWidget widget={scatter} filters={FILTERS} data={data} />)
    const reset = screen.getByRole('button', { name: RESET_ZOOM_LABEL }) as HTMLButtonElement
    expect(reset.disabled).toBe(true)
    fireEvent.click(await screen.findByRole('button', { name: BRUSH }))
    expect(data.setValue).not.toHaveBeenCalled()
    expect(reset.disabled).toBe(false)
    expect(specs.at(-1)).toMatchObject({ encoding: { x: { scale: { domain: [1, 2] } }, y: { scale: { domain: [3, 4] } } } })
    fireEvent.click(reset)
    expect(reset.disabled).toBe(true)
  })

  it('with autorange a new query shows all points again; without it the zoom stays', async () => {
    for (const autorange of [true, false]) {
      const data = aData({ hits })
      const { rerender } = render(<ScatterPlotWidget widget={{ ...scatter, autorange }} filters={FILTERS} data={data} />)
      fireEvent.click(await screen.findByRole('button', { name: BRUSH }))
      rerender(<ScatterPlotWidget widget={{ ...scatter, autorange }} filters={FILTERS} data={{ ...data, queryKey: 'next' }} />)
      await waitFor(() => expect(data.fetchHits).toHaveBeenCalledTimes(2))
      expect((screen.getByRole('button', { name: RESET_ZOOM_LABEL }) as HTMLButtonElement).disabled).toBe(autorange)
      cleanup()
    }
  })

  it('in pan mode there is no brush', async () => {
    render(<ScatterPlotWidget widget={{ ...scatter, drag_mode: 'pan' }} filters={FILTERS} data={aData({ hits })} />)
    await waitFor(() => expect(screen.getByRole('button', { name: DRAG_MODE_LABELS.pan }).getAttribute('aria-pressed')).toBe('true'))
    expect(screen.queryByRole('button', { name: BRUSH })).toBeNull()
  })
})

describe('histogram selections', () => {
  const widget = { type: 'histogram' as const, id: 'h', x: { search_quantity: N_ELEMENTS } }
  const answer = { [`${N_ELEMENTS}:h`]: histogramAnswer(1, [1, 5], [2, 20], [3, 0], [4, 8]) }

  it('brushing along x sets the range; a click that clears the brush sets nothing', () => {
    const data = aData({ aggregations: answer })
    render(<HistogramWidget widget={widget} filters={FILTERS} data={data} />)
    fireEvent.click(screen.getByRole('button', { name: CLEAR }))
    expect(data.setValue).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: BRUSH }))
    expect(data.setValue).toHaveBeenCalledWith(N_ELEMENTS, { gte: 2, lte: 4 })
  })
})

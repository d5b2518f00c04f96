// The generic plots without a browser: rows from series (what is left out, what is refused),
// the specs' axes and layers, and the size of a captured image (spec 3 §9).
import { describe, expect, it } from 'vitest'
import { CAPTURE_FILE_NAME, CAPTURE_LONG_SIDE, captureSize } from './capture'
import { DEFAULT_PLOT_HEIGHT, lineSpec, MIN_PLOT_WIDTH, stackedSpec } from './lineSpec'
import { axisTitle, LENGTH_MISMATCH_MESSAGE, PlotDataError, plotRows, type Series } from './series'

describe('plot rows', () => {
  it.each<[string, Series[], { xLog?: boolean; yLog?: boolean }, [number, number][]]>([
    ['all points', [{ name: 'a', x: [1, 2], y: [3, 4] }], {}, [[1, 3], [2, 4]]],
    ['gaps left out', [{ name: 'a', x: [1, 2, 3], y: [3, Number.NaN, 5] }], {}, [[1, 3], [3, 5]]],
    ['non-positive x on a log axis left out', [{ name: 'a', x: [0, 1, -1], y: [1, 2, 3] }], { xLog: true }, [[1, 2]]],
    ['non-positive y on a log axis left out', [{ name: 'a', x: [1, 2], y: [0, 2] }], { yLog: true }, [[2, 2]]],
    ['infinities left out', [{ name: 'a', x: [1, Number.POSITIVE_INFINITY], y: [1, 2] }], {}, [[1, 1]]],
  ])('%s', (_, series, { xLog, yLog }, points) => {
    expect(plotRows(series, { xLog, yLog: () => yLog ?? false }).map((row) => [row.x, row.y])).toEqual(points)
  })

  it('carries the series, its mark, axis and panel', () => {
    expect(plotRows([{ name: 'T', x: [0], y: [300], mark: 'dashed', axis: 'right', panel: 'temperature' }])).toEqual([
      { series: 'T', x: 0, y: 300, mark: 'dashed', axis: 'right', panel: 'temperature' },
    ])
  })

  it('carries the entry a point stands for, where it stands for one', () => {
    const rows = plotRows([{ name: 'films', x: [1, 2, 3], y: [4, 5, 6], entryIds: ['e1', undefined, ''] }])
    expect(rows.map((row) => row.entryId)).toEqual(['e1', undefined, undefined])
  })

  it("refuses series whose x and y differ in length with the XY plot's text", () => {
    expect(() => plotRows([{ name: 'a', x: [1, 2], y: [1] }])).toThrow(PlotDataError)
    expect(() => plotRows([{ name: 'a', x: [1, 2], y: [1] }])).toThrow(LENGTH_MISMATCH_MESSAGE)
    expect(LENGTH_MISMATCH_MESSAGE).toBe('The length of provided x axes and y axes do not match!')
  })

  it('writes units in axis titles', () => {
    expect(axisTitle({ title: 'Energy', unit: 'eV' })).toBe('Energy (eV)')
    expect(axisTitle({ title: 'g(r)' })).toBe('g(r)')
  })
})

describe('plot specs', () => {
  const names = ['a', 'b']
  it('draws a log axis, a right axis and only the layers its series use', () => {
    const spec = lineSpec({ x: { title: 'Step', integer: true }, y: { title: 'E', unit: 'eV' }, y2: { title: 'dE', scale: 'log' }, names, marks: new Set(['linepoints', 'dashed']), legend: true, width: 600, height: 300 })
    const text = JSON.stringify(spec)
    expect(text).toContain('"orient":"right"')
    expect(text).toContain('"type":"log"')
    expect(text).toContain('"title":"E (eV)"')
    expect(text).toContain('strokeDash')
  })

  it('stacks panels on one x axis, titled only at the bottom', () => {
    const spec = stackedSpec({ x: { title: 'Time', unit: 'fs' }, panels: [{ id: 't', y: { title: 'T' } }, { id: 'p', y: { title: 'p' } }], names, marks: new Set(['line']), legend: false, width: 700, height: 450 })
    const panels = (spec as { vconcat: { encoding: { x: { title: string | null } } }[] }).vconcat
    expect(panels.map((panel) => panel.encoding.x.title)).toEqual([null, 'Time (fs)'])
  })

  it('is at least 500 px wide and 500 px high by default (spec 3 §9)', () => {
    expect([MIN_PLOT_WIDTH, DEFAULT_PLOT_HEIGHT]).toEqual([500, 500])
  })
})

describe('capture (spec 3 §9)', () => {
  it.each([
    [640, 320, { width: 1280, height: 640, scale: 2 }],
    [500, 1000, { width: 640, height: 1280, scale: 1.28 }],
    [2560, 100, { width: 1280, height: 50, scale: 0.5 }],
    [0, 0, { width: 1280, height: 1280, scale: 1 }],
  ])('%i × %i px becomes %j', (width, height, size) => {
    expect(captureSize(width, height)).toEqual(size)
  })

  it("is named 'plot', 1280 px on its long side", () => {
    expect([CAPTURE_FILE_NAME, CAPTURE_LONG_SIDE]).toEqual(['plot', 1280])
  })
})

describe('clickable points', () => {
  const options = { x: { title: 'x' }, y: { title: 'y' }, names: ['a'], legend: false, width: 500, height: 500 }
  type Layer = { readonly transform: readonly object[]; readonly mark: { readonly type: string; readonly cursor?: string } }
  const layersOf = (spec: object) => (spec as { readonly layer: readonly Layer[] }).layer

  it('gives points a pointer and takes the entry off the lines, so a click on a line opens nothing', () => {
    const layers = layersOf(lineSpec({ ...options, marks: new Set(['linepoints'] as const), clickable: true }))
    const points = layers.find((layer) => layer.mark.type === 'point')
    const line = layers.find((layer) => layer.mark.type === 'line')
    expect(points?.mark.cursor).toBe('pointer')
    expect(points?.transform).not.toContainEqual({ calculate: 'null', as: 'entryId' })
    expect(line?.transform).toContainEqual({ calculate: 'null', as: 'entryId' })
  })

  it('leaves plots without entries as they are', () => {
    const layers = layersOf(lineSpec({ ...options, marks: new Set(['linepoints'] as const) }))
    expect(layers.every((layer) => layer.mark.cursor === undefined && layer.transform.length === 1)).toBe(true)
  })
})

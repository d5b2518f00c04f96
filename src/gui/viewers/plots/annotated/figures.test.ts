// Plot paths and figures of plot annotations (spec 2 §5.6), table-driven over the messages.
import { describe, expect, it } from 'vitest'
import type { JsonValue } from '../../../../core/archive'
import { LENGTH_MISMATCH_MESSAGE } from '../series'
import {
  annotatedFigure, checkColorSize, couldNotResolve, DIFFERENT_X_UNITS, EMPTY_VALUE, INCOMPATIBLE_COLOR_SIZE, INCOMPATIBLE_ELEMENTS, INCOMPATIBLE_SIZE, INVALID_SLICE,
  pairLines, plotAnnotations, plotValues, sectionFigures, sliceItems, type PlotAnnotation,
} from '.'

const section = {
  time: [0, 1, 2, 3],
  temperature: [20, 25, 30, 35],
  pressure: [1, 1.1, 1.2],
  matrix: [[1, 2, 3, 4], [5, 6, 7, 8]],
  steps: [{ time: 0, value: 10 }, { time: 1, value: 11 }, { time: 2, value: 12 }],
  nothing: [],
}
const root = { data: section, results: { energies: [1, 2, 3, 4] } }

describe('plotValues', () => {
  it.each([
    ['time', [[0, 1, 2, 3]]],
    ['./time', [[0, 1, 2, 3]]],
    ['time/1:3', [[1, 2]]],
    ['time/:2', [[0, 1]]],
    ['time/-2:', [[2, 3]]],
    ['matrix', [[1, 2, 3, 4], [5, 6, 7, 8]]],
    ['matrix/1', [[5, 6, 7, 8]]],
    ['steps/:/value', [[10, 11, 12]]],
    ['steps/0:2/time', [[0, 1]]],
    ['#/results/energies', [[1, 2, 3, 4]]],
  ])('reads %s', (path, values) => {
    expect(plotValues(section, path, root)).toEqual(values)
  })

  it.each([
    ['time/0:2:1', INVALID_SLICE],
    ['time/1::', INVALID_SLICE],
    ['time/a:b', INVALID_SLICE],
    ['humidity', couldNotResolve('humidity')],
    ['time/9', couldNotResolve('time/9')],
    ['steps/:/missing', couldNotResolve('steps/:/missing')],
    ['#/results/missing', couldNotResolve('#/results/missing')],
    ['nothing', EMPTY_VALUE],
  ])('refuses %s: %s', (path, message) => {
    expect(() => plotValues(section, path, root)).toThrow(message)
  })
})

describe('annotatedFigure', () => {
  const units: Record<string, string> = { time: 'second', temperature: 'kelvin', steps: 'meter', pressure: 'pascal' }
  const unitOf = (path: string) => units[path.split('/')[0]]

  it('draws y paths against one x with units and the annotation\'s lines and layout', () => {
    const annotation: PlotAnnotation = {
      label: 'Heating',
      x: 'time',
      y: ['temperature', 'matrix/0'],
      lines: [{ mode: 'markers', name: 'T' }, { mode: 'lines', line: { dash: 'dot' } }],
      layout: { yaxis: { title: { text: 'Signal' }, type: 'log' } },
    }
    const result = annotatedFigure(section, annotation, 0, { unitOf })
    expect(result).toEqual({
      figure: {
        label: 'Heating',
        series: [
          { name: 'T', x: [0, 1, 2, 3], y: [20, 25, 30, 35], mark: 'points' },
          { name: 'matrix', x: [0, 1, 2, 3], y: [1, 2, 3, 4], mark: 'dashed' },
        ],
        x: { title: 'time', unit: 'second' },
        y: { title: 'Signal', unit: 'kelvin', scale: 'log' },
      },
    })
  })

  it('pairs x paths with y paths; y_axis titles the y axis', () => {
    const result = annotatedFigure(section, { x: ['time', 'time/0:4'], y: ['temperature', 'temperature'], y_axis: 'T' }, 1, { unitOf })
    expect('figure' in result && result.figure.series.map((s) => s.name)).toEqual(['temperature', 'temperature (2)'])
    expect('figure' in result && result.figure.y.title).toBe('T')
    expect('figure' in result && result.figure.label).toBe('Plot 2')
  })

  it.each([
    ['x/y sizes differ', { x: 'time', y: 'pressure' }, INCOMPATIBLE_SIZE],
    ['as many x paths as y paths', { x: ['time', 'time'], y: ['temperature', 'temperature', 'temperature'] }, LENGTH_MISMATCH_MESSAGE],
    ['one unit for x', { x: ['time', 'steps/:/time'], y: ['temperature', 'steps/:/value'] }, DIFFERENT_X_UNITS],
    ['a slice of two parts', { x: 'time/0:4:2', y: 'temperature' }, INVALID_SLICE],
    ['resolvable paths', { x: 'time', y: 'humidity' }, couldNotResolve('humidity')],
  ])('needs %s', (_, annotation, message) => {
    expect(annotatedFigure(section, annotation as PlotAnnotation, 0, { unitOf })).toEqual({ label: 'Plot 1', problem: message })
  })
})

describe('shapes of x, y and colour (spec 2 §5.6)', () => {
  const a = [1, 2, 3]
  const b = [4, 5, 6]
  it.each([
    // x lines, y lines, the lines drawn (x, y of each)
    ['one x, one y', [a], [b], [[a, b]]],
    ['one x for each y line', [a], [a, b], [[a, a], [a, b]]],
    ['one y for each x line', [a, b], [b], [[a, b], [b, b]]],
    ['x and y line by line', [a, b], [b, a], [[a, b], [b, a]]],
  ] as const)('pairs %s', (_, x, y, pairs) => {
    expect(pairLines(x, y)).toEqual(pairs)
  })

  it.each([
    ['points per line differ', [a], [[1, 2]], INCOMPATIBLE_SIZE],
    ['x has 2 lines, y 3', [a, b], [a, b, a], INCOMPATIBLE_ELEMENTS],
    ['a ragged later line', [a, b], [a, [1, 2]], INCOMPATIBLE_ELEMENTS],
  ] as const)('refuses %s: %s', (_, x, y, message) => {
    expect(() => pairLines(x, y)).toThrow(message)
  })

  it.each([
    // colour, lines, points, fits
    [undefined, 1, 3, true],
    ['red', 2, 3, true],
    [0.5, 1, 3, true],
    [[7], 2, 3, true],
    [[1, 2, 3], 1, 3, true],
    [['red', 'blue'], 2, 3, true],
    [[[1, 2, 3], [4, 5, 6]], 2, 3, true],
    [[1, 2], 1, 3, false],
    [[1, 2, 3], 2, 3, false],
    [[[1, 2, 3]], 2, 3, false],
    [[[1, 2], [3, 4]], 2, 3, false],
    [[1, [2, 3]], 2, 3, false],
  ] as const)('colour %j on %i line(s) of %i points fits: %s', (color, lines, points, fits) => {
    const check = () => checkColorSize(color as JsonValue | undefined, lines, points)
    if (fits) expect(check).not.toThrow()
    else expect(check).toThrow(INCOMPATIBLE_COLOR_SIZE)
  })

  it.each([
    ['a colour per point that does not fit', { x: 'time', y: 'temperature', lines: [{ marker: { color: [1, 2] } }] }, INCOMPATIBLE_COLOR_SIZE],
    ['2-D x and y of other line counts', { x: 'matrix', y: 'cube' }, INCOMPATIBLE_ELEMENTS],
  ])('a plot with %s reads its message', (_, annotation, message) => {
    const withCube = { ...section, cube: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]] }
    expect(annotatedFigure(withCube, annotation as PlotAnnotation, 0)).toEqual({ label: 'Plot 1', problem: message })
  })

  it('draws a colour per point that fits, and 2-D x against 2-D y line by line', () => {
    const fits = annotatedFigure(section, { x: 'time', y: 'temperature', lines: [{ marker: { color: [1, 2, 3, 4] } }] }, 0)
    expect('figure' in fits && fits.figure.series).toHaveLength(1)
    const byLine = annotatedFigure({ ...section, shifted: [[0, 1, 2, 3], [1, 2, 3, 4]] }, { x: 'shifted', y: 'matrix' }, 0)
    expect('figure' in byLine && byLine.figure.series.map((one) => [one.x, one.y])).toEqual([
      [[0, 1, 2, 3], [1, 2, 3, 4]],
      [[1, 2, 3, 4], [5, 6, 7, 8]],
    ])
  })

  it("checks a PlotSection trace's marker colour", () => {
    const [result] = sectionFigures({ figures: [{ label: 'coloured', figure: { data: [{ x: [0, 1], y: [2, 3], marker: { color: [1, 2, 3] } }] } }] })
    expect(result).toEqual({ label: 'coloured', problem: INCOMPATIBLE_COLOR_SIZE })
  })
})

describe('plotAnnotations and figures', () => {
  it('reads plot and a_plot, one or a list, skipping malformed ones', () => {
    expect(plotAnnotations({ plot: { x: 'a', y: 'b' } })).toEqual([{ x: 'a', y: 'b' }])
    expect(plotAnnotations({ a_plot: [{ x: 'a', y: ['b', 'c'], label: 'L' }, { x: 3 }, 'nonsense'] })).toEqual([{ x: 'a', y: ['b', 'c'], label: 'L' }])
    expect(plotAnnotations(undefined)).toEqual([])
    expect(plotAnnotations({ eln: {} })).toEqual([])
  })

  it('reads PlotSection figures (plotly traces)', () => {
    const figures = sectionFigures({
      figures: [
        { label: 'IV', figure: { data: [{ x: [0, 1], y: [0, 2], name: 'forward', mode: 'lines+markers' }], layout: { xaxis: { title: 'U' }, yaxis: { title: { text: 'I' } } } } },
        { label: 'broken', figure: { data: [{ x: [0, 1], y: [0] }] } },
        { figure: { data: [] } },
      ],
    })
    expect(figures).toEqual([
      { figure: { label: 'IV', series: [{ name: 'forward', x: [0, 1], y: [0, 2], mark: 'linepoints' }], x: { title: 'U' }, y: { title: 'I' } } },
      { label: 'broken', problem: INCOMPATIBLE_SIZE },
      { label: 'Figure 3', problem: EMPTY_VALUE },
    ])
  })
})

describe('points that stand for entries', () => {
  const films: JsonValue = {
    films: [
      { thickness: 1, resistance: 10, film: '../upload/archive/f1#/data' },
      { thickness: 2, resistance: 20, film: '../upload/archive/f2#/data' },
      { thickness: 3, resistance: 30 },
    ],
  }
  // What the lanes give: an item's reference to another entry.
  const entryOf = (item: unknown) => {
    const film = typeof item === 'object' && item !== null ? (item as { film?: unknown }).film : undefined
    return typeof film === 'string' ? /archive\/([^#]+)/.exec(film)?.[1] : undefined
  }

  it.each([
    ['films/:/thickness', 3],
    ['films/1:/thickness', 2],
    ['films/0', undefined],
    ['nothing/:/x', undefined],
  ])('sliceItems(%s) runs over %s items', (path, count) => {
    expect(sliceItems(films, path)?.length).toBe(count)
  })

  it("carries each sliced item's entry on its point", () => {
    const result = annotatedFigure(films, { x: 'films/:/thickness', y: 'films/:/resistance', lines: [{ mode: 'markers' }] }, 0, { entryOf })
    expect('figure' in result && result.figure.series[0].entryIds).toEqual(['f1', 'f2', undefined])
  })

  it.each<[string, PlotAnnotation]>([
    ['no slice', { x: 'time', y: 'temperature' }],
    ['items standing for no entry', { x: 'steps/:/time', y: 'steps/:/value' }],
  ])('carries no entries with %s', (_, annotation) => {
    const result = annotatedFigure(section, annotation, 0, { entryOf })
    expect('figure' in result && result.figure.series[0].entryIds).toBeUndefined()
  })

  it("reads a PlotSection trace's customdata as its points' entries", () => {
    const [result] = sectionFigures({ figures: [{ figure: { data: [{ x: [0, 1], y: [2, 3], customdata: ['e1', { entry_id: 'e2' }] }] } }] })
    expect('figure' in result && result.figure.series[0].entryIds).toEqual(['e1', 'e2'])
    const [malformed] = sectionFigures({ figures: [{ figure: { data: [{ x: [0, 1], y: [2, 3], customdata: [1, null] }] } }] })
    expect('figure' in malformed && malformed.figure.series[0].entryIds).toBeUndefined()
  })
})

// The vega-lite specs of the generic plots (pure: the lazy chart embeds them). One data
// source of rows (series.ts), drawn in up to three layers by how a series is marked:
// lines, dashed lines and markers, one colour per series. A plot has one y axis, or two
// (a series names the right one: the geometry optimisation's change per step), or is a
// stack of panels sharing the x axis (a trajectory's temperature, pressure and energy).
import { AXIS_NUMBER_FORMAT, type ChartSpec } from '../../components/chart'
import { axisTitle, type PlotAxis, type SeriesMark } from './series'

export const PLOT_DATA = 'series'

/** Spec 3 §9: a plot is at least 500 px wide and, unless told, 500 px high. */
export const MIN_PLOT_WIDTH = 500
export const DEFAULT_PLOT_HEIGHT = 500

/** Colours of the series, in order (Blueprint's blue, orange, green, red, violet, …). */
export const SERIES_COLORS = ['#2d72d2', '#c87619', '#238551', '#cd4246', '#7961db', '#147eb3', '#d1980b', '#5f6b7c']

/** The mark layers: which rows each draws (by their mark) and how. */
const LAYERS: readonly (readonly SeriesMark[])[] = [['line', 'linepoints'], ['dashed'], ['points', 'linepoints']]

/** `clickable`: points lead somewhere (their entry), bigger and with a pointer cursor. */
function markOf(layer: number, clickable = false) {
  if (layer === 0) return { type: 'line' as const, strokeWidth: 2, clip: true }
  if (layer === 1) return { type: 'line' as const, strokeWidth: 1.5, strokeDash: [6, 4], clip: true }
  return { type: 'point' as const, filled: true, size: clickable ? 64 : 36, opacity: 0.9, clip: true, ...(clickable && { cursor: 'pointer' as const }) }
}

const oneOf = (field: string, values: readonly string[]) =>
  values.map((value) => `datum.${field} === ${JSON.stringify(value)}`).join(' || ')

/** x axes span the data exactly; y axes end on round numbers (linear ones). */
function scaleOf(axis: PlotAxis, nice: boolean) {
  return { type: axis.scale === 'log' ? ('log' as const) : ('linear' as const), zero: false, nice: nice && axis.scale !== 'log' }
}

/** `padded`: points (clickable ones) at the ends of the data are drawn whole, not cut by the frame. */
function xEncoding(axis: PlotAxis, shown = true, padded = false) {
  return {
    field: 'x',
    type: 'quantitative' as const,
    title: shown ? axisTitle(axis) : null,
    scale: { ...scaleOf(axis, false), ...(padded && { padding: 12 }) },
    axis: axis.integer ? { format: 'd', tickMinStep: 1, labels: shown } : { format: AXIS_NUMBER_FORMAT, labels: shown },
  }
}

function yEncoding(axis: PlotAxis, orient: 'left' | 'right' = 'left') {
  return { field: 'y', type: 'quantitative' as const, title: axisTitle(axis), scale: scaleOf(axis, true), axis: { format: AXIS_NUMBER_FORMAT, orient } }
}

function colorEncoding(names: readonly string[], legend: boolean) {
  const range = names.map((_, index) => SERIES_COLORS[index % SERIES_COLORS.length])
  return {
    field: 'series',
    type: 'nominal' as const,
    scale: { domain: [...names], range },
    legend: legend ? { orient: 'top' as const, title: null, labelLimit: 400, symbolType: 'stroke' } : null,
  }
}

function tooltip(x: PlotAxis, y: PlotAxis) {
  return [
    { field: 'series', type: 'nominal' as const, title: 'Series' },
    { field: 'x', type: 'quantitative' as const, title: axisTitle(x), format: AXIS_NUMBER_FORMAT },
    { field: 'y', type: 'quantitative' as const, title: axisTitle(y), format: AXIS_NUMBER_FORMAT },
  ]
}

/** The mark layers of rows passing `filter` (an expression), those without rows left out. */
function markLayers(marks: ReadonlySet<SeriesMark>, filter?: string, clickable = false) {
  return LAYERS.flatMap((drawn, layer) =>
    drawn.some((mark) => marks.has(mark))
      ? [
          {
            transform: [
              { filter: filter ? `(${filter}) && (${oneOf('mark', drawn)})` : oneOf('mark', drawn) },
              // A click on a line is no click on a point: its data carry no entry.
              ...(clickable && layer < 2 ? [{ calculate: 'null', as: 'entryId' }] : []),
            ],
            mark: markOf(layer, clickable),
          },
        ]
      : [],
  )
}

export interface LineSpecOptions {
  readonly x: PlotAxis
  readonly y: PlotAxis
  /** The right axis, for series with `axis: 'right'`. */
  readonly y2?: PlotAxis
  /** The series' names in legend order, and the marks they use. */
  readonly names: readonly string[]
  readonly marks: ReadonlySet<SeriesMark>
  readonly legend: boolean
  readonly width: number
  readonly height: number
  /** Points open their entry on a click: they take the clicks, with a pointer cursor. */
  readonly clickable?: boolean
}

export function lineSpec({ x, y, y2, names, marks, legend, width, height, clickable = false }: LineSpecOptions): ChartSpec {
  const color = colorEncoding(names, legend)
  const base = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json' as const,
    width,
    height,
    autosize: { type: 'fit' as const, contains: 'padding' as const },
    data: { name: PLOT_DATA },
  }
  if (!y2) {
    return { ...base, encoding: { x: xEncoding(x, true, clickable), y: yEncoding(y), color, tooltip: tooltip(x, y) }, layer: markLayers(marks, undefined, clickable) }
  }
  return {
    ...base,
    layer: [
      { encoding: { x: xEncoding(x, true, clickable), y: yEncoding(y), color, tooltip: tooltip(x, y) }, layer: markLayers(marks, "datum.axis === 'left'", clickable) },
      { encoding: { x: xEncoding(x, true, clickable), y: yEncoding(y2, 'right'), color, tooltip: tooltip(x, y2) }, layer: markLayers(marks, "datum.axis === 'right'", clickable) },
    ],
    resolve: { scale: { y: 'independent' } },
  }
}

export interface StackedSpecOptions {
  readonly x: PlotAxis
  /** The panels top to bottom: their id (the series' `panel`) and y axis. */
  readonly panels: readonly { readonly id: string; readonly y: PlotAxis }[]
  readonly names: readonly string[]
  readonly marks: ReadonlySet<SeriesMark>
  readonly legend: boolean
  readonly width: number
  /** The height of the whole stack. */
  readonly height: number
}

/** Room for the axes' labels and titles, which a concatenated view does not fit itself. */
const AXIS_ROOM = { width: 90, height: 50 }
const PANEL_SPACING = 12

export function stackedSpec({ x, panels, names, marks, legend, width, height }: StackedSpecOptions): ChartSpec {
  const color = colorEncoding(names, legend)
  const count = Math.max(1, panels.length)
  const panelHeight = Math.max(60, Math.floor((height - AXIS_ROOM.height - PANEL_SPACING * (count - 1)) / count))
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    data: { name: PLOT_DATA },
    spacing: PANEL_SPACING,
    vconcat: panels.map((panel, index) => ({
      width: Math.max(100, width - AXIS_ROOM.width),
      height: panelHeight,
      encoding: { x: xEncoding(x, index === panels.length - 1), y: yEncoding(panel.y), color, tooltip: tooltip(x, panel.y) },
      layer: markLayers(marks, `datum.panel === ${JSON.stringify(panel.id)}`),
    })),
    resolve: { scale: { x: 'shared', y: 'independent' } },
  }
}

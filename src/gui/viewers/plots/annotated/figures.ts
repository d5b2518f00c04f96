// Figures from plot annotations (NOMAD's `m_annotations.plot` / `a_plot`: label, x, y,
// y_axis, lines, layout) and from the `figures` of PlotSection data (plotly figures
// with x/y traces): the series, axes and units a LinePlot draws, or the message of what
// stops one figure from drawing (paths.ts, shapes.ts). Pure. A per-point `marker.color`
// is checked for its size but not drawn: LinePlot colours by series.
import type { JsonValue } from '../../../../core/archive'
import { LENGTH_MISMATCH_MESSAGE, type PlotAxis, type Series, type SeriesMark } from '../series'
import { DIFFERENT_X_UNITS, INCOMPATIBLE_SIZE, PlotPathError, plotValues, sliceItems } from './paths'
import { checkColorSize, pairLines } from './shapes'

type JsonObject = { readonly [key: string]: JsonValue }

export interface AnnotatedFigure {
  readonly label: string
  readonly series: readonly Series[]
  readonly x: PlotAxis
  readonly y: PlotAxis
}

/** A figure, or the text that says why it cannot be drawn. */
export type FigureResult = { readonly figure: AnnotatedFigure } | { readonly label: string; readonly problem: string }

export interface PlotAnnotation {
  readonly label?: string
  readonly x: string | readonly string[]
  readonly y: string | readonly string[]
  readonly y_axis?: string
  readonly lines?: readonly JsonObject[]
  readonly layout?: JsonObject
}

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)
const isPaths = (value: JsonValue | undefined): value is string | readonly string[] =>
  typeof value === 'string' || (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))

function annotationOf(value: JsonValue): PlotAnnotation | undefined {
  if (!isObject(value) || !isPaths(value.x) || !isPaths(value.y)) return undefined
  return {
    x: value.x,
    y: value.y,
    ...(typeof value.label === 'string' && { label: value.label }),
    ...(typeof value.y_axis === 'string' && { y_axis: value.y_axis }),
    ...(Array.isArray(value.lines) && { lines: (value.lines as readonly JsonValue[]).filter(isObject) }),
    ...(isObject(value.layout) && { layout: value.layout }),
  }
}

/** The plot annotations of a section's `m_annotations` (`plot` or `a_plot`, one or a list). */
export function plotAnnotations(annotations: { readonly [key: string]: unknown } | undefined): readonly PlotAnnotation[] {
  const raw = (annotations?.plot ?? annotations?.a_plot) as JsonValue | undefined
  if (raw === undefined || raw === null) return []
  const list = Array.isArray(raw) ? (raw as readonly JsonValue[]) : [raw]
  return list.flatMap((item) => annotationOf(item) ?? [])
}

const listOf = (paths: string | readonly string[]): readonly string[] => (typeof paths === 'string' ? [paths] : paths)
/** The quantity a path names, for its axis title: the last key (`steps/0:5/time` → time). */
const nameOf = (path: string) => path.split('/').filter((part) => part !== '' && part !== '#' && !/^-?\d*(:-?\d*)?$/.test(part)).pop() ?? path

function markOf(line: JsonObject | undefined): SeriesMark {
  const mode = typeof line?.mode === 'string' ? line.mode : 'lines'
  const dashed = isObject(line?.line) && typeof line.line.dash === 'string' && line.line.dash !== 'solid'
  if (mode === 'markers') return 'points'
  if (mode.includes('markers')) return 'linepoints'
  return dashed ? 'dashed' : 'line'
}

/** A line's or trace's plotly `marker.color`: one colour, or one per point or line. */
const markerColor = (line: JsonObject | undefined): JsonValue | undefined => (isObject(line?.marker) ? line.marker.color : undefined)

function layoutTitle(layout: JsonObject | undefined, axis: 'xaxis' | 'yaxis'): string | undefined {
  const title = isObject(layout?.[axis]) ? (layout[axis] as JsonObject).title : undefined
  if (typeof title === 'string') return title
  return isObject(title) && typeof title.text === 'string' ? title.text : undefined
}

const layoutLog = (layout: JsonObject | undefined, axis: 'xaxis' | 'yaxis') => isObject(layout?.[axis]) && (layout[axis] as JsonObject).type === 'log'

export interface FigureContext {
  /** The archive's root, for paths starting with '#'. */
  readonly root?: JsonValue
  /** The unit values at a path are stored in, where the definitions say. */
  readonly unitOf?: (path: string) => string | undefined
  /**
   * The entry an item of a sliced path stands for (`samples/:/thickness`: each sample's
   * reference to another entry): its points carry the entry, and a click opens it.
   */
  readonly entryOf?: (item: JsonValue) => string | undefined
}

/** The entries the points of a sliced path stand for, one per value; undefined when none does. */
function pointEntries(section: JsonValue, paths: readonly string[], count: number, context: FigureContext): readonly (string | undefined)[] | undefined {
  if (!context.entryOf) return undefined
  for (const path of paths) {
    const items = sliceItems(section, path, context.root)
    if (!items || items.length !== count) continue
    const ids = items.map((item) => context.entryOf?.(item))
    if (ids.some((id) => id !== undefined)) return ids
  }
  return undefined
}

/** One annotation's figure: x paths pair with y paths (one x for all, or one each). */
export function annotatedFigure(section: JsonValue, annotation: PlotAnnotation, index: number, context: FigureContext = {}): FigureResult {
  const label = annotation.label ?? `Plot ${index + 1}`
  try {
    const xs = listOf(annotation.x)
    const ys = listOf(annotation.y)
    if (xs.length > 1 && xs.length !== ys.length) throw new PlotPathError(LENGTH_MISMATCH_MESSAGE)
    const xUnits = new Set(xs.map((path) => context.unitOf?.(path) ?? ''))
    if (xUnits.size > 1) throw new PlotPathError(DIFFERENT_X_UNITS)
    const series: Series[] = []
    ys.forEach((yPath, yIndex) => {
      const xPath = xs.length > 1 ? xs[yIndex] : xs[0]
      const pairs = pairLines(plotValues(section, xPath, context.root), plotValues(section, yPath, context.root))
      const line = annotation.lines?.[yIndex]
      const points = pairs[0]?.[0].length ?? 0
      checkColorSize(markerColor(line), pairs.length, points)
      const entryIds = pairs.length === 1 ? pointEntries(section, [yPath, xPath], points, context) : undefined
      pairs.forEach(([x, y], row) => {
        const name = typeof line?.name === 'string' ? line.name : nameOf(yPath)
        series.push({ name: pairs.length > 1 ? `${name} ${row}` : name, x, y, mark: markOf(line), ...(entryIds && { entryIds }) })
      })
    })
    // Series names are unique within a plot (the legend tells them apart).
    const seen = new Map<string, number>()
    const named = series.map((one) => {
      const count = seen.get(one.name) ?? 0
      seen.set(one.name, count + 1)
      return count === 0 ? one : { ...one, name: `${one.name} (${count + 1})` }
    })
    const yUnits = [...new Set(ys.map((path) => context.unitOf?.(path)).filter((unit): unit is string => unit !== undefined))]
    const xUnit = [...xUnits][0]
    return {
      figure: {
        label,
        series: named,
        x: { title: layoutTitle(annotation.layout, 'xaxis') ?? nameOf(xs[0]), ...(xUnit && { unit: xUnit }), ...(layoutLog(annotation.layout, 'xaxis') && { scale: 'log' as const }) },
        y: {
          title: annotation.y_axis ?? layoutTitle(annotation.layout, 'yaxis') ?? (ys.length === 1 ? nameOf(ys[0]) : 'value'),
          ...(yUnits.length === 1 && { unit: yUnits[0] }),
          ...(layoutLog(annotation.layout, 'yaxis') && { scale: 'log' as const }),
        },
      },
    }
  } catch (error) {
    if (error instanceof PlotPathError) return { label, problem: error.message }
    throw error
  }
}

/** A trace's `customdata` as the entries of its points: an entry id, or an object with `entry_id`, per point. */
function traceEntries(customdata: JsonValue | undefined, count: number): readonly (string | undefined)[] | undefined {
  if (!Array.isArray(customdata) || customdata.length !== count) return undefined
  const ids = (customdata as readonly JsonValue[]).map((item) => {
    if (typeof item === 'string' && item !== '') return item
    return isObject(item) && typeof item.entry_id === 'string' ? item.entry_id : undefined
  })
  return ids.some((id) => id !== undefined) ? ids : undefined
}

/** The figures of PlotSection data (`figures: [{label, figure: {data: [{x, y, name, mode}], layout}}]`). */
export function sectionFigures(section: JsonValue): readonly FigureResult[] {
  const figures = isObject(section) && Array.isArray(section.figures) ? (section.figures as readonly JsonValue[]).filter(isObject) : []
  return figures.map((entry, index): FigureResult => {
    const label = typeof entry.label === 'string' ? entry.label : `Figure ${index + 1}`
    const figure = isObject(entry.figure) ? entry.figure : undefined
    const traces = Array.isArray(figure?.data) ? (figure.data as readonly JsonValue[]).filter(isObject) : []
    const layout = isObject(figure?.layout) ? figure.layout : undefined
    const series: Series[] = []
    for (const [traceIndex, trace] of traces.entries()) {
      if (!Array.isArray(trace.x) || !Array.isArray(trace.y)) continue
      const x = (trace.x as readonly JsonValue[]).map(Number)
      const y = (trace.y as readonly JsonValue[]).map(Number)
      if (x.length !== y.length) return { label, problem: INCOMPATIBLE_SIZE }
      try {
        checkColorSize(markerColor(trace), 1, x.length)
      } catch (error) {
        if (error instanceof PlotPathError) return { label, problem: error.message }
        throw error
      }
      const entryIds = traceEntries(trace.customdata, x.length)
      series.push({ name: typeof trace.name === 'string' ? trace.name : `trace ${traceIndex + 1}`, x, y, mark: markOf(trace), ...(entryIds && { entryIds }) })
    }
    if (series.length === 0) return { label, problem: 'Empty value' }
    return {
      figure: {
        label,
        series,
        x: { title: layoutTitle(layout, 'xaxis') ?? 'x', ...(layoutLog(layout, 'xaxis') && { scale: 'log' as const }) },
        y: { title: layoutTitle(layout, 'yaxis') ?? 'y', ...(layoutLog(layout, 'yaxis') && { scale: 'log' as const }) },
      },
    }
  })
}

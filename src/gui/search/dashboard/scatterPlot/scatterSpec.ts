// The scatter plot's vega-lite spec (pure: no vega import). Drag modes (spec 2 §4.4):
// zoom and select brush a rectangle (the widget zooms to it, or sets range filters);
// pan binds the scales to dragging and the mouse wheel.
import { AXIS_NUMBER_FORMAT, type ChartSpec } from '../../../components/chart'

export const POINTS_DATA = 'points'
export const BRUSH_SELECTION = 'brush'
export const PAN_SELECTION = 'pan'
export const POINT_COLOR = '#2d72d2'

export type DragMode = 'zoom' | 'pan' | 'select'
export type Domain = readonly [number, number]

export interface AxisOptions {
  readonly title: string
  readonly temporal: boolean
  readonly log: boolean
  /** A zoomed range; the data's extent when absent. */
  readonly domain?: Domain
}

export interface ScatterSpecOptions {
  readonly x: AxisOptions
  readonly y: AxisOptions
  readonly color?: { readonly title: string; readonly numeric: boolean }
  readonly dragMode: DragMode
}

const axis = (field: 'x' | 'y', options: AxisOptions) => ({
  field,
  type: options.temporal ? ('temporal' as const) : ('quantitative' as const),
  title: options.title,
  scale: {
    type: options.temporal ? ('time' as const) : options.log ? ('log' as const) : ('linear' as const),
    zero: false,
    // Points at the data's extent are drawn whole, not cut in half by the frame.
    ...(options.domain ? { domain: [...options.domain], nice: false } : { padding: 8 }),
  },
  ...(options.temporal ? {} : { axis: { format: AXIS_NUMBER_FORMAT } }),
})

export function scatterSpec({ x, y, color, dragMode }: ScatterSpecOptions): ChartSpec {
  const selection =
    dragMode === 'pan'
      ? { name: PAN_SELECTION, select: { type: 'interval' as const }, bind: 'scales' as const }
      : { name: BRUSH_SELECTION, select: { type: 'interval' as const, encodings: ['x' as const, 'y' as const] } }
  const xAxis = axis('x', x)
  const yAxis = axis('y', y)
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 'container',
    height: 'container',
    autosize: { type: 'fit', contains: 'padding' },
    data: { name: POINTS_DATA },
    params: [selection],
    mark: { type: 'point', filled: true, size: 40, opacity: 0.8, cursor: 'pointer', clip: true },
    encoding: {
      x: xAxis,
      y: yAxis,
      color: color
        ? { field: 'color', type: color.numeric ? 'quantitative' : 'nominal', title: color.title }
        : { value: POINT_COLOR },
      tooltip: [
        { field: 'x', type: xAxis.type, title: x.title },
        { field: 'y', type: yAxis.type, title: y.title },
        ...(color ? [{ field: 'color', type: color.numeric ? ('quantitative' as const) : ('nominal' as const), title: color.title }] : []),
        { field: 'entry_id', type: 'nominal' as const, title: 'Entry' },
      ],
    },
  }
}

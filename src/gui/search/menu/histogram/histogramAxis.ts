// The histogram's x axis (spec 2 §4.4, §9): the span of the bins (and of the current
// range), where bars and slider positions sit on it (linear or log), and what a released
// slider sets. The slider moves in 20 steps whatever the span, so it works in positions
// 0 … 20 and maps them to values here.
import { isRange, type Range, type RangeOp } from '../../../../core/search'
import { MIN_DATE_RANGE_MS, type RangeKind } from '../../../components/rangeInputs'

/** Slider steps (spec 2 §9). */
export const SLIDER_STEPS = 20

export interface HistogramAxis {
  readonly min: number
  readonly max: number
  /** Log scale; only when the whole span is positive. */
  readonly log: boolean
  /** Integers and times: slider values are rounded to whole units. */
  readonly discrete: boolean
}

export interface AxisOptions {
  readonly log?: boolean
  readonly discrete?: boolean
}

const numberOf = (atom: unknown) => (typeof atom === 'number' && Number.isFinite(atom) ? atom : undefined)
/** The range's lower and upper bound where they are plain numbers (SI values, epoch ms). */
export function boundsOf(value: unknown): { lower?: number; upper?: number } {
  if (!isRange(value)) return {}
  return { lower: numberOf(value.gte ?? value.gt), upper: numberOf(value.lte ?? value.lt) }
}

/**
 * From the first bin's start to the last bin's end, widened to the current range's
 * bounds so that its handles sit inside. Undefined when there is no span (no bins, or
 * all values equal).
 */
export function histogramAxis(
  starts: readonly number[],
  interval: number | null | undefined,
  value: unknown,
  options: AxisOptions = {},
): HistogramAxis | undefined {
  if (starts.length === 0) return undefined
  const width = typeof interval === 'number' && interval > 0 ? interval : 0
  const { lower, upper } = boundsOf(value)
  const min = Math.min(...starts, ...(lower !== undefined ? [lower] : []))
  const max = Math.max(...starts.map((start) => start + width), ...(upper !== undefined ? [upper] : []))
  if (!(max > min)) return undefined
  return { min, max, log: Boolean(options.log) && min > 0, discrete: Boolean(options.discrete) }
}

const tidy = (value: number) => Number(value.toPrecision(12))

/** The value at a slider position (0 … SLIDER_STEPS, fractions allowed). */
export function valueAt(axis: HistogramAxis, position: number): number {
  const share = Math.min(1, Math.max(0, position / SLIDER_STEPS))
  const value = axis.log
    ? Math.pow(10, Math.log10(axis.min) + (Math.log10(axis.max) - Math.log10(axis.min)) * share)
    : axis.min + (axis.max - axis.min) * share
  return axis.discrete ? Math.round(value) : tidy(value)
}

/** Where a value sits on the slider, clamped to its ends. */
export function positionOf(axis: HistogramAxis, value: number): number {
  const share = axis.log
    ? (Math.log10(Math.max(value, axis.min)) - Math.log10(axis.min)) / (Math.log10(axis.max) - Math.log10(axis.min))
    : (value - axis.min) / (axis.max - axis.min)
  return Math.min(SLIDER_STEPS, Math.max(0, share * SLIDER_STEPS))
}

/** The slider handles for a filter value: its bounds, or the ends. */
export function sliderPositions(axis: HistogramAxis, value: unknown): [number, number] {
  const { lower, upper } = boundsOf(value)
  return [lower === undefined ? 0 : positionOf(axis, lower), upper === undefined ? SLIDER_STEPS : positionOf(axis, upper)]
}

/**
 * The range a released slider sets. A handle that did not move keeps its bound as it
 * was (operator and all); one moved to its end drops the bound; one moved elsewhere
 * bounds the range there. `'unchanged'` when neither moved; undefined clears the filter.
 */
export function releasedRange(
  axis: HistogramAxis,
  value: unknown,
  before: readonly [number, number],
  released: readonly [number, number],
  kind: RangeKind,
): Range | undefined | 'unchanged' {
  if (released[0] === before[0] && released[1] === before[1]) return 'unchanged'
  const current: { [op in RangeOp]?: Range[op] } = isRange(value) ? value : {}
  const range: { [op in RangeOp]?: Range[op] } = {}
  if (released[0] === before[0]) {
    if (current.gte !== undefined) range.gte = current.gte
    if (current.gt !== undefined) range.gt = current.gt
  } else if (released[0] > 0) range.gte = valueAt(axis, released[0])
  if (released[1] === before[1]) {
    if (current.lte !== undefined) range.lte = current.lte
    if (current.lt !== undefined) range.lt = current.lt
  } else if (released[1] < SLIDER_STEPS) range.lte = valueAt(axis, released[1])
  // A date range spans at least a minute (spec 2 §5.5), as typed ranges do.
  if (kind === 'date' && typeof range.gte === 'number' && typeof range.lte === 'number' && range.lte - range.gte < MIN_DATE_RANGE_MS) {
    range.lte = range.gte + MIN_DATE_RANGE_MS
  }
  return Object.keys(range).length > 0 ? range : undefined
}

/** Where a bin's bar sits along the axis, in percent of the width. */
export function barPlacement(axis: HistogramAxis, from: number, to: number): { left: number; width: number } {
  const start = positionOf(axis, from)
  const end = positionOf(axis, to)
  return { left: (start / SLIDER_STEPS) * 100, width: (Math.max(0, end - start) / SLIDER_STEPS) * 100 }
}

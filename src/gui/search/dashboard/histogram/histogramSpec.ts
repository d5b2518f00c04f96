// The histogram's vega-lite spec (pure: no vega import; the chart module embeds it). Bars
// from each bin's lower to upper bound, counts on the widget's scale, the chosen range
// in the darker colour, and an x interval selection to brush a range.
import { AXIS_NUMBER_FORMAT, type ChartSpec } from '../../../components/chart'
import { countScaleSpec, type CountScaleName } from '../../../components/statistics'

export const BINS_DATA = 'bins'
export const RANGE_SELECTION = 'range'
export const COUNT_TITLE = 'Entries'
export const BAR_COLOR = '#8abbff'
export const SELECTED_BAR_COLOR = '#2d72d2'

/** One bar: the bin [from, to) and its count; `selected` when it meets the chosen range. */
export interface HistogramBin {
  readonly from: number
  readonly to: number
  readonly count: number
  readonly selected: boolean
}

export interface HistogramSpecOptions {
  readonly title: string
  readonly temporal: boolean
  readonly scale?: CountScaleName
  /** Bins of one integer each: bars centred on whole-number ticks, tooltips name the value, not a range. */
  readonly integers?: boolean
}

/**
 * The date axis (issue 19 item 10): about five labels in one format — days as the results
 * table writes them (28/11/2026) when the bins span more than two days, else day and time
 * (28/11 09:40) — instead of vega's mixed '09:40' / '10 AM' / 'Nov 28'; labels that would
 * still touch at a narrow width are dropped (greedy), never drawn over each other.
 */
export const DATE_AXIS = {
  tickCount: 5,
  labelOverlap: 'greedy' as const,
  labelSeparation: 8,
  labelFlush: true,
  labelExpr: "span(domain('x')) > 2 * 864e5 ? timeFormat(datum.value, '%d/%m/%Y') : timeFormat(datum.value, '%d/%m %H:%M')",
}

export function histogramSpec({ title, temporal, scale, integers = false }: HistogramSpecOptions): ChartSpec {
  const type: 'temporal' | 'quantitative' = temporal ? 'temporal' : 'quantitative'
  const numberAxis = integers ? { format: 'd', tickMinStep: 1 } : { format: AXIS_NUMBER_FORMAT }
  const range = integers
    ? [{ field: 'lower', type: 'quantitative' as const, title, format: 'd' }]
    : [
        { field: 'from', type, title: 'From' },
        { field: 'to', type, title: 'To' },
      ]
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 'container',
    height: 'container',
    autosize: { type: 'fit', contains: 'padding' },
    data: { name: BINS_DATA },
    params: [{ name: RANGE_SELECTION, select: { type: 'interval', encodings: ['x'] } }],
    mark: { type: 'bar', cursor: 'pointer', binSpacing: 1 },
    encoding: {
      // Bins are given (not binned by vega-lite); without `binned` a bar with x and x2
      // would be drawn horizontally, as a range at the height of its count.
      x: { field: 'from', type, title, bin: { binned: true }, axis: temporal ? DATE_AXIS : { labelOverlap: true, ...numberAxis } },
      x2: { field: 'to' },
      y: { field: 'count', type: 'quantitative', title: COUNT_TITLE, scale: countScaleSpec(scale) },
      color: { condition: { test: 'datum.selected', value: SELECTED_BAR_COLOR }, value: BAR_COLOR },
      tooltip: [...range, { field: 'count', type: 'quantitative', title: COUNT_TITLE }],
    },
  }
}

// The props of the lazily loaded chart. Kept apart from VegaChart.tsx so that modules in
// the first paint can name them without importing vega (type imports are erased).
import type { TopLevelSpec } from 'vega-lite'

export type ChartSpec = TopLevelSpec
export type Datum = { readonly [field: string]: unknown }

export interface VegaChartProps {
  /** A vega-lite spec with named data sources; a new spec re-embeds the chart. */
  readonly spec: ChartSpec
  /** Rows per named data source; new rows update the chart in place. */
  readonly datasets: { readonly [name: string]: readonly object[] }
  /** The accessible name of the chart. */
  readonly label: string
  /** A click on a mark with data (a bar, a point). */
  readonly onItemClick?: (datum: Datum) => void
  /** The name of an interval selection param reported when the user lets go of it. */
  readonly selection?: string
  /** The selection's extent by field (`{x: [1, 2], y: [3, 4]}`); empty when cleared. */
  readonly onSelection?: (extent: { readonly [field: string]: readonly [number, number] }) => void
  readonly onError?: (error: unknown) => void
}

/** Axis numbers: six significant digits without trailing zeros, so tiny or huge values stay readable. */
export const AXIS_NUMBER_FORMAT = '.6~g'

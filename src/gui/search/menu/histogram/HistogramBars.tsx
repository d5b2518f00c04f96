// The histogram's bins as CSS bars, one `<button>` per bin: a click sets the range to
// the bin. Bars sit on the same axis as the slider below them (linear or log), and their
// heights follow the item's scale (spec 2 §9).
import { formatCount, scaledFraction, type CountScaleName } from '../../../components/statistics'
import type { Range } from '../../../../core/search'
import { barPlacement, boundsOf, type HistogramAxis } from './histogramAxis'
import { formatBound, type BoundUnit, type RangeKind } from '../../../components/rangeInputs'

export const histogramLabel = (title: string) => `${title} histogram`
export const barLabel = (from: string, to: string, count: number) => `${from} to ${to}: ${formatCount(count)}`

export interface HistogramBarsProps {
  readonly title: string
  readonly bins: readonly { readonly from: number; readonly count: number }[]
  /** Bin width; 0 when all values are equal (one bin). */
  readonly width: number
  readonly axis?: HistogramAxis
  readonly kind: RangeKind
  /** The display unit of the labels; bins and ranges stay in the quantity's unit. */
  readonly unit?: BoundUnit
  readonly scale: CountScaleName
  readonly value: unknown
  readonly onSelect: (range: Range) => void
}

export function HistogramBars({ title, bins, width, axis, kind, unit, scale, value, onSelect }: HistogramBarsProps) {
  const highest = Math.max(0, ...bins.map((bin) => bin.count))
  const { lower, upper } = boundsOf(value)
  const selecting = lower !== undefined || upper !== undefined
  return (
    <div className="tessera-histogram" role="group" aria-label={histogramLabel(title)}>
      {bins.map((bin, index) => {
        const to = bin.from + width
        const inRange = selecting && (lower === undefined || to > lower) && (upper === undefined || bin.from <= upper)
        // Without a span (one value) the bins share the width evenly.
        const place = axis ? barPlacement(axis, bin.from, to) : { left: (index / bins.length) * 100, width: 100 / bins.length }
        const label = barLabel(formatBound(bin.from, kind, unit), formatBound(to, kind, unit), bin.count)
        return (
          <button
            key={bin.from}
            type="button"
            className={`tessera-histogram-bar${inRange ? ' tessera-histogram-bar-selected' : ''}`}
            style={{ left: `${place.left}%`, width: `${place.width}%` }}
            aria-label={label}
            title={label}
            disabled={bin.count === 0}
            onClick={() => onSelect({ gte: bin.from, lte: to })}
          >
            <span style={{ height: `${scaledFraction(bin.count, highest, scale) * 100}%` }} />
          </button>
        )
      })}
    </div>
  )
}

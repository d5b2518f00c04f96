// The histogram widget (spec 2 §3.6, §4.4): the counts of a numeric or time quantity in
// bins, plotted with vega-lite (lazy chunk). A range is taken by a bar click, by brushing
// along the x axis, by the slider (20 steps) or by typing min and max. The plot is drawn
// in the display unit (the widget's `x.unit` when it fits, else the unit system's); the
// ranges it sets are in the quantity's (SI) unit, as the API takes them.
import { Callout, Classes, RangeSlider, Spinner } from '@blueprintjs/core'
import { useEffect, useId, useMemo, useState } from 'react'
import { isRange, quantityNotAvailable, type FilterValue } from '../../../../core/search'
import { useQuantityUnit, type QuantityUnit } from '../../../units'
import { rangeInQuantityUnit, RangeInputs, type RangeKind } from '../../../components/rangeInputs'
import { NO_OPTIONS_TEXT } from '../../menu'
import { bucketsOf } from '../buckets'
import { Chart } from '../../../components/chart'
import type { WidgetComponentProps } from '../widgetDef'
import type { WidgetHistogram } from '../types'
import { aggregationName } from '../widgetAggregations'
import { BINS_DATA, histogramSpec, RANGE_SELECTION, type HistogramBin } from './histogramSpec'

export const HISTOGRAM_LOADING_LABEL = 'Loading histogram'
export const RANGE_SLIDER_LABEL = 'Range'
export const histogramChartLabel = (title: string) => `${title} histogram`
/** Spec 2 §9. */
export const SLIDER_STEPS = 20

const bound = (value: unknown) => (typeof value === 'number' ? value : undefined)

/** The bars of an answer, marked where they meet the chosen range. */
export function histogramBins(
  buckets: readonly { value: unknown; count: number }[],
  interval: unknown,
  value: FilterValue | undefined,
): HistogramBin[] {
  const lower = isRange(value) ? bound(value.gte ?? value.gt) : undefined
  const upper = isRange(value) ? bound(value.lte ?? value.lt) : undefined
  const chosen = lower !== undefined || upper !== undefined
  return buckets
    .filter((bucket): bucket is { value: number; count: number } => typeof bucket.value === 'number')
    .map((bucket) => {
      // One bucket and no interval: every value is the same (min = max).
      const width = typeof interval === 'number' && interval > 0 ? interval : Math.abs(bucket.value) * 0.01 || 1
      const to = bucket.value + width
      const selected = chosen && (lower === undefined || to > lower) && (upper === undefined || bucket.value <= upper)
      return { from: bucket.value, to, count: bucket.count, selected }
    })
}

/** A bar as plotted: from and to in the display unit, the bin's own bounds kept for the range it sets. */
export type PlottedBin = HistogramBin & { readonly lower: number; readonly upper: number }

/**
 * An integer quantity binned by 1 (as the API bins integers over a short span): each bar
 * is one value, drawn centred on it ('2', not '2 to 3'), and it selects that value alone.
 */
export const singleIntegers = (dtype: string | undefined, interval: unknown): boolean => dtype === 'int' && interval === 1

/** The bins in the display unit of `unit` (times and unitless quantities as they are). */
export function plottedBins(bins: readonly HistogramBin[], unit: Pick<QuantityUnit, 'toDisplay'>, integers = false): PlottedBin[] {
  if (integers) return bins.map((bin) => ({ ...bin, from: bin.from - 0.5, to: bin.from + 0.5, lower: bin.from, upper: bin.from }))
  return bins.map((bin) => ({ ...bin, from: unit.toDisplay(bin.from), to: unit.toDisplay(bin.to), lower: bin.from, upper: bin.to }))
}

export function HistogramWidget({ widget, filters, data }: WidgetComponentProps<WidgetHistogram>) {
  const quantity = widget.x?.search_quantity ?? ''
  const filter = filters.byName.get(quantity)
  const kind: RangeKind = filter?.dtype === 'timestamp' ? 'date' : 'number'
  const aggregation = data.aggregation(aggregationName(quantity, widget.id))
  const inputsId = useId()
  const buckets = useMemo(() => bucketsOf(aggregation), [aggregation])
  const unit = useQuantityUnit(kind === 'number' ? filter?.unit : undefined, widget.x?.unit)
  const stored = data.value(quantity)
  // Bounds typed with a unit (search bar) are placed like the others.
  const value = useMemo(() => rangeInQuantityUnit(stored, unit), [stored, unit])
  const bins = useMemo(() => histogramBins(buckets ?? [], aggregation?.interval, value), [buckets, aggregation?.interval, value])
  const title = widget.x?.title ?? filter?.label ?? quantity
  const axisTitle = unit.label ? `${title} (${unit.label})` : title
  const integers = singleIntegers(filter?.dtype, aggregation?.interval)
  const spec = useMemo(
    () => histogramSpec({ title: axisTitle, temporal: kind === 'date', scale: widget.y?.scale, integers }),
    [axisTitle, kind, widget.y?.scale, integers],
  )
  const datasets = useMemo(() => {
    const plotted = plottedBins(bins, unit, integers)
    return { [BINS_DATA]: widget.y?.scale === 'log' ? plotted.filter((bin) => bin.count > 0) : plotted }
  }, [bins, unit, widget.y?.scale, integers])

  const min = bins.length ? bins[0].from : 0
  // The last integer is the top of an integer histogram; a range's top is its bin's end.
  const max = bins.length ? (integers ? bins[bins.length - 1].from : bins[bins.length - 1].to) : 0
  const lower = isRange(value) ? bound(value.gte ?? value.gt) : undefined
  const upper = isRange(value) ? bound(value.lte ?? value.lt) : undefined
  const clampToRange = (v: number) => Math.min(max, Math.max(min, v))
  const committed: [number, number] = [clampToRange(lower ?? min), clampToRange(upper ?? max)]
  const [sliding, setSliding] = useState<[number, number]>()
  useEffect(() => setSliding(undefined), [committed[0], committed[1]])

  if (!filter) return <Callout intent="warning" compact>{quantityNotAvailable(quantity)}</Callout>
  const setRange = (range: FilterValue | undefined) => data.setValue(quantity, range)

  return (
    <div className="tessera-histogram-widget">
      {buckets === undefined ? (
        <Spinner size={16} aria-label={HISTOGRAM_LOADING_LABEL} />
      ) : bins.length === 0 ? (
        <div className={Classes.TEXT_MUTED}>{NO_OPTIONS_TEXT}</div>
      ) : (
        <>
          <Chart
            spec={spec}
            datasets={datasets}
            label={histogramChartLabel(title)}
            onItemClick={(datum) => {
              if (typeof datum.lower === 'number' && typeof datum.upper === 'number') setRange({ gte: datum.lower, lte: datum.upper })
            }}
            selection={RANGE_SELECTION}
            onSelection={(extent) => {
              const range = extent.from
              if (!range) return
              // Integers: the whole values the brushed span holds.
              if (integers) setRange({ gte: Math.ceil(range[0]), lte: Math.floor(range[1]) })
              else setRange({ gte: unit.toSI(range[0]), lte: unit.toSI(range[1]) })
            }}
          />
          {max > min && (
            <div className="tessera-histogram-slider">
              <RangeSlider
                min={min}
                max={max}
                stepSize={integers ? Math.max(1, Math.round((max - min) / SLIDER_STEPS)) : (max - min) / SLIDER_STEPS}
                labelRenderer={false}
                value={sliding ?? committed}
                onChange={setSliding}
                onRelease={([from, to]) => setRange(from <= min && to >= max ? undefined : { gte: from, lte: to })}
                handleHtmlProps={{ start: { 'aria-label': `${RANGE_SLIDER_LABEL} start` }, end: { 'aria-label': `${RANGE_SLIDER_LABEL} end` } }}
              />
            </div>
          )}
        </>
      )}
      {widget.show_input && <RangeInputs id={inputsId} kind={kind} unit={unit} value={value} onChange={setRange} />}
    </div>
  )
}

export default HistogramWidget

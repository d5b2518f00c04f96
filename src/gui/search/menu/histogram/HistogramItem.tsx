// A histogram filter (spec 2 §4.4, §5.5, §9): the counts of the current query in bins,
// and a range set by a click on a bar, by the 20-step slider, or by typing min and max.
// `showStatistics: false` leaves the slider alone (no bars, no inputs unless asked for).
// Values are kept and sent in the quantity's (SI) unit and shown in the display unit.
import { Classes, Spinner } from '@blueprintjs/core'
import { useMemo } from 'react'
import { useQuantityUnit } from '../../../units'
import { ItemHeader, itemId } from '../ItemHeader'
import { scaleOf } from '../../../components/statistics'
import { NO_OPTIONS_TEXT } from '../terms/TermsItem'
import type { FilterBinding, HistogramItemConfig } from '../types'
import { histogramAxis } from './histogramAxis'
import { HistogramBars } from './HistogramBars'
import { rangeInQuantityUnit, RangeInputs, type RangeKind } from '../../../components/rangeInputs'
import { HistogramSlider } from './HistogramSlider'

export { barLabel, histogramLabel } from './HistogramBars'
export { SLIDER_END_LABEL, SLIDER_START_LABEL } from './HistogramSlider'
export const HISTOGRAM_LOADING_LABEL = 'Loading histogram'

export type HistogramItemProps = FilterBinding & { readonly item: HistogramItemConfig }

export function HistogramItem({ item, filter, buckets, interval, value: stored, onChange }: HistogramItemProps) {
  const kind: RangeKind = filter?.dtype === 'timestamp' ? 'date' : 'number'
  const title = item.title ?? item.x?.title ?? filter?.label ?? item.searchQuantity
  const headerId = itemId('histogram', item.searchQuantity)
  // The item's own `x.unit` wins over the unit system when it fits the quantity.
  const unit = useQuantityUnit(kind === 'number' ? filter?.unit : undefined, item.x?.unit)
  const value = useMemo(() => rangeInQuantityUnit(stored, unit), [stored, unit])
  const statistics = item.showStatistics !== false
  const showInput = statistics ? item.showInput !== false : item.showInput === true

  const bins = (buckets ?? [])
    .filter((bucket) => typeof bucket.value === 'number')
    .map((bucket) => ({ from: bucket.value as number, count: bucket.count }))
  const width = typeof interval === 'number' ? interval : 0
  const axis = histogramAxis(
    bins.map((bin) => bin.from),
    width,
    value,
    { log: item.x?.scale === 'log', discrete: kind === 'date' || filter?.dtype === 'int' },
  )

  let chart
  if (buckets === undefined) chart = <Spinner size={16} aria-label={HISTOGRAM_LOADING_LABEL} />
  else if (bins.length === 0) chart = <div className={Classes.TEXT_MUTED}>{NO_OPTIONS_TEXT}</div>
  else {
    chart = (
      <>
        {statistics && (
          <HistogramBars
            title={title}
            bins={bins}
            width={width}
            axis={axis}
            kind={kind}
            unit={unit}
            scale={scaleOf(item.y?.scale ?? item.scale)}
            value={value}
            onSelect={onChange}
          />
        )}
        {axis && <HistogramSlider axis={axis} kind={kind} unit={unit} value={value} onChange={onChange} />}
      </>
    )
  }

  return (
    <section className="tessera-menu-item" aria-labelledby={item.showHeader !== false ? headerId : undefined} aria-label={item.showHeader === false ? title : undefined}>
      {item.showHeader !== false && <ItemHeader title={unit.label ? `${title} (${unit.label})` : title} id={headerId} />}
      {chart}
      {showInput && <RangeInputs id={headerId} kind={kind} unit={unit} value={value} onChange={onChange} />}
    </section>
  )
}

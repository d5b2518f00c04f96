// A histogram filter (spec 2 §4.4, §5.5): the counts of the current query in bins drawn
// as plain CSS bars, and a range set by a click on a bar or by typing min and max.
import { Classes, FormGroup, InputGroup, Spinner, Tag } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import { isRange } from '../../../../core/search'
import { formatCount, ItemHeader, itemId } from '../ItemHeader'
import { NO_OPTIONS_TEXT } from '../terms/TermsItem'
import type { FilterBinding, HistogramItemConfig } from '../types'
import { checkRange, formatBound, rangeTexts, type Bound, type RangeKind } from './histogramRange'

export const MIN_LABEL = 'Minimum'
export const MAX_LABEL = 'Maximum'
export const START_DATE_LABEL = 'Start date'
export const END_DATE_LABEL = 'End date'
export const HISTOGRAM_LOADING_LABEL = 'Loading histogram'
export const histogramLabel = (title: string) => `${title} histogram`
export const barLabel = (from: string, to: string, count: number) => `${from} to ${to}: ${formatCount(count)}`

export type HistogramItemProps = FilterBinding & { readonly item: HistogramItemConfig }

const lowerOf = (value: unknown) => (isRange(value) ? (value.gte ?? value.gt) : undefined)
const upperOf = (value: unknown) => (isRange(value) ? (value.lte ?? value.lt) : undefined)

export function HistogramItem({ item, filter, buckets, interval, value, onChange }: HistogramItemProps) {
  const kind: RangeKind = filter?.dtype === 'timestamp' ? 'date' : 'number'
  const title = item.title ?? filter?.label ?? item.searchQuantity
  const headerId = itemId('histogram', item.searchQuantity)
  const unit = kind === 'number' ? filter?.unit : undefined

  const committed = rangeTexts(value, kind)
  const [texts, setTexts] = useState(committed)
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({})
  // A value set elsewhere (bar click, search bar, URL) replaces what was typed.
  useEffect(() => {
    setTexts(committed)
    setErrors({})
  }, [committed.min, committed.max])

  const validate = (edited: Bound, commit: boolean) => {
    const check = checkRange(texts.min, texts.max, kind, edited)
    setErrors(check.errors)
    if (commit && !check.errors.min && !check.errors.max) onChange(check.range)
  }

  const bars = (buckets ?? []).filter((bucket) => typeof bucket.value === 'number')
  const highest = Math.max(1, ...bars.map((bucket) => bucket.count))
  const lower = lowerOf(value)
  const upper = upperOf(value)
  const width = typeof interval === 'number' ? interval : 0

  const input = (bound: Bound) => {
    const label = kind === 'date' ? (bound === 'min' ? START_DATE_LABEL : END_DATE_LABEL) : bound === 'min' ? MIN_LABEL : MAX_LABEL
    const error = errors[bound]
    return (
      <FormGroup label={label} labelFor={`${headerId}-${bound}`} helperText={error} intent={error ? 'danger' : 'none'}>
        <InputGroup
          id={`${headerId}-${bound}`}
          size="small"
          value={texts[bound]}
          intent={error ? 'danger' : 'none'}
          onValueChange={(text) => setTexts((old) => ({ ...old, [bound]: text }))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') validate(bound, true)
          }}
          onBlur={() => validate(bound, false)}
          rightElement={unit ? <Tag minimal>{unit}</Tag> : undefined}
        />
      </FormGroup>
    )
  }

  return (
    <section className="tessera-menu-item" aria-labelledby={headerId}>
      {item.showHeader !== false && <ItemHeader title={unit ? `${title} (${unit})` : title} id={headerId} />}
      {buckets === undefined ? (
        <Spinner size={16} aria-label={HISTOGRAM_LOADING_LABEL} />
      ) : bars.length === 0 ? (
        <div className={Classes.TEXT_MUTED}>{NO_OPTIONS_TEXT}</div>
      ) : (
        <div className="tessera-histogram" role="group" aria-label={histogramLabel(title)}>
          {bars.map((bucket) => {
            const from = bucket.value as number
            const to = from + width
            const inRange =
              (typeof lower !== 'number' || to > lower) && (typeof upper !== 'number' || from <= upper) && (lower !== undefined || upper !== undefined)
            return (
              <button
                key={from}
                type="button"
                className={`tessera-histogram-bar${inRange ? ' tessera-histogram-bar-selected' : ''}`}
                aria-label={barLabel(formatBound(from, kind), formatBound(to, kind), bucket.count)}
                title={barLabel(formatBound(from, kind), formatBound(to, kind), bucket.count)}
                disabled={bucket.count === 0}
                onClick={() => onChange({ gte: from, lte: to })}
              >
                <span style={{ height: `${(bucket.count / highest) * 100}%` }} />
              </button>
            )
          })}
        </div>
      )}
      {item.showInput !== false && (
        <div className="tessera-histogram-inputs">
          {input('min')}
          {input('max')}
        </div>
      )}
    </section>
  )
}

// The histogram's range slider (spec 2 §4.4, §9): 20 steps over the bins' span; the
// range is set when a handle is released, not while it moves, so that one drag is one
// search.
import { RangeSlider } from '@blueprintjs/core'
import { useState } from 'react'
import type { Range } from '../../../../core/search'
import { releasedRange, SLIDER_STEPS, sliderPositions, valueAt, type HistogramAxis } from './histogramAxis'
import { formatBound, type BoundUnit, type RangeKind } from '../../../components/rangeInputs'

export const SLIDER_START_LABEL = 'Lower bound'
export const SLIDER_END_LABEL = 'Upper bound'

export interface HistogramSliderProps {
  readonly axis: HistogramAxis
  readonly kind: RangeKind
  /** The display unit of the end labels; the range stays in the quantity's unit. */
  readonly unit?: BoundUnit
  readonly value: unknown
  readonly onChange: (range: Range | undefined) => void
}

export function HistogramSlider({ axis, kind, unit, value, onChange }: HistogramSliderProps) {
  const committed = sliderPositions(axis, value)
  // Positions while a handle moves; null when the slider shows the filter's range.
  const [moving, setMoving] = useState<[number, number] | null>(null)
  const shown = moving ?? committed
  const text = (position: number) => formatBound(valueAt(axis, position), kind, unit)
  return (
    <div className="tessera-histogram-slider">
      <RangeSlider
        min={0}
        max={SLIDER_STEPS}
        stepSize={1}
        labelValues={[0, SLIDER_STEPS]}
        labelRenderer={text}
        value={shown}
        onChange={(positions) => setMoving(positions)}
        onRelease={(positions) => {
          setMoving(null)
          const range = releasedRange(axis, value, committed, positions, kind)
          if (range !== 'unchanged') onChange(range)
        }}
        handleHtmlProps={{
          start: { 'aria-label': SLIDER_START_LABEL },
          end: { 'aria-label': SLIDER_END_LABEL },
        }}
      />
    </div>
  )
}

// The typed range of a histogram (spec 2 §4.3, §5.5): min and max (start and end date for
// times), validated on blur and committed with Enter. Typed in the display unit (or with
// a unit of its own, `1.2 eV`); the range set is in the quantity's unit.
import { FormGroup, InputGroup, Tag } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import type { Range } from '../../../core/search'
import { checkRange, rangeTexts, type Bound, type BoundUnit, type RangeKind } from './range'
import './rangeInputs.css'

export const MIN_LABEL = 'Minimum'
export const MAX_LABEL = 'Maximum'
export const START_DATE_LABEL = 'Start date'
export const END_DATE_LABEL = 'End date'

export interface RangeInputsProps {
  /** Prefix of the inputs' ids. */
  readonly id: string
  readonly kind: RangeKind
  /** The display unit: texts are read and shown in it, its label tags the inputs. */
  readonly unit?: BoundUnit
  readonly value: unknown
  readonly onChange: (range: Range | undefined) => void
}

export function RangeInputs({ id, kind, unit, value, onChange }: RangeInputsProps) {
  const committed = rangeTexts(value, kind, unit)
  const [texts, setTexts] = useState(committed)
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({})
  // A value set elsewhere (bar click, slider, search bar, URL) replaces what was typed.
  useEffect(() => {
    setTexts(committed)
    setErrors({})
  }, [committed.min, committed.max])

  const validate = (edited: Bound, commit: boolean) => {
    const check = checkRange(texts.min, texts.max, kind, edited, unit)
    setErrors(check.errors)
    if (commit && !check.errors.min && !check.errors.max) onChange(check.range)
  }

  const input = (bound: Bound) => {
    const label = kind === 'date' ? (bound === 'min' ? START_DATE_LABEL : END_DATE_LABEL) : bound === 'min' ? MIN_LABEL : MAX_LABEL
    const error = errors[bound]
    return (
      <FormGroup label={label} labelFor={`${id}-${bound}`} helperText={error} intent={error ? 'danger' : 'none'}>
        <InputGroup
          id={`${id}-${bound}`}
          size="small"
          value={texts[bound]}
          intent={error ? 'danger' : 'none'}
          onValueChange={(text) => setTexts((old) => ({ ...old, [bound]: text }))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') validate(bound, true)
          }}
          onBlur={() => validate(bound, false)}
          rightElement={unit?.label ? <Tag minimal>{unit.label}</Tag> : undefined}
        />
      </FormGroup>
    )
  }

  return (
    <div className="tessera-range-inputs">
      {input('min')}
      {input('max')}
    </div>
  )
}

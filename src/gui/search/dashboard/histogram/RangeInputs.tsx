// Typed minimum and maximum of a histogram (spec 2 §4.4, §5.5): checked on blur, committed
// on Enter, with the menu's messages (histogramRange.ts). Typed in the display unit (or
// with a unit, `1.2 eV`); the range set is in the quantity's unit.
import { FormGroup, InputGroup, Tag } from '@blueprintjs/core'
import { useEffect, useId, useState } from 'react'
import type { FilterValue } from '../../../../core/search'
import { checkRange, END_DATE_LABEL, MAX_LABEL, MIN_LABEL, rangeTexts, START_DATE_LABEL, type Bound, type BoundUnit, type RangeKind } from '../../menu'

export interface RangeInputsProps {
  readonly kind: RangeKind
  /** The display unit: texts are read and shown in it, its label tags the inputs. */
  readonly unit?: BoundUnit
  readonly value: FilterValue | undefined
  readonly onChange: (value: FilterValue | undefined) => void
}

export function RangeInputs({ kind, unit, value, onChange }: RangeInputsProps) {
  const id = useId()
  const committed = rangeTexts(value, kind, unit)
  const [texts, setTexts] = useState(committed)
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({})
  // A range set elsewhere (bar, brush, slider, search bar) replaces what was typed.
  useEffect(() => {
    setTexts(committed)
    setErrors({})
  }, [committed.min, committed.max])

  const check = (edited: Bound, commit: boolean) => {
    const result = checkRange(texts.min, texts.max, kind, edited, unit)
    setErrors(result.errors)
    if (commit && !result.errors.min && !result.errors.max) onChange(result.range)
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
            if (event.key === 'Enter') check(bound, true)
          }}
          onBlur={() => check(bound, false)}
          rightElement={unit?.label ? <Tag minimal>{unit.label}</Tag> : undefined}
        />
      </FormGroup>
    )
  }
  return (
    <div className="tessera-histogram-inputs">
      {input('min')}
      {input('max')}
    </div>
  )
}

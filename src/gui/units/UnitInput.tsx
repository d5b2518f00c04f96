// The shared unit input (spec 2 §5.6, NOMAD's UnitInput): a unit of the field's dimension,
// typed or picked from that dimension's units. Checked when the user ends an edit (Enter,
// blur; spec 2 §4.3). The message is derived from the current text and dimension, so it
// never goes stale when a form changes the dimension (another quantity chosen).
import { FormGroup, InputGroup } from '@blueprintjs/core'
import { useId, useState } from 'react'
import type { Unit } from '../../core/units'
import { dimensionLabel, unitChoices } from './choices'
import { checkUnitInput, type UnitInputRules } from './unitInput'
import './units.css'

export interface UnitInputProps extends UnitInputRules {
  /** The field's label, also its accessible name. */
  label: string
  value: string | undefined
  onChange: (text: string) => void
  /** A valid unit, on Enter or blur; undefined for an empty optional field. */
  onAccept?: (unit: Unit | undefined) => void
  /** Every end of an edit, valid or not: a form that shows its own messages marks the field touched. */
  onTouch?: () => void
  /**
   * A form's message for the field (its config rules): shown instead of the field's own
   * check. A form using the same rule (`checkUnitInput`) gives the same text.
   */
  error?: string
  placeholder?: string
  disabled?: boolean
}

export function UnitInput({ label, value, onChange, onAccept, onTouch, error, placeholder, disabled, dimension, optional }: UnitInputProps) {
  // Whether the user ended an edit since the last keystroke: only then does the field speak.
  const [ended, setEnded] = useState(false)
  const id = useId()
  const errorId = `${id}-error`
  const check = checkUnitInput(value, { dimension, optional })
  const message = error ?? (ended && !check.ok ? check.error : undefined)
  const choices = dimension ? unitChoices(dimension, value?.trim() || undefined) : []

  const end = () => {
    setEnded(true)
    onTouch?.()
    if (check.ok) onAccept?.(check.unit)
  }

  return (
    <FormGroup
      className="tessera-unit-input"
      label={label}
      labelFor={id}
      intent={message ? 'danger' : 'none'}
      helperText={message && <span id={errorId} role="alert">{message}</span>}
    >
      <InputGroup
        id={id}
        value={value ?? ''}
        list={choices.length ? `${id}-units` : undefined}
        placeholder={placeholder ?? (dimension ? dimensionLabel(dimension) : undefined)}
        disabled={disabled}
        autoComplete="off"
        intent={message ? 'danger' : 'none'}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onValueChange={(text) => {
          setEnded(false)
          onChange(text)
        }}
        onBlur={end}
        onKeyDown={(event) => {
          if (event.key === 'Enter') end()
        }}
      />
      {choices.length > 0 && (
        <datalist id={`${id}-units`}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </datalist>
      )}
    </FormGroup>
  )
}

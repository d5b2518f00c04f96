// The shared unit input (spec 2 §5.6): a number and a unit in one text field, checked on
// Enter and on blur (spec 2 §4.3); the message shows under the field until the next edit.
import { FormGroup, InputGroup } from '@blueprintjs/core'
import { useId, useState } from 'react'
import type { Unit } from '../../core/units'
import { checkUnitInput, type UnitInputRules } from './unitInput'
import './units.css'

export interface AcceptedQuantity {
  value: number
  unit: Unit
}

export interface UnitInputProps extends UnitInputRules {
  /** The field's label, also its accessible name. */
  label: string
  value: string
  onChange: (text: string) => void
  /** A valid input, on Enter or blur; undefined for an empty optional field. */
  onAccept?: (quantity: AcceptedQuantity | undefined) => void
  placeholder?: string
  disabled?: boolean
}

export function UnitInput({ label, value, onChange, onAccept, placeholder, disabled, ...rules }: UnitInputProps) {
  const [error, setError] = useState<string>()
  const id = useId()
  const errorId = `${id}-error`

  const accept = () => {
    const check = checkUnitInput(value, rules)
    if (!check.ok) {
      setError(check.error)
      return
    }
    setError(undefined)
    onAccept?.(check.empty ? undefined : { value: check.value, unit: check.unit })
  }

  return (
    <FormGroup
      className="tessera-unit-input"
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error && <span id={errorId} role="alert">{error}</span>}
    >
      <InputGroup
        id={id}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onValueChange={(text) => {
          setError(undefined)
          onChange(text)
        }}
        onBlur={accept}
        onKeyDown={(event) => {
          if (event.key === 'Enter') accept()
        }}
      />
    </FormGroup>
  )
}

// The fields the widget edit forms are made of. A field shows the error the dialog hands
// it and reports when the user leaves it, so the dialog can decide what to show.
import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core'
import { useId } from 'react'
import type { SearchFilters } from '../../../../core/search'
import { quantityChoices, type QuantityUse } from '../validation'

interface FieldProps {
  readonly label: string
  /** The field's path in the config, as the errors name it (`x.search_quantity`). */
  readonly field: string
  readonly error?: string
  readonly onTouch?: (field: string) => void
}

/** A search quantity, typed or chosen from the ones the field accepts. */
export function QuantityField({
  label,
  field,
  error,
  onTouch,
  value,
  onChange,
  filters,
  use,
}: FieldProps & { value: string | undefined; onChange: (value: string) => void; filters: SearchFilters; use: QuantityUse }) {
  const id = useId()
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      <InputGroup
        id={id}
        value={value ?? ''}
        list={`${id}-choices`}
        intent={error ? 'danger' : 'none'}
        autoComplete="off"
        onValueChange={onChange}
        onBlur={() => onTouch?.(field)}
      />
      <datalist id={`${id}-choices`}>
        {quantityChoices(filters, use).map((filter) => (
          <option key={filter.name} value={filter.name}>
            {filter.label}
          </option>
        ))}
      </datalist>
    </FormGroup>
  )
}

export function TextField({ label, field, error, onTouch, value, onChange }: FieldProps & { value: string | undefined; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      <InputGroup id={id} value={value ?? ''} onValueChange={onChange} onBlur={() => onTouch?.(field)} />
    </FormGroup>
  )
}

/**
 * One of fixed options; `''` stands for "none chosen" where the config may lack the
 * value. A `required` field always offers it: choosing it empties the value, and the
 * field then says that it is required (spec 2 §5.3's messages are the dialog's).
 */
export function SelectField<T extends string | number>({
  label,
  field,
  error,
  onTouch,
  value,
  options,
  onChange,
  required = false,
}: FieldProps & { value: T | undefined; options: readonly T[]; onChange: (value: T | undefined) => void; required?: boolean }) {
  const id = useId()
  const known = value !== undefined && options.includes(value)
  const empty = required || !known
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? 'danger' : 'none'}>
      <HTMLSelect
        id={id}
        value={known ? String(value) : ''}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.currentTarget.value)
          if (chosen !== undefined || required) onChange(chosen)
          // A choice ends the field's edit: its error shows at once, as after leaving it.
          onTouch?.(field)
        }}
        onBlur={() => onTouch?.(field)}
        options={[...(empty ? [{ value: '', label: '' }] : []), ...options.map((option) => ({ value: String(option), label: String(option) }))]}
      />
    </FormGroup>
  )
}

export function SwitchField({ label, value, onChange }: { label: string; value: boolean | undefined; onChange: (value: boolean) => void }) {
  return <Switch label={label} checked={Boolean(value)} onChange={(event) => onChange(event.currentTarget.checked)} />
}

// The frame every edit component draws in: the quantity's label (its accessible name),
// the description as helper text, and the message under the field while it is wrong.
import { FormGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { quantityLabel, type EditQuantityDefinition } from './definition'
import './edit.css'

export interface FieldProps {
  readonly definition: EditQuantityDefinition
  /** The input's id: the label points at it. */
  readonly id?: string
  readonly error?: string
  readonly children: ReactNode
  /** The unit shown after the label. */
  readonly unit?: string
  /** The control names itself (a switch's own label): no label above it. */
  readonly unlabelled?: boolean
}

export function Field({ definition, id, error, children, unit, unlabelled }: FieldProps) {
  const label = quantityLabel(definition)
  return (
    <FormGroup
      className="tessera-edit-quantity"
      label={unlabelled ? undefined : unit ? `${label} (${unit})` : label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span role="alert">{error}</span> : definition.description || undefined}
    >
      {children}
    </FormGroup>
  )
}

// An enum quantity as a select; the empty choice unsets it.
import { HTMLSelect } from '@blueprintjs/core'
import { useId } from 'react'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import { enumChoices } from './choices'

export const NO_CHOICE = ''

export default function EnumEdit({ definition, value, onChange }: EditQuantityProps) {
  const id = useId()
  const choices = enumChoices(definition)
  const current = typeof value === 'string' ? value : NO_CHOICE
  return (
    <Field definition={definition} id={id}>
      <HTMLSelect
        id={id}
        fill
        value={current}
        onChange={(event) => onChange(event.currentTarget.value === NO_CHOICE ? undefined : event.currentTarget.value)}
        options={[{ value: NO_CHOICE, label: '' }, ...(current && !choices.includes(current) ? [current] : []), ...choices].map((choice) =>
          typeof choice === 'string' ? { value: choice, label: choice } : choice,
        )}
      />
    </Field>
  )
}

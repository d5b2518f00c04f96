// A file of the upload (FileEditQuantity): its path in the upload.
import { InputGroup } from '@blueprintjs/core'
import { useId } from 'react'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'

export default function FileEdit({ definition, value, onChange }: EditQuantityProps) {
  const id = useId()
  const text = typeof value === 'string' ? value : ''
  return (
    <Field definition={definition} id={id}>
      <InputGroup id={id} fill value={text} onValueChange={(next) => onChange(next.trim() === '' ? undefined : next)} />
    </Field>
  )
}

// A text quantity: every change is the new value; an empty field unsets it.
import { InputGroup, TextArea } from '@blueprintjs/core'
import { useId } from 'react'
import { elnAnnotation } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'

export default function StringEdit({ definition, value, onChange }: EditQuantityProps) {
  const id = useId()
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)
  const multiline = elnAnnotation(definition).props.multiline === true
  const change = (next: string) => onChange(next === '' ? undefined : next)
  return (
    <Field definition={definition} id={id}>
      {multiline ? (
        <TextArea id={id} fill value={text} onChange={(event) => change(event.target.value)} />
      ) : (
        <InputGroup id={id} fill value={text} onValueChange={change} />
      )}
    </Field>
  )
}

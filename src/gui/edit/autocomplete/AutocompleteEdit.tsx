// A text quantity with suggestions (AutocompleteEditQuantity, or `suggestions` in the
// annotation): free text, the suggestions that contain it offered in a list.
import { InputGroup } from '@blueprintjs/core'
import { useId } from 'react'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import { enumChoices } from '../enum/choices'

export default function AutocompleteEdit({ definition, value, onChange }: EditQuantityProps) {
  const id = useId()
  const listId = `${id}-suggestions`
  const text = typeof value === 'string' ? value : ''
  return (
    <Field definition={definition} id={id}>
      <InputGroup id={id} fill value={text} list={listId} autoComplete="off" onValueChange={(next) => onChange(next === '' ? undefined : next)} />
      <datalist id={listId}>
        {enumChoices(definition).map((choice) => (
          <option key={choice} value={choice} />
        ))}
      </datalist>
    </Field>
  )
}

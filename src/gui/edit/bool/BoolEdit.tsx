// A boolean quantity: a switch; NOMAD's BoolEditQuantity has no 'unset' either once touched.
import { Switch } from '@blueprintjs/core'
import { quantityLabel } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'

export default function BoolEdit({ definition, value, onChange }: EditQuantityProps) {
  return (
    <Field definition={definition} unlabelled>
      <Switch label={quantityLabel(definition)} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />
    </Field>
  )
}

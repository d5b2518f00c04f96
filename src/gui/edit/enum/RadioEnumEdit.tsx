// An enum quantity as radio buttons (RadioEnumEditQuantity), one per value.
import { Radio, RadioGroup } from '@blueprintjs/core'
import { quantityLabel } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import { enumChoices } from './choices'

export default function RadioEnumEdit({ definition, value, onChange }: EditQuantityProps) {
  return (
    <Field definition={definition}>
      <RadioGroup
        inline
        aria-label={quantityLabel(definition)}
        selectedValue={typeof value === 'string' ? value : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {enumChoices(definition).map((choice) => (
          <Radio key={choice} value={choice} label={choice} />
        ))}
      </RadioGroup>
    </Field>
  )
}

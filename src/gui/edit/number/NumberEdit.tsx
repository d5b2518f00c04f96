// A number quantity (NumberEditQuantity): typed with or without a unit of the quantity's
// dimension, shown in the annotation's display unit or the unit system's, stored in the
// quantity's unit; the datatype and bounds checked with the spec 3 §5 messages.
import { InputGroup, Tag } from '@blueprintjs/core'
import { useId } from 'react'
import { parseUnit } from '../../../core/units'
import { useDisplayUnit } from '../../units'
import { elnAnnotation } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import { fittingUnit, numberDatatype } from './datatype'
import { useNumberField } from './useNumberField'

const label = (unit: string) => {
  try {
    return parseUnit(unit).label()
  } catch {
    return unit
  }
}

export default function NumberEdit({ definition, value, onChange }: EditQuantityProps) {
  const id = useId()
  const annotation = elnAnnotation(definition)
  const systemUnit = useDisplayUnit(definition.unit)
  const displayUnit = fittingUnit(annotation.defaultDisplayUnit, definition.unit) ?? fittingUnit(systemUnit, definition.unit) ?? definition.unit
  const field = useNumberField(value, onChange, {
    ...numberDatatype(definition),
    unit: definition.unit,
    displayUnit,
    min: annotation.minValue,
    max: annotation.maxValue,
  })
  const unitLabel = field.displayUnit ? label(field.displayUnit) : ''
  return (
    <Field definition={definition} id={id} error={field.error}>
      <InputGroup
        id={id}
        fill
        value={field.text}
        inputMode="decimal"
        intent={field.error ? 'danger' : 'none'}
        aria-invalid={field.error ? true : undefined}
        onValueChange={field.type}
        onBlur={field.commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') field.commit()
        }}
        rightElement={unitLabel ? <Tag minimal>{unitLabel}</Tag> : undefined}
      />
    </Field>
  )
}

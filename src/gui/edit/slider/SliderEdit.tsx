// A number between bounds as a slider (SliderEditQuantity): minValue and maxValue of the
// annotation, 0 to 100 without them; the value in the quantity's unit.
import { Slider } from '@blueprintjs/core'
import { elnAnnotation } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import { numberDatatype } from '../number/datatype'
import { withPrecision } from '../number/numberInput'

export default function SliderEdit({ definition, value, onChange }: EditQuantityProps) {
  const { minValue = 0, maxValue = 100 } = elnAnnotation(definition)
  const integer = numberDatatype(definition).datatype !== 'float'
  const step = integer ? 1 : withPrecision((maxValue - minValue) / 100)
  const current = typeof value === 'number' ? Math.min(maxValue, Math.max(minValue, value)) : minValue
  return (
    <Field definition={definition} unit={definition.unit}>
      <Slider
        min={minValue}
        max={maxValue}
        stepSize={step || 1}
        labelValues={[minValue, maxValue]}
        labelRenderer={(label) => String(withPrecision(label))}
        value={current}
        onChange={(next) => onChange(withPrecision(next))}
      />
    </Field>
  )
}

// Which numbers a quantity takes, from its type, and the unit it is shown in.
import { parseUnit } from '../../../core/units'
import type { EditQuantityDefinition } from '../definition'
import type { NumberDatatype } from './numberInput'

export function numberDatatype(definition: EditQuantityDefinition): { readonly datatype: NumberDatatype; readonly typeName: string } {
  const { type } = definition
  const name = typeof type.type_data === 'string' ? type.type_data.replace(/^np\./, '') : 'float'
  if (name.startsWith('uint')) return { datatype: 'uint', typeName: name }
  if (name.startsWith('int')) return { datatype: 'int', typeName: name }
  return { datatype: 'float', typeName: name }
}

/** `unit` when it parses and has the dimension of `of`; undefined otherwise. */
export function fittingUnit(unit: string | undefined, of: string | undefined): string | undefined {
  if (!unit || !of) return undefined
  try {
    return parseUnit(unit).dimensionsEqual(parseUnit(of)) ? unit : undefined
  } catch {
    return undefined
  }
}

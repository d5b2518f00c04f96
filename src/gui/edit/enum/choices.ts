// The choices of an enum quantity: its type's values, else the annotation's suggestions.
import type { EditQuantityDefinition } from '../definition'
import { elnAnnotation } from '../definition'

export function enumChoices(definition: EditQuantityDefinition): readonly string[] {
  const { type_kind, type_data } = definition.type
  if (type_kind.toLowerCase() === 'enum' && Array.isArray(type_data)) return type_data.filter((choice): choice is string => typeof choice === 'string')
  return elnAnnotation(definition).suggestions ?? []
}

// The nested_object item (spec 2 §2.2; reference §2.3.7): its items' criteria must be met
// by one nested document of the section at `path`; their names may be relative to it.
import { quantityFields } from '../quantities'
import { defineMenuItem, nestedItems } from './define'

export const nestedObjectItem = defineMenuItem({
  type: 'nested_object',
  schemaName: 'MenuItemNestedObject',
  description:
    "Items whose criteria one instance of the nested section at path must meet; their search quantities may be written relative to the section's path.",
  quantities: quantityFields([{ field: 'path', use: 'section' }]),
  children: nestedItems,
})

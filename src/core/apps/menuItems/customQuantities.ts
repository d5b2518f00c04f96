// The custom_quantities item (spec 2 §2.2): it names no search quantity; the GUI knows what it filters.
import { defineMenuItem } from './define'

export const customQuantitiesItem = defineMenuItem({
  type: 'custom_quantities',
  schemaName: 'MenuItemCustomQuantities',
  description: 'Criteria on the quantities of uploaded schemas.',
})

// The optimade item (spec 2 §2.2): it names no search quantity; the GUI knows what it filters.
import { defineMenuItem } from './define'

export const optimadeItem = defineMenuItem({
  type: 'optimade',
  schemaName: 'MenuItemOptimade',
  description: 'OPTIMADE filters, checked by the server before they apply.',
})

// The visibility item (spec 2 §2.2): it names no search quantity; the GUI knows what it filters.
import { defineMenuItem } from './define'

export const visibilityItem = defineMenuItem({
  type: 'visibility',
  schemaName: 'MenuItemVisibility',
  description: 'The owner selector: whose entries are searched (public, visible to me, mine).',
})

// The definitions item (spec 2 §2.2): it names no search quantity; the GUI knows what it filters.
import { defineMenuItem } from './define'

export const definitionsItem = defineMenuItem({
  type: 'definitions',
  schemaName: 'MenuItemDefinitions',
  description: 'The tree of section definitions the entries use (section_defs).',
})

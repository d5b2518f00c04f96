// The menu item (spec 2 §2.2): a submenu, opened as its own panel.
import { defineMenuItem, subItems } from './define'

export const menuItem = defineMenuItem({
  type: 'menu',
  schemaName: 'MenuItemMenu',
  description: 'A submenu with its own items, opened as a panel beside the menu; size and indentation place it.',
  children: subItems,
})

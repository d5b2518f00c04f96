// The periodic table item (spec 2 §2.2): elements with counts, to pick from.
import { DEFAULT_ELEMENTS_QUANTITY, quantityFields } from '../quantities'
import { COUNT_SCALE } from '../countScales'
import { defineMenuItem } from './define'

export const periodicTableItem = defineMenuItem({
  type: 'periodic_table',
  schemaName: 'MenuItemPeriodicTable',
  description: `Elements with their counts; search_quantity defaults to ${DEFAULT_ELEMENTS_QUANTITY}.`,
  properties: {
    scale: COUNT_SCALE,
    show_statistics: { type: 'boolean', description: 'Shows the counts in the cells (default true).' },
  },
  quantities: quantityFields([{ field: 'search_quantity', use: 'periodic_table', default: DEFAULT_ELEMENTS_QUANTITY }]),
})

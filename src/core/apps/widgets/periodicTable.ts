// The periodic table widget (spec 2 §3.6): counts of elements in the cells.
import type { WidgetPeriodicTable } from '../../config/config.generated'
import { DEFAULT_ELEMENTS_QUANTITY, quantityFields } from '../quantities'
import { COUNT_SCALE } from '../countScales'
import { defineWidget, QUANTITY_NAME, WIDGET_QUERY_MODE } from './define'
import { migrateLegacyKeys } from './legacyKeys'

export const periodicTableWidget = defineWidget<WidgetPeriodicTable>({
  type: 'periodic_table',
  legacyTypes: ['periodictable'],
  schemaName: 'WidgetPeriodicTable',
  description: 'periodictable is the legacy name; it migrates to periodic_table.',
  required: ['search_quantity'],
  properties: { search_quantity: QUANTITY_NAME, scale: COUNT_SCALE, query_mode: WIDGET_QUERY_MODE },
  // Older apps left the quantity out: the elements were meant.
  migrate: (old) => {
    const widget = migrateLegacyKeys<WidgetPeriodicTable>(old)
    return { ...widget, search_quantity: widget.search_quantity || DEFAULT_ELEMENTS_QUANTITY }
  },
  quantities: quantityFields([{ field: 'search_quantity', use: 'periodic_table' }]),
})

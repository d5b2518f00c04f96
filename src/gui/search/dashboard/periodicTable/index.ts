// The periodic table widget type: counts of the elements; a click filters.
import { ELEMENTS } from '../../../../core/search'
import type { WidgetPeriodicTable } from '../types'
import { periodicTableErrors } from '../validation'
import { migrateLegacyKeys } from '../migrate'
import { periodicTableAggregations } from '../widgetAggregations'
import { appSchemaDefinition, type WidgetDef } from '../widgetDef'

export const PERIODIC_TABLE_LABEL = 'Periodic table'

export const periodicTableWidget: WidgetDef<WidgetPeriodicTable> = {
  type: 'periodic_table',
  label: PERIODIC_TABLE_LABEL,
  schema: appSchemaDefinition('WidgetPeriodicTable'),
  load: () => import('./PeriodicTableWidget'),
  loadEditor: () => import('./PeriodicTableEditor'),
  template: { config: { type: 'periodic_table', search_quantity: ELEMENTS, scale: 'linear' }, w: 12, h: 9 },
  validate: periodicTableErrors,
  aggregations: periodicTableAggregations,
  // Older apps left the quantity out: the elements were meant.
  migrate: (old) => {
    const widget = migrateLegacyKeys<WidgetPeriodicTable>(old)
    return { ...widget, search_quantity: widget.search_quantity || ELEMENTS }
  },
}

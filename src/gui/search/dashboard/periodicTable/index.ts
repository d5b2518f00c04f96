// The periodic table widget type: counts of the elements; a click filters.
import { DEFAULT_ELEMENTS_QUANTITY, periodicTableWidget as definition } from '../../../../core/apps'
import { DEFAULT_SCALE } from '../../../components/statistics'
import type { WidgetPeriodicTable } from '../types'
import { periodicTableErrors } from '../validation'
import { periodicTableAggregations } from '../widgetAggregations'
import { fromDefinition, type WidgetDef } from '../widgetDef'

export const PERIODIC_TABLE_LABEL = 'Periodic table'

export const periodicTableWidget: WidgetDef<WidgetPeriodicTable> = {
  // Its migrate fills the quantity older apps left out: the elements were meant.
  ...fromDefinition(definition),
  label: PERIODIC_TABLE_LABEL,
  load: () => import('./PeriodicTableWidget'),
  loadEditor: () => import('./PeriodicTableEditor'),
  template: { config: { type: 'periodic_table', search_quantity: DEFAULT_ELEMENTS_QUANTITY, scale: DEFAULT_SCALE }, w: 12, h: 9 },
  validate: periodicTableErrors,
  aggregations: periodicTableAggregations,
}

// The terms widget (spec 2 §3.6): counts of a quantity's values as bars.
import type { WidgetTerms } from '../../config/config.generated'
import { quantityFields } from '../quantities'
import { COUNT_SCALE } from '../countScales'
import { defineWidget, QUANTITY_NAME, WIDGET_QUERY_MODE } from './define'
import { migrateLegacyKeys } from './legacyKeys'

export const termsWidget = defineWidget<WidgetTerms>({
  type: 'terms',
  schemaName: 'WidgetTerms',
  required: ['search_quantity'],
  properties: {
    search_quantity: QUANTITY_NAME,
    scale: COUNT_SCALE,
    show_input: { type: 'boolean' },
    query_mode: WIDGET_QUERY_MODE,
  },
  migrate: migrateLegacyKeys,
  quantities: quantityFields([{ field: 'search_quantity', use: 'terms_widget' }]),
})

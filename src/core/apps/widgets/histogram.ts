// The histogram widget (spec 2 §3.6, §9): a numeric or time quantity in bins, with a range filter.
import type { WidgetHistogram } from '../../config/config.generated'
import { quantityFields } from '../quantities'
import { COUNT_SCALE } from '../countScales'
import { defineWidget, QUANTITY_NAME } from './define'
import { migrateLegacyKeys } from './legacyKeys'

export const histogramWidget = defineWidget<WidgetHistogram>({
  type: 'histogram',
  schemaName: 'WidgetHistogram',
  required: ['x'],
  properties: {
    x: {
      type: 'object',
      required: ['search_quantity'],
      additionalProperties: false,
      properties: { search_quantity: QUANTITY_NAME, title: { type: 'string' }, unit: { type: 'string' } },
    },
    y: {
      type: 'object',
      additionalProperties: false,
      properties: { title: { type: 'string' }, scale: COUNT_SCALE },
    },
    nbins: { type: 'integer', minimum: 1 },
    autorange: { type: 'boolean' },
    show_input: { type: 'boolean' },
  },
  migrate: migrateLegacyKeys,
  quantities: quantityFields([{ field: 'x.search_quantity', use: 'histogram', unit: 'x.unit' }]),
})

// The scatter plot widget (spec 2 §3.6): one point per entry, axes and marker colour
// from quantities or JMESPath targets selecting one value per entry.
import type { WidgetScatterPlot } from '../../config/config.generated'
import type { JsonSchema } from '../fields'
import { quantityFields } from '../quantities'
import { defineWidget, QUANTITY_NAME } from './define'
import { migrateLegacyKeys } from './legacyKeys'

const axis: JsonSchema = {
  type: 'object',
  required: ['search_quantity'],
  additionalProperties: false,
  properties: {
    search_quantity: QUANTITY_NAME,
    title: { type: 'string' },
    unit: { type: 'string' },
    scale: { enum: ['linear', 'log'] },
  },
}

export const scatterPlotWidget = defineWidget<WidgetScatterPlot>({
  type: 'scatter_plot',
  legacyTypes: ['scatterplot'],
  schemaName: 'WidgetScatterPlot',
  description: 'scatterplot is the legacy name; it migrates to scatter_plot.',
  required: ['x', 'y'],
  properties: {
    x: axis,
    y: axis,
    markers: {
      type: 'object',
      additionalProperties: false,
      properties: {
        color: {
          type: 'object',
          required: ['search_quantity'],
          additionalProperties: false,
          properties: { search_quantity: QUANTITY_NAME, title: { type: 'string' }, unit: { type: 'string' } },
        },
      },
    },
    size: { type: 'integer', minimum: 1 },
    autorange: { type: 'boolean' },
    drag_mode: { enum: ['zoom', 'pan', 'select'] },
  },
  migrate: migrateLegacyKeys,
  quantities: quantityFields([
    { field: 'x.search_quantity', use: 'scatter_axis', target: true, unit: 'x.unit' },
    { field: 'y.search_quantity', use: 'scatter_axis', target: true, unit: 'y.unit' },
    { field: 'markers.color.search_quantity', use: 'scatter_color', target: true, unit: 'markers.color.unit', optional: true },
  ]),
})

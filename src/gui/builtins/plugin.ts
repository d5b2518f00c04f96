// Tessera's own renderers: one plugin like any other (STYLE.md "A plugin is a value").
// A new type is its folder plus one line here.
import { definePlugin } from '../runtime'
import { histogramWidget, periodicTableWidget, scatterPlotWidget, termsWidget } from '../search/dashboard'
import {
  customQuantitiesItem,
  definitionsItem,
  histogramItem,
  nestedObjectItem,
  optimadeItem,
  periodicTableItem,
  subMenuItem,
  termsItem,
  visibilityItem,
} from '../search/menu'
import { accessFormat, authorsFormat, datasetsFormat, referencesFormat, valueFormat } from '../search/results'

export const builtins = definePlugin({
  id: 'tessera',
  menuItems: [
    termsItem,
    histogramItem,
    periodicTableItem,
    nestedObjectItem,
    visibilityItem,
    definitionsItem,
    optimadeItem,
    customQuantitiesItem,
    subMenuItem,
  ],
  widgets: [
    termsWidget,
    histogramWidget,
    scatterPlotWidget,
    periodicTableWidget,
  ],
  columns: [
    valueFormat,
    authorsFormat,
    datasetsFormat,
    referencesFormat,
    accessFormat,
  ],
})

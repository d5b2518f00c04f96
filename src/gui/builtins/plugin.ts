// Tessera's own renderers: one plugin like any other (STYLE.md "A plugin is a value").
// A new type is its folder plus one line here.
import {
  definitionsCard,
  dynamicalCard,
  electronicCard,
  geometryOptimizationCard,
  heterogeneousCatalystCard,
  historyCard,
  materialCard,
  mechanicalCard,
  referencesCard,
  relatedResourcesCard,
  sectionLane,
  sectionsCard,
  solarCellCard,
  spectroscopicCard,
  structuralCard,
  thermodynamicCard,
  vibrationalCard,
  workflowCard,
} from '../entry'
import { EDITORS } from '../edit'
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
import { cifPreviewer, hdf5Previewer, imagePreviewer, jsonPreviewer, pdfPreviewer, textPreviewer } from '../upload'

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
  cards: [
    sectionsCard,
    definitionsCard,
    materialCard,
    electronicCard,
    solarCellCard,
    heterogeneousCatalystCard,
    vibrationalCard,
    mechanicalCard,
    thermodynamicCard,
    structuralCard,
    dynamicalCard,
    geometryOptimizationCard,
    spectroscopicCard,
    historyCard,
    workflowCard,
    referencesCard,
    relatedResourcesCard,
  ],
  previewers: [
    textPreviewer,
    imagePreviewer,
    jsonPreviewer,
    pdfPreviewer,
    cifPreviewer,
    hdf5Previewer,
  ],
  archiveLanes: [sectionLane],
  editors: [...EDITORS],
})

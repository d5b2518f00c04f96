// What a plugin's GUI module imports as 'tessera/gui' (an alias of the build, the tests
// and tsconfig): definePlugin and the registries' definition types, testers and
// predicates, the boundary, the lazy chart, the entry and archive endpoints, and the
// plugin's own options. A plugin's index.ts is part of the first paint, so the values
// here come from modules the first paint has anyway (the chart's vega loads lazily);
// the dashboard's and the entry page's types are type-only.
export {
  and,
  definePlugin,
  hasDimensions,
  hasExtension,
  hasMime,
  hasShape,
  hasUnit,
  inheritsFrom,
  isAtMost,
  isNumeric,
  isQuantityType,
  isScalar,
  isSectionDefinition,
  not,
  NOT_APPLICABLE,
  or,
  rankWith,
  RendererBoundary,
  withIncreasedRank,
} from '../runtime'
export type {
  FileSubject,
  GuiPlugin,
  Loader,
  PluginRoute,
  QuantitySubject,
  RankedRendererDef,
  Renderer,
  RendererDef,
  RendererModule,
  SectionSubject,
  Tester,
} from '../runtime'
export { availableProperties, hasProperty } from '../entry'
export type { CardDef, CardProps, EntryContext } from '../entry'
export type { DashboardData, Widget, WidgetComponentProps, WidgetDef, WidgetEditorProps, WidgetErrors } from '../search/dashboard'
export { AXIS_NUMBER_FORMAT, Chart, CHART_LOADING_LABEL } from '../components/chart'
export type { ChartSpec, Datum, VegaChartProps } from '../components/chart'
export { useArchivesQuery, useEntryArchiveQuery, useEntryQuery } from '../api'
export type { ArchiveRequired, ArchivesRequest, EntryArchive, EntryMetadata } from '../api'
export type { JsonObject, JsonValue } from '../../core/search'
export { usePluginOptions } from './options'
export type { PluginOptions } from './options'

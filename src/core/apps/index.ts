// One definition per configurable type (widgets, menu items, entry cards), read by the
// server's app and config checks, the GUI's registries and forms, and the artifacts
// generator that writes the schemas' lists of built-in types. Isomorphic: no DOM, no Node.
export type { AjvErrorLike, DescribedError } from './ajvErrors'
export { describeAjvError, joinPath, jsonPath, NOT_A_KNOWN_OPTION, NOT_A_KNOWN_PROPERTY, UNION_KEYWORDS } from './ajvErrors'
export type { AppTypes, AppTypesOptions, TypeContribution } from './appTypes'
export { appTypes, BUILT_IN_TYPES } from './appTypes'
export type { BuiltInCard, CardType } from './cards'
export { BUILT_IN_CARDS, builtInCard, CARD_CONFIG, CARD_CONFIG_NAME, CARDS_HIDDEN_BY_DEFAULT, defineCard } from './cards'
export type { Fields, JsonSchema } from './fields'
export { isFields, valueAt } from './fields'
export type { CountScaleName } from './countScales'
export { COUNT_SCALE, COUNT_SCALES } from './countScales'
export { APP_SCHEMA_KEY, appSchemaDefinitions, appSchemaRef, appSchemaWithTypes, configSchemaWithCards, GENERATED } from './generatedSchemas'
export type { BuiltInMenuItem, MenuChildren, MenuItemLookup, MenuItemType } from './menuItems'
export {
  BUILT_IN_MENU_ITEMS,
  builtInMenuItem,
  defineMenuItem,
  histogramQuantityField,
  MENU_ITEM_PROPERTIES,
  migrateMenu,
  nestedItems,
  subItems,
  UNKNOWN_MENU_ITEM,
} from './menuItems'
export type { NamedQuantity, QuantityField } from './quantities'
export { DEFAULT_ELEMENTS_QUANTITY, nestedQuantityName, quantityFields, resolveQuantityName } from './quantities'
export type { QuantityTraits, QuantityUse, UseRule } from './quantityUses'
export { acceptedDtypes, NUMERIC_DTYPES, QUANTITY_USES, quantityMisfit, TEXT_DTYPES } from './quantityUses'
export { unknownType } from './unknownType'
export type { BuiltInWidget, LayoutProblem, WidgetLookup, WidgetType } from './widgets'
export {
  BUILT_IN_WIDGET_NAMES,
  BUILT_IN_WIDGETS,
  builtInWidget,
  defineWidget,
  histogramWidget,
  isLayoutNumber,
  LAYOUT_BREAKPOINTS,
  LAYOUT_NUMBERS,
  LEGACY_WIDGET_KEYS,
  LEGACY_WIDGET_TYPES,
  migrateLegacyKeys,
  migrateWidget,
  NOT_AN_INTEGER,
  periodicTableWidget,
  pluginWidgetSchema,
  QUANTITY_NAME,
  scatterPlotWidget,
  termsWidget,
  WIDGET_QUERY_MODE,
  widgetLayoutProblems,
} from './widgets'

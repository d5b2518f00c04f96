// Public face of the filter menu (spec 2 §2.2): the menu, what a menu item type is and
// the built-in ones, and the props-driven item components.
export { FilterMenu, COLLAPSE_LABEL, EXPAND_LABEL, FILTERS_TITLE, MENU_LEFT_VARIABLE, OPTIONS_LABEL, closeSubMenuLabel, menuWidth, panelMaxWidth } from './FilterMenu'
export type { FilterMenuProps, MenuOption } from './FilterMenu'
export { EMPTY_MENU_DATA, MenuDataProvider, useFilterBinding, useMenuData } from './MenuData'
export type { MenuData } from './MenuData'
export { MenuItemList, MenuItemView } from './MenuItemView'
export type { MenuItemDef, MenuItemRegistry } from './menuItemDef'
export { SubMenuContext, useSubMenus } from './subMenus'
export type { SubMenuNavigation } from './subMenus'
export { termsItem } from './terms'
export { histogramItem } from './histogram'
export { periodicTableItem } from './periodicTable'
export { nestedObjectItem } from './nestedObject'
export { visibilityItem } from './visibility'
export { definitionsItem } from './definitions'
export { optimadeItem } from './optimade'
export { customQuantitiesItem } from './customQuantities'
export { subMenuItem } from './subMenu'
export * from './types'
export { menuConfigFromApp, nestedQuantityName, resolveNestedItems } from './menuConfig'
export * from './terms/TermsItem'
export { staticOptions as staticTermsOptions, termsAggregationSize } from './terms/termsRows'
export * from './scale'
export * from './histogram/HistogramItem'
export * from './histogram/histogramRange'
export { SLIDER_STEPS } from './histogram/histogramAxis'
export * from './periodicTable/PeriodicTableItem'
export * from './visibility/VisibilityItem'
export { nestedMenuData } from './nestedObject/nestedMenuData'
export * from './definitions/DefinitionsItem'
export * from './optimade/OptimadeItem'
export { OPTIMADE_VERIFY_DEBOUNCE_MS, optimadeVerifyRequest } from './optimade/optimadeVerify'
export * from './customQuantities/CustomQuantitiesItem'
export {
  CUSTOM_QUANTITIES_AGGREGATION,
  CUSTOM_QUANTITIES_AGGREGATION_SIZE,
  customQuantitiesFromBuckets,
  customQuantitiesRequest,
  OPERATORS_BY_TYPE,
} from './customQuantities/customQuantity'
export type { CustomOperator, CustomQuantity } from './customQuantities/customQuantity'

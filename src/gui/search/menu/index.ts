// Public face of the filter menu (spec 2 §2.2): the menu, what a menu item type is and
// the built-in ones, and the pure parts the page and the widgets share. The item
// components load with their types (lazily); code that draws them itself, itself lazy,
// takes them from ./components.
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
export { menuConfigFromApp, menuItemQuantities, menuItemTypes, resolveNestedItems } from './menuConfig'
export { DEFAULT_TERMS_SIZE, NO_OPTIONS_TEXT, SHOWING_ONLY_TEXT, showingAllText, showingTopText } from './terms/termsRows'
export { staticOptions as staticTermsOptions, termsAggregationSize } from './terms/termsRows'
export { SLIDER_STEPS } from './histogram/histogramAxis'
export { nestedMenuData } from './nestedObject/nestedMenuData'
export { DEFINITIONS_AGGREGATION_SIZE, DEFINITIONS_QUANTITY } from './definitions/definitionsTree'
export { OPTIMADE_VERIFY_DEBOUNCE_MS, optimadeVerifyRequest } from './optimade/optimadeVerify'
export {
  CUSTOM_QUANTITIES_AGGREGATION,
  CUSTOM_QUANTITIES_AGGREGATION_SIZE,
  customQuantitiesFromBuckets,
  customQuantitiesRequest,
  OPERATORS_BY_TYPE,
} from './customQuantities/customQuantity'
export type { CustomOperator, CustomQuantity } from './customQuantities/customQuantity'

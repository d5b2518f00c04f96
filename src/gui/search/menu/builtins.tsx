// The built-in menu item types. They register through `registerMenuItem`, the function a
// plugin uses; each wrapper binds the props-driven component to the menu's data.
import { ELEMENTS, EXCLUSIVE, OPTIMADE_FILTER, CUSTOM_QUANTITIES, VISIBILITY } from '../../../core/search'
import { CustomQuantitiesItem } from './customQuantities/CustomQuantitiesItem'
import { DEFINITIONS_QUANTITY, DefinitionsItem } from './definitions/DefinitionsItem'
import { useFilterBinding, useMenuData } from './MenuData'
import { registerMenuItem } from './MenuItemView'
import { HistogramItem } from './histogram/HistogramItem'
import { NestedObjectItem } from './nestedObject/NestedObjectItem'
import { OptimadeItem } from './optimade/OptimadeItem'
import { DEFAULT_ELEMENTS_QUANTITY, PeriodicTableItem } from './periodicTable/PeriodicTableItem'
import { SubMenuEntry } from './SubMenuEntry'
import { TermsItem } from './terms/TermsItem'
import type {
  CustomQuantitiesItemConfig,
  DefinitionsItemConfig,
  HistogramItemConfig,
  NestedObjectItemConfig,
  OptimadeItemConfig,
  PeriodicTableItemConfig,
  SubMenuConfig,
  TermsItemConfig,
  VisibilityItemConfig,
} from './types'
import { VisibilityItem } from './visibility/VisibilityItem'

// The YAML block's schema is the shared MenuItem definition (STYLE.md: one schema).
const MENU_ITEM_SCHEMA = { $ref: 'app.schema.json#/definitions/MenuItem' }

function BoundTerms({ item }: { readonly item: TermsItemConfig }) {
  return <TermsItem item={item} {...useFilterBinding(item.searchQuantity)} />
}
function BoundHistogram({ item }: { readonly item: HistogramItemConfig }) {
  return <HistogramItem item={item} {...useFilterBinding(item.searchQuantity)} />
}
function BoundPeriodicTable({ item }: { readonly item: PeriodicTableItemConfig }) {
  const quantity = item.searchQuantity ?? DEFAULT_ELEMENTS_QUANTITY
  const exclusive = useFilterBinding(EXCLUSIVE)
  // The exclusive mode is core/search's for the elements filter only.
  const offersExclusive = quantity === ELEMENTS && exclusive.filter !== undefined
  return (
    <PeriodicTableItem
      item={item}
      {...useFilterBinding(quantity)}
      {...(offersExclusive && {
        exclusive: exclusive.value === true,
        exclusiveFilter: exclusive.filter,
        // Not exclusive is the default: it is not stored.
        onExclusiveChange: (checked: boolean) => exclusive.onChange(checked ? true : undefined),
      })}
    />
  )
}
function BoundVisibility({ item }: { readonly item: VisibilityItemConfig }) {
  const { value, onChange } = useFilterBinding(VISIBILITY)
  return <VisibilityItem item={item} value={value} onChange={onChange} loggedIn={useMenuData().loggedIn} />
}
function BoundDefinitions({ item }: { readonly item: DefinitionsItemConfig }) {
  return <DefinitionsItem item={item} {...useFilterBinding(item.searchQuantity ?? DEFINITIONS_QUANTITY)} />
}
function BoundOptimade({ item }: { readonly item: OptimadeItemConfig }) {
  const { value, onChange } = useFilterBinding(OPTIMADE_FILTER)
  const data = useMenuData()
  return <OptimadeItem item={item} value={value} onChange={onChange} verify={data.verifyOptimade?.bind(data)} />
}
function BoundCustomQuantities({ item }: { readonly item: CustomQuantitiesItemConfig }) {
  const { value, onChange } = useFilterBinding(CUSTOM_QUANTITIES)
  const data = useMenuData()
  return <CustomQuantitiesItem item={item} value={value} onChange={onChange} load={data.customQuantities?.bind(data)} />
}

let registered = false

/**
 * Registers terms, histogram, periodic_table, nested_object, visibility, definitions,
 * optimade, custom_quantities and menu; safe to call twice.
 */
export function registerBuiltInMenuItems(): void {
  if (registered) return
  registered = true
  registerMenuItem<TermsItemConfig>({ type: 'terms', schema: MENU_ITEM_SCHEMA, component: BoundTerms })
  registerMenuItem<HistogramItemConfig>({ type: 'histogram', schema: MENU_ITEM_SCHEMA, component: BoundHistogram })
  registerMenuItem<PeriodicTableItemConfig>({ type: 'periodic_table', schema: MENU_ITEM_SCHEMA, component: BoundPeriodicTable })
  registerMenuItem<NestedObjectItemConfig>({ type: 'nested_object', schema: MENU_ITEM_SCHEMA, component: NestedObjectItem })
  registerMenuItem<VisibilityItemConfig>({ type: 'visibility', schema: MENU_ITEM_SCHEMA, component: BoundVisibility })
  registerMenuItem<DefinitionsItemConfig>({ type: 'definitions', schema: MENU_ITEM_SCHEMA, component: BoundDefinitions })
  registerMenuItem<OptimadeItemConfig>({ type: 'optimade', schema: MENU_ITEM_SCHEMA, component: BoundOptimade })
  registerMenuItem<CustomQuantitiesItemConfig>({ type: 'custom_quantities', schema: MENU_ITEM_SCHEMA, component: BoundCustomQuantities })
  registerMenuItem<SubMenuConfig>({ type: 'menu', schema: MENU_ITEM_SCHEMA, component: SubMenuEntry })
}

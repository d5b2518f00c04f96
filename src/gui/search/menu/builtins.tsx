// The built-in menu item types. They register through `registerMenuItem`, the function a
// plugin uses; each wrapper binds the props-driven component to the menu's data.
import { VISIBILITY } from '../../../core/search'
import { useFilterBinding, useMenuData } from './MenuData'
import { registerMenuItem } from './MenuItemView'
import { HistogramItem } from './histogram/HistogramItem'
import { DEFAULT_ELEMENTS_QUANTITY, PeriodicTableItem } from './periodicTable/PeriodicTableItem'
import { SubMenuEntry } from './SubMenuEntry'
import { TermsItem } from './terms/TermsItem'
import type { HistogramItemConfig, PeriodicTableItemConfig, SubMenuConfig, TermsItemConfig, VisibilityItemConfig } from './types'
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
  return <PeriodicTableItem item={item} {...useFilterBinding(item.searchQuantity ?? DEFAULT_ELEMENTS_QUANTITY)} />
}
function BoundVisibility({ item }: { readonly item: VisibilityItemConfig }) {
  const { value, onChange } = useFilterBinding(VISIBILITY)
  return <VisibilityItem item={item} value={value} onChange={onChange} loggedIn={useMenuData().loggedIn} />
}

let registered = false

/** Registers terms, histogram, periodic_table, visibility and menu; safe to call twice. */
export function registerBuiltInMenuItems(): void {
  if (registered) return
  registered = true
  registerMenuItem<TermsItemConfig>({ type: 'terms', schema: MENU_ITEM_SCHEMA, component: BoundTerms })
  registerMenuItem<HistogramItemConfig>({ type: 'histogram', schema: MENU_ITEM_SCHEMA, component: BoundHistogram })
  registerMenuItem<PeriodicTableItemConfig>({ type: 'periodic_table', schema: MENU_ITEM_SCHEMA, component: BoundPeriodicTable })
  registerMenuItem<VisibilityItemConfig>({ type: 'visibility', schema: MENU_ITEM_SCHEMA, component: BoundVisibility })
  registerMenuItem<SubMenuConfig>({ type: 'menu', schema: MENU_ITEM_SCHEMA, component: SubMenuEntry })
}

// What the `custom_quantities` type draws: the item bound to the menu's data, which
// discovers the quantities of user-defined schemas.
import { CUSTOM_QUANTITIES } from '../../../../core/search'
import { useFilterBinding, useMenuData } from '../MenuData'
import type { CustomQuantitiesItemConfig } from '../types'
import { CustomQuantitiesItem } from './CustomQuantitiesItem'

export default function BoundCustomQuantitiesItem({ item }: { readonly item: CustomQuantitiesItemConfig }) {
  const { value, onChange } = useFilterBinding(CUSTOM_QUANTITIES)
  const data = useMenuData()
  return <CustomQuantitiesItem item={item} value={value} onChange={onChange} load={data.customQuantities?.bind(data)} />
}

// What the `periodic_table` type draws: the periodic table bound to the menu's data,
// with the exclusive checkbox where the quantity is the elements.
import { DEFAULT_ELEMENTS_QUANTITY } from '../../../../core/apps'
import { ELEMENTS, EXCLUSIVE } from '../../../../core/search'
import { useFilterBinding } from '../MenuData'
import type { PeriodicTableItemConfig } from '../types'
import { PeriodicTableItem } from './PeriodicTableItem'

export default function BoundPeriodicTableItem({ item }: { readonly item: PeriodicTableItemConfig }) {
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

// What the `visibility` type draws: the visibility item bound to the menu's data.
import { VISIBILITY } from '../../../../core/search'
import { useFilterBinding, useMenuData } from '../MenuData'
import type { VisibilityItemConfig } from '../types'
import { VisibilityItem } from './VisibilityItem'

export default function BoundVisibilityItem({ item }: { readonly item: VisibilityItemConfig }) {
  const { value, onChange } = useFilterBinding(VISIBILITY)
  return <VisibilityItem item={item} value={value} onChange={onChange} loggedIn={useMenuData().loggedIn} />
}

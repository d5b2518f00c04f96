// What the `definitions` type draws: the tree of definitions bound to the menu's data.
import { useFilterBinding } from '../MenuData'
import type { DefinitionsItemConfig } from '../types'
import { DEFINITIONS_QUANTITY, DefinitionsItem } from './DefinitionsItem'

export default function BoundDefinitionsItem({ item }: { readonly item: DefinitionsItemConfig }) {
  return <DefinitionsItem item={item} {...useFilterBinding(item.searchQuantity ?? DEFINITIONS_QUANTITY)} />
}

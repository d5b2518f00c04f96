// What the `terms` type draws: the terms item bound to the menu's data.
import { useFilterBinding } from '../MenuData'
import type { TermsItemConfig } from '../types'
import { TermsItem } from './TermsItem'

export default function BoundTermsItem({ item }: { readonly item: TermsItemConfig }) {
  return <TermsItem item={item} {...useFilterBinding(item.searchQuantity)} />
}

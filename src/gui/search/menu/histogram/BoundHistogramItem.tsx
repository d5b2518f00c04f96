// What the `histogram` type draws: the histogram item bound to the menu's data.
import { useFilterBinding } from '../MenuData'
import type { HistogramItemConfig } from '../types'
import { HistogramItem } from './HistogramItem'

export default function BoundHistogramItem({ item }: { readonly item: HistogramItemConfig }) {
  return <HistogramItem item={item} {...useFilterBinding(item.searchQuantity)} />
}

// A nested_object item (reference §2.3.7, §5.2): its items' criteria must be met by one
// and the same nested document (one band gap that is direct *and* above 1 eV). The items
// are ordinary ones; a MenuData of their own keeps their values in the section's value
// (core/search's section filter, `{type: [...], value: {...}}` under the path), which
// the API query sends grouped under the path.
import { createContext, useContext, useMemo } from 'react'
import { ItemHeader, itemId } from '../ItemHeader'
import { MenuDataProvider, useMenuData } from '../MenuData'
import { MenuItemList } from '../MenuItemView'
import { resolveNestedItems } from '../menuConfig'
import type { NestedObjectItemConfig } from '../types'
import { nestedMenuData } from './nestedMenuData'

/** The path of the nested_object an item sits in, if any. */
const NestedPathContext = createContext<string | undefined>(undefined)

export default function NestedObjectItem({ item }: { readonly item: NestedObjectItemConfig }) {
  const data = useMenuData()
  const outer = useContext(NestedPathContext)
  const sectionFilter = data.filter(item.path)
  // Only sections known to the search can hold grouped values; an inner nested_object
  // keeps its items in the outer one's document (core/search groups one level).
  const grouping = outer === undefined && sectionFilter?.section === true
  const nested = useMemo(() => (grouping ? nestedMenuData(data, item.path) : data), [data, item.path, grouping])
  const items = useMemo(() => resolveNestedItems(item.path, item.items ?? []), [item.path, item.items])
  const label = item.title ?? sectionFilter?.label ?? item.path
  const headerId = itemId('nested', item.path)
  return (
    <section className="tessera-nested-object" role="group" aria-label={label}>
      {item.title && item.showHeader !== false && <ItemHeader title={item.title} id={headerId} />}
      <NestedPathContext.Provider value={outer ?? item.path}>
        <MenuDataProvider data={nested}>
          <MenuItemList items={items} />
        </MenuDataProvider>
      </NestedPathContext.Provider>
    </section>
  )
}

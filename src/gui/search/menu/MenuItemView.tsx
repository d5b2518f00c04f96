// Draws one configured item through the `menuItems` registry, inside a boundary: an
// unknown type ('Unknown menu item type: {type}.', spec 2 §8) or an item that throws
// shows its message in the item's place instead of taking the search page down.
import type { ReactNode } from 'react'
import { RendererBoundary, useRegistry } from '../../runtime'
import type { MenuItemConfig } from './types'

export function MenuItemView({ item }: { item: MenuItemConfig }) {
  const types = useRegistry('menuItems')
  const def = types.has(item.type) ? types.get(item.type) : undefined
  const migrated = def?.migrate ? def.migrate(item) : item
  return <RendererBoundary registry={types} type={item.type} resetKey={item} props={{ item: migrated }} />
}

/** Items share rows of 12 columns; `width` is how many an item takes (all by default). */
export function MenuItemList({ items }: { items: readonly MenuItemConfig[] }): ReactNode {
  return (
    <div className="tessera-menu-items">
      {items.map((item, index) => (
        <div key={index} style={{ gridColumn: `span ${Math.min(12, Math.max(1, item.width ?? 12))}` }}>
          <MenuItemView item={item} />
        </div>
      ))}
    </div>
  )
}

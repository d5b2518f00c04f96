import { Classes, H6 } from '@blueprintjs/core'
import type { ReactNode } from 'react'

/** The title row of a menu item, with optional controls on the right. */
export function ItemHeader({ title, id, children }: { title: string; id: string; children?: ReactNode }) {
  return (
    <div className="tessera-menu-item-header">
      <H6 id={id} className={Classes.TEXT_OVERFLOW_ELLIPSIS}>
        {title}
      </H6>
      {children}
    </div>
  )
}

/** A stable, DOM-safe id for labelling an item by its quantity. */
export const itemId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`


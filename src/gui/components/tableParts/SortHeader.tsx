// A sortable column header: the column's title as a button with the direction's caret.
// A new column starts ascending (or the column's first order), the current one flips.
import { Button } from '@blueprintjs/core'
import { CaretDownIcon, CaretUpIcon } from '@blueprintjs/icons'
import type { ReactNode } from 'react'
import './sortHeader.css'

export type Order = 'asc' | 'desc'

export interface SortHeaderProps {
  text: ReactNode
  /** This column is the current order. */
  active: boolean
  order: Order
  onSort: (order: Order) => void
  /** The order a click on an inactive column asks for; default ascending. */
  firstOrder?: Order
}

export const nextOrder = (active: boolean, order: Order, firstOrder: Order = 'asc'): Order =>
  active ? (order === 'asc' ? 'desc' : 'asc') : firstOrder

/** `aria-sort` of a header cell. */
export const ariaSort = (active: boolean, order: Order) => (active ? (order === 'asc' ? 'ascending' : 'descending') : undefined)

export function SortHeader({ text, active, order, onSort, firstOrder }: SortHeaderProps) {
  return (
    <Button
      variant="minimal"
      size="small"
      className="tessera-sort-header"
      text={text}
      endIcon={active ? order === 'asc' ? <CaretUpIcon /> : <CaretDownIcon /> : undefined}
      onClick={() => onSort(nextOrder(active, order, firstOrder))}
    />
  )
}

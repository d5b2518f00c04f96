// What a data table column is: a key, a label, how a cell of a row is drawn, whether it
// sorts, where its text aligns and whether it is shown at first.
import type { ReactNode } from 'react'
import type { Order } from '../tableParts'

export type ColumnAlign = 'left' | 'center' | 'right'

export interface DataColumn<Row> {
  /** Unique among the table's columns; also the `order_by` a sort asks for. */
  readonly key: string
  readonly label: string
  /** The cell; default: the row's value at `key` as text. */
  readonly render?: (row: Row) => ReactNode
  readonly sortable?: boolean
  /** The order a first click asks for (dates usually start newest first); default 'asc'. */
  readonly firstOrder?: Order
  readonly align?: ColumnAlign
  /** Hidden at first; the column chooser shows it. Default false. */
  readonly hidden?: boolean
  /** A tooltip of the header: what the column holds. */
  readonly description?: string
}

export function initiallyShown<Row>(columns: readonly DataColumn<Row>[]): ReadonlySet<string> {
  return new Set(columns.filter((column) => !column.hidden).map((column) => column.key))
}

/** A value as cell text: strings and numbers as they are, lists joined, nothing as empty. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The default cell: the row's own field at the column's key. */
export function defaultCell<Row>(row: Row, key: string): ReactNode {
  return typeof row === 'object' && row !== null ? valueText((row as Readonly<Record<string, unknown>>)[key]) : ''
}

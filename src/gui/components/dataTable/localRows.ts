// Ordering and paging rows held in memory, as a server would: for tables over a list the
// GUI already has (demo data, a folder listing).
import type { Order } from '../tableParts'

type Sortable = string | number | boolean | null | undefined

function compare(a: Sortable, b: Sortable): number {
  // Missing values last, whatever the direction is, as NOMAD lists them.
  if (a === b) return 0
  if (a === undefined || a === null) return 1
  if (b === undefined || b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b), 'en', { numeric: true })
}

/** The rows ordered by `value(row)`; a stable sort, so equal values keep their order. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => Sortable, order: Order): Row[] {
  const sign = order === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const missing = (x.key === undefined || x.key === null) !== (y.key === undefined || y.key === null)
      const byValue = missing ? compare(x.key, y.key) : sign * compare(x.key, y.key)
      return byValue || x.index - y.index
    })
    .map(({ row }) => row)
}

/** Page `page` (1-based) of `pageSize` rows. */
export const pageOf = <Row>(rows: readonly Row[], page: number, pageSize: number): Row[] =>
  rows.slice((page - 1) * pageSize, page * pageSize)

/** A row's own field, for sorting rows that are plain records. */
export function fieldOf(key: string) {
  return (row: object): Sortable => {
    const value: unknown = (row as Readonly<Record<string, unknown>>)[key]
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined
  }
}

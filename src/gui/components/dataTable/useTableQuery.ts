// The state of a controlled data table — page, page size and order — and the props that
// hand it to the table. A request reads `query` (NOMAD's page, page_size, order_by,
// order); a new order or page size starts at page 1 again.
import { useCallback, useMemo, useState } from 'react'
import type { DataTablePagination, PageChange } from './pagination'
import type { Order } from '../tableParts'

export interface TableQuery<OrderBy extends string = string> {
  readonly page: number
  readonly pageSize: number
  readonly orderBy?: OrderBy
  readonly order: Order
}

export interface TableQueryState<OrderBy extends string> {
  readonly query: TableQuery<OrderBy>
  readonly setQuery: (change: Partial<TableQuery<OrderBy>>) => void
  /** For the table: orderBy, order, onSort. */
  readonly sortProps: { orderBy?: string; order: Order; onSort: (orderBy: string, order: Order) => void }
  /** The table's pages for a source of `total` rows. */
  readonly pages: (total: number, pageSizes?: readonly number[]) => DataTablePagination
}

/**
 * `isOrderBy` narrows what a header asks for to the orders the source knows (a column
 * key that is not one is ignored).
 */
export function useTableQuery<OrderBy extends string>(
  initial: TableQuery<OrderBy>,
  isOrderBy: (key: string) => key is OrderBy,
): TableQueryState<OrderBy> {
  const [query, setState] = useState(initial)
  const setQuery = useCallback((change: Partial<TableQuery<OrderBy>>) => setState((current) => ({ ...current, ...change })), [])
  const onSort = useCallback(
    (orderBy: string, order: Order) => {
      if (isOrderBy(orderBy)) setQuery({ orderBy, order, page: 1 })
    },
    [isOrderBy, setQuery],
  )
  const onChange = useCallback((change: PageChange) => setQuery(change), [setQuery])
  return useMemo(
    () => ({
      query,
      setQuery,
      sortProps: { orderBy: query.orderBy, order: query.order, onSort },
      pages: (total: number, pageSizes?: readonly number[]) => ({
        mode: 'pages' as const,
        page: query.page,
        pageSize: query.pageSize,
        total,
        ...(pageSizes && { pageSizes }),
        onChange,
      }),
    }),
    [query, setQuery, onSort, onChange],
  )
}

/** Accepts every key: for sources that sort by any column (rows in memory). */
export const anyOrder = (key: string): key is string => key.length > 0

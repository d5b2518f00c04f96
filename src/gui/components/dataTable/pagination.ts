// How a data table pages (spec 1 §9): pages with rows per page 5, 10, 50, 100, or more
// rows appended on scroll ('Loading more items ...') or on a "Load more" click. The
// table is controlled: the page, page size and total come in (server-side paging with
// NOMAD's page, page_size, order_by, order and total), a change goes out.
export const PAGE_SIZES: readonly number[] = [5, 10, 50, 100]

export interface PageChange {
  readonly page: number
  readonly pageSize: number
}

export interface PagesPagination {
  readonly mode: 'pages'
  /** 1-based, as NOMAD's `page`. */
  readonly page: number
  readonly pageSize: number
  readonly total: number
  /** Rows per page offered; default 5, 10, 50, 100. */
  readonly pageSizes?: readonly number[]
  /** A new page size starts at page 1. */
  readonly onChange: (change: PageChange) => void
}

export interface AppendingPagination {
  /** 'scroll': more rows when the table's end scrolls into view; 'more': a "Load more" button. */
  readonly mode: 'scroll' | 'more'
  readonly hasMore: boolean
  /** A request for more rows is under way. */
  readonly loading: boolean
  readonly onLoadMore: () => void
  /** The number of rows of the whole source, when known ('All selected' counts them). */
  readonly total?: number
}

export type DataTablePagination = PagesPagination | AppendingPagination

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/** "11–20 of 1,024": the rows a page shows. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0'
  const from = (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  const count = (n: number) => n.toLocaleString('en-US')
  return `${count(from)}–${count(to)} of ${count(total)}`
}

/** The rows of the source, when known: the pagination's total, else what is loaded. */
export const totalOf = (pagination: DataTablePagination | undefined, loaded: number) =>
  pagination?.total ?? loaded

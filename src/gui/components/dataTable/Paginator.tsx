// The controls below a data table: page navigation with rows per page, the scroll
// sentinel that loads more rows, or the "Load more" button.
import { Button, HTMLSelect, Spinner } from '@blueprintjs/core'
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from '@blueprintjs/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { pageCount, pageRangeText, PAGE_SIZES, type AppendingPagination, type DataTablePagination, type PagesPagination } from './pagination'

export const ROWS_PER_PAGE_TEXT = 'Rows per page'
export const LOADING_MORE_TEXT = 'Loading more items ...'
export const LOAD_MORE_TEXT = 'Load more'
export const PAGE_BUTTONS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const

function Pages({ page, pageSize, total, pageSizes = PAGE_SIZES, onChange }: PagesPagination) {
  const last = pageCount(total, pageSize)
  const sizeId = useId()
  // A size the caller chose outside the list stays selectable.
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)
  const go = (to: number) => onChange({ page: to, pageSize })
  // A page past the end (rows deleted, a smaller total) goes back to the last page.
  useEffect(() => {
    if (page > last) onChange({ page: last, pageSize })
  }, [page, last, pageSize, onChange])
  return (
    <div className="tessera-table-pages">
      <label className="tessera-table-page-size" htmlFor={sizeId}>
        {ROWS_PER_PAGE_TEXT}
      </label>
      <HTMLSelect
        id={sizeId}
        minimal
        value={pageSize}
        onChange={(event) => onChange({ page: 1, pageSize: Number(event.currentTarget.value) })}
        options={sizes.map((size) => ({ value: size, label: String(size) }))}
      />
      <span className="tessera-table-page-range">{pageRangeText(page, pageSize, total)}</span>
      <Button variant="minimal" icon={<DoubleChevronLeftIcon />} aria-label={PAGE_BUTTONS.first} disabled={page <= 1} onClick={() => go(1)} />
      <Button variant="minimal" icon={<ChevronLeftIcon />} aria-label={PAGE_BUTTONS.previous} disabled={page <= 1} onClick={() => go(page - 1)} />
      <Button variant="minimal" icon={<ChevronRightIcon />} aria-label={PAGE_BUTTONS.next} disabled={page >= last} onClick={() => go(page + 1)} />
      <Button variant="minimal" icon={<DoubleChevronRightIcon />} aria-label={PAGE_BUTTONS.last} disabled={page >= last} onClick={() => go(last)} />
    </div>
  )
}

/**
 * Asks for more rows while its sentinel is in view: when it scrolls in, and again after
 * a load that left it in view (a short page, a tall window).
 */
function ScrollMore({ hasMore, loading, onLoadMore }: AppendingPagination) {
  const sentinel = useRef<HTMLDivElement>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore])
  useEffect(() => {
    if (inView && hasMore && !loading) onLoadMore()
  }, [inView, hasMore, loading, onLoadMore])
  if (!hasMore) return null
  return (
    <div ref={sentinel} className="tessera-table-more" role="status">
      <Spinner size={16} />
      {LOADING_MORE_TEXT}
    </div>
  )
}

function LoadMore({ hasMore, loading, onLoadMore }: AppendingPagination) {
  if (!hasMore) return null
  return (
    <div className="tessera-table-more">
      <Button text={LOAD_MORE_TEXT} onClick={onLoadMore} loading={loading} variant="outlined" />
    </div>
  )
}

export function Paginator({ pagination }: { pagination: DataTablePagination }) {
  if (pagination.mode === 'pages') return <Pages {...pagination} />
  return pagination.mode === 'scroll' ? <ScrollMore {...pagination} /> : <LoadMore {...pagination} />
}

// The suggestion lists' scrolling (spec 2 §2.7, §9): up to 8 options are drawn as they
// are; above that only the rows in view, plus 5 on each side, are in the page — a list
// of hundreds of values stays as cheap as one of ten. Rows have fixed heights by kind
// (group headers 40 px; options 64 px, 48 px in the search bar), so where each row sits
// is known without measuring, and the highlighted option is scrolled into view.
import { useEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode, type UIEvent } from 'react'

/** Spec 2 §9. */
export const VIRTUAL_ABOVE = 8
export const OVERSCAN = 5
export const HEADER_ROW_HEIGHT = 40
export const OPTION_ROW_HEIGHT = 64
export const BAR_OPTION_ROW_HEIGHT = 48
export const LIST_HEIGHT = 512
export const BAR_LIST_HEIGHT = 384

export interface VirtualRow {
  readonly key: string
  readonly height: number
  /** Options count towards the 8 above which the list scrolls virtually; headers do not. */
  readonly option: boolean
  /** The row's `<li>` (or another list item), drawn with its height. */
  readonly render: (style: { height: number }) => ReactNode
}

/** Rows from `first` to `last` (exclusive) cover the view `[top, top + height)` plus the overscan. */
export function visibleRange(offsets: readonly number[], top: number, height: number, overscan = OVERSCAN): { first: number; last: number } {
  const rows = offsets.length - 1
  // The first row whose bottom is below `top` (binary search on the row tops).
  let low = 0
  let high = rows
  while (low < high) {
    const middle = (low + high) >> 1
    if (offsets[middle + 1] <= top) low = middle + 1
    else high = middle
  }
  let last = low
  while (last < rows && offsets[last] < top + height) last++
  return { first: Math.max(0, low - overscan), last: Math.min(rows, last + overscan) }
}

/** Row tops, and the total height as the last element. */
export function rowOffsets(rows: readonly Pick<VirtualRow, 'height'>[]): number[] {
  const offsets = [0]
  for (const row of rows) offsets.push(offsets[offsets.length - 1] + row.height)
  return offsets
}

export interface VirtualListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  readonly rows: readonly VirtualRow[]
  /** The list's greatest height in px (512, or 384 in the search bar). */
  readonly maxHeight: number
  /** The row kept in view (the highlighted option), by its position in `rows`. */
  readonly activeRow?: number
}

export function VirtualList({ rows, maxHeight, activeRow, style, ...attributes }: VirtualListProps) {
  const ref = useRef<HTMLUListElement>(null)
  const [top, setTop] = useState(0)
  const offsets = useMemo(() => rowOffsets(rows), [rows])
  const total = offsets[offsets.length - 1]
  const virtual = rows.filter((row) => row.option).length > VIRTUAL_ABOVE
  const height = Math.min(total, maxHeight)

  // Keyboard moves keep the highlighted row in view.
  useEffect(() => {
    const list = ref.current
    if (!list || activeRow === undefined || activeRow < 0 || activeRow >= rows.length) return
    const rowTop = offsets[activeRow]
    const rowBottom = offsets[activeRow + 1]
    if (rowTop < list.scrollTop) list.scrollTop = rowTop
    else if (rowBottom > list.scrollTop + height) list.scrollTop = rowBottom - height
    setTop(list.scrollTop)
  }, [activeRow, offsets, rows.length, height])

  // A shorter list (new input) may leave the old scroll position past its end.
  useEffect(() => {
    if (top > Math.max(0, total - height)) setTop(ref.current?.scrollTop ?? 0)
  }, [total, height, top])

  const onScroll = (event: UIEvent<HTMLUListElement>) => setTop(event.currentTarget.scrollTop)
  const { first, last } = virtual ? visibleRange(offsets, top, height) : { first: 0, last: rows.length }
  return (
    <ul ref={ref} {...attributes} style={{ ...style, maxHeight, overflowY: 'auto' }} onScroll={onScroll}>
      {first > 0 && <li role="presentation" aria-hidden style={{ height: offsets[first] }} />}
      {rows.slice(first, last).map((row) => (
        <RowSlot key={row.key} row={row} />
      ))}
      {last < rows.length && <li role="presentation" aria-hidden style={{ height: total - offsets[last] }} />}
    </ul>
  )
}

function RowSlot({ row }: { row: VirtualRow }) {
  return <>{row.render({ height: row.height })}</>
}

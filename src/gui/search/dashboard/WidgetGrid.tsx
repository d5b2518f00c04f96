// The widgets on react-grid-layout's responsive grid (spec 2 §9): breakpoints sm … xxl
// with 12 … 36 columns, rows without margins, widgets dragged by their header, resized,
// kept inside the grid. Moves and resizes come back as one breakpoint's new items.
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { getBreakpointFromWidth, Responsive, type Layout } from 'react-grid-layout'
import 'react-grid-layout/css/styles.css'
import 'react-resizable/css/styles.css'
import type { SearchFilters } from '../../../core/search'
import { gridItems, type GridItem } from './layout'
import { BREAKPOINT_WIDTHS, BREAKPOINTS, COLUMNS, ROW_HEIGHT, type Breakpoint, type DashboardData, type DashboardWidget } from './types'
import { DRAG_CANCEL_SELECTOR, DRAG_HANDLE_SELECTOR } from './WidgetFrame'
import { WidgetView } from './WidgetView'

/** The width assumed until the container is measured (and where nothing can be, as in jsdom): lg. */
export const UNMEASURED_WIDTH = BREAKPOINT_WIDTHS.lg + 1

/** The container's width, followed as it changes. */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    setWidth(node.getBoundingClientRect().width)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0))
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return [ref, width > 0 ? width : UNMEASURED_WIDTH]
}

export interface WidgetGridProps {
  readonly widgets: readonly DashboardWidget[]
  readonly filters: SearchFilters
  readonly data: DashboardData
  readonly onEdit: (id: string) => void
  readonly onRemove: (id: string) => void
  readonly onLayoutChange: (breakpoint: Breakpoint, items: readonly GridItem[]) => void
}

export function WidgetGrid({ widgets, filters, data, onEdit, onRemove, onLayoutChange }: WidgetGridProps) {
  const [ref, width] = useWidth()
  const layouts = useMemo(() => Object.fromEntries(BREAKPOINTS.map((breakpoint) => [breakpoint, gridItems(widgets, breakpoint)])), [widgets])
  const breakpoint = getBreakpointFromWidth<Breakpoint>(BREAKPOINT_WIDTHS, width)
  const report = (layout: Layout) =>
    onLayoutChange(
      breakpoint,
      layout.map((item) => ({ i: item.i, x: item.x, y: item.y, w: item.w, h: item.h, minW: item.minW ?? 1, minH: item.minH ?? 1 })),
    )
  return (
    <div ref={ref} className="tessera-widget-grid">
      <Responsive
        width={width}
        breakpoints={BREAKPOINT_WIDTHS}
        cols={COLUMNS}
        layouts={layouts}
        rowHeight={ROW_HEIGHT}
        margin={[0, 0]}
        containerPadding={[0, 0]}
        dragConfig={{ enabled: true, bounded: true, handle: DRAG_HANDLE_SELECTOR, cancel: DRAG_CANCEL_SELECTOR }}
        resizeConfig={{ enabled: true }}
        onLayoutChange={report}
      >
        {widgets
          .filter((widget) => widget.visible)
          .map((widget) => (
            <div key={widget.id} className="tessera-widget-cell">
              <WidgetView widget={widget} filters={filters} data={data} onEdit={() => onEdit(widget.id)} onRemove={() => onRemove(widget.id)} />
            </div>
          ))}
      </Responsive>
    </div>
  )
}

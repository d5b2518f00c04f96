// Widget layouts per breakpoint (spec 2 §3.6, §9) ↔ the grid's items. Admins may write
// `x: .inf` ("at the end of its row"; JSON cannot carry it): any x that is not a number
// below the column count is placed at the end of its row, and stays infinite while the
// user leaves the widget there, so an export writes `.inf` again.
import {
  BREAKPOINTS,
  COLUMNS,
  DEFAULT_SIZE,
  MIN_SIZE,
  type Breakpoint,
  type DashboardWidget,
  type WidgetLayout,
  type WidgetLayouts,
} from './types'

/** One widget's cell on one breakpoint's grid (react-grid-layout's LayoutItem). */
export interface GridItem {
  readonly i: string
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly minW: number
  readonly minH: number
}

export const atRowEnd = (x: unknown, columns: number): boolean =>
  typeof x !== 'number' || Number.isNaN(x) || x >= columns

const whole = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : fallback

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The lowest free row of a set of items. */
export const bottomOf = (items: readonly { y: number; h: number }[]): number =>
  items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0)

/** A layout of another breakpoint to borrow the size from: the nearest one. */
function nearestLayout(layouts: WidgetLayouts | undefined, breakpoint: Breakpoint): WidgetLayout | undefined {
  if (!layouts) return undefined
  const index = BREAKPOINTS.indexOf(breakpoint)
  const byDistance = [...BREAKPOINTS].sort((a, b) => Math.abs(BREAKPOINTS.indexOf(a) - index) - Math.abs(BREAKPOINTS.indexOf(b) - index))
  return byDistance.map((other) => layouts[other]).find((layout) => layout !== undefined)
}

/**
 * The grid items of the visible widgets on one breakpoint. Sizes are clamped to the
 * columns; a widget without a layout for the breakpoint takes the size of its nearest
 * one and goes below the others.
 */
export function gridItems(widgets: readonly DashboardWidget[], breakpoint: Breakpoint): GridItem[] {
  const columns = COLUMNS[breakpoint]
  const items: GridItem[] = []
  const later: DashboardWidget[] = []
  const cell = (widget: DashboardWidget, layout: WidgetLayout, y: number, x?: number): GridItem => {
    const w = clamp(whole(layout.w, DEFAULT_SIZE), 1, columns)
    const h = Math.max(1, whole(layout.h, DEFAULT_SIZE))
    return {
      i: widget.id,
      x: x ?? (atRowEnd(layout.x, columns) ? columns - w : clamp(whole(layout.x, 0), 0, columns - w)),
      y,
      w,
      h,
      minW: clamp(whole(layout.minW, MIN_SIZE), 1, w),
      minH: clamp(whole(layout.minH, MIN_SIZE), 1, h),
    }
  }
  for (const widget of widgets) {
    if (!widget.visible) continue
    const layout = widget.layout?.[breakpoint]
    if (layout) items.push(cell(widget, layout, whole(layout.y, 0)))
    else later.push(widget)
  }
  for (const widget of later) {
    const borrowed = nearestLayout(widget.layout, breakpoint) ?? { x: 0, y: 0, w: DEFAULT_SIZE, h: DEFAULT_SIZE }
    items.push(cell(widget, borrowed, bottomOf(items), 0))
  }
  return items
}

const sameLayout = (a: WidgetLayout | undefined, b: WidgetLayout): boolean =>
  a !== undefined && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h && a.minW === b.minW && a.minH === b.minH

/**
 * The widgets after the grid reported its items for a breakpoint (drag, resize,
 * compaction). Returns the same array when nothing changed, so that a grid reporting its
 * layout on every render does not loop through the store.
 */
export function applyGridItems(
  widgets: readonly DashboardWidget[],
  breakpoint: Breakpoint,
  items: readonly Pick<GridItem, 'i' | 'x' | 'y' | 'w' | 'h'>[],
): readonly DashboardWidget[] {
  const columns = COLUMNS[breakpoint]
  const byId = new Map(items.map((item) => [item.i, item]))
  let changed = false
  const next = widgets.map((widget) => {
    const item = byId.get(widget.id)
    if (!item) return widget
    const old = widget.layout?.[breakpoint]
    const stillAtEnd = old !== undefined && atRowEnd(old.x, columns) && item.x + item.w >= columns
    const layout: WidgetLayout = {
      x: stillAtEnd ? Infinity : item.x,
      y: item.y,
      w: item.w,
      h: item.h,
      ...(old?.minW !== undefined ? { minW: old.minW } : {}),
      ...(old?.minH !== undefined ? { minH: old.minH } : {}),
    }
    if (sameLayout(old, layout) || (stillAtEnd && old && sameLayout({ ...old, x: Infinity }, layout))) return widget
    changed = true
    return { ...widget, layout: { ...widget.layout, [breakpoint]: layout } }
  })
  return changed ? next : widgets
}

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/**
 * Where a new w × h widget goes among `items`: the first free spot (top to bottom, left
 * to right) from the top of the last row on, so that new widgets fill the bottom row
 * beside each other before a new row starts below.
 */
export function freeSpot(items: readonly Pick<GridItem, 'x' | 'y' | 'w' | 'h'>[], w: number, h: number, columns: number): { x: number; y: number } {
  const width = Math.min(w, columns)
  const bottom = bottomOf(items)
  const lastRow = items.reduce((top, item) => Math.max(top, item.y), 0)
  for (let y = lastRow; y < bottom; y++) {
    for (let x = 0; x + width <= columns; x++) {
      const spot = { x, y, w: width, h }
      if (!items.some((item) => overlaps(item, spot))) return { x, y }
    }
  }
  return { x: 0, y: bottom }
}

/** A layout for every breakpoint, at the first free spot of the bottom row (what a new widget gets). */
export function layoutsAtEnd(others: readonly DashboardWidget[], w: number, h: number): WidgetLayouts {
  const layouts: { [breakpoint in Breakpoint]?: WidgetLayout } = {}
  for (const breakpoint of BREAKPOINTS) {
    const columns = COLUMNS[breakpoint]
    const width = Math.min(w, columns)
    layouts[breakpoint] = { ...freeSpot(gridItems(others, breakpoint), width, h, columns), w: width, h, minW: MIN_SIZE, minH: MIN_SIZE }
  }
  return layouts
}

/**
 * Layouts as an app or an import gives them, with every x at the end of its row made
 * infinite: JSON has no infinity, so `.inf` arrives as null, or as a number at least the
 * column count (the server serves it as 36, the widest grid).
 */
export function normalizeLayouts(layouts: unknown): WidgetLayouts | undefined {
  if (typeof layouts !== 'object' || layouts === null) return undefined
  const out: { [breakpoint in Breakpoint]?: WidgetLayout } = {}
  for (const breakpoint of BREAKPOINTS) {
    const layout = (layouts as Record<string, unknown>)[breakpoint] as (WidgetLayout & { x: number | null }) | undefined
    if (typeof layout !== 'object' || layout === null) continue
    out[breakpoint] = { ...layout, x: atRowEnd(layout.x, COLUMNS[breakpoint]) ? Infinity : layout.x }
  }
  return out
}

// The dashboard's widget list and its operations (spec 2 §4.4): pure functions from one
// list to the next, so the page can keep the list wherever it likes (the search-context
// slice) and the rules are tested without a screen.
import { migrateWidget } from '../../../core/apps'
import { applyGridItems, layoutsAtEnd, normalizeLayouts, type GridItem } from './layout'
import type { Breakpoint, DashboardWidget, Widget, WidgetTemplate } from './types'
import type { WidgetRegistry } from './widgetDef'

type Widgets = readonly DashboardWidget[]

/**
 * The app's widgets as the dashboard shows them: migrated to today's shape, with an id
 * (the configured one, else the position, as NOMAD names them) and visible. `types`
 * migrates each to today's shape.
 */
export function fromApp(widgets: readonly unknown[] | undefined, types: WidgetRegistry): DashboardWidget[] {
  const out: DashboardWidget[] = []
  for (const [index, raw] of (widgets ?? []).entries()) {
    const widget = migrateWidget(raw, (type) => (types.has(type) ? types.get(type) : undefined))
    const layout = normalizeLayouts(widget.layout)
    const taken = new Set(out.map((other) => other.id))
    let id = typeof widget.id === 'string' && widget.id ? widget.id : String(index)
    while (taken.has(id)) id = `${id}_`
    out.push({ ...widget, ...(layout ? { layout } : {}), id, editing: false, visible: true } as DashboardWidget)
  }
  return out
}

/** Spec 2 §3.6: a new widget's id is its creation time; two in one millisecond get the next free one. */
export function newWidgetId(widgets: Widgets, now: number): string {
  const taken = new Set(widgets.map((widget) => widget.id))
  let time = Math.floor(now)
  while (taken.has(String(time))) time++
  return String(time)
}

/** Adds a widget from its template at the end of the grid, editing and not yet visible. */
export function addWidget(widgets: Widgets, template: WidgetTemplate, now: number): DashboardWidget[] {
  const widget = {
    ...template.config,
    id: newWidgetId(widgets, now),
    layout: layoutsAtEnd(widgets, template.w, template.h),
    editing: true,
    visible: false,
  } as DashboardWidget
  return [...widgets, widget]
}

const update = (widgets: Widgets, id: string, change: (widget: DashboardWidget) => DashboardWidget | undefined) =>
  widgets.flatMap((widget) => {
    if (widget.id !== id) return [widget]
    const next = change(widget)
    return next ? [next] : []
  })

/** Opens the widget's edit dialog. */
export const editWidget = (widgets: Widgets, id: string): DashboardWidget[] =>
  update(widgets, id, (widget) => ({ ...widget, editing: true }))

/**
 * Done in the edit dialog: the edited config replaces the old one (id and layout stay),
 * and the widget is shown.
 */
export const doneWidget = (widgets: Widgets, id: string, config: Widget): DashboardWidget[] =>
  update(widgets, id, (widget) => ({ ...config, id: widget.id, layout: widget.layout, editing: false, visible: true }) as DashboardWidget)

/** Cancel in the edit dialog: a widget never shown is removed, others keep their config. */
export const cancelWidget = (widgets: Widgets, id: string): DashboardWidget[] =>
  update(widgets, id, (widget) => (widget.visible ? { ...widget, editing: false } : undefined))

export const removeWidget = (widgets: Widgets, id: string): DashboardWidget[] => update(widgets, id, () => undefined)

/** Back to the app's dashboard. */
export const resetWidgets = (defaults: readonly unknown[] | undefined, types: WidgetRegistry): DashboardWidget[] => fromApp(defaults, types)

/** The grid moved or resized widgets on one breakpoint; the same list when nothing changed. */
export const changeLayout = (widgets: Widgets, breakpoint: Breakpoint, items: readonly GridItem[]): Widgets =>
  applyGridItems(widgets, breakpoint, items)

/** The widget whose edit dialog is open, if any. */
export const editingWidget = (widgets: Widgets): DashboardWidget | undefined => widgets.find((widget) => widget.editing)

/** The widgets as YAML stores them: without the GUI flags, and without one still being created. */
export function exportWidgets(widgets: Widgets): Widget[] {
  return widgets.filter((widget) => widget.visible).map(widgetConfig)
}

/** The widget part of a DashboardWidget: what an edit dialog edits. */
export function widgetConfig(widget: DashboardWidget): Widget {
  const { editing: _editing, visible: _visible, ...config } = widget
  return config as Widget
}

// One widget in its frame, drawn through the `widgets` registry inside a boundary: an
// unknown type ('Unknown widget type: {type}.') or a widget that throws shows its message
// in the frame, which the user can still remove, and the dashboard goes on. Editing the
// widget draws it again.
import { builtInWidget, isFields } from '../../../core/apps'
import type { SearchFilters } from '../../../core/search'
import { RendererBoundary, useRegistry } from '../../runtime'
import type { DashboardData, DashboardWidget, Widget } from './types'
import type { WidgetDef } from './widgetDef'
import { WidgetFrame } from './WidgetFrame'

/**
 * The quantity a widget shows (for its default title): the first its type's definition in
 * core/apps says it names; a plugin's type, its `search_quantity` if it has one.
 */
function quantityOf(widget: Widget): string | undefined {
  if (!isFields(widget)) return undefined
  const definition = builtInWidget(widget.type)
  const name = definition ? definition.quantities(widget)[0]?.name : widget.search_quantity
  return typeof name === 'string' && name ? name : undefined
}

/** The header's title: the configured one, the type's own default, else the quantity's label. */
export function widgetTitle(widget: Widget, def: WidgetDef | undefined, filters: SearchFilters): string {
  if (widget.title) return widget.title
  const own = def?.title?.(widget, filters)
  if (own) return own
  const quantity = quantityOf(widget)
  return (quantity && filters.byName.get(quantity)?.label) || quantity || widget.type
}

export interface WidgetViewProps {
  readonly widget: DashboardWidget
  readonly filters: SearchFilters
  readonly data: DashboardData
  readonly onEdit: () => void
  readonly onRemove: () => void
}

export function WidgetView({ widget, filters, data, onEdit, onRemove }: WidgetViewProps) {
  const types = useRegistry('widgets')
  const def = types.has(widget.type) ? types.get(widget.type) : undefined
  return (
    <WidgetFrame
      id={widget.id}
      title={widgetTitle(widget, def, filters)}
      description={def && widget.description}
      onEdit={def?.loadEditor ? onEdit : undefined}
      onRemove={onRemove}
    >
      <RendererBoundary registry={types} type={widget.type} resetKey={widget} props={{ widget, filters, data }} />
    </WidgetFrame>
  )
}

// One widget through the `widgets` registry. An unknown type is a configuration error an
// admin can fix: its message ('Unknown widget type: {type}.') is shown in the widget's
// place, which the user can still remove, instead of taking the dashboard down.
import { Callout } from '@blueprintjs/core'
import type { SearchFilters } from '../../../core/search'
import { ConfigError } from '../../runtime/registry'
import { widgetRegistry, type WidgetDef } from './registry'
import type { DashboardData, DashboardWidget, Widget } from './types'
import { WidgetFrame } from './WidgetFrame'

/** The quantity a widget of a built-in shape shows (for its default title). */
function quantityOf(widget: Widget): string | undefined {
  const config = widget as { search_quantity?: unknown; x?: { search_quantity?: unknown } }
  const name = config.search_quantity ?? config.x?.search_quantity
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
  let def: WidgetDef
  try {
    def = widgetRegistry.get(widget.type)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return (
      <WidgetFrame id={widget.id} title={widgetTitle(widget, undefined, filters)} onRemove={onRemove}>
        <Callout intent="danger" compact>
          {error.message}
        </Callout>
      </WidgetFrame>
    )
  }
  const Component = def.component
  return (
    <WidgetFrame
      id={widget.id}
      title={widgetTitle(widget, def, filters)}
      description={widget.description}
      onEdit={def.editor ? onEdit : undefined}
      onRemove={onRemove}
    >
      <Component widget={widget} filters={filters} data={data} />
    </WidgetFrame>
  )
}

// The `widgets` registry with this feature's precise Def type, and the migration of
// older widget shapes. Built-ins and plugins register the same way (`registerWidget`);
// an unknown `type:` is the catalogue's ConfigError 'Unknown widget type: {type}.'.
import type { ComponentType } from 'react'
import type { SearchFilters } from '../../../core/search'
import type { Def, Registry } from '../../runtime/registry'
import { widgets } from '../../runtime/registries'
import type { AggregationRequest } from '../context'
import type { DashboardData, Identified, Widget } from './types'

/** Messages by field path (`search_quantity`, `x.search_quantity`, `size`, …). */
export type WidgetErrors = { readonly [field: string]: string }

export interface WidgetComponentProps<C extends Widget = Widget> {
  readonly widget: Identified<C>
  readonly filters: SearchFilters
  readonly data: DashboardData
}

/** The fields of an edit dialog; the dialog around them owns Done, Cancel and validation. */
export interface WidgetEditorProps<C extends Widget = Widget> {
  readonly config: C
  readonly onChange: (next: C) => void
  readonly filters: SearchFilters
  /** The errors to show now, by field. */
  readonly errors: WidgetErrors
  /** The user left a field: its errors are shown from now on. */
  readonly onTouch: (field: string) => void
}

export interface WidgetDef<C extends Widget = Widget> extends Def<C, WidgetComponentProps<C>> {
  /** Text of the toolbar's add button; a type without one is not offered there. */
  readonly label?: string
  /** A new widget's config (without id and layout) and size (spec 2 §9 defaults). */
  readonly template?: { readonly config: C; readonly w: number; readonly h: number }
  readonly editor?: ComponentType<WidgetEditorProps<C>>
  /**
   * Field errors of a config. `submitted`: the user pressed Done, so fields never
   * touched are checked too (an empty required field may say so differently).
   */
  readonly validate?: (config: C, filters: SearchFilters, submitted: boolean) => WidgetErrors
  /** What the widget needs counted, by aggregation name (`<quantity>:<widget id>`). */
  readonly aggregations?: (widget: Identified<C>, filters: SearchFilters) => Record<string, AggregationRequest>
  /** The header's title when the config has none (default: the quantity's label). */
  readonly title?: (config: C, filters: SearchFilters) => string
}

export interface WidgetRegistry extends Omit<Registry<Def<unknown, never>>, 'register' | 'get' | 'all'> {
  register(def: WidgetDef): void
  get(type: string): WidgetDef
  all(): WidgetDef[]
}

/**
 * The shared registry with this feature's precise Def type (registries.ts leaves props
 * open so that each owner narrows its own); every def registered here is a WidgetDef.
 */
export const widgetRegistry = widgets as unknown as WidgetRegistry

/** Registers a widget type, built-in or plugin, the same way. */
export function registerWidget<C extends Widget>(def: WidgetDef<C>): void {
  widgetRegistry.register(def as unknown as WidgetDef)
}

/** Legacy type names and the types they became; there are no alias types (STYLE.md). */
export const LEGACY_TYPES: { readonly [legacy: string]: string } = {
  scatterplot: 'scatter_plot',
  periodictable: 'periodic_table',
}

/** Older key names of the built-in types accepted in app YAML (reference §5.2), and today's. */
const LEGACY_KEYS: { readonly [legacy: string]: string } = {
  quantity: 'search_quantity',
  label: 'title',
  showinput: 'show_input',
  n_bins: 'nbins',
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function renameKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const name = LEGACY_KEYS[key] ?? key
    // Today's key wins over its legacy spelling when both are written.
    if (name !== key && name in value) continue
    // `layout` holds x/y/w/h per breakpoint, not widget keys.
    out[name] = key !== 'layout' && isObject(inner) ? renameKeys(inner) : inner
  }
  return out
}

/** The built-in types' `migrate`: legacy key names (also in x, y, markers) renamed. */
export function migrateLegacyKeys<C extends Widget>(old: unknown): C {
  return (isObject(old) ? renameKeys(old) : old) as C
}

/**
 * Today's shape of a widget read from an app or imported from YAML: a legacy type name
 * renamed, then its type's own `migrate`. Types nobody registered pass unchanged (they
 * show the unknown-type message in place).
 */
export function migrateWidget(raw: unknown): Widget {
  if (!isObject(raw)) return { type: String(raw) }
  const type = typeof raw.type === 'string' ? (LEGACY_TYPES[raw.type] ?? raw.type) : String(raw.type)
  const widget = { ...raw, type } as Widget
  if (!widgetRegistry.has(type)) return widget
  const def = widgetRegistry.get(type)
  return def.migrate ? def.migrate(widget) : widget
}

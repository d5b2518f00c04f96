// Older widget shapes made today's (reference §5.2): legacy type names renamed, then the
// type's own `migrate` (the built-ins rename legacy keys). Pure; the registry to read the
// types from is handed in.
import type { WidgetRegistry } from './widgetDef'
import type { Widget } from './types'

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
export function migrateWidget(raw: unknown, widgets: WidgetRegistry): Widget {
  if (!isObject(raw)) return { type: String(raw) }
  const type = typeof raw.type === 'string' ? (LEGACY_TYPES[raw.type] ?? raw.type) : String(raw.type)
  const widget = { ...raw, type } as Widget
  if (!widgets.has(type)) return widget
  const def = widgets.get(type)
  return def.migrate ? def.migrate(widget) : widget
}

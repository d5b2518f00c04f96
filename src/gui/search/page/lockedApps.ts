// Searches that are not apps of their own but an app's search locked to a subset: the
// user's data (/user/search) and one dataset (dataset/id/{id}). They reuse the Entries
// app's columns and menu so that they look and filter like the app users know.
import type { AppEnv } from '../../runtime'

/** The columns a locked search shows when no entries app is configured. */
const FALLBACK_COLUMNS: AppEnv['columns'] = [
  { search_quantity: 'entry_name', title: 'Name', selected: true },
  { search_quantity: 'results.material.chemical_formula_hill', title: 'Formula', selected: true },
  { search_quantity: 'entry_type', selected: true },
  { search_quantity: 'upload_create_time', title: 'Upload time', selected: true },
  { search_quantity: 'authors', selected: true },
]

/** The app whose look a locked search borrows: Entries, else the first entries app. */
export function baseEntriesApp(apps: readonly AppEnv[]): AppEnv | undefined {
  const entries = apps.filter((app) => app.resource === 'entries')
  return entries.find((app) => app.path === 'entries') ?? entries[0]
}

/**
 * A search context `key` over entries with `locked` ANDed to every query. The base app's
 * own locked filters are dropped: they describe that app's subset, not this one's.
 */
export function lockedSearchApp(apps: readonly AppEnv[], key: string, label: string, locked: Record<string, unknown>): AppEnv {
  const base = baseEntriesApp(apps)
  return {
    path: key,
    category: 'All',
    pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20 },
    columns: FALLBACK_COLUMNS,
    rows: { actions: { enabled: true }, details: { enabled: true }, selection: { enabled: true } },
    search_quantities: {},
    dashboard: { widgets: [] },
    search_syntaxes: {},
    ...base,
    key,
    label,
    resource: 'entries',
    filters_locked: locked,
  }
}

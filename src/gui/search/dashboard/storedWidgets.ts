// The dashboard a user made, kept per app in the browser's local storage (issue 19 item
// 11, as NOMAD keeps it): a reload shows the same widgets in the same places. Only what
// the user changed is kept: an app whose dashboard was never touched (or was Reset) keeps
// following the app's configuration.
import type { KeyValueStorage } from '../../runtime'
import type { DashboardWidget } from './types'
import type { WidgetRegistry } from './widgetDef'
import { exportWidgets, fromApp } from './widgetState'

/** Bumped when the stored shape changes; other versions are ignored. */
export const STORED_DASHBOARD_VERSION = 1

export const dashboardStorageKey = (appKey: string) => `tessera-dashboard:${appKey}`

interface StoredDashboard {
  readonly version: number
  readonly widgets: readonly unknown[]
}

const isStored = (raw: unknown): raw is StoredDashboard =>
  typeof raw === 'object' &&
  raw !== null &&
  (raw as { version?: unknown }).version === STORED_DASHBOARD_VERSION &&
  Array.isArray((raw as { widgets?: unknown }).widgets)

const isWidget = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && typeof (raw as { type?: unknown }).type === 'string'

/**
 * The widgets stored for an app, as the dashboard shows them (migrated, ids kept); none
 * when nothing (readable) is stored. Entries that are not widgets are left out.
 */
export function readStoredWidgets(storage: Pick<KeyValueStorage, 'getItem'>, appKey: string, types: WidgetRegistry): DashboardWidget[] | undefined {
  let raw: unknown
  try {
    const text = storage.getItem(dashboardStorageKey(appKey))
    if (!text) return undefined
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isStored(raw)) return undefined
  try {
    return fromApp(raw.widgets.filter(isWidget), types)
  } catch {
    return undefined
  }
}

/**
 * Stores the shown widgets (a widget still being created is not kept; one being edited
 * is kept as it was). Infinite x ("end of the row") is written as null, which reads back
 * as infinite.
 */
export function writeStoredWidgets(storage: Pick<KeyValueStorage, 'setItem'>, appKey: string, widgets: readonly DashboardWidget[]): void {
  const stored: StoredDashboard = { version: STORED_DASHBOARD_VERSION, widgets: exportWidgets(widgets) }
  try {
    storage.setItem(dashboardStorageKey(appKey), JSON.stringify(stored))
  } catch {
    // Full or forbidden storage: the dashboard lasts until the page is reloaded.
  }
}

/** Forgets the stored widgets: the app's own dashboard is shown again on the next visit. */
export function forgetStoredWidgets(storage: { removeItem(key: string): void }, appKey: string): void {
  try {
    storage.removeItem(dashboardStorageKey(appKey))
  } catch {
    // Nothing to forget where there is no storage.
  }
}

// The top bar's menus, derived from the route table: every route with `menu` becomes
// an item at its full path.
import type { ReactElement } from 'react'
import { MENU_GROUPS, type MenuGroupName, type RouteDef } from './routeTypes'

export interface MenuEntry {
  label: string
  /** Router path (without the basename). */
  path: string
  category?: string
  description?: string
  icon?: ReactElement
}

export type Menus = Record<MenuGroupName, MenuEntry[]>

export function joinPath(parent: string, segment: string | undefined): string {
  if (!segment) return parent || '/'
  if (segment.startsWith('/')) return segment
  return `${parent.replace(/\/+$/, '')}/${segment}`
}

/** The menu entries of each group in route-table order. */
export function menusFromRoutes(defs: readonly RouteDef[]): Menus {
  const menus = Object.fromEntries(MENU_GROUPS.map((group) => [group, [] as MenuEntry[]])) as Menus
  const walk = (routes: readonly RouteDef[], parent: string) => {
    for (const def of routes) {
      const path = joinPath(parent, def.path)
      if (def.menu) {
        menus[def.menu.group].push({
          label: def.menu.label,
          // A splat route ('metainfo/*') is entered at its base.
          path: path.replace(/\/\*$/, ''),
          category: def.menu.category,
          description: def.menu.description,
          icon: def.menu.icon,
        })
      }
      if (def.children) walk(def.children, path)
    }
  }
  walk(defs, '')
  return menus
}

/** Entries grouped by category, categories in order of first appearance. */
export function byCategory(entries: readonly MenuEntry[]): [string, MenuEntry[]][] {
  const groups = new Map<string, MenuEntry[]>()
  for (const entry of entries) {
    const category = entry.category ?? ''
    groups.set(category, [...(groups.get(category) ?? []), entry])
  }
  return [...groups.entries()]
}

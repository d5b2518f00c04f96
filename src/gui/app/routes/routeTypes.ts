// The shape of the one route table from which the router, the menus, the breadcrumbs
// and the help dialogs are all derived.
import type { ReactElement, ReactNode } from 'react'
import { MENU_GROUPS, type MenuGroupName } from '../../runtime'

// Plugins name the groups too, so they are the runtime's.
export { MENU_GROUPS, type MenuGroupName }

/** Where a route appears in the top bar's menus. */
export interface RouteMenu {
  group: MenuGroupName
  label: string
  /** Sub-heading within the group (the Explore menu groups apps by category). */
  category?: string
  description?: string
  /** A Blueprint icon element, e.g. <SearchIcon />. */
  icon?: ReactElement
}

export interface RouteDef {
  /** Path segment(s) relative to the parent; absent for index routes. */
  path?: string
  /** The route the parent's own path renders. */
  index?: boolean
  /** Breadcrumb text; routes without one add no crumb. */
  breadcrumb?: string
  /** Page title; defaults to the breadcrumb. */
  title?: string
  menu?: RouteMenu
  /** Markdown for the help dialog of this page and its tabs. */
  help?: string
  /** The page; with children it renders at the route's own path (as index). */
  element?: ReactNode
  /** Replaces the location with this target (relative to the route, or absolute). */
  redirect?: string
  children?: RouteDef[]
  /** Rendered even where the installation requires login (the login callback). */
  withoutLogin?: boolean
}

/** What every router match carries in `handle`. */
export interface RouteHandle {
  def: RouteDef
}

import { Navigate, type RouteObject } from 'react-router'
import type { RouteDef, RouteHandle } from './routeTypes'

/** The router's routes for the route table; each match carries its def in `handle`. */
export function toRouteObjects(defs: readonly RouteDef[]): RouteObject[] {
  return defs.map(toRouteObject)
}

function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { def }
  // Path-relative so that '..' leaves exactly one segment ('/…/overview' → '/…').
  const element = def.redirect !== undefined ? <Navigate to={def.redirect} replace relative="path" /> : def.element
  if (def.index) return { index: true, element, handle }
  if (!def.children) return { path: def.path, element, handle }
  const children = toRouteObjects(def.children)
  // A route with children renders its own page as the index child, so that its
  // children (e.g. an entry below an upload) replace the page instead of nesting in it.
  if (element) children.unshift({ index: true, element })
  return { path: def.path, handle, children }
}

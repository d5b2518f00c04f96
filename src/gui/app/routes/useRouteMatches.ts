// What the shell reads from the matched routes: crumbs, page title and help.
import { useMatches } from 'react-router'
import type { RouteDef, RouteHandle } from './routeTypes'

export interface Crumb {
  label: string
  /** Router path of the crumb's route. */
  path: string
  def: RouteDef
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'def' in handle
}

/** The matched route defs from the root to the current page, with their paths. */
export function useMatchedDefs(): { def: RouteDef; path: string }[] {
  return useMatches().flatMap((match) =>
    isRouteHandle(match.handle) ? [{ def: match.handle.def, path: match.pathname }] : [],
  )
}

export function useBreadcrumbs(): Crumb[] {
  return useMatchedDefs().flatMap(({ def, path }) => (def.breadcrumb ? [{ label: def.breadcrumb, path, def }] : []))
}

/** The help of the current page: the deepest matched route that has one. */
export function useCurrentHelp(): string | undefined {
  return useMatchedDefs()
    .map(({ def }) => def.help)
    .filter((help): help is string => Boolean(help))
    .at(-1)
}

/** The current page's title: the deepest crumb's title or breadcrumb. */
export function useCurrentTitle(): string | undefined {
  const crumb = useBreadcrumbs().at(-1)
  return crumb && (crumb.def.title ?? crumb.label)
}

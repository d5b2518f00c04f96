import { createContext, useContext } from 'react'
import type { RouteDef } from './routeTypes'

const RouteDefsContext = createContext<readonly RouteDef[] | null>(null)
export const RouteDefsProvider = RouteDefsContext.Provider

/** The route table the app was built from (the menus are derived from it). */
export function useRouteDefs(): readonly RouteDef[] {
  const defs = useContext(RouteDefsContext)
  if (!defs) throw new Error('useRouteDefs() is used outside of a RouteDefsProvider.')
  return defs
}

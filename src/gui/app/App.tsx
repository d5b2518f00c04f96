// The app's composition: providers around the router, and the router's root route
// (the shell) around the route table.
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import type { RouteObject } from 'react-router'
import { ApiClientProvider, type ApiClient } from '../api'
import { EnvProvider, type GuiEnv } from '../runtime/env'
import { DefaultAuthProvider } from './auth'
import { ErrorsProvider, JavascriptErrorScreen } from './errors'
import { RouteDefsProvider, toRouteObjects, type RouteDef } from './routes'
import { Shell } from './shell/Shell'
import type { AppStore } from './store'

export interface AppProvidersProps {
  env: GuiEnv
  client: ApiClient
  store: AppStore
  routeDefs: readonly RouteDef[]
  children: ReactNode
}

/** Everything a page may use: env, store, API client, errors, auth, route table. */
export function AppProviders({ env, client, store, routeDefs, children }: AppProvidersProps) {
  return (
    <EnvProvider value={env}>
      <ReduxProvider store={store}>
        <ApiClientProvider value={client}>
          <ErrorsProvider>
            <DefaultAuthProvider>
              <RouteDefsProvider value={routeDefs}>{children}</RouteDefsProvider>
            </DefaultAuthProvider>
          </ErrorsProvider>
        </ApiClientProvider>
      </ReduxProvider>
    </EnvProvider>
  )
}

/** The router's routes: the shell as root layout, the route table inside it. */
export function createAppRoutes(defs: readonly RouteDef[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell />,
      // Crashes outside the shell's own boundary (e.g. in the top bar).
      errorElement: <JavascriptErrorScreen />,
      children: toRouteObjects(defs),
    },
  ]
}

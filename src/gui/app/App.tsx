// The app's composition: providers around the router, and the router's root route
// (the shell) around the route table.
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import type { RouteObject } from 'react-router'
import { ApiClientProvider, type ApiClient } from '../api'
import { EnvProvider, ErrorsProvider, type GuiEnv, type GuiRuntime, JavascriptErrorScreen, RuntimeProvider } from '../runtime'
import { AuthContextProvider, type Auth } from '../auth'
import { RouteDefsProvider, toRouteObjects, type RouteDef } from './routes'
import { Shell } from './shell/Shell'
import type { AppStore } from './store'

export interface AppProvidersProps {
  env: GuiEnv
  client: ApiClient
  store: AppStore
  /** Login and logout: the OIDC session in the browser, a fake in component tests. */
  auth: Auth
  /** The renderers, apps and pages of the plugins (the built-ins among them). */
  runtime: GuiRuntime
  routeDefs: readonly RouteDef[]
  children: ReactNode
}

/** Everything a page may use: env, runtime, store, API client, errors, auth, route table. */
export function AppProviders({ env, client, store, auth, runtime, routeDefs, children }: AppProvidersProps) {
  return (
    <EnvProvider value={env}>
      <RuntimeProvider value={runtime}>
        <ReduxProvider store={store}>
          <ApiClientProvider value={client}>
            <ErrorsProvider>
              <AuthContextProvider value={auth}>
                <RouteDefsProvider value={routeDefs}>{children}</RouteDefsProvider>
              </AuthContextProvider>
            </ErrorsProvider>
          </ApiClientProvider>
        </ReduxProvider>
      </RuntimeProvider>
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

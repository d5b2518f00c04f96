// Renders the whole app (providers, shell, route table) at a path with a memory
// router, for component tests under jsdom.
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { ApiClient } from '../../api'
import { builtins } from '../../builtins'
import { createGuiRuntime, type GuiEnv, type GuiPlugin } from '../../runtime'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { AppProviders, createAppRoutes } from '../App'
import type { Auth, AuthStatus, AuthUser } from '../../auth'
import { aFakeAuth } from '../../auth/testing/fakeAuth'
import { buildRouteDefs } from '../routes'
import { createStore } from '../store'
import { anInfo, fakeFetch, jsonResponse } from './fakeFetch'

export interface RenderAppOptions {
  path?: string
  env?: GuiEnv
  user?: AuthUser
  /** Defaults to loggedIn with a user, loggedOut without. */
  authStatus?: AuthStatus
  /** Defaults to a fake that records login/logout (aFakeAuth). */
  auth?: (dispatch: ReturnType<typeof createStore>['dispatch']) => Auth
  fetch?: typeof fetch
  /** The runtime's plugins after the built-ins. */
  plugins?: readonly GuiPlugin[]
}

/** By default the server answers /info with the GUI's own version (no mismatch). */
const sameVersionServer = (env: GuiEnv) =>
  fakeFetch({ info: () => jsonResponse(anInfo({ version: env.version.label })) })

export function renderApp({
  path = '/',
  env = aGuiEnv(),
  user,
  authStatus = user ? 'loggedIn' : 'loggedOut',
  auth: makeAuth = aFakeAuth,
  fetch = sameVersionServer(env),
  plugins = [],
}: RenderAppOptions = {}) {
  // jsdom does not implement scrolling; the shell scrolls to the top on every path.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  const client = new ApiClient({ apiBase: env.apiBase, fetch })
  const store = createStore({ client, preloadedState: { auth: { user: user ?? null, status: authStatus } } })
  const auth = makeAuth(store.dispatch)
  const runtime = createGuiRuntime([builtins, ...plugins])
  const routeDefs = buildRouteDefs(env, runtime)
  const router = createMemoryRouter(createAppRoutes(routeDefs), { initialEntries: [path] })
  const view = render(
    <AppProviders env={env} client={client} store={store} auth={auth} runtime={runtime} routeDefs={routeDefs}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, store, client, env, auth, runtime }
}

/** The current router path. */
export const currentPath = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname

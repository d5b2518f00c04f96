// Entry of the browser app: reads the deployment env, builds the runtime of the plugins
// (Tessera's own renderers are one, then the bundled plugins the server loaded), client,
// store and router, and renders the shell.
import '@fontsource/titillium-web/400.css'
import '@fontsource/titillium-web/600.css'
import '@fontsource/titillium-web/700.css'
import '@blueprintjs/core/lib/css/blueprint.css'
import './app/theme/theme.css'

import { FocusStyleManager } from '@blueprintjs/core'
import { StrictMode } from 'react'
import bundledPlugins from 'virtual:tessera-plugins'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ApiClient } from './api'
import { AppProviders, createAppRoutes } from './app/App'
import { buildRouteDefs } from './app/routes'
import { createStore } from './app/store'
import { AUTH_PATHS, AuthSession, createUserManager } from './auth'
import { builtins } from './builtins'
import { activePlugins } from './pluginApi/bundled'
import { createGuiRuntime } from './runtime'
import { loadEnv, routerBasename } from './runtime/env'

const container = document.getElementById('root')!

function start() {
  // Focus rings for keyboard users only; a mouse click should not leave one behind.
  FocusStyleManager.onlyShowFocusOnTabs()
  const env = loadEnv()
  const runtime = createGuiRuntime([builtins, ...activePlugins(bundledPlugins, env)])
  const client = new ApiClient({ apiBase: env.apiBase })
  const store = createStore({ client })
  const auth = new AuthSession({
    userManager: createUserManager(env),
    dispatch: store.dispatch,
    apiBase: env.apiBase,
    cookies: document,
  })
  client.setTokenProvider(auth.accessToken)
  auth.followOtherTabs(window)
  const basename = routerBasename(env)
  const atCallback = window.location.pathname === `${basename.replace(/\/$/, '')}${AUTH_PATHS.callback}`
  void auth.start({ checkSingleSignOn: !atCallback })
  const routeDefs = buildRouteDefs(env, runtime)
  const router = createBrowserRouter(createAppRoutes(routeDefs), { basename })
  createRoot(container).render(
    <StrictMode>
      <AppProviders env={env} client={client} store={store} auth={auth} runtime={runtime} routeDefs={routeDefs}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}

try {
  start()
} catch (error) {
  // Without env.js nothing else can work; say so instead of a blank page.
  container.textContent = error instanceof Error ? error.message : String(error)
  container.className = 'tessera-startup-error'
  console.error(error)
}

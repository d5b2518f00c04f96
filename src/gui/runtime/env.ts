// The only reader of `window.tesseraEnv` (served by the server as {prefix}/gui/env.js).
// Components get the env from EnvContext so tests can render with any deployment.
import { createContext, useContext } from 'react'
import type { GuiEnv, VersionEnv } from '../../core/config/env'

export type { GuiEnv, VersionEnv, AppEnv, FooterLinkEnv, IdentityProviderEnv } from '../../core/config/env'

export const MISSING_ENV_MESSAGE = 'The deployment configuration (env.js) could not be loaded. Please reload the page.'

const UNKNOWN_VERSION: VersionEnv = {
  label: '',
  isBeta: false,
  isTest: false,
  usesBetaData: false,
  officialUrl: '',
}

/**
 * Reads the env the server injected. Throws when env.js did not load (nothing can work
 * without the API base); missing version data only logs a warning (spec 1 §2).
 */
export function loadEnv(source: Window = window): GuiEnv {
  const env = source.tesseraEnv
  if (!env) throw new Error(MISSING_ENV_MESSAGE)
  if (!env.version) {
    console.warn('Tessera: the deployment configuration has no version information.')
    return { ...env, version: UNKNOWN_VERSION }
  }
  return env
}

/** The router base path: the path of env.guiBase ('{prefix}/gui'), without trailing slash. */
export function routerBasename(env: Pick<GuiEnv, 'guiBase'>, origin: string = window.location.origin): string {
  const pathname = new URL(env.guiBase, origin).pathname
  return pathname.replace(/\/+$/, '') || '/'
}

/** Where the API documentation (Swagger UI) of this deployment lives. */
export function apiDocsUrl(env: Pick<GuiEnv, 'apiBase'>): string {
  return `${env.apiBase}/v1/extensions/docs`
}

/** The OpenAPI document of the v1 API. */
export function openApiUrl(env: Pick<GuiEnv, 'apiBase'>): string {
  return `${env.apiBase}/v1/openapi.json`
}

/** The identity provider's account page of the logged-in user. */
export function accountUrl(env: Pick<GuiEnv, 'identityProvider'>): string {
  const { baseUrl, realm } = env.identityProvider
  return `${baseUrl.replace(/\/+$/, '')}/realms/${realm}/account`
}

const EnvContext = createContext<GuiEnv | null>(null)
export const EnvProvider = EnvContext.Provider

export function useEnv(): GuiEnv {
  const env = useContext(EnvContext)
  if (!env) throw new Error('useEnv() is used outside of an EnvProvider.')
  return env
}

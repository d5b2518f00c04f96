// What the server hands the GUI at start-up as `window.tesseraEnv` (served as
// {prefix}/gui/env.js). It is derived from the validated deployment config by the
// server (src/server/config/guiEnv.ts); the GUI trusts it without validating again.
import type { UiConfig, App, EntryPoint } from './config.generated'

export interface VersionEnv {
  label: string
  isBeta: boolean
  isTest: boolean
  usesBetaData: boolean
  officialUrl: string
}

export interface IdentityProviderEnv {
  /** Keycloak-style base, the realm lives at {baseUrl}/realms/{realm}. */
  baseUrl: string
  realm: string
  clientId: string
  /** True when the server runs its own provider (local accounts, registration). */
  embedded: boolean
}

export interface FooterLinkEnv {
  label: string
  url: string
}

/** An app after merging the shipped apps/, the config and plugin entry points. */
export interface AppEnv extends App {
  key: string
}

export interface ExampleUploadEnv {
  id: string
  title: string
  category: string
  description?: string
}

/** A plugin the server loaded: the GUI uses the bundled GUI module of that id. */
export interface PluginEnv {
  id: string
  name: string
  version: string
  /** Its config block (plugins.options.<id>), checked with the plugin's schema, defaults filled. */
  options: { [key: string]: unknown }
}

export interface GuiEnv {
  /** Public root of the application, path prefix included, no trailing slash. */
  appBase: string
  /** API root; every call goes to {apiBase}/v1. */
  apiBase: string
  /** Router base path: {prefix}/gui. */
  guiBase: string
  northBase: string
  version: VersionEnv
  description: string
  identityProvider: IdentityProviderEnv
  debug: boolean
  oasis: boolean
  globalLoginRequired: boolean
  uploadMembersGroupSearchEnabled: boolean
  dataciteEnabled: boolean
  resourcesEnabled: boolean
  northEnabled: boolean
  /** Maximum number of unpublished uploads per user. */
  servicesUploadLimit: number
  /** Maximum size in bytes of one upload. */
  maxUploadSize: number
  /** Maximum lifetime of app tokens in seconds. */
  appTokenMaxExpiresIn: number
  termsOfServiceUrl: string
  footerLinks: FooterLinkEnv[]
  ui: Omit<UiConfig, 'apps'> & { apps: AppEnv[] }
  exampleUploads: ExampleUploadEnv[]
  pluginEntryPoints: Record<string, EntryPoint>
  /** The plugins the server loaded, in the config's order. */
  plugins: PluginEnv[]
}

export type { UiConfig, App, EntryPoint }

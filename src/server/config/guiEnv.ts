import type { DeploymentConfig } from '../../core/config/config.generated'
import type { AppEnv, EntryPoint, ExampleUploadEnv, GuiEnv, PluginEnv } from '../../core/config/env'
import { normalizeApp } from './appRules'

/** Public URLs of this installation. */
export interface Bases {
  appBase: string
  apiBase: string
  /** Path (no origin) of the GUI: {prefix}/gui */
  guiBase: string
  northBase: string
  prefix: string
}

/**
 * The configured public URLs, or ones derived from the address the server listens on
 * (known only after listening when PORT=0).
 */
export function resolveBases(config: DeploymentConfig, address: { host: string; port: number }): Bases {
  const prefix = config.services.path_prefix
  const host = address.host === '0.0.0.0' || address.host === '::' ? 'localhost' : address.host
  const appBase = trimSlash(config.services.app_base ?? `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${prefix}`)
  return {
    appBase,
    apiBase: trimSlash(config.services.api_base ?? `${appBase}/api`),
    guiBase: `${prefix}/gui`,
    northBase: trimSlash(config.services.north_base ?? `${appBase}/north`),
    prefix,
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** Entry points as JSON can carry them: an app's `.inf` layout x would arrive as null. */
function servedEntryPoints(options: Record<string, EntryPoint>): Record<string, EntryPoint> {
  return Object.fromEntries(
    Object.entries(options).map(([key, entryPoint]) => [key, entryPoint.entry_point_type === 'app' ? { ...entryPoint, app: normalizeApp(entryPoint.app) } : entryPoint]),
  )
}

export function buildGuiEnv(
  config: DeploymentConfig,
  apps: AppEnv[],
  bases: Bases,
  examples: ExampleUploadEnv[] = [],
  plugins: readonly PluginEnv[] = [],
): GuiEnv {
  const idp = config.identity_provider
  const embedded = !idp.base_url
  return {
    appBase: bases.appBase,
    apiBase: bases.apiBase,
    guiBase: bases.guiBase,
    northBase: bases.northBase,
    version: {
      label: config.version.label ?? '',
      isBeta: config.version.is_beta,
      isTest: config.version.is_test,
      usesBetaData: config.version.uses_beta_data,
      officialUrl: config.version.official_url,
    },
    description: config.description,
    identityProvider: {
      baseUrl: trimSlash(idp.base_url ?? `${bases.appBase}/auth`),
      realm: idp.realm,
      clientId: idp.client_id,
      embedded,
    },
    debug: config.features.debug,
    oasis: config.features.oasis,
    globalLoginRequired: config.features.global_login_required || config.auth.allowed_users.length > 0,
    uploadMembersGroupSearchEnabled: config.features.upload_members_group_search,
    dataciteEnabled: config.features.datacite,
    resourcesEnabled: config.features.resources,
    northEnabled: config.features.north,
    servicesUploadLimit: config.services.upload_limit,
    maxUploadSize: config.services.max_upload_size,
    appTokenMaxExpiresIn: config.auth.app_token_max_expires_in,
    termsOfServiceUrl: config.terms_of_service_url,
    footerLinks: config.footer_links,
    ui: { ...config.ui, apps },
    exampleUploads: examples.map(({ id, title, category, description }) => ({ id, title, category, description })),
    pluginEntryPoints: servedEntryPoints(config.plugins.entry_points.options),
    plugins: [...plugins],
  }
}

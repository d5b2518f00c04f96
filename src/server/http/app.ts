import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { ServerContext } from '../context'
import { guiArtifacts } from '../artifacts'
import { buildGuiEnv } from '../config/guiEnv'
import { frameworkError, installErrorHandling } from './errors'
import { guiRoutes } from './gui'
import { apiRoutes } from './routes'
import { authenticationPlugin } from './auth'
import { providerRoutes } from '../auth/provider/routes'
import formbody from '@fastify/formbody'
import { securityHeaders } from './securityHeaders'
import { trustedProxies } from './trustedProxies'

export interface HttpOptions {
  /** dist/gui of the Vite build. */
  guiDir: string
  logLevel?: 'silent' | 'error' | 'warn' | 'info'
  routes?: FastifyPluginAsync
}

/**
 * The whole HTTP surface: {prefix}/api/v1 (with its OpenAPI document and docs page)
 * and {prefix}/gui. Every route declares its schemas; they validate requests and
 * produce the OpenAPI document.
 */
export async function buildHttpApp(context: ServerContext, options: HttpOptions): Promise<FastifyInstance> {
  const prefix = context.config.services.path_prefix
  const apiPrefix = `${prefix}/api/v1`
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    bodyLimit: 16 * 1024 * 1024,
    // Shutdown must not wait on a browser's open keep-alive or in-flight connections:
    // a stopped server answers nothing, as after a crash, and the store closes cleanly.
    forceCloseConnections: true,
    // Query strings carry repeated keys for lists (?user_id=a&user_id=b).
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, allErrors: true, removeAdditional: false } },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
    // X-Forwarded-For names the client only when a listed proxy sent the request.
    trustProxy: trustedProxies(context.config.services.trusted_proxies),
  })
  installErrorHandling(app, `${prefix}/api/`)
  await app.register(securityHeaders, { context })

  await app.register(swagger, {
    // Only API routes carry tags; pages, assets and the identity provider stay out.
    hideUntagged: true,
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tessera API',
        version: context.config.version.label ?? '',
        description: 'The v1 API of Tessera, compatible with the NOMAD v1 API: uploads, entries, search, datasets, users.',
      },
      servers: [{ url: prefix || '/' }],
    },
  })
  await app.register(swaggerUi, {
    routePrefix: `${apiPrefix}/extensions/docs`,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  })

  await app.register(async (api) => {
    await api.register(formbody)
    await api.register(authenticationPlugin, { context })
    await api.register(apiRoutes, { context })
    if (options.routes) await api.register(options.routes)
  }, { prefix: apiPrefix })

  if (context.auth.embedded) {
    await app.register(providerRoutes, {
      prefix: `${prefix}/auth/realms/${context.auth.realm}`,
      db: context.store,
      provider: () => context.auth.provider(),
      attempts: context.auth.attempts,
      brand: context.config.ui.theme.title,
      guiUrl: () => `${context.bases().appBase}/gui`,
    })
  }
  app.get(`${apiPrefix}/openapi.json`, { schema: { hide: true } }, () => app.swagger())

  await app.register(guiRoutes, {
    prefix: `${prefix}/gui`,
    distDir: options.guiDir,
    env: () => buildGuiEnv(context.config, context.apps, context.bases(), context.examples, context.plugins.env),
    artifacts: guiArtifacts(context.artifacts, context.plugins.parsers),
  })
  const toGui = { schema: { hide: true } }
  // Trailing slashes are ignored, so `${prefix}` also answers `${prefix}/`.
  const redirect = (_request: unknown, reply: FastifyReply) => reply.redirect(`${prefix}/gui/`)
  app.get('/', toGui, redirect)
  if (prefix) app.get(prefix, toGui, redirect)
  return app
}

// Browser protections on every response: a Content-Security-Policy per part of the
// site, no MIME sniffing, no framing by other sites, no full URLs in Referer headers.
// The headers are set on the raw response when the request arrives, so they are also
// on the answers that bypass Fastify's reply (oidc-provider's, which hijack it); a
// route that sets one of them itself overrides it.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerContext } from '../context'

type Policy = Record<string, string[]>

const serialize = (policy: Policy) => Object.entries(policy).map(([name, sources]) => [name, ...sources].join(' ')).join('; ')

/**
 * The GUI (Vite build). 'unsafe-eval': ajv compiles JSON-Schema validators to functions
 * (the dashboard's widget dialogs check edits with the app schema) and vega compiles
 * chart expressions unless given its interpreter; both use `new Function`. No inline
 * script and no script from elsewhere is allowed, which is what stops injected markup.
 * 'unsafe-inline' styles: index.html's startup style and the style elements vega and
 * Blueprint's portals add. The GUI frames its own site only: the hidden iframe of the
 * single sign-on check (the provider's authorization endpoint, redirecting to
 * gui/auth/silent.html), which is why frame-ancestors is 'self' and not 'none'.
 */
function guiPolicy(others: string[]): Policy {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...others],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...others],
    'frame-src': ["'self'", ...others],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...others],
    'frame-ancestors': ["'self'"],
  }
}

/**
 * The provider's pages: server-rendered forms with inline styles, our fonts, and one
 * script file (the sign-out form's auto-submit). Forms post to the provider, which
 * redirects to the GUI (form-action also governs those redirects in Chromium).
 */
function providerPolicy(others: string[]): Policy {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'", ...others],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
  }
}

/** The swagger UI at {api}/v1/extensions/docs: its own scripts and styles, requests to the API. */
function docsPolicy(others: string[]): Policy {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...others],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
}

/**
 * API answers are data, never pages: nothing in them may run or load, even an
 * uploaded HTML file a browser is tricked into rendering (sandbox: an opaque origin,
 * no scripts), and nobody may frame them.
 */
const API_POLICY: Policy = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

async function plugin(app: FastifyInstance, { context }: { context: ServerContext }) {
  const prefix = context.config.services.path_prefix
  const api = `${prefix}/api/`
  const docs = `${prefix}/api/v1/extensions/docs`
  const realmPath = context.auth.embedded ? `${prefix}/auth/realms/${context.auth.realm}` : undefined
  const realm = realmPath ? `${realmPath}/` : undefined
  // Origins the GUI talks to besides its own: the public app and API bases (they may
  // name another host than the browser's) and an external identity provider. Read per
  // request: the bases are known once the server listens.
  const origins = () => {
    const bases = context.bases()
    return [bases.appBase, bases.apiBase, context.config.identity_provider.base_url ?? '']
  }

  const policyFor = (request: FastifyRequest): { policy: Policy; framing: 'DENY' | 'SAMEORIGIN' } => {
    const path = request.url.split('?')[0]
    const others = () => [...new Set(origins().map(originOf).filter((origin): origin is string => Boolean(origin)))]
    if (path === docs || path.startsWith(`${docs}/`)) return { policy: docsPolicy(others()), framing: 'SAMEORIGIN' }
    if (path.startsWith(api)) return { policy: API_POLICY, framing: 'DENY' }
    if (realm && (path.startsWith(realm) || path === realmPath)) return { policy: providerPolicy(others()), framing: 'SAMEORIGIN' }
    return { policy: guiPolicy(others()), framing: 'SAMEORIGIN' }
  }

  app.addHook('onRequest', async (request, reply) => {
    const { policy, framing } = policyFor(request)
    const raw = reply.raw
    raw.setHeader('Content-Security-Policy', serialize(policy))
    raw.setHeader('X-Content-Type-Options', 'nosniff')
    // For browsers that do not know frame-ancestors.
    raw.setHeader('X-Frame-Options', framing)
    // Download links carry ?signature_token=, the login callback ?code=: such URLs stay on this site.
    raw.setHeader('Referrer-Policy', 'same-origin')
  })
}

/** Registered once on the root app, so it covers every route, 404s and hijacked replies. */
export const securityHeaders = fp(plugin, { name: 'tessera-security-headers' })

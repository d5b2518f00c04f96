import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerContext } from '../context'
import { callerFor, type Caller } from '../auth'
import { forbidden, unauthorized } from '../errors'
import { userOfUploadToken } from '../services/uploadTokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user, undefined for anonymous requests. */
    caller: Caller | undefined
  }
  interface FastifyContextConfig {
    /** Reachable without login even when the installation requires login (info, auth). */
    loginExempt?: boolean
    /** Browser downloads: also accept the `Authorization` cookie and `?signature_token=`. */
    cookieAuth?: boolean
    /** Routes scripts upload to (curl lines of command-examples): also accept `?token=<upload token>`. */
    uploadToken?: boolean
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(.+)$/i.exec(header)
  if (!match) throw unauthorized('Invalid token: the Authorization header must be "Bearer <token>".')
  return match[1].trim()
}

/** The cookie the GUI sets on login: `Authorization=Bearer <token>` (URL-encoded). */
function cookieToken(request: FastifyRequest): string | undefined {
  const cookies = request.headers.cookie
  if (!cookies) return undefined
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== 'Authorization') continue
    const value = decodeURIComponent(rest.join('='))
    const match = /^Bearer\s+(.+)$/i.exec(value)
    return match ? match[1] : undefined
  }
  return undefined
}

function isAllowed(caller: Caller, allowed: string[]): boolean {
  // Administrators run the installation; they need not list themselves.
  if (caller.is_admin) return true
  const names = new Set(allowed.map((name) => name.toLowerCase()))
  return names.has(caller.username.toLowerCase()) || (caller.email !== undefined && names.has(caller.email.toLowerCase()))
}

/** Sets `request.caller` for every API request; refuses invalid tokens with 401. */
async function authentication(app: FastifyInstance, { context }: { context: ServerContext }) {
  app.decorateRequest('caller', undefined)
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config
    let token = bearer(request)
    if (!token && config?.cookieAuth) {
      token = (request.query as Record<string, string> | undefined)?.signature_token ?? cookieToken(request)
    }
    const allowed = context.config.auth.allowed_users
    // A bearer header wins over `?token=` (NOMAD checks it first, too).
    const uploadToken = !token && config?.uploadToken ? (request.query as Record<string, unknown> | undefined)?.token : undefined
    if (token || uploadToken !== undefined) {
      let caller: Caller
      if (token) {
        const subject = await context.auth.verifier().verify(token)
        caller = await callerFor(context.store, subject, !context.auth.embedded)
      } else {
        // A repeated ?token= arrives as an array: not a token.
        const userId = typeof uploadToken === 'string' ? userOfUploadToken(uploadToken, context.auth.secrets.apiSecret) : undefined
        if (!userId) throw unauthorized('Invalid upload token.')
        // Kind 'app': the token has no claims, so an external realm's user is not re-recorded.
        caller = await callerFor(context.store, { user_id: userId, claims: {}, kind: 'app' }, !context.auth.embedded)
      }
      request.caller = caller
      if (allowed.length && !config?.loginExempt && !isAllowed(caller, allowed)) {
        throw forbidden('You are not allowed to access this installation.')
      }
    } else if ((context.config.features.global_login_required || allowed.length) && !config?.loginExempt) {
      throw unauthorized('Authorization required.')
    }
  })
}

export const authenticationPlugin = fp(authentication, { name: 'tessera-authentication' })

/** The caller, or a 401 for routes that need one. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized('Authorization required.')
  return request.caller
}

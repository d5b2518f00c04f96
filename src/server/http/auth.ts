import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerContext } from '../context'
import { callerFor, type Caller } from '../auth'
import type { TokenSubject } from '../auth/tokens'
import { forbidden, unauthorized } from '../errors'
import { queryParams } from './queryParams'
import { userOfUploadToken } from '../services/uploadTokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user, undefined for anonymous requests. */
    caller: Caller | undefined
  }
  interface FastifyContextConfig {
    /** Reachable without login even when the installation requires login (info, auth). */
    loginExempt?: boolean
    /**
     * Browser downloads (GET only): also accept the `Authorization` cookie and
     * `?signature_token=`. Only these routes take a signature token at all.
     */
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

/** Where the request's credential came from. */
type Source = 'header' | 'signature_token' | 'cookie'

/**
 * Which credentials a request may use (issue 14). A download link the browser follows
 * carries no header, so GET downloads also take the cookie and `?signature_token=`;
 * nothing else does. Cookies and signature tokens therefore never change state (no
 * cross-site request can act with them), and a leaked download link is a download,
 * not a login.
 */
function checkScope(request: FastifyRequest, subject: TokenSubject, source: Source) {
  const download = Boolean(request.routeOptions.config?.cookieAuth) && SAFE_METHODS.has(request.method)
  if (subject.kind === 'signature' && !download) throw forbidden('A signature token only authorises downloads of raw files and archives.')
  if (source === 'signature_token' && subject.kind !== 'signature') {
    // A full token in a URL ends up in logs and browser histories.
    throw unauthorized('Invalid token: signature_token must be a signature token (GET auth/signature_token).')
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/** Sets `request.caller` for every API request; refuses invalid tokens with 401. */
async function authentication(app: FastifyInstance, { context }: { context: ServerContext }) {
  app.decorateRequest('caller', undefined)
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config
    let token = bearer(request)
    let source: Source = 'header'
    if (!token && config?.cookieAuth && SAFE_METHODS.has(request.method)) {
      const signature = queryParams(request.query).signature_token
      if (typeof signature === 'string' && signature) {
        token = signature
        source = 'signature_token'
      } else {
        token = cookieToken(request)
        source = 'cookie'
      }
    }
    const allowed = context.config.auth.allowed_users
    // A bearer header wins over `?token=` (NOMAD checks it first, too).
    const uploadToken = !token && config?.uploadToken ? queryParams(request.query).token : undefined
    if (token || uploadToken !== undefined) {
      let caller: Caller
      if (token) {
        const subject = await context.auth.verifier().verify(token)
        checkScope(request, subject, source)
        caller = await callerFor(context.store, subject, !context.auth.embedded)
      } else {
        // A repeated ?token= arrives as an array: not a token.
        const userId = typeof uploadToken === 'string' ? userOfUploadToken(uploadToken, context.auth.secrets.apiSecret) : undefined
        if (!userId) throw unauthorized('Invalid upload token.')
        // No claims: an external realm's user is not re-recorded from it.
        caller = await callerFor(context.store, { user_id: userId, claims: {}, kind: 'upload' }, !context.auth.embedded)
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

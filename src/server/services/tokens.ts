import { importJWK, SignJWT } from 'jose'
import { randomUUID } from 'node:crypto'
import type { ServerContext } from '../context'
import type { Caller } from '../auth'
import { authenticate } from '../auth/accounts'
import { invalid, tooManyRequests, unauthorized } from '../errors'

type AuthContext = Pick<ServerContext, 'auth' | 'store' | 'config'>

const BAD_CREDENTIALS = 'Incorrect username or password'

/**
 * NOMAD's password route for scripts: an access token like the provider's. With an
 * external realm the request goes to its token endpoint (password grant).
 */
export async function passwordToken(context: AuthContext, username: string, password: string, address: string) {
  const { auth } = context
  const wait = auth.attempts.blockedFor(username, address)
  if (wait > 0) throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60_000)} minutes.`)

  if (!auth.embedded) {
    const response = await fetch(`${auth.issuer()}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: auth.clientId, username, password }),
    }).catch(() => undefined)
    if (!response?.ok) {
      if (response?.status === 401 || response?.status === 400) auth.attempts.fail(username, address)
      throw unauthorized(BAD_CREDENTIALS)
    }
    const { access_token } = (await response.json()) as { access_token: string }
    auth.attempts.succeed(username)
    return { access_token, token_type: 'bearer' }
  }

  const user = await authenticate(context.store, username, password)
  if (!user) {
    auth.attempts.fail(username, address)
    throw unauthorized(BAD_CREDENTIALS)
  }
  auth.attempts.succeed(username)
  const key = await importJWK(auth.secrets.signingKey, 'RS256')
  const now = Math.floor(Date.now() / 1000)
  const access_token = await new SignJWT({
    scope: 'openid profile email',
    client_id: auth.clientId,
    preferred_username: user.username,
  })
    .setProtectedHeader({ alg: 'RS256', kid: auth.secrets.signingKey.kid, typ: 'at+jwt' })
    .setIssuer(auth.issuer())
    .setAudience(auth.clientId)
    .setSubject(user.user_id)
    .setIssuedAt(now)
    .setExpirationTime(now + context.config.auth.access_token_expires_in)
    .setJti(randomUUID())
    .sign(key)
  return { access_token, token_type: 'bearer' }
}

/** A token for scripts, valid for `expiresIn` seconds, at most the configured maximum. */
export async function appToken(context: AuthContext, caller: Caller, expiresIn: number) {
  const maximum = context.config.auth.app_token_max_expires_in
  if (expiresIn <= 0 || expiresIn > maximum) {
    throw invalid([{
      loc: ['query', 'expires_in'],
      msg: `expires_in must be between 1 and ${maximum} seconds (the maximum app token lifetime).`,
      type: 'value_error',
    }])
  }
  return { app_token: await context.auth.verifier().signAppToken(caller.user_id, expiresIn) }
}

const SIGNATURE_TOKEN_TTL = 10

/** A 10-second token for download links (`?signature_token=`). */
export async function signatureToken(context: AuthContext, caller: Caller) {
  return { signature_token: await context.auth.verifier().signAppToken(caller.user_id, SIGNATURE_TOKEN_TTL) }
}

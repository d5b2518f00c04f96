import { importJWK, SignJWT } from 'jose'
import { randomUUID } from 'node:crypto'
import type { ServerContext } from '../context'
import type { Caller } from '../auth'
import { accountKey, authenticate } from '../auth/accounts'
import { retryText } from '../auth/attempts'
import { deleteAppToken, insertAppToken, listAppTokens, type AppTokenRecord } from '../store/appTokens'
import { forbidden, invalid, notFound, tooManyRequests, unauthorized } from '../errors'

type AuthContext = Pick<ServerContext, 'auth' | 'store' | 'config'>

const BAD_CREDENTIALS = 'Incorrect username or password'

/**
 * NOMAD's password route for scripts: an access token like the provider's. With an
 * external realm the request goes to its token endpoint (password grant).
 */
export async function passwordToken(context: AuthContext, username: string, password: string, address: string) {
  const { auth } = context
  const account = await accountKey(context.store, username)
  const wait = auth.attempts.blockedFor(account, address)
  if (wait > 0) throw tooManyRequests(retryText(wait))

  if (!auth.embedded) {
    const response = await fetch(`${auth.issuer()}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: auth.clientId, username, password }),
    }).catch(() => undefined)
    if (!response?.ok) {
      if (response?.status === 401 || response?.status === 400) auth.attempts.fail(account, address)
      throw unauthorized(BAD_CREDENTIALS)
    }
    const { access_token } = (await response.json()) as { access_token: string }
    auth.attempts.succeed(account, address)
    return { access_token, token_type: 'bearer' }
  }

  const user = await authenticate(context.store, username, password)
  if (!user) {
    auth.attempts.fail(account, address)
    throw unauthorized(BAD_CREDENTIALS)
  }
  auth.attempts.succeed(account, address)
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

export const TOKEN_TEXTS = {
  appTokenNeedsLogin: 'App tokens can only be requested when signed in, not with another app token or a download token.',
  notFound: 'You have no app token with this id.',
} as const

/** How many characters of its end identify a token in the owner's list (of its signature: random, not secret alone). */
const HINT_LENGTH = 6

/**
 * A token for scripts, valid for `expiresIn` seconds, at most the configured maximum.
 * Only a signed-in user may make one: a token that could make tokens would outlive
 * every expiry and revocation.
 */
export async function appToken(context: AuthContext, caller: Caller, expiresIn: number, name?: string) {
  if (caller.credential !== 'oidc') throw forbidden(TOKEN_TEXTS.appTokenNeedsLogin)
  const maximum = context.config.auth.app_token_max_expires_in
  if (expiresIn <= 0 || expiresIn > maximum) {
    throw invalid([{
      loc: ['query', 'expires_in'],
      msg: `expires_in must be between 1 and ${maximum} seconds (the maximum app token lifetime).`,
      type: 'value_error',
    }])
  }
  return { app_token: await issueAppToken(context, caller.user_id, expiresIn, name?.trim() || undefined) }
}

/** Signs and records an app token; a token is valid only while its record exists. */
export async function issueAppToken(context: AuthContext, userId: string, expiresIn: number, name?: string): Promise<string> {
  const tokenId = randomUUID()
  const token = await context.auth.verifier().signAppToken(userId, expiresIn, tokenId)
  await insertAppToken(context.store, {
    token_id: tokenId, user_id: userId, name, hint: token.slice(-HINT_LENGTH), expires_at: new Date(Date.now() + expiresIn * 1000),
  })
  return token
}

/** The caller's app tokens that can still be used, newest first. */
export async function appTokens(context: AuthContext, caller: Caller): Promise<{ data: AppTokenRecord[] }> {
  return { data: await listAppTokens(context.store, caller.user_id) }
}

/** Revokes one of the caller's app tokens at once (every process checks the record on each request). */
export async function revokeAppToken(context: AuthContext, caller: Caller, tokenId: string): Promise<AppTokenRecord> {
  const revoked = await deleteAppToken(context.store, tokenId, caller.user_id)
  if (!revoked) throw notFound(TOKEN_TEXTS.notFound)
  return revoked
}

const SIGNATURE_TOKEN_TTL = 10

/** A 10-second token for download links (`?signature_token=`); it authorises GET downloads only. */
export async function signatureToken(context: AuthContext, caller: Caller) {
  return { signature_token: await context.auth.verifier().signSignatureToken(caller.user_id, SIGNATURE_TOKEN_TTL) }
}

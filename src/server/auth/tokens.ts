import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose'
import { unauthorized } from '../errors'

/**
 * What a credential is for. `oidc`: an access token of the identity provider (or of
 * the password route), the user at the keyboard; `app`: a recorded, revocable token for
 * scripts; `signature`: a 10-second token for one download link; `upload`: the
 * never-expiring `?token=` of upload URLs (routes marked `uploadToken` only).
 */
export type TokenKind = 'oidc' | 'app' | 'signature' | 'upload'

/** Who a valid token speaks for, and what it says about them. */
export interface TokenSubject {
  user_id: string
  /** Claims of an OIDC access token (names, email) — absent for app tokens. */
  claims: JWTPayload & {
    preferred_username?: string
    given_name?: string
    family_name?: string
    email?: string
    name?: string
  }
  kind: TokenKind
  /** App tokens: the id under which the token is recorded (its `jti`). */
  tokenId?: string
}

/**
 * The `purpose` claim of the tokens this server signs (HS256). NOMAD's simple tokens are
 * `{user, exp}` and both kinds looked alike, so a download token worked as a 30-day
 * credential; clients never read these tokens, so the extra claims cost no compatibility.
 */
const PURPOSE = { app: 'app', signature: 'signature' } as const

export interface TokenVerifierOptions {
  /** The realm URL tokens must come from: {base}/realms/{realm}. */
  issuer: string
  clientId: string
  /** The embedded provider's public key; without it the realm's JWKS is fetched. */
  localKey?: JWK
  /** HS256 secret of app tokens. */
  apiSecret: string
}

const ENCODER = new TextEncoder()

/**
 * Verifies bearer tokens: RS256 access tokens of the identity provider (embedded or
 * an external Keycloak realm, keys from its JWKS) and HS256 app tokens signed by this
 * server (`{user, exp}`, as NOMAD's "simple tokens"). Every failure is a 401 with a
 * detail saying what is wrong.
 */
export function tokenVerifier(options: TokenVerifierOptions) {
  const keys = options.localKey
    ? createLocalJWKSet({ keys: [publicPart(options.localKey)] })
    : createRemoteJWKSet(new URL(`${options.issuer}/protocol/openid-connect/certs`), { cooldownDuration: 30_000 })
  const secret = ENCODER.encode(options.apiSecret)

  async function verifyOidc(token: string): Promise<TokenSubject> {
    const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'] })
    // Keycloak puts the client in `azp` (aud is often just "account"); our provider
    // puts it in `aud`. A token of the same realm for another client is refused.
    const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : []
    if (payload.azp !== options.clientId && !audiences.includes(options.clientId) && payload.client_id !== options.clientId) {
      throw unauthorized('Invalid token: it was issued for another client.')
    }
    if (!payload.sub) throw unauthorized('Invalid token: it names no user.')
    return { user_id: payload.sub, claims: payload, kind: 'oidc' }
  }

  async function verifyApp(token: string): Promise<TokenSubject> {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    if (typeof payload.user !== 'string' || typeof payload.exp !== 'number') throw unauthorized('Invalid token.')
    if (payload.purpose === PURPOSE.signature) return { user_id: payload.user, claims: {}, kind: 'signature' }
    if (payload.purpose === PURPOSE.app && typeof payload.jti === 'string') {
      return { user_id: payload.user, claims: {}, kind: 'app', tokenId: payload.jti }
    }
    // Made before app tokens were recorded: nobody could revoke it, so it is not honoured.
    throw unauthorized('Invalid token: this app token can no longer be used; request a new one.')
  }

  return {
    async verify(token: string): Promise<TokenSubject> {
      let algorithm: string | undefined
      try {
        algorithm = decodeProtectedHeader(token).alg
      } catch {
        throw unauthorized('Invalid token: it is not a JSON Web Token.')
      }
      try {
        return algorithm === 'HS256' ? await verifyApp(token) : await verifyOidc(token)
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Expired token.')
        if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iss') {
          throw unauthorized('Invalid token: it was issued by another identity provider.')
        }
        if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
          throw unauthorized('Invalid token: the signature does not verify.')
        }
        if (error instanceof errors.JOSEError) throw unauthorized(`Invalid token: ${error.message}`)
        throw error
      }
    },

    /** An app token: `{user, exp, jti, purpose}` signed with the server secret; valid while recorded under `tokenId`. */
    async signAppToken(userId: string, expiresInSeconds: number, tokenId: string): Promise<string> {
      return new SignJWT({ user: userId, purpose: PURPOSE.app })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(tokenId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(secret)
    },

    /** A download-link token: good for GET downloads only (http/auth.ts), for a few seconds. */
    async signSignatureToken(userId: string, expiresInSeconds: number): Promise<string> {
      return new SignJWT({ user: userId, purpose: PURPOSE.signature })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(secret)
    },
  }
}

export type TokenVerifier = ReturnType<typeof tokenVerifier>

export function publicPart(key: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey } = key
  return publicKey
}

import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose'
import { unauthorized } from '../errors'

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
  kind: 'oidc' | 'app'
}

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
    return { user_id: payload.user, claims: {}, kind: 'app' }
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

    /** An app token: `{user, exp}` signed with the server secret. */
    async signAppToken(userId: string, expiresInSeconds: number): Promise<string> {
      return new SignJWT({ user: userId })
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

import type Provider from 'oidc-provider'
import type { DeploymentConfig } from '../../core/config/config.generated'
import type { Queryable } from '../store'
import { loadSecrets, type Secrets } from './secrets'
import { tokenVerifier, publicPart, type TokenVerifier } from './tokens'
import { SignInAttempts } from './attempts'
import { createProvider } from './provider/provider'
import { deleteExpired } from './provider/adapter'
import type { Bases } from '../config/guiEnv'

export type { Caller } from './caller'
export { callerFor } from './caller'
export { SignInAttempts } from './attempts'

/** Identity for the whole server: who issues tokens and how they are checked. */
export interface Auth {
  /** True when this server runs the identity provider itself (no external realm). */
  embedded: boolean
  realm: string
  clientId: string
  secrets: Secrets
  attempts: SignInAttempts
  /** Available once the server listens. */
  verifier(): TokenVerifier
  issuer(): string
  provider(): Provider
  /** Called once the public URLs are known. */
  start(bases: Bases, brand: string): void
  stop(): void
}

export async function createAuth(config: DeploymentConfig, db: Queryable): Promise<Auth> {
  const secrets = await loadSecrets(db)
  const idp = config.identity_provider
  const embedded = !idp.base_url
  let verifier: TokenVerifier | undefined
  let issuer: string | undefined
  let provider: Provider | undefined
  let sweeper: NodeJS.Timeout | undefined
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Authentication is not started yet')
    return value
  }
  return {
    embedded,
    realm: idp.realm,
    clientId: idp.client_id,
    secrets,
    attempts: new SignInAttempts(),
    verifier: () => ready(verifier),
    issuer: () => ready(issuer),
    provider: () => {
      if (!embedded) throw new Error('No embedded identity provider: an external realm is configured')
      return ready(provider)
    },
    start(bases, brand) {
      issuer = embedded
        ? `${bases.appBase}/auth/realms/${idp.realm}`
        : `${idp.base_url!.replace(/\/+$/, '')}/realms/${idp.realm}`
      verifier = tokenVerifier({
        issuer,
        clientId: idp.client_id,
        localKey: embedded ? publicPart(secrets.signingKey) : undefined,
        apiSecret: secrets.apiSecret,
      })
      if (embedded) {
        provider = createProvider({
          db,
          issuer,
          clientId: idp.client_id,
          guiUrl: `${bases.appBase}/gui`,
          interactionPath: `${bases.prefix}/auth/realms/${idp.realm}/login`,
          signingKey: secrets.signingKey,
          cookieKeys: secrets.cookieKeys,
          accessTokenTtl: config.auth.access_token_expires_in,
          brand,
          fontsBase: `${bases.prefix}/auth/realms/${idp.realm}/assets`,
          signOutScriptUrl: `${bases.prefix}/auth/realms/${idp.realm}/sign-out.js`,
        })
        void deleteExpired(db).catch(() => undefined)
        sweeper = setInterval(() => void deleteExpired(db).catch(() => undefined), 3600_000)
        sweeper.unref()
      }
    },
    stop() {
      if (sweeper) clearInterval(sweeper)
    },
  }
}

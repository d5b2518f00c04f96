// The OIDC client (oidc-client-ts) for the deployment's identity provider: the embedded
// provider or Keycloak, both laid out as {baseUrl}/realms/{realm}.
import {
  User,
  UserManager,
  WebStorageStateStore,
  type SigninSilentArgs,
  type UserManagerSettings,
} from 'oidc-client-ts'
import type { GuiEnv } from '../runtime'
import { expiresWithin } from './tokens'

export const OIDC_SCOPE = 'openid profile email offline_access'

/** Paths below {appBase}/gui that the provider has registered as redirect URIs. */
export const AUTH_PATHS = { callback: '/auth/callback', silent: '/auth/silent.html', loggedOut: '/' } as const

/** The provider's realm: the OIDC issuer. */
export function authority(env: Pick<GuiEnv, 'identityProvider'>): string {
  const { baseUrl, realm } = env.identityProvider
  return `${baseUrl.replace(/\/+$/, '')}/realms/${realm}`
}

export function userManagerSettings(
  env: Pick<GuiEnv, 'identityProvider' | 'appBase'>,
  storage: Storage = window.localStorage,
): UserManagerSettings {
  const gui = `${env.appBase.replace(/\/+$/, '')}/gui`
  return {
    authority: authority(env),
    client_id: env.identityProvider.clientId,
    redirect_uri: `${gui}${AUTH_PATHS.callback}`,
    silent_redirect_uri: `${gui}${AUTH_PATHS.silent}`,
    post_logout_redirect_uri: `${gui}${AUTH_PATHS.loggedOut}`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    // The name and email come from the ID token; no extra round trip.
    loadUserInfo: false,
    // The session renews in the background itself (session.ts), with a margin that fits
    // the token's lifetime; the library's fixed margin would renew short tokens every second.
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: 10,
    // localStorage, so that all tabs share one login.
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
  }
}

/** Runs `task` holding a browser-wide lock (all tabs), where the browser has Web Locks. */
function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? (locks.request(name, task) as Promise<T>) : task()
}

/**
 * A UserManager that renews one token at a time. The provider rotates refresh tokens
 * and revokes the whole login when a used one is presented again, so two renewals
 * with the same refresh token (the background renewal and an API call, or two tabs)
 * must never race: renewals in this tab share one promise, tabs take turns through a
 * Web Lock, and a tab whose turn comes after another tab renewed just takes the new
 * token from the shared store.
 */
export class TesseraUserManager extends UserManager {
  private renewal: Promise<User | null> | undefined

  override signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    this.renewal ??= this.renewOnce(args).finally(() => {
      this.renewal = undefined
    })
    return this.renewal
  }

  private async renewOnce(args: SigninSilentArgs): Promise<User | null> {
    const store = this.settings.userStore
    const before = await store.get(this._userStoreKey)
    return withLock('tessera-token-renewal', async () => {
      const current = await store.get(this._userStoreKey)
      if (before && current && current !== before) {
        const renewed = User.fromStorageString(current)
        // Renewed after this tab asked, so it is new; it only has to be still valid.
        if (!expiresWithin(renewed, 1)) {
          await this.events.load(renewed)
          return renewed
        }
      }
      return super.signinSilent(args)
    })
  }
}

export function createUserManager(env: Pick<GuiEnv, 'identityProvider' | 'appBase'>): TesseraUserManager {
  return new TesseraUserManager(userManagerSettings(env))
}

// A stand-in for oidc-client-ts's UserManager in session tests: a stored user, events
// raised as the library raises them, and renewals the test scripts.
import { vi } from 'vitest'
import type { OidcUserManager, SessionUser } from '../session'

type Handler<A extends unknown[]> = (...args: A) => void

export function aSessionUser(overrides: Partial<SessionUser> & { expiresIn?: number } = {}): SessionUser {
  const { expiresIn = 300, ...rest } = overrides
  return {
    access_token: 'access-1',
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    id_token: 'id-1',
    profile: { sub: 'u-jane', name: 'Jane Doe', preferred_username: 'jane', email: 'jane@example.org' },
    ...rest,
  }
}

export class FakeUserManager implements OidcUserManager {
  stored: SessionUser | null
  /** What the next signinSilent does: resolve with a user (stored, userLoaded raised) or throw. */
  renewal: () => Promise<SessionUser | null>
  private readonly handlers = {
    loaded: [] as Handler<[SessionUser]>[],
    unloaded: [] as Handler<[]>[],
    expired: [] as Handler<[]>[],
  }

  constructor(stored: SessionUser | null = null) {
    this.stored = stored
    this.renewal = async () => aSessionUser({ access_token: 'access-renewed' })
  }

  getUser = vi.fn(async () => this.stored)
  removeUser = vi.fn(async () => {
    this.stored = null
    this.raise('unloaded')
  })
  signinSilent = vi.fn(async () => {
    const user = await this.renewal()
    if (user) this.load(user)
    return user
  })
  signinRedirect = vi.fn(async (_args: unknown) => undefined)
  signinRedirectCallback = vi.fn(async () => {
    const user = aSessionUser({ state: { returnTo: '/user/uploads' } })
    this.load(user)
    return user
  })
  signoutRedirect = vi.fn(async (_args: unknown) => undefined)
  clearStaleState = vi.fn(async () => undefined)

  events = {
    addUserLoaded: (handler: Handler<[SessionUser]>) => this.handlers.loaded.push(handler),
    addUserUnloaded: (handler: Handler<[]>) => this.handlers.unloaded.push(handler),
    addAccessTokenExpired: (handler: Handler<[]>) => this.handlers.expired.push(handler),
  }

  /** Stores a user and raises userLoaded, as a sign-in or renewal does. */
  load(user: SessionUser) {
    this.stored = user
    this.raise('loaded', user)
  }

  raise(event: 'loaded', user: SessionUser): void
  raise(event: 'unloaded' | 'expired'): void
  raise(event: keyof FakeUserManager['handlers'], ...args: unknown[]) {
    for (const handler of this.handlers[event]) (handler as Handler<unknown[]>)(...args)
  }
}

// The login session: connects the OIDC client (userManager.ts) to the Redux auth slice,
// the Authorization cookie and the API client's token provider. One instance per page
// load, created in main.tsx; components reach it through AuthContext.
import type { Dispatch } from '@reduxjs/toolkit'
import { ErrorResponse, type SigninRedirectArgs, type SignoutRedirectArgs } from 'oidc-client-ts'
import { CannotReachApi, type TokenProvider } from '../api'
import type { Auth } from './AuthContext'
import { checking, loggedIn, loggedOut, tokenExpired, userFromClaims } from './authSlice'
import { clearAuthorizationCookie, setAuthorizationCookie, type CookieJar } from './cookie'
import { RENEW_BEFORE_EXPIRY_SECONDS, expiresWithin, renewalMargin, secondsLeft } from './tokens'

/** What the session reads of an oidc-client-ts User. */
export interface SessionUser {
  access_token: string
  /** Seconds since the epoch. */
  expires_at?: number
  id_token?: string
  profile: { sub: string; name?: string; given_name?: string; family_name?: string; preferred_username?: string; email?: string }
  /** The state given to signinRedirect. */
  state?: unknown
}

/** The part of oidc-client-ts's UserManager the session uses (tests pass a fake). */
export interface OidcUserManager {
  getUser(): Promise<SessionUser | null>
  removeUser(): Promise<void>
  signinSilent(): Promise<SessionUser | null>
  signinRedirect(args: SigninRedirectArgs): Promise<void>
  signinRedirectCallback(url?: string): Promise<SessionUser>
  signoutRedirect(args: SignoutRedirectArgs): Promise<void>
  clearStaleState(): Promise<void>
  events: {
    addUserLoaded(callback: (user: SessionUser) => void): unknown
    addUserUnloaded(callback: () => void): unknown
    addAccessTokenExpired(callback: () => void): unknown
  }
}

export interface AuthSessionOptions {
  userManager: OidcUserManager
  dispatch: Dispatch
  apiBase: string
  /** Where the Authorization cookie goes; `document` in the browser. */
  cookies: CookieJar
  /** Wait before trying a failed background renewal again (ms). */
  retryAfter?: number
}

/** What the GUI remembers across the provider's sign-in page. */
export interface LoginState {
  returnTo: string
}

/** The storage key of the login (oidc-client-ts: `oidc.user:{authority}:{client_id}`). */
const STORED_USER_PREFIX = 'oidc.user:'

/** The provider answered (as opposed to being unreachable): the login it refused is over. */
const isRefusal = (error: unknown): error is ErrorResponse => error instanceof ErrorResponse

export class AuthSession implements Auth {
  private readonly userManager: OidcUserManager
  private readonly dispatch: Dispatch
  private readonly apiBase: string
  private readonly cookies: CookieJar
  private readonly retryAfter: number
  private completion: Promise<string | undefined> | undefined
  /** Seconds before expiry at which the current token is renewed. */
  private margin = RENEW_BEFORE_EXPIRY_SECONDS
  private renewalTimer: ReturnType<typeof setTimeout> | undefined
  private stopped = false

  constructor(options: AuthSessionOptions) {
    this.userManager = options.userManager
    this.dispatch = options.dispatch
    this.apiBase = options.apiBase
    this.cookies = options.cookies
    this.retryAfter = options.retryAfter ?? 15_000
    this.listen()
  }

  /**
   * Restores the stored login (renewing it if it expired) or, without one, checks for
   * a single sign-on session at the provider. At the login callback URL the login is
   * completed by completeLogin() instead, so no single sign-on check runs there.
   */
  async start({ checkSingleSignOn = true }: { checkSingleSignOn?: boolean } = {}): Promise<void> {
    void this.userManager.clearStaleState().catch(() => undefined)
    const stored = await this.userManager.getUser().catch(() => null)
    if (stored && !expiresWithin(stored, 0)) {
      this.loaded(stored)
      return
    }
    if (stored) {
      try {
        await this.renew()
        return
      } catch (error) {
        if (!isRefusal(error)) {
          // Provider unreachable: keep the user; the next call tries again.
          this.loaded(stored)
          this.dispatch(tokenExpired())
          return
        }
      }
    }
    if (!checkSingleSignOn) return
    try {
      if (await this.userManager.signinSilent()) return
    } catch (error) {
      // login_required is the normal answer for somebody not signed in at the provider.
      if (!(isRefusal(error) && error.error === 'login_required')) {
        console.warn('Tessera: the single sign-on check failed.', error)
      }
    }
    this.dispatch(loggedOut())
  }

  /**
   * Follows logins, renewals and logouts of other tabs: they share the stored login
   * (localStorage), and the browser tells the other tabs when it changes.
   */
  followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key !== null && !event.key.startsWith(STORED_USER_PREFIX)) return
      void this.userManager.getUser().then(
        (user) => (user ? this.loaded(user) : this.forget()),
        () => undefined,
      )
    }
    target.addEventListener('storage', onStorage)
    return () => target.removeEventListener('storage', onStorage)
  }

  /** Stops the background renewal (the page is going away, or a test ends). */
  stop(): void {
    clearTimeout(this.renewalTimer)
    this.stopped = true
  }

  /** The API client's token provider: a fresh access token, renewed first when it expires soon. */
  accessToken: TokenProvider = async () => {
    const user = await this.userManager.getUser()
    if (!user) return undefined
    if (!expiresWithin(user, this.margin)) return user.access_token
    // A failure propagates; the API client reports it as CannotReachApi (spec 1 §8).
    return (await this.renew()).access_token
  }

  async login(returnTo: string): Promise<void> {
    const state: LoginState = { returnTo }
    try {
      await this.userManager.signinRedirect({ state })
    } catch (error) {
      throw new CannotReachApi(`Cannot reach the identity provider: ${messageOf(error)}`)
    }
  }

  /** Completes the login at the callback URL (once, however often it is asked). */
  completeLogin(): Promise<string | undefined> {
    this.completion ??= this.finishLogin()
    return this.completion
  }

  async logout(): Promise<void> {
    const user = await this.userManager.getUser().catch(() => null)
    await this.userManager.removeUser()
    this.forget()
    try {
      await this.userManager.signoutRedirect({ id_token_hint: user?.id_token })
    } catch (error) {
      // Logged out here all the same; the provider's session ends with its own expiry.
      console.warn('Tessera: could not end the session at the identity provider.', error)
    }
  }

  private async finishLogin(): Promise<string | undefined> {
    this.dispatch(checking())
    try {
      const user = await this.userManager.signinRedirectCallback()
      this.loaded(user)
      return returnPath(user.state)
    } catch (error) {
      const stored = await this.userManager.getUser().catch(() => null)
      if (stored) this.loaded(stored)
      else this.dispatch(loggedOut())
      throw error
    }
  }

  private async renew(): Promise<SessionUser> {
    try {
      const user = await this.userManager.signinSilent()
      if (!user) throw new Error('The identity provider returned no login.')
      return user
    } catch (error) {
      if (isRefusal(error)) await this.userManager.removeUser()
      throw error
    }
  }

  private listen() {
    const { events } = this.userManager
    events.addUserLoaded((user) => this.loaded(user))
    events.addUserUnloaded(() => this.forget())
    events.addAccessTokenExpired(() => this.dispatch(tokenExpired()))
  }

  private loaded(user: SessionUser) {
    setAuthorizationCookie(this.cookies, this.apiBase, user.access_token, user.expires_at)
    this.dispatch(loggedIn(userFromClaims(user.profile)))
    this.scheduleRenewal(user)
  }

  private forget() {
    clearTimeout(this.renewalTimer)
    clearAuthorizationCookie(this.cookies, this.apiBase)
    this.dispatch(loggedOut())
  }

  /**
   * Background renewal (with the refresh token) shortly before the token expires, so
   * an open app stays logged in without waiting for the next call. What the token had
   * left when it was loaded stands for its lifetime: for a new token the two are equal.
   */
  private scheduleRenewal(user: SessionUser) {
    clearTimeout(this.renewalTimer)
    const left = secondsLeft(user)
    if (!Number.isFinite(left)) return
    this.margin = renewalMargin(left)
    this.renewInBackground(Math.max(0, left - this.margin) * 1000)
  }

  private renewInBackground(delay: number) {
    clearTimeout(this.renewalTimer)
    if (this.stopped) return
    this.renewalTimer = setTimeout(() => {
      // Success loads the new user, which schedules the next renewal.
      this.renew().catch((error: unknown) => {
        if (isRefusal(error)) return // the login is over; renew() has forgotten it
        console.warn('Tessera: renewing the login failed; trying again shortly.', error)
        this.renewInBackground(this.retryAfter)
      })
    }, delay)
  }
}

/** The router path to return to after login; only paths of this app are accepted. */
export function returnPath(state: unknown): string | undefined {
  const returnTo = (state as Partial<LoginState> | undefined)?.returnTo
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return undefined
  if (returnTo.startsWith('/auth/')) return undefined
  return returnTo
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

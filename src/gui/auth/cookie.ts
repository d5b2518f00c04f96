// The Authorization cookie (spec 1 §6, reference §0): browser downloads (links the
// browser follows itself, without our Authorization header) authenticate with it. It
// is scoped to the API path, strict same-site, and expires with the access token.

export const AUTHORIZATION_COOKIE = 'Authorization'

/** The cookie's path: the path of the API base ('/prefix/api'). */
export function apiCookiePath(apiBase: string, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL(apiBase, origin).pathname.replace(/\/+$/, '') || '/'
}

/**
 * `Authorization=Bearer%20<token>; path=<api path>; SameSite=Strict; expires=<expiry>`,
 * plus `Secure` on https pages. `expiresAt` in seconds since the epoch; without it the
 * cookie lasts for the browser session.
 */
export function authorizationCookie(
  token: string,
  options: { apiBase: string; expiresAt?: number; secure?: boolean; origin?: string },
): string {
  const parts = [
    `${AUTHORIZATION_COOKIE}=${encodeURIComponent(`Bearer ${token}`)}`,
    `path=${apiCookiePath(options.apiBase, options.origin)}`,
    'SameSite=Strict',
  ]
  if (options.expiresAt !== undefined) parts.push(`expires=${new Date(options.expiresAt * 1000).toUTCString()}`)
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** The same cookie, expired: the browser deletes it. */
export function expiredAuthorizationCookie(options: { apiBase: string; secure?: boolean; origin?: string }): string {
  return authorizationCookie('', { ...options, expiresAt: 0 })
}

/** Where the session writes the cookie; `document` in the browser. */
export interface CookieJar {
  cookie: string
  readonly location?: { origin: string; protocol: string } | null
}

export function setAuthorizationCookie(jar: CookieJar, apiBase: string, token: string, expiresAt?: number): void {
  jar.cookie = authorizationCookie(token, { apiBase, expiresAt, ...where(jar) })
}

export function clearAuthorizationCookie(jar: CookieJar, apiBase: string): void {
  jar.cookie = expiredAuthorizationCookie({ apiBase, ...where(jar) })
}

function where(jar: CookieJar) {
  const location = jar.location ?? undefined
  return { origin: location?.origin, secure: location?.protocol === 'https:' }
}

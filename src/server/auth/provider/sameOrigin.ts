// CSRF protection of the provider's forms (sign-in, registration, account, password,
// set-password): a form may only be sent from a page of this site. Browsers say where
// a request comes from in Sec-Fetch-Site (all current ones) and Origin (on every POST
// since 2019–2020); neither can be set by a page of another site. We check them rather
// than keep synchronizer tokens: nothing to store per session, every form is covered
// the same way, and SameSite cookies alone would let a sibling subdomain (same site,
// other origin) through. A request without either header does not come from a browser
// that could carry a victim's cookies (or from one too old to matter) and passes.
import type { FastifyRequest } from 'fastify'

/**
 * Whether the request was sent by a page of this server: Sec-Fetch-Site `same-origin`
 * (or `none`: typed by the user), else an Origin that is one of `origins` (the public
 * origin, which may differ from the Host header behind a proxy) or names the Host the
 * request was sent to.
 */
export function sentFromOwnPage(request: FastifyRequest, origins: readonly string[]): boolean {
  const site = header(request, 'sec-fetch-site')
  if (site !== undefined) return site === 'same-origin' || site === 'none'
  const origin = header(request, 'origin')
  if (origin === undefined) return true
  if (origins.includes(origin)) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    // 'null' (sandboxed frames, privacy redirects) and anything else unreadable.
    return false
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

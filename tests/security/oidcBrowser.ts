// A browser's part in the embedded provider's flows, by hand: cookies kept per
// browser, redirects followed while they stay on the provider, the authorization code
// flow with PKCE. Headers a browser adds (Origin, Sec-Fetch-Site) are the test's to set.
import { createHash, randomBytes } from 'node:crypto'
import type { TestServer } from '../helpers/server'

export const CLIENT_ID = 'tessera_public'
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

export class Browser {
  private readonly cookies = new Map<string, string>()
  constructor(private readonly origin: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(new URL(url, this.origin), { ...init, headers, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || /max-age=0/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value.join('='))
    }
    return response
  }

  /** Follows redirects until the GUI's callback; answers the last response and its URL. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let response = await this.fetch(url, init)
    let current = new URL(url, this.origin).toString()
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location')!, current).toString()
      if (current.includes('/gui/auth/')) break
      response = await this.fetch(current)
    }
    return { response, url: current }
  }
}

export interface OidcTokens {
  access_token: string
  refresh_token: string
  id_token: string
}

/** The provider of a test server, driven like the GUI drives it. */
export function provider(server: TestServer) {
  const realm = `${server.origin}/auth/realms/tessera`
  const redirectUri = `${server.origin}/gui/auth/callback`

  /** Opens the sign-in page: its URL (the interaction) and the PKCE verifier. */
  async function startLogin(browser: Browser) {
    const verifier = randomBytes(32).toString('base64url')
    const params = new URLSearchParams({
      client_id: CLIENT_ID, response_type: 'code', scope: 'openid profile email offline_access', redirect_uri: redirectUri,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', state: 'xyz',
    })
    const { response, url } = await browser.follow(`${realm}/protocol/openid-connect/auth?${params}`)
    return { verifier, url, page: await response.text() }
  }

  /** Signs in on the provider's page and exchanges the code, as the GUI does. */
  async function signIn(browser: Browser, username: string, password: string): Promise<OidcTokens> {
    const { verifier, url } = await startLogin(browser)
    const { url: callback } = await browser.follow(url, { method: 'POST', headers: FORM, body: new URLSearchParams({ username, password }).toString() })
    const code = new URL(callback).searchParams.get('code')
    if (!code) throw new Error(`sign-in of ${username} ended at ${callback}`)
    const response = await fetch(`${realm}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: CLIENT_ID, code_verifier: verifier }).toString(),
    })
    return response.json() as Promise<OidcTokens>
  }

  /** A refresh at the token endpoint: its status (400 when the login was ended). */
  async function refresh(refreshToken: string): Promise<number> {
    const response = await fetch(`${realm}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID }).toString(),
    })
    await response.arrayBuffer()
    return response.status
  }

  return { realm, redirectUri, startLogin, signIn, refresh }
}

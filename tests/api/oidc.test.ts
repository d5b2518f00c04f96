// The embedded provider driven as a browser would: authorization code flow with PKCE
// through our sign-in and registration pages, cookies carried by hand.
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'

class Browser {
  private readonly cookies = new Map<string, string>()
  constructor(private readonly origin: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.origin)
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(absolute, { ...init, headers, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || /max-age=0/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value.join('='))
    }
    return response
  }

  /** Follows redirects while they stay on the server; answers the last response and its URL. */
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

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

describe('the embedded identity provider', () => {
  let server: TestServer
  let realm: string
  let redirectUri: string
  beforeAll(async () => {
    server = await testServer()
    realm = `${server.origin}/auth/realms/tessera`
    redirectUri = `${server.origin}/gui/auth/callback`
  })
  afterAll(() => server.dispose())

  async function startLogin(browser: Browser) {
    const { verifier, challenge } = pkce()
    const params = new URLSearchParams({
      client_id: 'tessera_public', response_type: 'code', scope: 'openid profile email offline_access',
      redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 'xyz',
    })
    const { response, url } = await browser.follow(`${realm}/protocol/openid-connect/auth?${params}`)
    return { verifier, page: await response.text(), url }
  }

  async function exchange(location: string, verifier: string) {
    const code = new URL(location).searchParams.get('code')!
    const response = await fetch(`${realm}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'tessera_public', code_verifier: verifier }),
    })
    expect(response.status).toBe(200)
    return response.json() as Promise<{ access_token: string; refresh_token: string; id_token: string; expires_in: number }>
  }

  it('publishes a discovery document in Keycloak layout', async () => {
    const discovery = await (await fetch(`${realm}/.well-known/openid-configuration`)).json()
    expect(discovery.issuer).toBe(realm)
    expect(discovery.token_endpoint).toBe(`${realm}/protocol/openid-connect/token`)
    expect(discovery.jwks_uri).toBe(`${realm}/protocol/openid-connect/certs`)
    expect(discovery.end_session_endpoint).toBe(`${realm}/protocol/openid-connect/logout`)
  })

  it('signs a user in through the sign-in page and issues tokens the API accepts', async () => {
    const alice = await anAccount(server.context.store, { username: 'alice', first_name: 'Alice', last_name: 'Adams' })
    const browser = new Browser(server.origin)
    const { verifier, page, url } = await startLogin(browser)
    expect(page).toContain('Sign in')
    const wrong = await browser.fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=alice&password=nope' })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('Invalid username or password.')

    const { url: callback } = await browser.follow(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'alice', password: alice.password }).toString(),
    })
    expect(callback.startsWith(redirectUri)).toBe(true)
    const tokens = await exchange(callback, verifier)
    const idClaims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString())
    expect(idClaims).toMatchObject({ sub: alice.user_id, name: 'Alice Adams', preferred_username: 'alice' })

    const api = await server.api('/api/v1/auth/app_token?expires_in=60', { headers: { authorization: `Bearer ${tokens.access_token}` } })
    expect(api.status).toBe(200)

    // Renewal: the refresh token gives a new access token without the user.
    const refreshed = await fetch(`${realm}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'tessera_public' }),
    })
    expect(refreshed.status).toBe(200)
    const renewed = await refreshed.json()
    expect(renewed.access_token).not.toBe(tokens.access_token)
    const again = await server.api('/api/v1/auth/app_token?expires_in=60', { headers: { authorization: `Bearer ${renewed.access_token}` } })
    expect(again.status).toBe(200)

    // Single sign-on: a second authorization in the same browser needs no password.
    const { url: silent } = await startLogin(browser)
    expect(silent.startsWith(redirectUri)).toBe(true)
  })

  it('registers a new account and signs it in', async () => {
    const browser = new Browser(server.origin)
    const { verifier, url } = await startLogin(browser)
    const form = await browser.fetch(`${url}/register`)
    expect(await form.text()).toContain('Create an account')
    const mismatch = await browser.fetch(`${url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ first_name: 'Dana', last_name: 'Diaz', email: 'dana@example.org', username: 'dana', password: 'dana-password-1', password_repeat: 'other' }).toString(),
    })
    expect(mismatch.status).toBe(422)
    expect(await mismatch.text()).toContain('The passwords do not match.')
    const { url: callback } = await browser.follow(`${url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ first_name: 'Dana', last_name: 'Diaz', email: 'dana@example.org', username: 'dana', affiliation: 'Lab', password: 'dana-password-1', password_repeat: 'dana-password-1' }).toString(),
    })
    expect(callback.startsWith(redirectUri)).toBe(true)
    const tokens = await exchange(callback, verifier)
    expect(tokens.access_token).toBeTruthy()
    const token = await server.api(`/api/v1/auth/token?username=dana&password=dana-password-1`)
    expect(token.status).toBe(200)
  })

  it('refuses a registration with a username that is taken', async () => {
    await anAccount(server.context.store, { username: 'erin' })
    const browser = new Browser(server.origin)
    const { url } = await startLogin(browser)
    const response = await browser.fetch(`${url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ first_name: 'E', last_name: 'R', email: 'other-erin@example.org', username: 'erin', password: 'erin-password-1', password_repeat: 'erin-password-1' }).toString(),
    })
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('This username is already taken.')
  })

  it('shows and saves the account page of the signed-in user', async () => {
    const frank = await anAccount(server.context.store, { username: 'frank', first_name: 'Frank', last_name: 'Fox' })
    const browser = new Browser(server.origin)
    const anonymous = await browser.fetch(`${realm}/account`)
    expect(anonymous.status).toBe(401)
    const { url } = await startLogin(browser)
    await browser.follow(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: 'frank', password: frank.password }).toString() })
    const account = await browser.fetch(`${realm}/account`)
    expect(account.status).toBe(200)
    expect(await account.text()).toContain('value="Frank"')
    const saved = await browser.fetch(`${realm}/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form: 'profile', first_name: 'Franklin', last_name: 'Fox', email: 'frank@example.org', affiliation: 'New Lab' }).toString(),
    })
    expect(await saved.text()).toContain('Your changes have been saved.')
    const [row] = await server.context.store.query<{ first_name: string; affiliation: string }>('SELECT first_name, affiliation FROM users WHERE username = $1', ['frank'])
    expect(row).toEqual({ first_name: 'Franklin', affiliation: 'New Lab' })

    const changed = await browser.fetch(`${realm}/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form: 'password', current_password: frank.password, password: 'a-new-password', password_repeat: 'a-new-password' }).toString(),
    })
    expect(await changed.text()).toContain('Your password has been changed.')
    expect((await server.api('/api/v1/auth/token?username=frank&password=a-new-password')).status).toBe(200)
  })

  it('signs out through the end-session endpoint', async () => {
    const gina = await anAccount(server.context.store, { username: 'gina' })
    const browser = new Browser(server.origin)
    const { verifier, url } = await startLogin(browser)
    const { url: callback } = await browser.follow(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: 'gina', password: gina.password }).toString() })
    const tokens = await exchange(callback, verifier)
    const logout = await browser.fetch(`${realm}/protocol/openid-connect/logout?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent(`${server.origin}/gui/`)}`)
    const page = await logout.text()
    expect(page).toContain('op.logoutForm')
    const action = /action="([^"]+)"/.exec(page)![1]
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]
    const confirmed = await browser.fetch(new URL(action, realm).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    })
    const { url: after } = await browser.follow(confirmed.headers.get('location')!)
    expect(after).toBe(`${server.origin}/gui/`)
    // The session is gone: the next authorization asks for the password again.
    const { page: again } = await startLogin(browser)
    expect(again).toContain('Sign in')
  })
})

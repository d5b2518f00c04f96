// Issue 14, finding 7: the provider's forms took cross-site POSTs (name and email of a
// signed-in victim changed from another site), every page could be framed, and no
// response carried a CSP, nosniff, frame-ancestors or Referrer-Policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { Browser, FORM, provider } from './oidcBrowser'

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

describe('browser protections', () => {
  let server: TestServer
  let realm: string
  beforeAll(async () => {
    server = await testServer()
    realm = provider(server).realm
  })
  afterAll(() => server.dispose())

  async function signedIn(username: string) {
    const account = await anAccount(server.context.store, { username, first_name: 'Vic', last_name: 'Tim' })
    const browser = new Browser(server.origin)
    await provider(server).signIn(browser, username, account.password)
    return { account, browser }
  }

  const profile = (email: string) => new URLSearchParams({ form: 'profile', first_name: 'Mallory', last_name: 'Owned', email }).toString()
  const nameOf = async (username: string) =>
    (await server.context.store.query<{ first_name: string; email: string }>('SELECT first_name, email FROM users WHERE username = $1', [username]))[0]

  describe('cross-site requests to the provider’s forms', () => {
    let victim: Awaited<ReturnType<typeof signedIn>> | undefined
    it.each([
      ['another site (Sec-Fetch-Site and Origin)', EVIL],
      ['another site (Origin only, an older browser)', { origin: 'https://evil.example' }],
      ['a sibling subdomain (same site, other origin)', { origin: 'https://files.example.org', 'sec-fetch-site': 'same-site' }],
      ['a sandboxed frame (Origin null)', { origin: 'null' }],
    ])('cannot change the account from %s', async (_from, headers) => {
      victim ??= await signedIn('victim')
      const response = await victim.browser.fetch(`${realm}/account`, { method: 'POST', headers: { ...FORM, ...headers }, body: profile('mallory@evil.example') })
      expect(response.status).toBe(403)
      expect(await response.text()).toContain('This form was sent from another site.')
      expect(await nameOf('victim')).toEqual({ first_name: 'Vic', email: 'victim@example.org' })
    })

    it('cannot change the password from another site', async () => {
      const { account, browser } = await signedIn('paula')
      const response = await browser.fetch(`${realm}/account`, {
        method: 'POST',
        headers: { ...FORM, ...EVIL },
        body: new URLSearchParams({ form: 'password', current_password: account.password, password: 'attackers-pick', password_repeat: 'attackers-pick' }).toString(),
      })
      expect(response.status).toBe(403)
      expect((await server.api(`/api/v1/auth/token?username=paula&password=${encodeURIComponent(account.password)}`)).status).toBe(200)
    })

    it('cannot register an account (and sign the victim into it) from another site', async () => {
      const browser = new Browser(server.origin)
      const { url } = await provider(server).startLogin(browser)
      const response = await browser.fetch(`${url}/register`, {
        method: 'POST',
        headers: { ...FORM, ...EVIL },
        body: new URLSearchParams({ first_name: 'E', last_name: 'Vil', email: 'evil@example.org', username: 'planted', password: 'planted-pw-1', password_repeat: 'planted-pw-1' }).toString(),
      })
      expect(response.status).toBe(403)
      expect(await nameOf('planted')).toBeUndefined()
    })

    it('are still taken from the provider’s own pages', async () => {
      const { browser } = await signedIn('olga')
      const response = await browser.fetch(`${realm}/account`, {
        method: 'POST', headers: { ...FORM, origin: server.origin, 'sec-fetch-site': 'same-origin' }, body: profile('olga@example.org'),
      })
      expect(response.status).toBe(200)
      expect(await nameOf('olga')).toEqual({ first_name: 'Mallory', email: 'olga@example.org' })
    })

    it('a sign-out link followed from another site asks first; the application’s own button signs out at once', async () => {
      const { browser } = await signedIn('sam')
      const logout = `${realm}/protocol/openid-connect/logout`
      const fromElsewhere = await (await browser.fetch(logout, { headers: { 'sec-fetch-site': 'cross-site' } })).text()
      expect(fromElsewhere).toContain('Do you want to sign out')
      expect(fromElsewhere).not.toContain('sign-out.js')
      const fromGui = await (await browser.fetch(logout, { headers: { 'sec-fetch-site': 'same-origin' } })).text()
      expect(fromGui).toContain('sign-out.js')
    })

    it('the provider’s session cookie is SameSite=Lax', async () => {
      const browser = new Browser(server.origin)
      const { url } = await provider(server).startLogin(browser)
      const account = await anAccount(server.context.store, { username: 'lax' })
      const response = await browser.fetch(url, { method: 'POST', headers: FORM, body: new URLSearchParams({ username: 'lax', password: account.password }).toString() })
      const resumed = await browser.fetch(new URL(response.headers.get('location')!, url).toString())
      const session = resumed.headers.getSetCookie().find((cookie) => cookie.startsWith('_session='))
      expect(session).toMatch(/samesite=lax/i)
    })

    it('the API takes no cookie for a state change', async () => {
      const { access_token } = await (await server.api(`/api/v1/auth/token?username=sam&password=secret-sam-pw`)).json()
      const response = await server.api('/api/v1/uploads?upload_name=csrf', {
        method: 'POST', headers: { cookie: `Authorization=${encodeURIComponent(`Bearer ${access_token}`)}`, accept: 'application/json', ...EVIL },
      })
      expect(response.status).toBe(401)
    })
  })

  describe('response headers', () => {
    const headersOf = async (path: string) => (await server.api(path)).headers
    const csp = (headers: Headers) => headers.get('content-security-policy') ?? ''

    it.each([
      ['the GUI', '/gui/search/entries', "frame-ancestors 'self'"],
      ['the sign-in page', '/auth/realms/tessera/account', "frame-ancestors 'self'"],
      ['the API documentation', '/api/v1/extensions/docs', "frame-ancestors 'self'"],
      ['the provider’s own answers (discovery)', '/auth/realms/tessera/.well-known/openid-configuration', "frame-ancestors 'self'"],
      ['API answers', '/api/v1/info', "frame-ancestors 'none'"],
    ])('%s cannot be framed by other sites, are not sniffed and send no full URL as Referer', async (_what, path, ancestors) => {
      const headers = await headersOf(path)
      expect(csp(headers)).toContain(ancestors)
      expect(headers.get('x-frame-options')).toMatch(/^(SAMEORIGIN|DENY)$/)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('same-origin')
    })

    it('the GUI runs no inline script and no script from elsewhere', async () => {
      const policy = csp(await headersOf('/gui/'))
      const scripts = /script-src ([^;]+)/.exec(policy)![1].split(' ')
      expect(scripts).toEqual(["'self'", "'unsafe-eval'"])
      expect(policy).toContain("object-src 'none'")
    })

    it('an uploaded HTML file served by the API runs nothing (sandbox)', async () => {
      const uploader = await anAccount(server.context.store, { username: 'uploader' })
      const { access_token } = await (await server.api(`/api/v1/auth/token?username=uploader&password=${encodeURIComponent(uploader.password)}`)).json()
      const created = await server.api('/api/v1/uploads?file_name=page.html', {
        method: 'POST', headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' }, body: '<script>alert(document.cookie)</script>',
      })
      const { upload_id } = await created.json()
      const headers = (await server.api(`/api/v1/uploads/${upload_id}/raw/page.html`, { headers: { authorization: `Bearer ${access_token}` } })).headers
      expect(csp(headers)).toMatch(/default-src 'none'.*sandbox/)
    })
  })
})

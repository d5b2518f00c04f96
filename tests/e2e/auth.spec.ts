// Login, logout, token renewal, global login, the forbidden screen and app tokens in a
// real browser against a real server with its embedded identity provider.
import type { BrowserContext, Page, Request } from '@playwright/test'
import { acceptCookies, anAccount, fullName, LOGIN, registerFrom, registerOnProviderPage, screen, signInOnProviderPage, welcome, type Account } from './accounts'
import { expect, startServer, test, type RunningServer } from './fixtures'

const LOGIN_REQUIRED_INSTALLATION = 'You have to be logged in to use this installation.'
const LOGIN_REQUIRED_FUNCTIONALITY = 'You have to login to use this functionality.'
const FORBIDDEN = 'You are not allowed to access this installation. Please logout and try again.'

async function authorizationCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'Authorization')
}

/** The bearer tokens the page sends to the API, in order. */
function recordApiTokens(page: Page) {
  const tokens: { path: string; token: string }[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    const authorization = request.headers()['authorization']
    if (url.pathname.includes('/api/v1/') && authorization) {
      tokens.push({ path: url.pathname.replace(/^.*\/api\/v1\//, ''), token: authorization.replace(/^Bearer /, '') })
    }
  })
  return tokens
}

test.describe('login and logout', () => {
  test.beforeEach(async ({ context, server }) => {
    await acceptCookies(context, server.baseUrl)
  })

  test("registers a new account on the provider's page and comes back signed in", async ({ page, context, server }) => {
    const account = anAccount()
    await page.goto(`${server.guiUrl}/user/uploads`)
    await expect(page.getByRole('heading', { name: LOGIN_REQUIRED_FUNCTIONALITY })).toBeVisible()
    await screen(page, 'auth-login-required-functionality')
    await page.getByRole('banner').getByRole('button', { name: LOGIN }).click()
    await expect(page).toHaveURL(new RegExp(`^${server.baseUrl}/auth/realms/tessera/`))
    await registerOnProviderPage(page, account, true)

    // Back where the login started, signed in.
    await expect(page).toHaveURL(`${server.guiUrl}/user/uploads`)
    await expect(welcome(page, account)).toBeVisible()
    await expect(page.getByRole('heading', { name: LOGIN_REQUIRED_FUNCTIONALITY })).toHaveCount(0)
    await expect(page.getByRole('link', { name: fullName(account) })).toHaveAttribute(
      'href',
      `${server.baseUrl}/auth/realms/tessera/account`,
    )
    await screen(page, 'auth-welcome')

    // The Authorization cookie: the access token, scoped to the API, strict same-site.
    const cookie = await authorizationCookie(context)
    expect(cookie).toMatchObject({ path: '/api', sameSite: 'Strict' })
    expect(decodeURIComponent(cookie!.value)).toMatch(/^Bearer ey/)
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000)

    // The login is kept across reloads (stored for all tabs).
    await page.reload()
    await expect(welcome(page, account)).toBeVisible()
  })

  test("logs out with 'Logout' and logs in again with username and password", async ({ page, context, server }) => {
    const account = await registerFrom(page, server, '/about/information')
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
    // The provider ends its session and sends the browser back to the app.
    await expect(page).toHaveURL(`${server.guiUrl}/about/information`)
    await expect(page.getByRole('banner').getByRole('button', { name: LOGIN })).toBeVisible()
    await expect(welcome(page, account)).toHaveCount(0)
    expect(await authorizationCookie(context)).toBeUndefined()
    await screen(page, 'auth-logged-out')

    // The provider's session ended too: the next login asks for the password.
    await page.getByRole('banner').getByRole('button', { name: LOGIN }).click()
    await signInOnProviderPage(page, account)
    await expect(page).toHaveURL(`${server.guiUrl}/about/information`)
    await expect(welcome(page, account)).toBeVisible()
  })

  test('tabs share the login, and a logout in one tab logs out the others', async ({ page, context, server }) => {
    const account = await registerFrom(page, server, '/about/information')
    const other = await context.newPage()
    await other.goto(`${server.guiUrl}/user/datasets`)
    await expect(welcome(other, account)).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
    await expect(other.getByRole('banner').getByRole('button', { name: LOGIN })).toBeVisible()
    await expect(other.getByRole('heading', { name: LOGIN_REQUIRED_FUNCTIONALITY })).toBeVisible()
    await other.close()
  })

  test('signs in without a password while the provider session lasts (single sign-on)', async ({ page, server }) => {
    const account = await registerFrom(page, server, '/about/information')
    // Forget the app's stored login; the provider's session cookie remains.
    await page.evaluate(() => window.localStorage.clear())
    await page.goto(`${server.guiUrl}/analyze/apis`)
    await expect(welcome(page, account)).toBeVisible()
    await expect(page).toHaveURL(`${server.guiUrl}/analyze/apis`)
  })
})

test.describe('token renewal', () => {
  test('keeps working past the first access token’s expiry', async ({ page, context }) => {
    test.setTimeout(120_000)
    const server = await startServer({ configYaml: 'auth:\n  access_token_expires_in: 20\n' })
    try {
      await acceptCookies(context, server.baseUrl)
      const tokens = recordApiTokens(page)
      let refreshes = 0
      page.on('request', (request) => {
        if (request.url().endsWith('/protocol/openid-connect/token') && request.postData()?.includes('grant_type=refresh_token')) refreshes += 1
      })
      await registerFrom(page, server, '/analyze/apis')
      await page.getByRole('button', { name: 'Request token' }).click()
      await expect(page.getByLabel('Your app token')).not.toHaveValue('')
      const first = tokens.find((t) => t.path === 'auth/app_token')!.token
      const firstCookie = (await authorizationCookie(context))!.value

      // Past the first token's lifetime (20 s), with the app open.
      refreshes = 0
      await page.waitForTimeout(25_000)
      // Renewed in the background at half the lifetime (every ~10 s), not every second.
      expect(refreshes).toBeGreaterThanOrEqual(1)
      expect(refreshes).toBeLessThanOrEqual(5)
      await page.getByLabel('Valid until the end of').fill(await page.getByLabel('Valid until the end of').getAttribute('min') ?? '')
      await page.getByRole('button', { name: 'Request token' }).click()
      await expect(page.getByLabel('Your app token')).not.toHaveValue('')
      const latest = tokens.filter((t) => t.path === 'auth/app_token').at(-1)!.token
      expect(latest).not.toBe(first)
      expect(JSON.parse(Buffer.from(latest.split('.')[1], 'base64url').toString()).exp).toBeGreaterThan(Date.now() / 1000)
      expect((await authorizationCookie(context))!.value).not.toBe(firstCookie)
      // A page change calls the API again (the server check); nothing goes wrong.
      await page.getByRole('button', { name: 'Publish' }).click()
      await page.getByRole('menu', { name: 'Publish' }).getByRole('menuitem', { name: 'Uploads' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Your uploads' })).toBeVisible()
      await expect(page.getByTestId('snackbar')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: LOGIN_REQUIRED_FUNCTIONALITY })).toHaveCount(0)
      await screen(page, 'auth-after-renewal')
    } finally {
      await server.stop()
    }
  })
})

test.describe('an installation that requires login', () => {
  test('shows the gate, and after login the normal shell', async ({ page, context }) => {
    const server = await startServer({ configYaml: 'features:\n  global_login_required: true\n' })
    try {
      await acceptCookies(context, server.baseUrl)
      await page.goto(`${server.guiUrl}/search/entries`)
      const gate = page.getByRole('main')
      await expect(gate.getByRole('heading', { name: LOGIN_REQUIRED_INSTALLATION })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
      await screen(page, 'auth-gate')
      const account = anAccount('Gale', 'Gomez')
      await gate.getByRole('button', { name: LOGIN }).click()
      await registerOnProviderPage(page, account)
      await expect(page).toHaveURL(`${server.guiUrl}/search/entries`)
      await expect(welcome(page, account)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Entries' })).toBeVisible()
      await expect(page.getByRole('heading', { name: LOGIN_REQUIRED_INSTALLATION })).toHaveCount(0)
      await screen(page, 'auth-gate-passed')
    } finally {
      await server.stop()
    }
  })

  test('shows the forbidden screen to an account that is not on the allow-list', async ({ page, context }) => {
    const server = await startServer({ configYaml: 'auth:\n  allowed_users: [someone-else]\n' })
    try {
      await acceptCookies(context, server.baseUrl)
      await page.goto(`${server.guiUrl}/about/information`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { name: LOGIN_REQUIRED_INSTALLATION })).toBeVisible()
      const account = anAccount('Fritz', 'Fischer')
      await main.getByRole('button', { name: LOGIN }).click()
      await registerOnProviderPage(page, account)
      await expect(main.getByRole('heading', { name: FORBIDDEN })).toBeVisible()
      await expect(welcome(page, account)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
      await screen(page, 'auth-forbidden')
      await main.getByRole('button', { name: 'Logout' }).click()
      await expect(main.getByRole('heading', { name: LOGIN_REQUIRED_INSTALLATION })).toBeVisible()
    } finally {
      await server.stop()
    }
  })
})

test.describe('app tokens', () => {
  test.beforeEach(async ({ context, server }) => {
    await acceptCookies(context, server.baseUrl)
  })

  test('anonymous users are asked to log in for an app token', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/analyze/apis`)
    await expect(page.getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      `${server.baseUrl}/api/v1/extensions/docs`,
    )
    await expect(page.getByRole('heading', { name: LOGIN_REQUIRED_FUNCTIONALITY })).toBeVisible()
    await screen(page, 'auth-apis-anonymous')
  })

  test('requests a token, shows it, and names the latest day when the last one is refused', async ({ page, server }) => {
    await registerFrom(page, server, '/analyze/apis')
    const picker = page.getByLabel('Valid until the end of')
    await expect(picker).toBeVisible()
    await screen(page, 'auth-apis-form')

    await page.getByRole('button', { name: 'Request token' }).click()
    const token = page.getByLabel('Your app token')
    await expect(token).toHaveValue(/^ey[\w-]+\.[\w-]+\.[\w-]+$/)
    await expect(token).toHaveAttribute('readonly', '')
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible()
    await expect(page.getByText('Authorization: Bearer <token>')).toBeVisible()
    // The token works for the API.
    const me = await page.request.get(`${server.baseUrl}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${await token.inputValue()}` },
    })
    expect(me.status()).toBe(200)
    await screen(page, 'auth-apis-token')

    // The last day offered is one past the maximum (30 days): the server refuses it.
    const last = (await picker.getAttribute('max'))!
    await picker.fill(last)
    await page.getByRole('button', { name: 'Request token' }).click()
    const [y, m, d] = last.split('-').map(Number)
    const latest = new Date(y, m - 1, d - 1)
    const latestText = [latest.getDate(), latest.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/')
    await expect(page.getByText(`Choose not later than ${latestText}/${latest.getFullYear()} (in 30 days).`)).toBeVisible()
    await expect(page.getByTestId('snackbar')).toHaveCount(0)
    await screen(page, 'auth-apis-too-late')
  })
})

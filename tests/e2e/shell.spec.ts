// The GUI shell in a real browser against a real server: about page, menus,
// breadcrumbs, help, redirects, notices and the unreachable-API message.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, startServer, test } from './fixtures'

const CANNOT_REACH = 'Cannot reach the product, please try again later.'

/** Saves a screenshot once transitions (dialogs, menus) have finished. */
async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // The progress bar's stripes run forever.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A cancelled transition rejects; it is done all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await page.screenshot({ path: `test-results/screens/${name}.png`, ...options })
}

/** Accepts the cookie notice up front, so screenshots show the pages themselves. */
async function acceptCookies(context: BrowserContext, baseUrl: string) {
  const { hostname } = new URL(baseUrl)
  await context.addCookies([{ name: 'tessera-cookies-accepted', value: 'true', domain: hostname, path: '/gui' }])
}

const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')

test.describe('shell', () => {
  test.beforeEach(async ({ context, server }) => {
    await acceptCookies(context, server.baseUrl)
  })

  test('the about page shows the statistics from /info', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/`)
    await expect(page).toHaveURL(`${server.guiUrl}/about/information`)
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera' })).toBeVisible()
    // A fresh data directory holds no entries.
    await expect(page.getByTestId('statistic-n_entries')).toHaveText('0')
    for (const label of ['Entries', 'Calculations', 'Quantities', 'Materials']) {
      await expect(page.getByRole('group', { name: label })).toBeVisible()
    }
    await expect(page.getByRole('article', { name: 'Upload' })).toContainText(
      'Uploads of up to 32GB in one .zip or .tar(.gz) file are possible.',
    )
    await expect(page).toHaveTitle('Information – Tessera')
    await screen(page, 'about-information')
    await screen(page, 'about-information-full', { fullPage: true })
  })

  const menuTargets = [
    {
      group: 'Publish',
      item: 'Uploads',
      path: '/user/uploads',
      title: 'Your uploads',
      crumbs: ['Publish', 'Your uploads'],
    },
    {
      group: 'Publish',
      item: 'Datasets',
      path: '/user/datasets',
      title: 'Your datasets',
      crumbs: ['Publish', 'Your datasets'],
    },
    {
      group: 'Publish',
      item: 'Search your data',
      path: '/user/search',
      title: 'Search your data',
      crumbs: ['Publish', 'Search your data'],
    },
    { group: 'Explore', item: 'Entries', path: '/search/entries', title: 'Entries', crumbs: ['Explore', 'Entries'] },
    { group: 'Analyze', item: 'APIs', path: '/analyze/apis', title: 'APIs', crumbs: ['Analyze', 'APIs'] },
    {
      group: 'Analyze',
      item: 'Metainfo',
      path: '/analyze/metainfo',
      title: 'Metainfo',
      crumbs: ['Analyze', 'Metainfo'],
    },
    {
      group: 'About',
      item: 'Information',
      path: '/about/information',
      title: 'Tessera',
      crumbs: ['About', 'Information'],
    },
  ]

  for (const target of menuTargets) {
    test(`the ${target.group} menu leads to ${target.item}`, async ({ page, server }) => {
      await page.goto(`${server.guiUrl}/dev/plot`)
      await page.getByRole('button', { name: target.group }).click()
      const menu = page.getByRole('menu', { name: target.group })
      await expect(menu).toBeVisible()
      await screen(page, `menu-${target.group.toLowerCase()}-open`)
      await menu.getByRole('menuitem', { name: target.item }).click()
      await expect(page).toHaveURL(`${server.guiUrl}${target.path}`)
      await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible()
      await expect(breadcrumbs(page)).toHaveText(target.crumbs)
      await screen(page, `page-${target.path.slice(1).replaceAll('/', '-')}`)
    })
  }

  test('the About menu links Forum, FAQ, Docs and Sources in a new tab', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/dev/plot`)
    await page.getByRole('button', { name: 'About' }).click()
    const menu = page.getByRole('menu', { name: 'About' })
    for (const name of ['Forum', 'FAQ', 'Docs', 'Sources']) {
      await expect(menu.getByRole('menuitem', { name: new RegExp(`^${name}`) })).toHaveAttribute('target', '_blank')
    }
  })

  test("'Search your data' asks anonymous users to log in", async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/user/search`)
    await expect(page.getByText('Please login to search your data.')).toBeVisible()
  })

  test("the help dialog opens from the last breadcrumb with title 'Help' and a Close button", async ({
    page,
    server,
  }) => {
    await page.goto(`${server.guiUrl}/user/uploads`)
    await page.getByRole('button', { name: 'Help for this page' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Help' })).toBeVisible()
    await expect(dialog).toContainText('Your data is organised in uploads.')
    await expect(dialog.getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      `${server.baseUrl}/api/v1/extensions/docs`,
    )
    await screen(page, 'help-dialog')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the help dialog leads to the API dashboard', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/user/datasets`)
    await page.getByRole('button', { name: 'Help for this page' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'API dashboard' }).click()
    await expect(page).toHaveURL(`${server.guiUrl}/analyze/apis`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('/gui/user lands on /gui/user/uploads', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/user`)
    await expect(page).toHaveURL(`${server.guiUrl}/user/uploads`)
    await expect(page.getByRole('heading', { level: 1, name: 'Your uploads' })).toBeVisible()
  })

  test('an unknown path redirects to /gui/about/information', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/no/such/page`)
    await expect(page).toHaveURL(`${server.guiUrl}/about/information`)
  })

  test('deep pages load directly and show their breadcrumbs', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/user/uploads/upload/id/abc/entry/id/def/data/data`)
    await expect(page.getByRole('heading', { level: 1, name: 'Entry' })).toBeVisible()
    await expect(breadcrumbs(page)).toHaveText(['Publish', 'Your uploads', 'Upload', 'Entry'])
    await screen(page, 'page-entry-nested')
    await breadcrumbs(page).getByRole('link', { name: 'Upload', exact: true }).click()
    await expect(page).toHaveURL(`${server.guiUrl}/user/uploads/upload/id/abc`)
  })

  test("'Login / Register' leads to the identity provider's sign-in page", async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/about/information`)
    await page.getByRole('button', { name: 'Login / Register' }).click()
    await expect(page).toHaveURL(new RegExp(`^${server.baseUrl}/auth/realms/tessera/`))
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByLabel('Username or email')).toBeVisible()
    await screen(page, 'login-sign-in-page')
  })

  test('the app keeps a minimum width of 1024 pixels', async ({ page, server }) => {
    await page.setViewportSize({ width: 800, height: 700 })
    await page.goto(`${server.guiUrl}/about/information`)
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThanOrEqual(1024)
  })
})

test.describe('cookie notice', () => {
  test('disappears after Accept and stays away after reload', async ({ page, server }) => {
    await page.goto(`${server.guiUrl}/about/information`)
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await expect(notice).toBeVisible()
    await screen(page, 'cookie-notice')
    await notice.getByRole('button', { name: 'Accept' }).click()
    await expect(notice).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Tessera' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)
  })
})

test.describe('a configured deployment', () => {
  test('shows its title, description, beta notice and footer', async ({ page }) => {
    const server = await startServer({
      configYaml: [
        'description: Shared data of the thin-film group, from synthesis to simulation.',
        'version:',
        '  label: 2.1.0-beta',
        '  is_beta: true',
        '  official_url: https://tessera.example.org',
        'terms_of_service_url: https://tessera.example.org/terms',
        'footer_links:',
        '  - { label: Imprint, url: https://tessera.example.org/imprint }',
        '  - { label: Privacy, url: https://tessera.example.org/privacy }',
        'ui:',
        '  theme: { title: Thin-Film Lab }',
      ].join('\n'),
    })
    try {
      await acceptCookies(page.context(), server.baseUrl)
      await page.goto(`${server.guiUrl}/about/information`)
      await expect(page.getByRole('heading', { level: 1, name: 'Thin-Film Lab' })).toBeVisible()
      await expect(page.getByText('Shared data of the thin-film group')).toBeVisible()
      const notice = page.getByRole('region', { name: 'Version notice' })
      await expect(notice).toContainText('beta version (2.1.0-beta)')
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
        'target',
        '_blank',
      )
      await screen(page, 'configured-deployment', { fullPage: true })
      await notice.getByRole('button', { name: 'Dismiss' }).click()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Thin-Film Lab' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Version notice' })).toHaveCount(0)
    } finally {
      await server.stop()
    }
  })
})

test.describe('an unreachable API', () => {
  test(`shows '${CANNOT_REACH}' on the next page change`, async ({ page }) => {
    const server = await startServer()
    try {
      await acceptCookies(page.context(), server.baseUrl)
      await page.goto(`${server.guiUrl}/about/information`)
      await expect(page.getByTestId('statistic-n_entries')).toHaveText('0')
      await server.stop()
      // The app is already loaded; navigating re-runs the shell's server check.
      await page.getByRole('button', { name: 'Publish' }).click()
      await page.getByRole('menu', { name: 'Publish' }).getByRole('menuitem', { name: 'Uploads' }).click()
      await expect(page.getByTestId('snackbar')).toHaveText(CANNOT_REACH)
      await screen(page, 'api-unreachable')
      await page.getByTestId('snackbar').getByRole('button', { name: 'Close' }).click()
      await expect(page.getByTestId('snackbar')).toHaveCount(0)
    } finally {
      await server.stop()
    }
  })
})

// The XRD example plugin in a real browser (issue 15, "Done when"): a server with the
// plugin in its config loads its example upload; the XRD app lists the patterns with its
// overlay widget drawing them, the entry page shows the pattern card and the About page
// names the plugin. The same server (data directory) restarted without the plugin shows
// none of it. One build serves both: the GUI uses a bundled plugin only where the server
// loaded it.
import type { Locator, Page } from '@playwright/test'
import { rm } from 'node:fs/promises'
import { acceptCookies, screen } from './accounts'
import { expect, startServer, test, type RunningServer } from './fixtures'

const PLUGIN = new URL('../../plugins/xrd/', import.meta.url).pathname.replace(/\/$/, '')
const WITH_PLUGIN = `
plugins:
  paths: [${PLUGIN}]
ui:
  example_uploads:
    include: [xrd.example_uploads:patterns]
`
const NO_CARDS = 'No overview cards defined in the entry context. Ensure that all GUI artifacts are created.'

async function xrdEntries(server: RunningServer): Promise<{ entry_id: string; entry_name: string }[]> {
  const response = await fetch(`${server.baseUrl}/api/v1/entries/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: 'public', query: { 'results.method.method_name': 'XRD' }, required: { include: ['entry_id', 'entry_name'] } }),
  })
  return ((await response.json()) as { data: { entry_id: string; entry_name: string }[] }).data
}

/** The plot of a figure: the lazy chart inside it, busy until vega has drawn its SVG marks. */
const chart = (within: Page | Locator, label: string) => within.getByRole('figure', { name: label }).locator('.tessera-chart')

async function open(page: Page, server: RunningServer, path: string) {
  await acceptCookies(page.context(), server.baseUrl)
  await page.goto(`${server.guiUrl}${path}`)
}

test('the XRD plugin: its app and widget, its card, the About page; without it, none of them', async ({ page }) => {
  test.setTimeout(120_000)
  let server = await startServer({ configYaml: WITH_PLUGIN, env: { TESSERA_EXAMPLES: '1' } })
  const { dataDir } = server
  try {
    await expect(async () => expect(await xrdEntries(server)).toHaveLength(3)).toPass({ timeout: 60_000 })
    const nacl = (await xrdEntries(server)).find((entry) => entry.entry_name === 'NaCl.xy')!

    // The app, under Experiment in the Explore menu: its rows and the overlay of their patterns.
    await open(page, server, '/')
    await page.getByRole('button', { name: 'Explore' }).click()
    await page.getByRole('menu', { name: 'Explore' }).getByRole('menuitem', { name: 'XRD' }).click()
    await expect(page).toHaveURL(`${server.guiUrl}/search/xrd`)
    await expect(page.getByText('3 results')).toBeVisible()
    for (const name of ['NaCl.xy', 'Si.xy', 'AgCoO2']) await expect(page.getByRole('row', { name: new RegExp(`^Select ${name} `) })).toBeVisible()
    const overlay = chart(page, 'Diffraction patterns of 3 entries')
    await expect(overlay).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
    await expect(overlay.locator('.mark-line path')).toHaveCount(3)
    await screen(page, 'plugin-xrd-app')
    await page.locator('.tessera-widget').filter({ has: overlay }).screenshot({ path: 'test-results/screens/plugin-xrd-widget.png' })

    // The entry page: the card plots the pattern.
    await page.goto(`${server.guiUrl}/search/xrd/entry/id/${nacl.entry_id}`)
    const card = page.getByRole('region', { name: 'X-ray diffraction' })
    await expect(card.getByText(/λ = 1\.5406 Å · 2001 points from 10\.00° to 90\.00° 2θ/)).toBeVisible()
    const plot = chart(card, 'Diffraction pattern: intensity against 2θ')
    await expect(plot).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
    await expect(plot.locator('.mark-line path')).toHaveCount(1)
    await screen(page, 'plugin-xrd-entry')
    await card.screenshot({ path: 'test-results/screens/plugin-xrd-card.png' })

    // The About page names the plugin.
    await page.goto(`${server.guiUrl}/about/information`)
    await expect(page.getByRole('article', { name: 'Plugins' }).getByText('X-ray diffraction', { exact: true })).toBeVisible()

    // The same server without the plugin: no app, no card, no plugin on the About page.
    await server.stop()
    server = await startServer({ dataDir })
    await open(page, server, '/')
    await page.getByRole('button', { name: 'Explore' }).click()
    const explore = page.getByRole('menu', { name: 'Explore' })
    await expect(explore.getByRole('menuitem', { name: 'Entries' })).toBeVisible()
    await expect(explore.getByRole('menuitem', { name: 'XRD' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await page.goto(`${server.guiUrl}/search/entries/entry/id/${nacl.entry_id}`)
    // The entry page draws (its identifiers), with no card for the pattern. No card applies,
    // but the configuration defines cards: no 'no cards' warning either (spec 3 §2.2).
    const identifiers = page.getByRole('region', { name: 'Entry metadata' }).getByLabel('Identifiers')
    await expect(identifiers.getByText(nacl.entry_id, { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'X-ray diffraction' })).toHaveCount(0)
    await expect(page.getByText(NO_CARDS)).toHaveCount(0)
    await screen(page, 'plugin-without-xrd-entry')
    await page.goto(`${server.guiUrl}/about/information`)
    await expect(page.getByRole('article', { name: 'Search' })).toBeVisible()
    await expect(page.getByRole('article', { name: 'Plugins' })).toHaveCount(0)
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
})

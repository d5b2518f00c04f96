// The Entries search app in a real browser against a real server holding the bundled
// example uploads: results from the live API, a filter from the search bar (chip, URL,
// fewer rows) and an invalid one with the spec's message.
import type { Page } from '@playwright/test'
import { expect, startServer, test as base, type RunningServer } from './fixtures'

const test = base.extend<{}, { examples: RunningServer }>({
  examples: [
    async ({}, use) => {
      const server = await startServer({ env: { TESSERA_EXAMPLES: '1' } })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
})

/** Waits until the example uploads are processed: their entries are searchable. */
async function examplesProcessed(server: RunningServer) {
  await expect(async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/entries/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'public', query: { entry_type: 'CIF' }, pagination: { page_size: 0 } }),
    })
    expect(((await response.json()) as { pagination: { total: number } }).pagination.total).toBe(2)
  }).toPass({ timeout: 60_000 })
}

async function searchFor(page: Page, text: string) {
  const input = page.getByPlaceholder('Type your query or keyword')
  await input.fill(text)
  await input.press('Enter')
}

test('the Entries app shows the example entries and narrows them with a search-bar filter', async ({ page, examples }) => {
  await examplesProcessed(examples)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByRole('heading', { name: 'Entries' })).toBeVisible()
  await expect(page.getByText(/^\d+ results$/)).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByText('Si.cif', { exact: true })).toBeVisible()
  await expect(table.getByText('ThinFilmSample').first()).toBeVisible()

  await searchFor(page, 'entry_type = CIF')
  await expect(page.getByText('2 results')).toBeVisible()
  await expect(table.getByText('Si.cif', { exact: true })).toBeVisible()
  await expect(table.getByText('NaCl.cif', { exact: true })).toBeVisible()
  await expect(table.getByText('ThinFilmSample')).toHaveCount(0)
  await expect(page).toHaveURL(/[?&]entry_type=CIF/)
  await page.screenshot({ path: 'test-results/screens/search-entries-filtered.png' })

  await searchFor(page, 'nonsense_quantity = 3')
  await expect(page.getByText("The quantity 'nonsense_quantity' is not supported")).toBeVisible()
})

test('a search URL opens with its filters applied', async ({ page, examples }) => {
  await examplesProcessed(examples)
  await page.goto(`${examples.guiUrl}/search/entries?entry_type=CIF`)
  await expect(page.getByText('2 results')).toBeVisible()
})

// The entry page (spec 3 §2.2) in a real browser against the bundled example uploads: an
// entry opened from the search results, its metadata column, the tabs — logs with a level
// filter, the archive lanes of the data tab, the files tab with the mainfile marked — and
// the overview again. One flow; a screenshot of each tab.
import { acceptCookies, screen } from './accounts'
import { examplesProcessed, expect, test } from './examples'

test('an example entry opened from the search results shows its metadata and tabs', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/search/entries`)
  const input = page.getByPlaceholder('Type your query or keyword')
  await input.fill('entry_type = CIF')
  await input.press('Enter')
  await expect(page.getByText('2 results')).toBeVisible()
  await page.getByRole('row').filter({ hasText: 'NaCl.cif' }).getByRole('button', { name: 'Go to the entry page' }).click()

  // Overview: the entry page under the search app, its metadata column and identifiers.
  await expect(page).toHaveURL(/\/gui\/search\/entries\/entry\/id\/[^/]+$/)
  const entryId = decodeURIComponent(page.url().split('/').pop() ?? '')
  const metadata = page.getByRole('region', { name: 'Entry metadata' })
  const identifiers = metadata.getByLabel('Identifiers')
  await expect(identifiers.getByText('NaCl.cif', { exact: true })).toBeVisible()
  await expect(identifiers.getByText(entryId, { exact: true })).toBeVisible()
  await expect(metadata.getByText('2 (binary)')).toBeVisible()
  await expect(metadata.getByRole('button', { name: 'Copy entry id' })).toBeVisible()
  await screen(page, 'entry-overview', { fullPage: true })

  // Logs: the example's processing log; a level filter leaves none, then all again.
  await page.getByRole('tab', { name: 'Logs' }).click()
  await expect(page).toHaveURL(new RegExp(`/entry/id/${entryId}/logs$`))
  const logs = page.getByRole('region', { name: 'Logs' })
  await expect(logs.getByText(/^\d+ matching log entries found$/)).toBeVisible()
  await expect(logs.getByRole('button', { name: /^DEBUG: / }).first()).toBeVisible()
  await logs.getByText('DEBUG', { exact: true }).click()
  await expect(logs.getByText('No log entries matching selected criteria')).toBeVisible()
  await logs.getByText('DEBUG', { exact: true }).click()
  await expect(logs.getByText(/^\d+ matching log entries found$/)).toBeVisible()
  await screen(page, 'entry-logs')

  // Data: the archive in lanes; a section opens to its quantities (archiveBrowser.spec.ts goes deeper).
  await page.getByRole('tab', { name: 'Data' }).click()
  await page.getByRole('region', { name: 'root' }).getByRole('link', { name: 'metadata', exact: true }).click()
  await expect(page.getByRole('region', { name: 'metadata' }).getByRole('link', { name: /^entry_id/ })).toContainText(entryId)
  await screen(page, 'entry-data')

  // Files: the upload's browser at the entry's folder, the mainfile marked.
  await page.getByRole('tab', { name: 'Files' }).click()
  await expect(page).toHaveURL(new RegExp(`/entry/id/${entryId}/files/_mainfile$`))
  // The browser marks the mainfile by its style only (no role or state says so).
  await expect(page.locator('.tessera-files-highlight', { hasText: 'NaCl.cif' })).toBeVisible()
  await screen(page, 'entry-files')

  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(page).toHaveURL(new RegExp(`/entry/id/${entryId}$`))
  await expect(metadata).toBeVisible()
})

// The material page (issue 19 item 4) in a real browser against the bundled example
// uploads: a row of the Materials app opens its material page, which shows the formula,
// the symmetry, the 3D structure and the entries; an entry link opens the entry page.
// One server for the file; a screenshot of each screen.
import { acceptCookies, screen } from './accounts'
import { examplesProcessed, expect, test } from './examples'

test.beforeEach(async ({ context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
})

test('a materials row opens its material page, and an entry link opens the entry page', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/materials`)
  // Silicon in the diamond structure (space group 227): its row's arrow.
  const row = page.getByRole('row').filter({ hasText: '227' })
  await expect(row).toBeVisible()
  // The row's details lead there too.
  await row.click()
  // (the details' button is the one whose label is its visible text)
  await expect(page.getByText('Go to the material page', { exact: true })).toBeVisible()
  await screen(page, 'material-row-details')
  await row.getByRole('button', { name: 'Go to the material page' }).click()

  await expect(page).toHaveURL(/\/search\/materials\/material\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Si', exact: true })).toBeVisible()
  const symmetry = page.getByRole('region', { name: 'Symmetry' })
  await expect(symmetry.getByText('cubic')).toBeVisible()
  await expect(symmetry.getByText('Fd-3m (227)')).toBeVisible()
  await expect(symmetry.getByText('cF')).toBeVisible()
  const viewer = page.getByRole('figure', { name: 'Structure of Si' })
  await expect(viewer).toHaveAttribute('aria-busy', 'false')
  await expect(viewer.locator('canvas')).toBeVisible()
  const entries = page.getByRole('region', { name: 'Entries' })
  const link = entries.getByRole('link').first()
  await expect(link).toBeVisible()
  await screen(page, 'material-page', { fullPage: true })

  const name = (await link.textContent()) ?? ''
  await link.click()
  await expect(page).toHaveURL(/\/material\/[^/]+\/entry\/id\/[^/]+$/)
  expect(name).not.toBe('')
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Material' })).toBeVisible()
  await screen(page, 'material-entry')
})

test('an unknown material id says the material does not exist', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/material/no-such-material`)
  await expect(page.getByText('This material does not exist.')).toBeVisible()
  await screen(page, 'material-unknown')
})

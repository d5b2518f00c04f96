// The uploads list and the datasets page in a real browser against a real server (issue
// 16): create an upload (and read which files a code needs, issue 19), see it listed and delete it; add an example upload; a dataset
// made through the API on /user/datasets, with its DOI action disabled (no DOI service)
// and its deletion.
import type { BrowserContext } from '@playwright/test'
import { acceptCookies, registerFrom, screen } from './accounts'
import { expect, test, type RunningServer } from './fixtures'

const TABLE = 'Your existing uploads'

/** The signed-in user's access token, as the GUI keeps it in the API cookie. */
async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'Authorization')
  if (!cookie) throw new Error('not signed in')
  return decodeURIComponent(cookie.value).replace(/^Bearer /, '')
}

async function createDataset(server: RunningServer, token: string, name: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/datasets/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ dataset_name: name }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { dataset_id: string }).dataset_id
}

test.beforeEach(async ({ context, server }) => {
  await acceptCookies(context, server.baseUrl)
})

test('creates an upload, finds it in the list and deletes it', async ({ page, server }) => {
  await registerFrom(page, server, '/user/uploads')
  const table = page.getByRole('table', { name: TABLE })
  await expect(page.getByText('You have not created any uploads yet.')).toBeVisible()
  await expect(page.getByText('Upload from the command line')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy command' }).first()).toBeVisible()
  await screen(page, 'uploads-list-empty', { fullPage: true })

  await page.getByRole('button', { name: 'Create a new upload' }).click()
  await expect(page).toHaveURL(/\/user\/uploads\/upload\/id\/[^/]+$/)
  const uploadId = decodeURIComponent(page.url().split('/').pop()!)
  // Which files to upload (spec 2 §2.7): the code list of the first step, a code's dialog.
  await page.getByRole('button', { name: 'VASP', exact: true }).click()
  const code = page.getByRole('dialog', { name: 'VASP' })
  await expect(code.getByRole('table').getByRole('cell', { name: 'vasprun.xml', exact: true })).toBeVisible()
  await expect(code.getByText('Atomistic code')).toBeVisible()
  await screen(page, 'upload-code-dialog')
  await code.getByRole('button', { name: 'Close' }).click()
  await expect(code).toHaveCount(0)

  await page.getByRole('banner').getByRole('link', { name: 'Your uploads' }).click()
  await expect(page).toHaveURL(`${server.guiUrl}/user/uploads`)
  const row = table.getByRole('row').filter({ hasText: uploadId })
  await expect(row).toBeVisible()
  await expect(page.getByText('1 upload', { exact: false }).first()).toBeVisible()
  await expect(row.getByLabel('Unpublished, only accessible by you, your co-authors and reviewers')).toBeVisible()
  await screen(page, 'uploads-list-one')

  // Blueprint draws the box over the input: the click lands on the drawn box.
  await row.getByRole('checkbox', { name: `Select ${uploadId}` }).check({ force: true })
  await expect(page.getByRole('status').filter({ hasText: '1 selected' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete uploads' })
  await expect(dialog.getByText('Do you really want to delete the selected upload?', { exact: false })).toBeVisible()
  await screen(page, 'uploads-list-delete-dialog')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  // The server deletes in a process; the list refreshes until the upload is gone.
  await expect(row).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByText('You have not created any uploads yet.')).toBeVisible()
})

test('adds an example upload from the dialog', async ({ page, server }) => {
  // Processing the example's files takes a while on a busy machine.
  test.setTimeout(120_000)
  await registerFrom(page, server, '/user/uploads')
  await page.getByRole('button', { name: 'Add example uploads' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add example uploads' })
  await expect(dialog.getByRole('heading', { name: 'Basic examples' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Use cases' })).toBeVisible()
  await screen(page, 'uploads-list-examples-dialog')
  await dialog.getByRole('button', { name: 'Add Crystal structures' }).click()
  await expect(page).toHaveURL(/\/user\/uploads\/upload\/id\/[^/]+$/)
  // The page's title (its README, shown below, has the same heading).
  await expect(page.locator('header').getByRole('heading', { name: 'Crystal structures' })).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'Your uploads' }).click()
  const row = page.getByRole('table', { name: TABLE }).getByRole('row').filter({ hasText: 'Crystal structures' })
  await expect(row).toBeVisible()
  // Its files are processed as any upload's; the list follows the processing by itself.
  await expect(row.getByLabel(/^Processing completed/)).toBeVisible({ timeout: 60_000 })
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('0')
  await screen(page, 'uploads-list-example')
})

test('lists a dataset made through the API: no DOI without the service, and deletes it', async ({ page, context, server }) => {
  await registerFrom(page, server, '/user/datasets')
  await expect(page.getByText('You have not created any datasets yet.')).toBeVisible()
  await createDataset(server, await accessToken(context), 'Annealed perovskite films')
  await page.reload()

  const row = page.getByRole('table', { name: 'Your datasets' }).getByRole('row').filter({ hasText: 'Annealed perovskite films' })
  await expect(row).toBeVisible()
  await expect(row.getByRole('link', { name: 'Annealed perovskite films' })).toHaveAttribute('href', /\/user\/datasets\/dataset\/id\//)
  const doi = row.getByRole('button', { name: 'Assign a DOI' })
  await expect(doi).toBeDisabled()
  await doi.hover({ force: true })
  await expect(page.getByText('This installation has no DOI service enabled.')).toBeVisible()
  await screen(page, 'datasets-list')

  await row.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete dataset' })
  await expect(dialog.getByText('Do you really want to delete the dataset "Annealed perovskite films"?', { exact: false })).toBeVisible()
  await screen(page, 'datasets-delete-dialog')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByText('You have not created any datasets yet.')).toBeVisible()
})

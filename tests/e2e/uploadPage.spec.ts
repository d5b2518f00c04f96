// The upload page in a real browser against a real server (issue 16, "Done when", the
// upload page's part): register, create an upload, drop three real files, a zip and a
// corrupt CIF on it, watch it process, open the failed entry's error, delete the failed
// file, add a co-author found by name (who then sees the upload), edit the comment and a
// new dataset with a bad URL refused, publish under a 12-month embargo, and find the
// dataset on /user/datasets.
import type { Locator, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import yazl from 'yazl'
import { acceptCookies, registerFrom, screen as shoot } from './accounts'
import { expect, test, type RunningServer } from './fixtures'

const FIXTURES = '/work/shared/fixtures'
const CORRUPT_CIF = 'data_broken\n_cell_length_a 5.0\n_cell_length_b 5.0\n_cell_length_c 5.0\n'

interface DroppedFile {
  readonly name: string
  readonly content: Buffer
}

const fixture = async (path: string, name = path.split('/').at(-1)!): Promise<DroppedFile> => ({ name, content: await readFile(join(FIXTURES, path)) })

function zipOf(files: readonly DroppedFile[]): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const file of files) zip.addBuffer(file.content, file.name)
  zip.end()
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
}

/** Drops files on `target` as the browser does when files are dragged from the desktop. */
async function dropFiles(page: Page, target: Locator, files: readonly DroppedFile[]) {
  const dataTransfer = await page.evaluateHandle((encoded) => {
    const transfer = new DataTransfer()
    for (const { name, data } of encoded) {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
      transfer.items.add(new File([bytes], name))
    }
    return transfer
  }, files.map((file) => ({ name: file.name, data: file.content.toString('base64') })))
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
}

/** An account made by the administrator through the API (POST /users), with its token. */
async function apiAccount(server: RunningServer, firstName: string, lastName: string) {
  const adminPassword = (await readFile(join(server.dataDir, 'admin-password'), 'utf8')).trim()
  const token = async (username: string, password: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1/auth/token?username=${username}&password=${encodeURIComponent(password)}`)
    return ((await response.json()) as { access_token: string }).access_token
  }
  const username = `${firstName.toLowerCase()}-${Date.now().toString(36)}`
  const password = `${username}-secret-pw`
  const created = await fetch(`${server.baseUrl}/api/v1/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token('admin', adminPassword)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, email: `${username}@example.org`, first_name: firstName, last_name: lastName, affiliation: 'Surface Group' }),
  })
  expect(created.status).toBe(200)
  return { token: await token(username, password) }
}

/** A screenshot; a whole page is taken from its top (the sticky top bar otherwise lands mid-page). */
async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0))
  await shoot(page, name, options)
}

const step = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test('an upload from the first drop to publication under embargo', async ({ page, server }) => {
  test.setTimeout(180_000)
  await acceptCookies(page.context(), server.baseUrl)
  const coauthor = await apiAccount(server, 'Carla', 'Kowalski')
  await registerFrom(page, server, '/user/uploads')

  // A new upload: its page with six steps, nothing in it yet.
  await page.getByRole('button', { name: 'Create a new upload' }).click()
  await expect(page).toHaveURL(/\/user\/uploads\/upload\/id\/[^/]+$/)
  const uploadUrl = page.url()
  const uploadId = uploadUrl.split('/').at(-1)!
  await expect(page.getByRole('heading', { level: 2, name: 'Prepare and upload files' })).toBeVisible()
  await screen(page, 'upload-page-new', { fullPage: true })

  // Three real files, a zip of two more, and a CIF without atoms, dropped at once.
  const zip = await zipOf([await fixture('structures/Ag1Co1O2_ICSD_246157.cif'), await fixture('structures/si_md-pos-1.xyz')])
  await dropFiles(page, page.getByRole('group', { name: 'Drop files here' }), [
    await fixture('structures/SARSUC.cif'),
    await fixture('structures/NaCl-CONTCAR', 'POSCAR'),
    await fixture('parsers/fhi-aims/aims.out'),
    { name: 'more.zip', content: zip },
    { name: 'corrupt.cif', content: Buffer.from(CORRUPT_CIF) },
  ])
  const status = page.getByRole('status', { name: 'Processing status' })
  await expect(status).toContainText('Processing completed', { timeout: 60_000 })
  await expect(status).toContainText('6/6 entries processed, 1 failed')
  const entries = page.getByRole('table', { name: 'Entries of the upload' })
  await expect(entries.getByRole('row')).toHaveCount(6) // the header and a page of five
  await expect(step(page, 'Publish').getByText('1 entry failed to process')).toBeVisible()

  // The failed entry's error, one click away, with its logs one more.
  await entries.getByText('corrupt.cif').click()
  const errors = page.getByRole('region', { name: 'Processing errors' })
  await expect(errors).toContainText('No data block of the CIF has atom sites')
  await expect(page.getByRole('link', { name: 'Show the processing logs' })).toBeVisible()
  await screen(page, 'upload-page-processed', { fullPage: true })

  // The failed file goes, in the Files tab's browser.
  await page.getByRole('tab', { name: 'Files' }).click()
  await expect(page).toHaveURL(`${uploadUrl}/files`)
  await page.getByRole('region', { name: 'Upload root' }).getByText('corrupt.cif', { exact: true }).click()
  await screen(page, 'upload-page-files')
  await page.getByRole('region', { name: 'File corrupt.cif' }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('region', { name: 'Upload root' }).getByText('corrupt.cif', { exact: true })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(status).toContainText('5/5 entries processed', { timeout: 30_000 })

  // A co-author, found by name.
  await step(page, 'Edit visibility and access').getByRole('button', { name: 'Manage members' }).click()
  const members = page.getByRole('dialog', { name: 'Manage upload members' })
  // Typed key by key, as a person does: the search waits until the typing stops.
  await members.getByLabel("Search the member's name").pressSequentially('Carla', { delay: 80 })
  await page.getByRole('option', { name: /Carla Kowalski/ }).click()
  await expect(members.getByRole('combobox', { name: 'Role of Carla Kowalski' })).toHaveValue('Co-author')
  await screen(page, 'upload-page-members')
  await members.getByRole('button', { name: 'Submit' }).click()
  await expect(members).toHaveCount(0)
  await expect(step(page, 'Edit visibility and access')).toContainText('Carla Kowalski')
  const theirs = await fetch(`${server.baseUrl}/api/v1/uploads`, { headers: { authorization: `Bearer ${coauthor.token}` } })
  expect(((await theirs.json()) as { data: { upload_id: string }[] }).data.map((upload) => upload.upload_id)).toContain(uploadId)

  // The comment, a reference (a bad URL refused first) and a new dataset.
  await step(page, 'Edit metadata').getByRole('button', { name: 'Edit metadata' }).click()
  const metadata = page.getByRole('dialog', { name: 'Edit upload metadata' })
  await metadata.getByLabel('Comment').fill('Structures of the thin-film project')
  await metadata.getByPlaceholder('Enter the URL').fill('not a url')
  await metadata.getByRole('button', { name: 'Add', exact: true }).first().click()
  await expect(metadata.getByRole('alert')).toHaveText('Pleas enter a valid URL ...')
  await metadata.getByPlaceholder('Enter the URL').fill('https://doi.org/10.5281/zenodo.1234')
  await metadata.getByRole('button', { name: 'Add', exact: true }).first().click()
  await metadata.getByLabel('Create a new dataset').fill('Thin films 2026')
  await metadata.getByRole('button', { name: 'Create' }).click()
  await screen(page, 'upload-page-metadata')
  await metadata.getByRole('button', { name: 'Submit' }).click()
  await expect(metadata).toHaveCount(0)
  const metadataStep = step(page, 'Edit metadata')
  await expect(metadataStep).toContainText('Structures of the thin-film project')
  await expect(metadataStep.getByRole('link', { name: 'Thin films 2026' })).toBeVisible()

  // Published under a 12-month embargo, after a confirmation.
  const publish = step(page, 'Publish')
  await publish.getByLabel('Embargo period').selectOption({ label: '12 months' })
  await publish.getByRole('button', { name: 'Publish with embargo' }).click()
  await screen(page, 'upload-page-publish-confirm')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish with embargo' }).click()
  await expect(publish).toContainText('This upload has been published under embargo with a period of 12 months')
  await expect(step(page, 'Publish to central deployment')).toContainText('This installation is not connected to a central deployment')
  await expect(page.getByText('Published with embargo by you')).toBeVisible()
  await screen(page, 'upload-page-published', { fullPage: true })

  // The dataset, on the user's datasets page.
  await page.goto(`${server.guiUrl}/user/datasets`)
  await expect(page.getByRole('link', { name: 'Thin films 2026' })).toBeVisible()
  await screen(page, 'upload-page-datasets')
})

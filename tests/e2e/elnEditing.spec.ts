// Lab-notebook editing in a real browser against a real server (issue 18, "Done when", the
// saving part): create an entry from the thin-film example schema on the upload page, edit
// a number with a unit (typed in nm, stored in m), a date, an enum, the rich-text
// description and the instrument reference (chosen in the section-select dialog) in the
// data tab, save, follow the reference, find the description's word in search; a second
// browser context saves first, so the first one's save gets the conflict dialog; compare
// two versions in the History card (values in their display units) and restore the first.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { acceptCookies, anAccount, registerFrom, screen, signInOnProviderPage, LOGIN, welcome, type Account } from './accounts'
import { expect, test, type RunningServer } from './fixtures'

const token = async (server: RunningServer, account: Account) => {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/token?username=${account.username}&password=${encodeURIComponent(account.password)}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** The thin-film example (its schema, four samples and the sputter coater) as an upload of the account. */
async function thinFilmUpload(server: RunningServer, account: Account): Promise<string> {
  const bearer = { authorization: `Bearer ${await token(server, account)}` }
  const created = await fetch(`${server.baseUrl}/api/v1/uploads?example_upload_id=lab-notebook`, { method: 'POST', headers: { ...bearer, accept: 'application/json' } })
  const uploadId = ((await created.json()) as { upload_id: string }).upload_id
  await expect(async () => {
    const upload = await (await fetch(`${server.baseUrl}/api/v1/uploads/${uploadId}`, { headers: bearer })).json() as { data: { process_running: boolean; entries: number } }
    expect(upload.data).toMatchObject({ process_running: false, entries: 6 })
  }).toPass({ timeout: 60_000 })
  return uploadId
}

/** The stored archive's data of an entry, read as the account. */
async function storedData(server: RunningServer, account: Account, entryId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}/api/v1/entries/${entryId}/archive/query`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(server, account)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ required: { data: '*' } }),
  })
  return ((await response.json()) as { data: { archive: { data: Record<string, unknown> } } }).data.archive.data
}

async function signIn(context: BrowserContext, server: RunningServer, account: Account, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 860 })
  await page.goto(`${server.guiUrl}${path}`)
  await page.getByRole('banner').getByRole('button', { name: LOGIN }).click()
  await signInOnProviderPage(page, account)
  await expect(welcome(page, account)).toBeVisible()
  return page
}

/** Opens quantity `name` of the data section in the next lane. */
async function openQuantity(page: Page, name: string) {
  await page.getByText(name, { exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/data/data/${name}$`))
}

/** The editor of quantity `name` in its lane's value: labelled by the name, spaces for underscores. */
const field = (page: Page, name: string, label = name.replace(/_/g, ' ')) => page.getByLabel('value', { exact: true }).getByLabel(label, { exact: true })

/** Opens quantity `name` and changes it; committed with Enter. */
async function setQuantity(page: Page, name: string, change: (input: Locator) => Promise<void>) {
  await openQuantity(page, name)
  const input = field(page, name)
  await change(input)
  await input.press('Enter')
}

test('an entry created from the thin-film schema, edited, saved, searched, in conflict, compared and restored', async ({ page, server, browser }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 860 })
  await acceptCookies(page.context(), server.baseUrl)
  const account = await registerFrom(page, server, '/user/uploads', anAccount('Erin', 'Ellis'))
  const uploadId = await thinFilmUpload(server, account)

  // Create from schema: the upload's own ThinFilmSample.
  await page.goto(`${server.guiUrl}/user/uploads/upload/id/${uploadId}`)
  await page.getByRole('button', { name: 'Create from schema' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create new entry from schema' })
  await dialog.getByLabel('Name').fill('Film 42')
  await dialog.getByText('Custom schema').click()
  await dialog.getByRole('combobox', { name: 'Schema' }).selectOption({ label: 'ThinFilmSample (thin_film.schema.archive.yaml)' })
  await screen(page, 'eln-create-from-schema')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/entry\/id\/[^/]+\/data/)
  const entryId = /\/entry\/id\/([^/]+)\/data/.exec(page.url())![1]
  await expect(page.getByRole('heading', { level: 1, name: 'Film_42.archive.json' })).toBeVisible()
  await screen(page, 'eln-created-data-tab')

  // The same file again: 'Entry already exists'.
  await page.goto(`${server.guiUrl}/user/uploads/upload/id/${uploadId}`)
  await page.getByRole('button', { name: 'Create from schema' }).click()
  await dialog.getByLabel('Name').fill('Film 42')
  await dialog.getByText('Custom schema').click()
  await dialog.getByRole('combobox', { name: 'Schema' }).selectOption({ label: 'ThinFilmSample (thin_film.schema.archive.yaml)' })
  await dialog.getByRole('button', { name: 'Create' }).click()
  const exists = page.getByRole('dialog', { name: 'Entry already exists' })
  await expect(exists.getByText('A mainfile with the specified name already exists. Please choose a different name.')).toBeVisible()
  await screen(page, 'eln-entry-exists')
  await exists.getByRole('button', { name: 'OK' }).click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Edit in the data tab: a number typed in nm, a date, an enum; save.
  const entryData = `${server.guiUrl}/user/uploads/upload/id/${uploadId}/entry/id/${entryId}/data/data`
  await page.goto(entryData)
  const save = page.getByRole('button', { name: 'Save entry' })
  await expect(save).toBeDisabled()
  await page.getByText('all defined', { exact: true }).click()
  await setQuantity(page, 'thickness', (input) => input.fill('250 nm'))
  await setQuantity(page, 'datetime', (input) => input.fill('2026-11-27T10:30'))
  await openQuantity(page, 'deposition_method')
  await field(page, 'deposition_method').selectOption('sputtering')
  await setQuantity(page, 'name', (input) => input.fill('Conflict film'))
  // Rich text: the description (ElnBaseSection's RichTextEditQuantity), one word in bold.
  await openQuantity(page, 'description')
  await field(page, 'description').click()
  await page.keyboard.type('Annealed under argon, ')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('heliotrope')
  await screen(page, 'eln-rich-text')
  // A reference: the instrument, chosen among this upload's entries in the section-select dialog.
  await openQuantity(page, 'instrument')
  await page.getByLabel('value', { exact: true }).getByRole('button', { name: 'Choose' }).click()
  const select = page.getByRole('dialog', { name: 'Select an entry' })
  await select.getByText('Only this upload', { exact: true }).click()
  await select.getByRole('row').filter({ hasText: 'Magnetron sputter coater' }).click()
  await screen(page, 'eln-reference-dialog')
  await select.getByRole('button', { name: 'OK' }).click()
  await expect(field(page, 'instrument')).toHaveValue(/^\.\.\/upload\/archive\/[^#/]+#\/data$/)
  await screen(page, 'eln-edited')
  await expect(save).toBeEnabled()
  await save.click()
  await expect(save).toBeDisabled()
  const stored = await storedData(server, account, entryId)
  expect(stored).toMatchObject({ deposition_method: 'sputtering', name: 'Conflict film' })
  expect(stored.description).toBe('<p>Annealed under argon, <strong>heliotrope</strong></p>')
  expect(String(stored.instrument)).toMatch(/^\.\.\/upload\/archive\/[^#/]+#\/data$/)
  // Typed in nm, stored in the schema's unit, metres.
  expect(stored.thickness).toBeCloseTo(2.5e-7, 15)
  expect(String(stored.datetime)).toMatch(/^2026-11-27T/)
  await screen(page, 'eln-saved')
  // The saved reference is a link to the instrument's entry.
  await page.getByLabel('value', { exact: true }).getByRole('link', { name: String(stored.instrument) }).click()
  await expect(page).toHaveURL(/\/entry\/id\/[^/]+\/data\/data$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Magnetron sputter coater' })).toBeVisible()
  await screen(page, 'eln-reference-followed')

  // Search finds the new name by a word of the rich-text description.
  await page.goto(`${server.guiUrl}/search/entries`)
  await page.getByRole('combobox', { name: /search/i }).first().fill('heliotrope')
  await page.keyboard.press('Enter')
  // Free text (text_search_contents holds the descriptions as plain text): only this entry.
  await expect(page.getByText('1 result', { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Conflict film' })).toBeVisible()
  await screen(page, 'eln-found-in-search')

  // After a reload the saved values are there; a second context saves first, so the first one's save is in conflict.
  await page.goto(`${entryData}/description`)
  await expect(field(page, 'description').locator('strong')).toHaveText('heliotrope')
  await page.goto(`${entryData}/instrument`)
  await expect(field(page, 'instrument')).toHaveValue(String(stored.instrument))
  await page.goto(`${entryData}/name`)
  await expect(field(page, 'name')).toHaveValue('Conflict film')
  const other = await browser.newContext()
  await acceptCookies(other, server.baseUrl)
  const otherPage = await signIn(other, server, account, `/user/uploads/upload/id/${uploadId}/entry/id/${entryId}/data/data`)
  await otherPage.getByText('all defined', { exact: true }).click()
  await setQuantity(otherPage, 'substrate', (input) => input.fill('sapphire'))
  await otherPage.getByRole('button', { name: 'Save entry' }).click()
  await expect(otherPage.getByRole('button', { name: 'Save entry' })).toBeDisabled()
  await other.close()
  await page.getByText('all defined', { exact: true }).click()
  await setQuantity(page, 'substrate', (input) => input.fill('quartz'))
  await save.click()
  const conflict = page.getByRole('alertdialog', { name: 'Conflict' })
  await expect(conflict.getByText('The changes cannot be saved. The content has been modified by someone else.')).toBeVisible()
  await screen(page, 'eln-conflict')
  await conflict.getByRole('button', { name: 'OK' }).click()
  await expect(save).toBeDisabled()
  await page.getByRole('button', { name: 'Reload archive' }).click()
  await expect(field(page, 'substrate')).toHaveValue('sapphire')

  // History: compare the first and the newest version, restore the first.
  await page.goto(`${server.guiUrl}/user/uploads/upload/id/${uploadId}/entry/id/${entryId}`)
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText('Version 3 (current)')).toBeVisible()
  // Blueprint's box is drawn over the input: its label takes the click.
  await history.getByRole('checkbox', { name: 'Compare version 1' }).locator('xpath=..').click()
  await history.getByRole('checkbox', { name: 'Compare version 3' }).locator('xpath=..').click()
  const diff = history.getByRole('table', { name: 'Changes from version 1 to version 3' })
  await expect(diff.getByRole('row').filter({ hasText: 'data/substrate' })).toContainText('sapphire')
  // Values in the unit the definition displays: the thickness stored in m reads nm.
  await expect(diff.getByRole('row').filter({ hasText: 'data/thickness' })).toContainText('250 nm')
  await history.scrollIntoViewIfNeeded()
  await screen(page, 'eln-history-diff')
  await history.getByRole('button', { name: 'Restore version 1' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
  await expect(history.getByText('Version 4 (current)')).toBeVisible()
  expect(await storedData(server, account, entryId)).not.toHaveProperty('substrate')
  await screen(page, 'eln-history-restored')
})

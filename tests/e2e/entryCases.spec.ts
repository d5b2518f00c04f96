// The entry page's remaining 'Done when' cases of issue 17 in a real browser: a card whose
// archive data is malformed ('Could not load …' while the page lives on), the logs of an
// entry that failed processing, an ELN entry (no structure cards; the History card with
// its saved versions), and the Related resources card (switched on by the config, as in
// NOMAD it is off by default). One server for the file: the malformed and the failing
// archive come as an example upload of the config (loaded published at start, failed entry
// and all: an upload with a failed entry cannot be published otherwise); the notebook saved
// twice and two copper entries as an upload the administrator makes and publishes.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { acceptCookies, screen } from './accounts'
import { expect, startServer, test as base, type RunningServer } from './fixtures'

const config = (casesPath: string) => `
plugins:
  entry_points:
    options:
      entry-cases:
        entry_point_type: example_upload
        title: Entry cases
        category: Tests
        path: ${casesPath}
ui:
  example_uploads:
    include: [entry-cases]
  entry:
    cards:
      exclude: []
`

/** A bulk modulus beside an energy–volume curve whose energies are not numbers. */
const MALFORMED = {
  results: {
    properties: {
      mechanical: {
        energy_volume_curve: [{ type: 'raw', volumes: [1e-29, 1.1e-29, 1.2e-29], energies_raw: ['low', 'lower', 'low'] }],
        bulk_modulus: [{ type: 'birch_murnaghan', value: 1.33e11 }],
      },
    },
  },
}
/** Data without m_def: nothing of it can be interpreted, so the entry fails. */
const FAILING = { data: { name: 'no definition' } }
const notebook = (thickness: number) => ({
  data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection', name: 'ZnO film TF-042', lab_id: 'TF-042', description: `Sputtered film, ${thickness} nm.` },
})

interface Fixtures {
  server: RunningServer
  /** entry ids by mainfile of the published upload */
  entries: Record<string, string>
}

async function adminToken(server: RunningServer): Promise<string> {
  const password = (await readFile(join(server.dataDir, 'admin-password'), 'utf8')).trim()
  const response = await fetch(`${server.baseUrl}/api/v1/auth/token?username=admin&password=${encodeURIComponent(password)}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** An upload of the cases with history, published so that an anonymous browser sees it. */
async function publishedCases(server: RunningServer): Promise<Record<string, string>> {
  const headers = { authorization: `Bearer ${await adminToken(server)}`, accept: 'application/json' }
  const api = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}/api/v1/${path}`, { ...init, headers: { ...headers, ...init.headers } })
  const created = await api('uploads?upload_name=Entry%20cases', { method: 'POST' })
  expect(created.status).toBe(200)
  const uploadId = ((await created.json()) as { upload_id: string }).upload_id
  const put = async (fileName: string, body: string) => {
    const response = await api(`uploads/${uploadId}/raw/?file_name=${fileName}&wait_for_processing=true&overwrite_if_exists=true`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body,
    })
    expect(response.status, await response.clone().text()).toBe(200)
  }
  // Saved twice: two versions of the notebook file.
  await put('notebook.archive.json', JSON.stringify(notebook(80)))
  await put('notebook.archive.json', JSON.stringify(notebook(120)))
  // Two entries of one material: fcc copper as a POSCAR and as ASE's equation of state.
  await put('Cu-fcc.POSCAR', await readFile('examples/crystal-structures/Cu-fcc.POSCAR', 'utf8'))
  await put('copper-eos.archive.json', await readFile('examples/simulation-properties/copper-eos.archive.json', 'utf8'))
  const published = await api(`uploads/${uploadId}/action/publish?embargo_length=0`, { method: 'POST' })
  expect(published.status, await published.clone().text()).toBe(200)
  const ids: Record<string, string> = {}
  await expect(async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/entries/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'public', required: { include: ['entry_id', 'mainfile'] } }),
    })
    const { data } = (await response.json()) as { data: { entry_id: string; mainfile: string }[] }
    // The example's two and the upload's three (the failed entry is searchable too).
    expect(data).toHaveLength(5)
    for (const entry of data) ids[entry.mainfile] = entry.entry_id
  }).toPass({ timeout: 60_000 })
  return ids
}

const test = base.extend<{}, Fixtures>({
  server: [
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'tessera-e2e-'))
      const cases = join(dataDir, 'entry-cases')
      await mkdir(cases)
      await writeFile(join(cases, 'malformed.archive.json'), JSON.stringify(MALFORMED))
      await writeFile(join(cases, 'failing.archive.json'), JSON.stringify(FAILING))
      const server = await startServer({ dataDir, configYaml: config(cases), env: { TESSERA_EXAMPLES: '1' } })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
  entries: [async ({ server }, use) => use(await publishedCases(server)), { scope: 'worker' }],
})

const openEntry = (page: Page, server: RunningServer, entryId: string, tab = '') =>
  page.goto(`${server.guiUrl}/search/entries/entry/id/${entryId}${tab}`)

test.beforeEach(async ({ context, server }) => acceptCookies(context, server.baseUrl))

test('a malformed energy–volume curve: its plot cannot load, the rest of the page draws', async ({ page, server, entries }) => {
  await openEntry(page, server, entries['malformed.archive.json'])
  const card = page.getByRole('region', { name: 'Mechanical properties' })
  await expect(card.getByText('Could not load energy volume curve.')).toBeVisible()
  await expect(card.getByText('133 GPa')).toBeVisible()
  await expect(page.getByText('malformed.archive.json').first()).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Logs' })).toBeVisible()
  await screen(page, 'entry-cases-malformed', { fullPage: true })
})

test('an entry that failed processing shows the ERROR in its logs', async ({ page, server, entries }) => {
  await openEntry(page, server, entries['failing.archive.json'], '/logs')
  await expect(page.getByText(/^ERROR: The parser failed: failing\.archive\.json: data has no m_def/)).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true')
  await screen(page, 'entry-cases-failed-logs')
})

test('an ELN entry shows no structure cards, and the versions of its file', async ({ page, server, entries }) => {
  await openEntry(page, server, entries['notebook.archive.json'])
  const history = page.getByRole('region', { name: 'History' })
  const rows = history.getByRole('table', { name: 'Versions' }).getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('Version 2 (current)')
  await expect(rows.nth(2).getByRole('link', { name: 'Version 1' })).toBeVisible()
  // The first version's bytes, as saved then.
  const first = await page.request.get(await rows.nth(2).getByRole('link', { name: 'Version 1' }).getAttribute('href') ?? '')
  expect(await first.text()).toContain('80 nm')
  await expect(page.getByRole('region', { name: 'Material' })).toHaveCount(0)
  await expect(page.locator('canvas')).toHaveCount(0)
  await screen(page, 'entry-cases-eln-history', { fullPage: true })
})

test('related resources: the other entries of the material, each a link to its page', async ({ page, server, entries }) => {
  await openEntry(page, server, entries['Cu-fcc.POSCAR'])
  const card = page.getByRole('region', { name: 'Related resources' })
  await expect(card.getByText('1 other entry of this material.')).toBeVisible()
  await card.scrollIntoViewIfNeeded()
  await screen(page, 'entry-cases-related-resources')
  await card.getByRole('link', { name: 'copper-eos.archive.json' }).click()
  await expect(page).toHaveURL(new RegExp(`/entry/id/${entries['copper-eos.archive.json']}$`))
  await expect(page.getByRole('region', { name: 'Mechanical properties' })).toBeVisible()
})

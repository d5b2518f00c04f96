// The archive browser (spec 2 §2.6, spec 3 §2.3) in a real browser against the bundled
// example uploads: from an example entry's page open the data tab, click down lane by
// lane to a deep quantity, check the URL, load that URL directly (a deep link), and go
// back with the browser. A second flow in a lab notebook of one's own: a series of films
// (a schema with a plot over references to the thin-film samples by mainfile) — the
// reference opens the sample, a plot's point opens its entry, a new step gets its type
// from the section-type selector and is saved, and the mainfile is replaced by a file.
// A screenshot of each state.
import { acceptCookies, anAccount, registerFrom, screen, type Account } from './accounts'
import { examplesProcessed, expect, test, type RunningServer } from './examples'

test('the data tab browses an example archive down to a quantity, by clicks, by URL and back', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  const answer = await fetch(`${examples.baseUrl}/api/v1/entries/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: 'public', query: { mainfile: 'NaCl.cif' }, required: { include: ['entry_id'] } }),
  })
  const entryId = ((await answer.json()) as { data: { entry_id: string }[] }).data[0].entry_id

  await page.goto(`${examples.guiUrl}/entry/id/${entryId}`)
  await page.getByRole('tab', { name: 'Data' }).click()
  const root = page.getByRole('region', { name: 'root' })
  await expect(root.getByRole('link', { name: 'run:0' })).toBeVisible()
  await screen(page, 'archive-root')

  // Down lane by lane: run:0 → system:0 → atoms → positions; each click adds a lane.
  await root.getByRole('link', { name: 'run:0' }).click()
  await page.getByRole('region', { name: 'run:0' }).getByRole('link', { name: 'system:0' }).click()
  await page.getByRole('region', { name: 'system:0' }).getByRole('link', { name: 'atoms', exact: true }).click()
  await page.getByRole('region', { name: 'atoms' }).getByRole('link', { name: /^positions/ }).click()
  const deepUrl = new RegExp(`/entry/id/${entryId}/data/run:0/system:0/atoms/positions$`)
  await expect(page).toHaveURL(deepUrl)
  const positions = page.getByRole('region', { name: 'positions' })
  // The values in ångström (the default unit system) in the matrix viewer: 8 atoms × 3.
  await expect(positions.getByText('[8, 3]')).toBeVisible()
  await expect(positions.getByText('Å', { exact: true })).toBeVisible()
  await expect(positions.getByText('2.8201').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'atoms' }).locator('a[aria-current="location"]')).toContainText('positions')
  await screen(page, 'archive-deep')

  // The URL itself opens the same lanes (a deep link).
  await page.reload()
  await expect(page.getByRole('region', { name: 'positions' }).getByText('[8, 3]')).toBeVisible()
  await expect(page.getByRole('region', { name: 'root' }).locator('a[aria-current="location"]')).toContainText('run:0')
  await screen(page, 'archive-deep-link')

  // Back: the quantity's lane goes, the atoms lane stays.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/entry/id/${entryId}/data/run:0/system:0/atoms$`))
  await expect(page.getByRole('region', { name: 'positions' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'atoms' }).getByRole('link', { name: /^lattice_vectors/ })).toBeVisible()
  await screen(page, 'archive-back')

  // A path that does not resolve says so in its lane.
  await page.getByRole('textbox', { name: 'Jump to path' }).fill('nothing')
  await page.getByRole('textbox', { name: 'Jump to path' }).press('Enter')
  await expect(page.getByText('The item "nothing" could not be found.')).toBeVisible()
  await screen(page, 'archive-not-found')
})

const SERIES_SCHEMA = `definitions:
  name: Film series
  sections:
    Step:
      quantities:
        duration:
          type: np.float64
          unit: minute
    Anneal:
      base_section: Step
      quantities:
        temperature:
          type: np.float64
          unit: K
    Deposit:
      base_section: Step
    FilmPoint:
      quantities:
        thickness:
          type: np.float64
          unit: m
        sheet_resistance:
          type: np.float64
          unit: ohm
        film:
          type: ../upload/raw/thin_film.schema.archive.yaml#ThinFilmSample
    FilmSeries:
      base_sections:
        - nomad.datamodel.data.EntryData
      m_annotations:
        plot:
          label: Resistance by thickness
          x: films/:/thickness
          y: films/:/sheet_resistance
          lines:
            - mode: markers
      quantities:
        name:
          type: str
      sub_sections:
        films:
          section: FilmPoint
          repeats: true
        steps:
          section: Step
          repeats: true
`

const series = (name: string) => `data:
  m_def: ../upload/raw/series.schema.archive.yaml#FilmSeries
  name: ${name}
  films:
    - thickness: 1.2e-7
      sheet_resistance: 850
      film: ../upload/archive/mainfile/ZnO_001.archive.yaml#/data
    - thickness: 2.1e-7
      sheet_resistance: 420
      film: ../upload/archive/mainfile/TiO2_001.archive.yaml#/data
    - thickness: 3.0e-7
      sheet_resistance: 120
      film: ../upload/archive/mainfile/Cu2O_001.archive.yaml#/data
`

async function bearer(server: RunningServer, account: Account) {
  const response = await fetch(`${server.baseUrl}/api/v1/auth/token?username=${account.username}&password=${encodeURIComponent(account.password)}`)
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
}

/** The lab-notebook example as the account's upload, with the film series' schema and entry; the series' entry id. */
async function filmSeries(server: RunningServer, account: Account): Promise<{ uploadId: string; seriesId: string; entryOf: (mainfile: string) => Promise<string> }> {
  const auth = await bearer(server, account)
  const created = await fetch(`${server.baseUrl}/api/v1/uploads?example_upload_id=lab-notebook`, { method: 'POST', headers: { ...auth, accept: 'application/json' } })
  const uploadId = ((await created.json()) as { upload_id: string }).upload_id
  await expect(async () => {
    const upload = (await (await fetch(`${server.baseUrl}/api/v1/uploads/${uploadId}`, { headers: auth })).json()) as { data: { process_running: boolean } }
    expect(upload.data.process_running).toBe(false)
  }).toPass({ timeout: 60_000 })
  const put = (name: string, content: string) =>
    fetch(`${server.baseUrl}/api/v1/uploads/${uploadId}/raw/?file_name=${name}&wait_for_processing=true`, { method: 'PUT', headers: auth, body: content })
  expect((await put('series.schema.archive.yaml', SERIES_SCHEMA)).status).toBe(200)
  expect((await put('series.archive.yaml', series('Series A'))).status).toBe(200)
  const entryOf = async (mainfile: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1/entries/query`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'user', query: { upload_id: uploadId, mainfile }, required: { include: ['entry_id'] } }),
    })
    return ((await response.json()) as { data: { entry_id: string }[] }).data[0].entry_id
  }
  return { uploadId, seriesId: await entryOf('series.archive.yaml'), entryOf }
}

test("a lab notebook's lanes: references by mainfile, a plot's point, the section type, replacing the mainfile", async ({ page, examples }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 860 })
  await acceptCookies(page.context(), examples.baseUrl)
  const account = await registerFrom(page, examples, '/user/uploads', anAccount('Lane', 'Lee'))
  const { seriesId, entryOf } = await filmSeries(examples, account)
  const zno = await entryOf('ZnO_001.archive.yaml')
  const tio2 = await entryOf('TiO2_001.archive.yaml')

  // The series' data: the plot over its films, and its type among the data types.
  await page.goto(`${examples.guiUrl}/entry/id/${seriesId}/data/data`)
  const data = page.getByRole('region', { name: 'data', exact: true })
  await expect(data.getByText('Resistance by thickness')).toBeVisible()
  const dataType = data.getByRole('combobox', { name: 'Section type' })
  // The m_def as processing wrote it (the schema file's section by its path).
  await expect(dataType).toHaveValue(/series\.schema\.archive\.yaml#/)
  await expect(dataType.locator('option:checked')).toHaveText('FilmSeries (series.schema.archive.yaml)')
  // With content, the series cannot become a Process.
  await expect(dataType.getByRole('option', { name: 'Process' })).toBeDisabled()
  await expect(data.locator('svg [aria-roledescription="point"]')).toHaveCount(3)
  await screen(page, 'archive-eln-series')

  // A film's reference by mainfile opens the sample's data.
  await data.getByRole('link', { name: 'films:0' }).click()
  await page.getByRole('region', { name: 'films:0' }).getByRole('link', { name: /^film/ }).click()
  const reference = page.getByRole('region', { name: 'film', exact: true }).getByRole('link', { name: '../upload/archive/mainfile/ZnO_001.archive.yaml#/data', exact: true })
  await expect(reference).toHaveAttribute('href', `/gui/entry/id/${zno}/data/data`)
  await screen(page, 'archive-eln-reference')

  // A point of the plot opens the film's entry: the second film, TiO2.
  await page.goto(`${examples.guiUrl}/entry/id/${seriesId}/data/data`)
  await page.getByRole('region', { name: 'data' }).locator('svg [aria-roledescription="point"]').nth(1).click()
  await expect(page).toHaveURL(new RegExp(`/entry/id/${tio2}$`))
  await screen(page, 'archive-eln-point-opened')

  // A new step takes its type from the selector (it is empty: any step type), and is saved.
  await page.goto(`${examples.guiUrl}/entry/id/${seriesId}/data/data`)
  await page.getByRole('region', { name: 'data' }).getByRole('button', { name: 'Add steps' }).click()
  const step = page.getByRole('region', { name: 'steps:0' })
  const stepType = step.getByRole('combobox', { name: 'Section type' })
  await stepType.selectOption({ label: 'Anneal (series.schema.archive.yaml)' })
  await expect(step.getByRole('heading')).toContainText('Anneal')
  await screen(page, 'archive-eln-step-type')
  await page.getByRole('button', { name: 'Save entry' }).click()
  await expect(page.getByRole('button', { name: 'Save entry' })).toBeDisabled()
  const auth = await bearer(examples, account)
  await expect(async () => {
    const stored = await fetch(`${examples.baseUrl}/api/v1/entries/${seriesId}/archive/query`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ required: { data: '*' } }),
    })
    const archive = ((await stored.json()) as { data: { archive: { data: { steps?: { m_def?: string }[] } } } }).data.archive
    expect(archive.data.steps?.[0]?.m_def).toContain('section_definitions/1')
  }).toPass({ timeout: 30_000 })

  // The mainfile replaced by a file of the user's: the lanes show what it holds.
  await page.goto(`${examples.guiUrl}/entry/id/${seriesId}/data`)
  const root = page.getByRole('region', { name: 'root' })
  const chooser = page.waitForEvent('filechooser')
  await root.getByRole('button', { name: "Replace this entry's mainfile" }).click()
  await (await chooser).setFiles({ name: 'series-b.archive.yaml', mimeType: 'application/yaml', buffer: Buffer.from(series('Series B')) })
  await root.getByRole('link', { name: 'data', exact: true }).click()
  const replaced = page.getByRole('region', { name: 'data', exact: true })
  await expect(replaced.getByText('Series B')).toBeVisible({ timeout: 30_000 })
  // Read with its schema's definition again: its type and its plot.
  await expect(replaced.getByRole('heading')).toContainText('FilmSeries')
  await expect(replaced.getByText('Resistance by thickness')).toBeVisible()
  await expect(replaced.getByRole('combobox', { name: 'Section type' }).locator('option:checked')).toHaveText('FilmSeries (series.schema.archive.yaml)')
  await screen(page, 'archive-eln-replaced')
})

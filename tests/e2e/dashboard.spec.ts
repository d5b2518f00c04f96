// The dashboard and the results' selection in a real browser against a server holding
// the example uploads: add a widget, filter with it, edit it, move it on the grid,
// export it as YAML and import it back (a bad YAML refused); select rows and download
// their raw files.
import type { Page } from '@playwright/test'
import yauzl from 'yauzl'
import { acceptCookies, screen } from './accounts'
import { EXAMPLE_ENTRIES, examplesProcessed, expect, test, total, type RunningServer } from './examples'

const PROGRAM = 'results.method.simulation.program_name'

async function openEntries(page: Page, server: RunningServer) {
  await examplesProcessed(server)
  await acceptCookies(page.context(), server.baseUrl)
  await page.goto(`${server.guiUrl}/search/entries`)
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
}

const widget = (page: Page, title: string) => page.locator('.tessera-widget').filter({ has: page.getByText(title, { exact: true }) })

test.describe('the dashboard', () => {
  test.setTimeout(120_000)

  test('adds a terms widget, filters with it, edits, moves, resizes, exports and re-imports it', async ({ page, examples }) => {
    await openEntries(page, examples)
    await expect(page.getByText('No widgets yet. Add one with the buttons above.')).toBeVisible()

    // Add: the edit dialog opens first; Done without a quantity shows the spec's message.
    await page.getByRole('button', { name: 'Terms' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit terms widget' })
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog.getByText('Search quantity is required.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled()
    await dialog.getByLabel('Search quantity').fill(PROGRAM)
    await dialog.getByLabel('Title').fill('Programs')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()

    // Its counts are the API's; a click on a value filters the results.
    const programs = widget(page, 'Programs')
    const vasp = await total(examples, { [PROGRAM]: 'VASP' })
    await expect(programs.getByRole('button', { name: /^VASP/ })).toBeVisible()
    await programs.getByRole('button', { name: /^VASP/ }).click()
    await expect(page.getByText(`${vasp} results`)).toBeVisible()
    await expect(page).toHaveURL(/program_name=VASP/)
    await screen(page, 'dashboard-terms')
    await page.getByRole('button', { name: 'Clear query' }).click()
    await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()

    // Edit: a new title.
    await programs.getByRole('button', { name: 'Edit widget' }).click()
    await dialog.getByLabel('Title').fill('Codes')
    await dialog.getByRole('button', { name: 'Done' }).click()
    const codes = widget(page, 'Codes')
    await expect(codes).toBeVisible()

    // Move: a second widget, then drag the first by its header below it.
    await page.getByRole('button', { name: 'Histogram' }).click()
    const histogramDialog = page.getByRole('dialog', { name: 'Edit histogram widget' })
    await histogramDialog.getByLabel('X-axis quantity').fill('results.material.n_elements')
    await histogramDialog.getByRole('button', { name: 'Done' }).click()
    await expect(histogramDialog).toBeHidden()
    const before = (await codes.boundingBox())!
    const header = (await codes.locator('.tessera-widget-header').boundingBox())!
    await page.mouse.move(header.x + 40, header.y + header.height / 2)
    await page.mouse.down()
    await page.mouse.move(header.x + 40 + before.width + 60, header.y + 20, { steps: 12 })
    await page.mouse.up()
    await expect(async () => {
      const after = (await codes.boundingBox())!
      expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y)).toBeGreaterThan(20)
    }).toPass()
    await screen(page, 'dashboard-moved')

    // Resize: drag the widget's corner handle down; it grows by whole grid rows (the move
    // may have put it at the right edge, where the bounded grid lets it grow no wider).
    const sized = (await codes.boundingBox())!
    const handle = codes.locator('xpath=..').locator('.react-resizable-handle')
    const corner = (await handle.boundingBox())!
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2)
    await page.mouse.down()
    await page.mouse.move(corner.x, corner.y + 150, { steps: 12 })
    await page.mouse.up()
    await expect(async () => expect((await codes.boundingBox())!.height).toBeGreaterThan(sized.height + 100)).toPass()

    // Export: the YAML names the widgets; import a changed copy back.
    await page.getByRole('button', { name: 'YAML' }).click()
    const yamlDialog = page.getByRole('dialog', { name: 'Dashboard as YAML' })
    const text = yamlDialog.getByLabel('Widgets in YAML')
    const exported = await text.inputValue()
    expect(exported).toContain(`search_quantity: ${PROGRAM}`)
    expect(exported).toContain('title: Codes')
    expect(exported).not.toContain('editing')
    await text.fill('widgets: [')
    await expect(yamlDialog.getByText(/^This is not YAML: /)).toBeVisible()
    await expect(yamlDialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await text.fill('widgets:\n  - type: pie_chart\n')
    await expect(yamlDialog.getByText('widgets[0]: Unknown widget type: pie_chart.')).toBeVisible()
    await expect(yamlDialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await text.fill(exported.replace('title: Codes', 'title: Simulation codes'))
    await yamlDialog.getByRole('button', { name: 'Save' }).click()
    await expect(yamlDialog).toBeHidden()
    await expect(widget(page, 'Simulation codes')).toBeVisible()
    await expect(page.locator('.tessera-widget')).toHaveCount(2)

    // Reset brings back the app's dashboard: Entries has none.
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page.getByText('No widgets yet. Add one with the buttons above.')).toBeVisible()
  })
})

test('selected rows download as raw files of exactly those entries', async ({ page, examples }) => {
  await openEntries(page, examples)
  const rows = page.getByRole('table').getByRole('row')
  // Blueprint draws the box over the input: click its label.
  await rows.nth(1).locator('label.bp6-checkbox').click()
  await rows.nth(2).locator('label.bp6-checkbox').click()
  await expect(rows.nth(2).getByRole('checkbox')).toBeChecked()
  // The entries of the two rows, as the API orders the first page.
  const response = await fetch(`${examples.baseUrl}/api/v1/entries/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: 'public', query: {}, pagination: { page_size: 2, order_by: 'upload_create_time', order: 'desc' } }),
  })
  const selected = ((await response.json()) as { data: Array<{ entry_id: string }> }).data.map((entry) => entry.entry_id)
  await page.getByRole('button', { name: 'Download' }).click()
  const navigation = page.waitForRequest((request) => request.url().includes('/api/v1/entries/raw'))
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Raw files' }).click()
  const url = new URL((await navigation).url())
  expect(url.searchParams.get('owner')).toBe('public')
  const query = JSON.parse(url.searchParams.get('json_query')!) as { entry_id?: unknown }
  expect(JSON.stringify(query)).toMatch(/entry_id/)
  const file = await download
  expect(file.suggestedFilename()).toBe('raw_files.zip')
  const manifest = JSON.parse(await zipEntry(await file.path(), 'manifest.json')) as Array<{ entry_id: string }>
  expect(manifest.map((entry) => entry.entry_id).sort()).toEqual([...selected].sort())
})

/** One file of a zip, as text. */
function zipEntry(path: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry()
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            zip.close()
            resolve(Buffer.concat(chunks).toString('utf8'))
          })
        })
      })
      zip.on('end', () => reject(new Error(`${name} is not in the zip`)))
      zip.readEntry()
    })
  })
}

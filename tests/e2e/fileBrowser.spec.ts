// The file browser in a real browser against a real server (issue 16, "File browser and
// previews"): an upload with a text file, a CIF and an HDF5 file (real fixtures); each is
// previewed (text, the structure viewer, h5web showing a dataset through the server's
// h5grove API), then a new folder is made and the text file dragged into it.
import type { Locator, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { acceptCookies, registerFrom, screen } from './accounts'
import { expect, test } from './fixtures'

const FIXTURES = '/work/shared/fixtures'
const NOTES = 'Sample S-17, annealed at 450 °C for 2 h.\nXRD and SEM to follow.\n'

interface DroppedFile {
  readonly name: string
  readonly content: Buffer
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

test('previews of a text file, a CIF and an HDF5 file; a new folder and a file moved into it', async ({ page, server }) => {
  test.setTimeout(120_000)
  await acceptCookies(page.context(), server.baseUrl)
  await registerFrom(page, server, '/user/uploads')
  await page.getByRole('button', { name: 'Create a new upload' }).click()
  await expect(page).toHaveURL(/\/user\/uploads\/upload\/id\/[^/]+$/)
  const uploadUrl = page.url()

  await dropFiles(page, page.getByRole('group', { name: 'Drop files here' }), [
    { name: 'notes.txt', content: Buffer.from(NOTES) },
    { name: 'SARSUC.cif', content: await readFile(join(FIXTURES, 'structures/SARSUC.cif')) },
    { name: 'test.h5', content: await readFile(join(FIXTURES, 'hdf5/test.h5')) },
  ])
  await expect(page.getByRole('status', { name: 'Processing status' })).toContainText('Processing completed', { timeout: 60_000 })

  await page.getByRole('tab', { name: 'Files' }).click()
  const root = page.getByRole('region', { name: 'Upload root' })

  // Text: read in chunks, shown as it is.
  await root.getByText('notes.txt', { exact: true }).click()
  await expect(page).toHaveURL(`${uploadUrl}/files/notes.txt`)
  const notes = page.getByRole('region', { name: 'File notes.txt' })
  await expect(notes.getByLabel('File content')).toContainText('annealed at 450 °C')
  await expect(notes).toContainText('65 bytes')
  await screen(page, 'files-text')
  // Its download: a plain link, the browser's login cookie lets it through.
  const [download] = await Promise.all([page.waitForEvent('download'), notes.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('notes.txt')
  expect(await readFile(await download.path(), 'utf8')).toBe(NOTES)

  // CIF: the structure viewer beside the text.
  await root.getByText('SARSUC.cif', { exact: true }).click()
  const cif = page.getByRole('region', { name: 'File SARSUC.cif' })
  await expect(cif.getByRole('link', { name: 'processed data' })).toBeVisible()
  await expect(cif.getByRole('tab', { name: 'Structure' })).toHaveAttribute('aria-selected', 'true')
  await expect(cif.getByText(/atoms in the cell/)).toBeVisible()
  await expect(cif.locator('canvas').first()).toBeVisible()
  await screen(page, 'files-cif')

  // HDF5: h5web over the server's h5grove API, down to a dataset.
  await root.getByText('test.h5', { exact: true }).click()
  const h5web = page.getByRole('region', { name: 'File test.h5' }).getByTestId('h5web')
  await h5web.getByRole('treeitem', { name: 'Fe_spx_BS' }).click()
  await h5web.getByRole('treeitem', { name: 'input' }).click()
  await h5web.getByRole('treeitem', { name: 'parameters' }).click()
  await h5web.getByRole('treeitem', { name: 'Ediff__index_8' }).click()
  await expect(h5web.getByText('Ediff__index_8', { exact: true }).last()).toBeVisible()
  await h5web.getByRole('tab', { name: 'Matrix' }).click()
  await expect(h5web.getByRole('grid')).toBeVisible()
  await expect(h5web.getByRole('grid')).toContainText('1.000e-8')
  await screen(page, 'files-hdf5')
  // The line plot too (h5web's export menu once broke every plot: its URL of our relative API path).
  await h5web.getByRole('tab', { name: 'Line' }).click()
  await expect(h5web.locator('canvas')).toBeVisible()
  await expect(h5web.getByText(/Failed|Error/)).toHaveCount(0)
  await screen(page, 'files-hdf5-line')

  // A new folder (Enter confirms), then the text file dragged onto it and moved.
  await root.getByRole('button', { name: 'New folder' }).click()
  const newFolder = page.getByRole('dialog', { name: 'New folder' })
  await newFolder.getByLabel('Folder name').fill('measurements')
  await newFolder.getByLabel('Folder name').press('Enter')
  await expect(page).toHaveURL(`${uploadUrl}/files/measurements`)
  await expect(page.getByRole('region', { name: 'Folder measurements' })).toContainText('This folder is empty.')
  await root.getByText('notes.txt', { exact: true }).dragTo(root.getByText('measurements', { exact: true }))
  const move = page.getByRole('dialog', { name: 'Copy or move' })
  await expect(move.getByLabel('To folder')).toHaveValue('measurements')
  await screen(page, 'files-move-dialog')
  await move.getByRole('button', { name: 'Move' }).click()
  await expect(page).toHaveURL(`${uploadUrl}/files/measurements/notes.txt`)
  await expect(root.getByText('notes.txt', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Folder measurements' }).getByText('notes.txt', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'File measurements/notes.txt' }).getByLabel('File content')).toContainText('XRD and SEM')
  await screen(page, 'files-moved')
})

// The material and electronic cards (spec 3 §2.2, §2.10) in a real browser against the
// bundled example uploads: the FHI-aims silicon entry opened from the search results draws
// its structure in 3D (WebGL through SwiftShader; pixels checked), switches to the
// conventional cell, downloads it as CIF (read back: the same eight Si atoms), and draws the band structure with the DOS beside
// it and the Brillouin zone. One server for the file; a screenshot of each card.
import type { Locator, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { structureFromCif } from '../../src/core/structures'
import { acceptCookies, screen } from './accounts'
import { examplesProcessed, expect, test } from './examples'

/** Share of an element's pixels that are not (near) white: decoded by the page's own canvas. */
async function inkShare(page: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64')
  return page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height)
    let ink = 0
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 230 || pixels[i + 1] < 230 || pixels[i + 2] < 230) ink++
    return ink / (pixels.length / 4)
  }, png)
}

test.beforeEach(async ({ context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
})

test('the FHI-aims silicon entry from the search results: structure, cells, bands, DOS and Brillouin zone', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/entries`)
  const input = page.getByPlaceholder('Type your query or keyword')
  await input.fill('results.properties.available_properties = dos_electronic')
  await input.press('Enter')
  await expect(page.getByText('2 results', { exact: true })).toBeVisible()
  await page.getByRole('row').filter({ hasText: 'FHI-aims' }).getByRole('button', { name: 'Go to the entry page' }).click()

  const material = page.getByRole('region', { name: 'Material' })
  await expect(material.getByRole('region', { name: 'Composition' }).getByText('Si2')).toBeVisible()
  await expect(material.getByText('Fd-3m (227)')).toBeVisible()
  const viewer = material.getByRole('figure', { name: /^Structure of / })
  await expect(viewer).toHaveAttribute('aria-busy', 'false')
  const canvas = viewer.locator('canvas')
  await canvas.scrollIntoViewIfNeeded()
  expect(await inkShare(page, canvas)).toBeGreaterThan(0.01)
  await screen(page, 'material-original')

  // The conventional cell: eight atoms, its node in the topology chosen, a cubic cell.
  await material.getByRole('button', { name: 'Conventional' }).click()
  await expect(material.getByRole('button', { name: 'Conventional' })).toHaveAttribute('aria-pressed', 'true')
  await expect(material.getByRole('region', { name: 'Lattice parameters' }).getByText('90 °').first()).toBeVisible()
  await expect(material.getByLabel('conventional cell').getByText('8', { exact: true })).toBeVisible()
  await expect(viewer).toHaveAttribute('aria-busy', 'false')
  expect(await inkShare(page, canvas)).toBeGreaterThan(0.01)
  await screen(page, 'material-conventional')

  // Downloaded as CIF: the server writes the shown cell, named by its formula.
  await viewer.getByRole('button', { name: /^Download/ }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: /CIF/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Si8.cif')
  // Read back with our CIF reader: the eight silicon atoms of the cubic cell.
  const { structure } = structureFromCif(await readFile(await download.path(), 'utf8'))
  expect(structure.labels).toEqual(Array(8).fill('Si'))
  expect(structure.lattice?.[0][0]).toBeCloseTo(5.43, 2)

  const electronic = page.getByRole('region', { name: 'Electronic properties' })
  await electronic.scrollIntoViewIfNeeded()
  const bands = electronic.getByRole('img', { name: 'Band structure' })
  await expect(bands.getByText('Γ')).toBeVisible()
  await expect(bands.getByText('Energy (eV)')).toBeVisible()
  expect(await bands.locator('path.tessera-svgplot-line').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/)
  await expect(electronic.getByRole('img', { name: 'Density of states' }).getByText('States (1/eV)')).toBeVisible()
  await expect(electronic.getByRole('region', { name: 'Band gap' }).getByText('indirect')).toBeVisible()
  const zone = electronic.getByRole('figure', { name: 'Brillouin zone' })
  await expect(zone).toHaveAttribute('aria-busy', 'false')
  expect(await inkShare(page, zone.locator('canvas'))).toBeGreaterThan(0.05)
  await screen(page, 'electronic-si')
})

// The metainfo browser (spec 3 §2.4) in a real browser against the bundled example
// uploads: search a built-in section, go down to a quantity, then open the thin-film
// custom schema of the 'lab-notebook' example under its source and one of its
// quantities, and load that section's URL directly. One flow; a screenshot per screen.
import { acceptCookies, screen } from './accounts'
import { examplesProcessed, expect, test } from './examples'

test('the metainfo browser finds a section, goes down to a quantity and opens a custom schema section', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/analyze/metainfo`)
  const root = page.getByRole('region', { name: 'Metainfo' }).first()
  await expect(root.getByRole('link', { name: 'Entry', exact: true })).toBeVisible()
  await expect(root.getByRole('button', { name: /Other root sections/ })).toHaveAttribute('aria-expanded', 'false')
  await screen(page, 'metainfo-root')

  // Search a section and open it; go down to one of its quantities.
  await root.getByRole('searchbox', { name: 'Search definitions' }).fill('Material')
  await root.getByRole('option', { name: /^Material section/ }).click()
  await expect(page).toHaveURL(/\/analyze\/metainfo\/nomad\.datamodel\.results\.Material$/)
  const material = page.getByRole('region', { name: 'Material' })
  await expect(material.getByRole('heading', { name: 'Material' })).toBeVisible()
  await material.getByRole('region', { name: 'Quantity definitions' }).getByRole('link', { name: 'elements', exact: true }).click()
  await expect(page).toHaveURL(/\/nomad\.datamodel\.results\.Material\/elements$/)
  const elements = page.getByRole('region', { name: 'elements' })
  await expect(elements.getByText('quantity', { exact: true })).toBeVisible()
  await expect(elements.getByRole('region', { name: 'Definition' })).toContainText('"name": "elements"')
  await screen(page, 'metainfo-quantity')

  // The lab notebook's schema is listed under its source; its section inherits the ELN Sample.
  await page.getByRole('region', { name: 'Metainfo' }).first().getByRole('link', { name: /^Thin-film samples/ }).click()
  await page.getByRole('region', { name: 'Thin-film samples' }).getByRole('link', { name: 'ThinFilmSample' }).click()
  const sample = page.getByRole('region', { name: 'ThinFilmSample' })
  await expect(sample.getByRole('region', { name: 'Base sections' }).getByRole('link', { name: 'Sample', exact: true })).toBeVisible()
  await sample.getByRole('link', { name: /^thickness/ }).click()
  await expect(page).toHaveURL(/\/analyze\/metainfo\/[0-9a-f]{40}\/ThinFilmSample\/thickness$/)
  const thickness = page.getByRole('region', { name: 'thickness' })
  await expect(thickness.getByText('Film thickness measured by profilometry.', { exact: true })).toBeVisible()
  await expect(thickness.getByRole('region', { name: 'Definition' })).toContainText('"defaultDisplayUnit": "nm"')
  await screen(page, 'metainfo-custom-schema')

  // The section's own URL opens it directly, under /metainfo as well.
  const sectionUrl = new URL(page.url()).pathname.replace(/\/thickness$/, '').replace(/^.*\/analyze\/metainfo/, '')
  await page.goto(`${examples.guiUrl}/metainfo${sectionUrl}`)
  await expect(page.getByRole('region', { name: 'ThinFilmSample' }).getByRole('heading', { name: 'ThinFilmSample' })).toBeVisible()
  await screen(page, 'metainfo-custom-schema-link')
})

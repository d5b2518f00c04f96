// The Entries search app in a real browser against a real server holding the bundled
// example uploads: results from the live API, a filter from the search bar (chip, URL,
// fewer rows) and an invalid one with the spec's message.
import type { Page } from '@playwright/test'
import { acceptCookies } from './accounts'
import { EXAMPLE_ENTRIES, examplesProcessed, expect, test, total, type RunningServer } from './examples'

async function searchFor(page: Page, text: string) {
  const input = page.getByPlaceholder('Type your query or keyword')
  await input.fill(text)
  await input.press('Enter')
}

test('the Entries app shows the example entries and narrows them with a search-bar filter', async ({ page, examples }) => {
  await examplesProcessed(examples)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByRole('heading', { name: 'Entries' })).toBeVisible()
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  const table = page.getByRole('table')
  // A page of 20 (spec 2 §2.1) below the header row, and more to load.
  await expect(table.getByRole('row')).toHaveCount(21)
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible()

  await searchFor(page, 'entry_type = CIF')
  await expect(page.getByText('2 results')).toBeVisible()
  await expect(table.getByText('Si.cif', { exact: true })).toBeVisible()
  await expect(table.getByText('NaCl.cif', { exact: true })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(page).toHaveURL(/[?&]entry_type=CIF/)
  await page.screenshot({ path: 'test-results/screens/search-entries-filtered.png' })

  await searchFor(page, 'nonsense_quantity = 3')
  await expect(page.getByText("The quantity 'nonsense_quantity' is not supported")).toBeVisible()
})

test('choosing an element in the periodic table narrows the results and their counts', async ({ page, examples }) => {
  await examplesProcessed(examples)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await page.getByText('Material', { exact: true }).click()
  await page.getByText('Elements / Formula', { exact: true }).click()
  const oxygen = page.getByRole('button', { name: /^Oxygen/ })
  await expect(oxygen).toBeEnabled()
  const withHydrogen = await total(examples, { 'results.material.elements:all': ['H'] })
  await expect(page.getByRole('button', { name: `Hydrogen: ${withHydrogen}` })).toBeVisible()
  await oxygen.click()
  const withOxygen = await total(examples, { 'results.material.elements:all': ['O'] })
  await expect(page.getByText(`${withOxygen} results`)).toBeVisible()
  // The other elements now count the entries that hold oxygen as well.
  const withBoth = await total(examples, { 'results.material.elements:all': ['O', 'H'] })
  expect(withBoth).toBeLessThan(withHydrogen)
  await expect(page.getByRole('button', { name: `Hydrogen: ${withBoth}` })).toBeVisible()
  await expect(page).toHaveURL(/results\.material\.elements=O/)
  await page.screenshot({ path: 'test-results/screens/search-entries-oxygen.png' })
})

test('a search URL opens with its filters applied', async ({ page, examples }) => {
  await examplesProcessed(examples)
  await page.goto(`${examples.guiUrl}/search/entries?entry_type=CIF&no_such_quantity=1`)
  await expect(page.getByText('2 results')).toBeVisible()
  // What could not be read is said, not silently dropped.
  await expect(page.getByText('These filters of the link could not be read and were left out: no_such_quantity.')).toBeVisible()
})

test('the section-select dialog finds an entry by its name and returns it', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/dev/choose-entry`)
  await page.getByRole('button', { name: 'Choose entry' }).click()
  const dialog = page.getByRole('dialog', { name: 'Select an entry' })
  await expect(dialog.getByRole('radio', { name: 'All', exact: true })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Published', exact: true })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Unpublished' })).toBeChecked()
  // Anonymous: the scopes that need a login are not offered.
  await expect(dialog.getByRole('radio', { name: 'Only mine' })).toBeDisabled()
  await dialog.getByPlaceholder('Search by entry name, mainfile or entry id').fill('Si.cif')
  await dialog.getByRole('cell', { name: 'Si.cif', exact: true }).click()
  await expect(dialog.getByRole('radio', { name: 'Choose Si.cif' })).toBeChecked()
  await page.screenshot({ path: 'test-results/screens/section-select.png' })
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/entry_id \S+ in upload \S+/)).toBeVisible()
})

test('the search bar reads each of its forms and refuses what it cannot read', async ({ page, examples }) => {
  await examplesProcessed(examples)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  const clear = () => page.getByRole('button', { name: 'Clear query' }).click()
  const cases: Array<[string, object]> = [
    ['results.material.symmetry.space_group_number = *', { 'quantities:all': ['results.material.symmetry.space_group_number'] }],
    ['2 <= results.material.n_elements <= 3', { 'results.material.n_elements': { gte: 2, lte: 3 } }],
    ['results.material.n_elements > 1', { 'results.material.n_elements': { gt: 1 } }],
    ['results.material.structural_type = bulk', { 'results.material.structural_type': 'bulk' }],
  ]
  for (const [input, query] of cases) {
    await searchFor(page, input)
    const expected = await total(examples, query)
    expect(expected, input).toBeLessThan(EXAMPLE_ENTRIES)
    await expect(page.getByText(`${expected} ${expected === 1 ? 'result' : 'results'}`, { exact: true }), input).toBeVisible()
    await clear()
    await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  }
  // An operator without a target is refused (plain words are free text: searchFinished.spec.ts).
  await searchFor(page, '= silicon')
  await expect(page.getByText('Unsupported query')).toBeVisible()
  await searchFor(page, 'results.material.n_elements = ')
  await expect(page.getByText('Please specify a value.')).toBeVisible()
  await searchFor(page, 'results.material.n_elements > two')
  await expect(page.getByText(/^Invalid value for the metainfo results\.material\.n_elements/)).toBeVisible()
})

test('a custom quantity of a lab-notebook schema filters the ELN app', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/search/eln`)
  await expect(page.getByText('10 results')).toBeVisible()
  await page.getByText('User Defined Quantities', { exact: true }).click()
  const quantity = page.getByRole('combobox', { name: 'Quantity 1' })
  // Listed by name and section, as a researcher knows them.
  const thickness = (await quantity.locator('option').allTextContents()).find((label) => label.startsWith('thickness (ThinFilmSample)'))
  expect(thickness).toBeDefined()
  await quantity.selectOption({ label: thickness! })
  await page.getByRole('combobox', { name: 'Operator 1' }).selectOption('>')
  // Typed in the schema's display unit (nm; stored and searched in m, issue 19 item 10).
  const value = page.getByRole('textbox', { name: 'Value 1' })
  await expect(value).toHaveAttribute('placeholder', 'Number in nm')
  await value.fill('100')
  await page.getByRole('button', { name: 'Update search' }).click()
  // The thin films of examples/lab-notebook are 80, 210, 120 and 45 nm thick.
  await expect(page.getByText('2 results')).toBeVisible()
  await expect(page.getByRole('table').getByText('TiO2 anatase film')).toBeVisible()
  await expect(page.getByRole('table').getByText('ZnO on glass', { exact: true })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/custom-quantity-in-nm.png' })
})

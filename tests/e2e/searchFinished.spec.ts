// Search, finished (issue 19 items 1, 9, 7, 12, 2, 5) in a real browser against the example
// uploads: what a researcher tripped over, done as they did it.
import { acceptCookies } from './accounts'
import { EXAMPLE_ENTRIES, examplesProcessed, expect, test, total } from './examples'

const SCREENS = 'test-results/screens'

test('a formula typed into the Formula filter narrows the results (item 1)', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  await page.getByText('Material', { exact: true }).click()
  await page.getByText('Elements / Formula', { exact: true }).click()

  const field = page.getByRole('combobox', { name: 'Chemical Formula Hill' })
  await field.fill('Si')
  const suggestions = page.getByRole('listbox', { name: 'Suggestions for Chemical Formula Hill' })
  const first = suggestions.getByRole('option').first()
  await expect(first).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/terms-field-suggestions.png` })
  const formula = (await first.locator('span').first().textContent()) ?? ''
  expect(formula.toLowerCase()).toContain('si')
  await first.click()

  const found = await total(examples, { 'results.material.chemical_formula_hill': [formula] })
  expect(found).toBeGreaterThan(0)
  expect(found).toBeLessThan(EXAMPLE_ENTRIES)
  await expect(page.getByText(`${found} results`)).toBeVisible()
  // The chosen value is a chip that removes it again.
  const remove = page.getByRole('button', { name: `Remove ${formula}`, exact: true })
  await expect(remove).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/terms-field-chosen.png` })

  // A value typed and entered without a suggestion is taken as typed.
  await remove.click()
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  await field.fill(formula)
  await field.press('Enter')
  await expect(page.getByText(`${found} results`)).toBeVisible()
})

test("the search bar leads 'Si' with values that start with it, and finds entries with symmetry (item 9)", async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  const bar = page.getByPlaceholder('Type your query or keyword')
  await bar.fill('Si')
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  const first = list.getByRole('option').first()
  // Once the server's values are in, the first suggestion is a value equal to or starting
  // with 'Si', not a deep quantity path.
  await expect(first).toHaveAttribute('aria-label', / = Si/)
  await page.screenshot({ path: `${SCREENS}/search-bar-si.png` })

  // An error stays readable while the list is open.
  await bar.fill('= 2')
  await bar.press('Enter')
  await expect(page.getByText('Unsupported query')).toBeVisible()
  await bar.fill('Si')
  await expect(first).toBeVisible()
  await expect(page.getByText('Unsupported query')).toBeVisible()
  const alert = await page.getByRole('alert').boundingBox()
  const box = await list.boundingBox()
  expect(alert && box && alert.y + alert.height <= box.y + 1).toBeTruthy()
  await page.screenshot({ path: `${SCREENS}/search-bar-error-and-list.png` })
  await bar.press('Escape')

  const withSymmetry = await total(examples, { quantities: ['results.material.symmetry'] })
  expect(withSymmetry).toBeGreaterThan(0)
  await bar.fill('results.material.symmetry = *')
  await bar.press('Enter')
  await expect(page.getByText(`${withSymmetry} results`)).toBeVisible()
})

test("the section-select dialog suggests entries and finds Si.cif from 'Si.c' (item 7)", async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/dev/choose-entry`)
  await page.getByRole('button', { name: 'Choose entry' }).click()
  const dialog = page.getByRole('dialog', { name: 'Select an entry' })
  // Spec 2 §9: 1800 px wide at most (here the window is narrower), at least 1100; 95 % high.
  // (Measured once the opening transition is over.)
  await expect(async () => {
    const box = await dialog.boundingBox()
    expect(box && box.width >= 1100 && box.height >= 0.9 * 860).toBeTruthy()
  }).toPass()

  const field = dialog.getByRole('combobox', { name: 'Search entries' })
  await field.fill('Si.c')
  const suggestions = page.getByRole('listbox', { name: 'Entry suggestions' })
  await expect(suggestions.getByRole('option', { name: 'Si.cif', exact: true })).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/section-select-suggestions.png` })
  // The partial text alone finds the entry, before any suggestion is chosen.
  await field.press('Escape')
  await expect(dialog.getByRole('cell', { name: 'ZnO on glass', exact: true })).toBeHidden()
  await expect(dialog.getByRole('cell', { name: 'Si.cif', exact: true })).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/section-select-partial.png` })

  await field.fill('Na')
  await suggestions.getByRole('option').first().click()
  await expect(field).not.toHaveValue('Na')
  const chosen = await field.inputValue()
  await expect(dialog.getByRole('cell', { name: 'ZnO on glass', exact: true })).toBeHidden()
  await expect(dialog.getByRole('cell', { name: chosen.split('/').pop() ?? chosen, exact: true }).first()).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/section-select-chosen.png` })
})

test('JMESPath columns of the Catalysis app show their values (item 12)', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/search/catalysis`)
  // `reactants[*].name` and `products[*].name`, evaluated by the jmespath package.
  const row = page.getByRole('row', { name: /Pt\/Al2O3, CO oxidation/ })
  await expect(row).toContainText('carbon monoxide, molecular oxygen')
  await expect(row).toContainText('carbon dioxide')
  // A function over a list: max(…reaction_conditions.temperature), 450 K shown in °C (176.85, to 3 digits).
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('group', { name: 'Columns' }).getByText('Max. temperature').click()
  await page.keyboard.press('Escape')
  await expect(row.getByRole('cell', { name: '177', exact: true })).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/catalysis-jmespath.png`, fullPage: true })
})

test('a free-text word typed into the search bar finds the entries that hold it, best match first (item 2)', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  // 'ZnO' is in the names and descriptions of the two ZnO films, and once in a catalyst's.
  const found = await total(examples, { text_search_contents: ['ZnO'] })
  expect(found).toBeGreaterThan(1)
  expect(found).toBeLessThan(EXAMPLE_ENTRIES)
  const bar = page.getByPlaceholder('Type your query or keyword')
  await bar.fill('ZnO')
  await bar.press('Enter')
  await expect(page.getByText(`${found} results`)).toBeVisible()
  // Best match first: the films named after it lead, the catalyst that mentions it follows.
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!all$)/ }) })
  await expect(rows).toHaveCount(found)
  await expect(rows.first()).toContainText('ZnO on glass')
  await expect(rows.last()).toContainText('Cu/ZnO/Al2O3')
  await page.screenshot({ path: `${SCREENS}/free-text-zno.png` })
})

test('after a failed search the message shows, and Clear query searches again and brings the rows back (item 5)', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!all$)/ }) })
  await expect(rows).toHaveCount(20)
  // The server refuses the next searches, as it does a query it cannot run.
  const refused = 'The search index is not available.'
  await page.route('**/api/v1/entries/query', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: refused }) }),
  )
  const bar = page.getByPlaceholder('Type your query or keyword')
  await bar.fill('ZnO')
  await bar.press('Enter')
  await expect(page.getByText(refused).first()).toBeVisible()
  // Not 'searching ...' forever, nor the old rows as if they answered the new query.
  await expect(page.getByText('searching ...')).toBeHidden()
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeHidden()
  await expect(rows).toHaveCount(0)
  const chip = page.getByRole('button', { name: 'Remove Text Search Contents: ZnO' })
  await expect(chip).toBeVisible()
  await page.screenshot({ path: `${SCREENS}/search-failed.png` })

  await page.unroute('**/api/v1/entries/query')
  const sent = page.waitForRequest((request) => request.url().includes('/api/v1/entries/query') && request.method() === 'POST')
  await page.getByRole('button', { name: 'Clear query' }).click()
  await sent
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  await expect(rows).toHaveCount(20)
  await expect(chip).toBeHidden()
  await page.screenshot({ path: `${SCREENS}/search-failed-cleared.png` })
})

test('the search asks only for the counts on screen; a menu section asks for its own as it opens (item 14)', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  const bodies: { pagination?: { page_size?: number }; aggregations?: Record<string, unknown> }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/entries/query')) bodies.push(JSON.parse(request.postData() ?? '{}'))
  })
  const asked = (index: number) => Object.keys(bodies[index]?.aggregations ?? {}).sort()
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()
  // The Entries app shows no widgets and only submenus in the root panel: nothing to count.
  expect(bodies).toHaveLength(1)
  expect(asked(0)).toEqual([])

  // Opening a section asks for its counts alone, without hits.
  const elementsPanel = ['results.material.elements', 'results.material.n_elements']
  await page.getByText('Material', { exact: true }).click()
  await page.getByText('Elements / Formula', { exact: true }).click()
  const withOxygen = await total(examples, { 'results.material.elements': { all: ['O'] } })
  await expect(page.getByRole('button', { name: `Oxygen: ${withOxygen}` })).toBeVisible()
  expect(bodies).toHaveLength(2)
  expect(bodies[1].pagination).toEqual({ page_size: 0 })
  expect(asked(1)).toEqual(elementsPanel)
  await page.screenshot({ path: `${SCREENS}/menu-counts-opened.png` })

  // A filter set elsewhere while the section is closed does not count it ...
  await page.getByRole('button', { name: 'Close Material' }).click()
  await page.getByText('Method', { exact: true }).click()
  await page.getByRole('region', { name: 'Method' }).locator('label', { hasText: 'XYZ' }).click()
  const xyz = { 'results.method.simulation.program_name': ['XYZ'] }
  await expect(page.getByText(`${await total(examples, xyz)} results`)).toBeVisible()
  // Nor the program names: exclusive, their own filter alone changed (spec 2 §4.1).
  expect(asked(bodies.length - 1)).toEqual([])

  // ... and its counts follow the new query when it opens again.
  const requests = bodies.length
  await page.getByRole('button', { name: 'Close Method' }).click()
  await page.getByText('Material', { exact: true }).click()
  await page.getByText('Elements / Formula', { exact: true }).click()
  const xyzWithOxygen = await total(examples, { ...xyz, 'results.material.elements': { all: ['O'] } })
  expect(xyzWithOxygen).toBeLessThan(withOxygen)
  await expect(page.getByRole('button', { name: `Oxygen: ${xyzWithOxygen}` })).toBeVisible()
  expect(bodies).toHaveLength(requests + 1)
  expect(bodies[requests].pagination).toEqual({ page_size: 0 })
  expect(asked(requests)).toEqual(elementsPanel)
  await page.screenshot({ path: `${SCREENS}/menu-counts-reopened.png` })
})

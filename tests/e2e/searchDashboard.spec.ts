// The search dashboard in a real browser against the example uploads (issue 19): a
// scatter plot's region select applies when the mouse is released (item 3); a widget the
// user adds is still there after a reload, and dragging it selects no text (item 11).
import type { Page } from '@playwright/test'
import { acceptCookies } from './accounts'
import { EXAMPLE_ENTRIES, examplesProcessed, expect, test, total } from './examples'

const N_ELEMENTS = 'results.material.n_elements'
const SPACE_GROUP = 'results.material.symmetry.space_group_number'

async function addScatterPlot(page: Page) {
  await page.getByRole('button', { name: 'Scatter plot', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('X-axis quantity').fill(N_ELEMENTS)
  await dialog.getByLabel('Y-axis quantity').fill(SPACE_GROUP)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
}

test.beforeEach(async ({ context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
})

test('a region selected in a scatter plot sets both ranges when the mouse is released', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/entries`)
  await addScatterPlot(page)
  const chart = page.getByRole('figure', { name: 'Space Group Number vs. N Elements scatter plot' })
  await expect(chart).toHaveAttribute('aria-busy', 'false')
  await expect(chart.locator('svg')).toBeVisible()
  await page.getByRole('button', { name: 'Select', exact: true }).click()
  await expect(chart).toHaveAttribute('aria-busy', 'false')
  await page.screenshot({ path: 'test-results/screens/dashboard-scatter-plot.png' })

  // From a third of the width near the top to past the right and near the bottom: the
  // entries with two elements and a space group from about 30 to about 210.
  const box = (await chart.locator('svg').boundingBox())!
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.05)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.5, { steps: 5 })
  await page.mouse.move(box.x + box.width + 20, box.y + box.height * 0.85, { steps: 5 })
  await page.mouse.up()

  // Applied on release, with nothing clicked after: both chips, whole numbers for integers.
  const xChip = page.getByText(/^N Elements: ≥ 2 and ≤ 2$/)
  const yChip = page.getByText(/^Space Group Number: ≥ -?\d+ and ≤ \d+$/)
  await expect(xChip).toBeVisible()
  await expect(yChip).toBeVisible()
  const [, low, high] = /≥ (-?\d+) and ≤ (\d+)/.exec((await yChip.textContent()) ?? '')!.map(Number)
  const expected = await total(examples, { [N_ELEMENTS]: { gte: 2, lte: 2 }, [SPACE_GROUP]: { gte: low, lte: high } })
  expect(expected).toBeGreaterThan(0)
  await expect(page.getByText(`${expected} results`)).toBeVisible()
  // The brushed rectangle is gone with the applied selection.
  await expect(chart.locator('g[class*="brush"] path:visible')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screens/dashboard-scatter-selected.png' })
})

test('a widget added to the dashboard is still there after a reload, and Reset brings the app dashboard back', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/entries`)
  await expect(page.getByText('No widgets yet. Add one with the buttons above.')).toBeVisible()
  await addScatterPlot(page)
  const header = page.getByRole('heading', { name: 'Space Group Number vs. N Elements', level: 6 })
  await expect(header).toBeVisible()

  // Dragging it by its header moves it and selects no text on the way.
  const box = (await header.boundingBox())!
  await page.mouse.move(box.x + 40, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 240, box.y + 200, { steps: 10 })
  await page.mouse.move(box.x + 400, box.y + box.height / 2, { steps: 10 })
  await page.mouse.up()
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('')
  const moved = (await header.boundingBox())!
  expect(moved.x).toBeGreaterThan(box.x + 100)

  await page.reload()
  await expect(header).toBeVisible()
  // Where it was left (the grid's columns may differ by a scrollbar's width).
  expect((await header.boundingBox())!.x).toBeGreaterThan(box.x + 100)
  await page.screenshot({ path: 'test-results/screens/dashboard-after-reload.png' })

  await page.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(page.getByText('No widgets yet. Add one with the buttons above.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('No widgets yet. Add one with the buttons above.')).toBeVisible()
})

test('many result columns scroll the table sideways, not the page, and numbers show without float noise', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/entries`)
  await page.getByRole('button', { name: 'Columns' }).click()
  const boxes = page.getByRole('group', { name: 'Columns' }).getByRole('checkbox')
  await expect(boxes.first()).toBeVisible()
  // Blueprint draws its box over the input: the label takes the click. Each click is
  // checked, so a click lost while the popover still moves is made again.
  for (const box of await boxes.all()) {
    await expect(async () => {
      if (!(await box.isChecked())) await box.locator('xpath=..').click()
      expect(await box.isChecked()).toBe(true)
    }).toPass({ timeout: 10_000 })
  }
  await page.keyboard.press('Escape')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Space Group Number' })).toBeVisible()

  // The page keeps its width; the table's own frame scrolls.
  const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(page_.scroll).toBeLessThanOrEqual(page_.client)
  const frame = page.locator('.tessera-results-scroll')
  const widths = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
  expect(widths.scroll).toBeGreaterThan(widths.client)
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await page.screenshot({ path: 'test-results/screens/results-many-columns.png' })

  // No cell shows float noise (`9.499999999999999e+24`): at most 15 significant digits, no 'e+'.
  const cells = await table.locator('tbody td').allTextContents()
  expect(cells.filter((text) => /e\+|\d\.\d{15,}/.test(text))).toEqual([])
})

test('a periodic table added at its default size shows every element', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/entries`)
  await page.getByRole('button', { name: 'Periodic table', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click()
  const widget = page.getByRole('region', { name: 'Elements' })
  await expect(widget.getByRole('button', { name: /^Oxygen/ })).toBeEnabled()
  // The last row (the actinides) lies inside the widget, nothing to scroll to.
  const frame = (await widget.boundingBox())!
  const lawrencium = (await widget.getByRole('button', { name: /^Lawrencium/ }).boundingBox())!
  expect(lawrencium.y + lawrencium.height).toBeLessThanOrEqual(frame.y + frame.height)
  const body = widget.locator('.tessera-widget-body')
  expect(await body.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true)
  await widget.screenshot({ path: 'test-results/screens/dashboard-periodic-table.png' })
})

test("the filter menu's options clear every filter and switch the statistics", async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/entries?entry_type=CIF`)
  await expect(page.getByText('2 results')).toBeVisible()
  const options = page.getByRole('button', { name: 'Menu options' })
  await expect(options).toBeEnabled()
  await options.click()
  await page.screenshot({ path: 'test-results/screens/menu-options.png' })
  await page.getByRole('menuitem', { name: 'Clear all filters' }).click()
  await expect(page.getByText(`${EXAMPLE_ENTRIES} results`)).toBeVisible()

  await options.click()
  await page.getByRole('menuitem', { name: 'Hide statistics' }).click()
  await expect(page.getByText('Statistics are hidden. Switch them on to see the widgets.')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Show statistics' })).not.toBeChecked()
})

// Issue 19 item 8: the edit dialog's messages at their fields, the axis unit, and the
// YAML import's layout rule.
test('a widget editor refuses an emptied axis, shows the axis in the unit chosen, and the YAML import refuses x: 1.5', async ({ page, examples }) => {
  const LATTICE_A = 'results.properties.structures.structure_original.lattice_parameters.a'
  await page.goto(`${examples.guiUrl}/search/entries`)
  await page.getByRole('button', { name: 'Histogram', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit histogram widget' })
  const quantity = dialog.getByLabel('X-axis quantity')
  await quantity.fill(LATTICE_A)
  // Emptied and left: the axis is missing; the message stands at the field, Done refused.
  await quantity.fill('')
  await quantity.blur()
  const quantityGroup = dialog.locator('.bp6-form-group').filter({ has: page.getByLabel('X-axis quantity') })
  await expect(quantityGroup.getByText('X-axis configuration is required.', { exact: true })).toBeVisible()
  const done = dialog.getByRole('button', { name: 'Done' })
  await expect(done).toBeDisabled()
  await page.screenshot({ path: 'test-results/screens/dashboard-editor-required.png' })

  // Fixed: the unit field appears for a length; a unit of another dimension is refused.
  await quantity.fill(LATTICE_A)
  await expect(quantityGroup.getByText('X-axis configuration is required.')).toBeHidden()
  const unit = dialog.getByLabel('X-axis unit')
  await unit.fill('eV')
  await unit.press('Enter')
  await expect(dialog.getByText('Unit "eV" is incompatible with dimension "length".')).toBeVisible()
  await expect(done).toBeDisabled()
  await unit.fill('nm')
  await unit.press('Enter')
  await expect(done).toBeEnabled()
  await page.screenshot({ path: 'test-results/screens/dashboard-editor-unit.png' })
  await done.click()
  await expect(dialog).toBeHidden()

  // The histogram's axis is in nanometres.
  const chart = page.getByRole('figure', { name: /histogram/i })
  await expect(chart).toHaveAttribute('aria-busy', 'false')
  await expect(chart.locator('svg').getByText(/\(nm\)$/)).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/dashboard-histogram-nm.png' })

  // A layout number that is not an integer is refused, naming the widget and field.
  await page.getByRole('button', { name: 'YAML' }).click()
  const yamlDialog = page.getByRole('dialog', { name: 'Dashboard as YAML' })
  await yamlDialog.getByLabel('Widgets in YAML').fill(
    `widgets:\n  - type: histogram\n    x: { search_quantity: ${LATTICE_A} }\n    layout:\n      md: { x: 1.5, y: 0, w: 6, h: 3 }\n`,
  )
  await expect(yamlDialog.getByText('widgets[0].layout.md.x: is not a valid integer number')).toBeInViewport()
  await expect(yamlDialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await page.screenshot({ path: 'test-results/screens/dashboard-yaml-not-integer.png' })
})

// The overview cards of issue 17 (spec 3 §2.2, §2.8) in a real browser against the
// bundled example uploads: a relaxation's geometry optimisation card opened from the
// search results, an ELN solar cell's card, and a workflow graph that expands a task and
// goes back. One server for the file; a screenshot of each card.
import type { Page } from '@playwright/test'
import { acceptCookies, screen } from './accounts'
import { examplesProcessed, expect, test, type RunningServer } from './examples'

/** The id of the example entry with this mainfile, asked of the API. */
async function entryIdOf(server: RunningServer, mainfile: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/entries/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: 'public', query: { mainfile }, required: { include: ['entry_id'] } }),
  })
  const { data } = (await response.json()) as { data: { entry_id: string }[] }
  expect(data).toHaveLength(1)
  return data[0].entry_id
}

const openEntry = async (page: Page, server: RunningServer, mainfile: string) =>
  page.goto(`${server.guiUrl}/search/entries/entry/id/${await entryIdOf(server, mainfile)}`)

test.beforeEach(async ({ context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
})

test('a relaxation from the search results shows its energy convergence', async ({ page, examples }) => {
  await page.goto(`${examples.guiUrl}/search/entries`)
  const input = page.getByPlaceholder('Type your query or keyword')
  await input.fill('results.method.workflow_name = GeometryOptimization')
  await input.press('Enter')
  await expect(page.getByText('5 results', { exact: true })).toBeVisible()
  await page.getByRole('row').filter({ hasText: 'VASP DFT GeometryOptimization' }).getByRole('button', { name: 'Go to the entry page' }).click()

  const card = page.getByRole('region', { name: 'Geometry optimization' })
  // vega draws the plot as SVG: its axis titles name what is plotted, with units.
  const plot = card.getByRole('region', { name: 'Energy convergence' }).locator('svg')
  await expect(plot.getByText('Step number')).toBeVisible()
  await expect(plot.getByText(/^Total change \(.+\)$/)).toBeVisible()
  await expect(plot.getByText(/^Abs\. change per step \(.+\)$/).first()).toBeVisible()
  await expect(card.getByRole('region', { name: 'Convergence' }).getByText('Steps')).toBeVisible()
  await card.scrollIntoViewIfNeeded()
  await screen(page, 'overview-geometry-optimization', { fullPage: true })
})

test('an ELN solar cell shows its figures of merit and device stack', async ({ page, examples }) => {
  await openEntry(page, examples, 'cell_001.archive.yaml')
  const card = page.getByRole('region', { name: 'Solar cell properties' })
  await expect(card).toBeVisible()
  await expect(card.getByText('Efficiency')).toBeVisible()
  await expect(card.getByText(/^\d+(\.\d+)? %$/)).toBeVisible()
  await expect(card.getByRole('list', { name: 'Device stack' }).getByRole('listitem').first()).toBeVisible()
  // Its data section as the sections card shows it.
  await expect(page.getByRole('region', { name: 'Data: ElnBaseSection' }).getByText('PSC-001')).toBeVisible()
  // An ELN entry has no structure to draw.
  await expect(page.getByRole('region', { name: 'Geometry optimization' })).toHaveCount(0)
  await card.scrollIntoViewIfNeeded()
  await screen(page, 'overview-solar-cell')
})

test('the workflow graph expands a task and goes back', async ({ page, examples }) => {
  await openEntry(page, examples, 'abinit-h2/h2_relax.out')
  const card = page.getByRole('region', { name: 'Workflow graph' })
  const graph = card.getByRole('figure', { name: 'Workflow graph' })
  await expect(graph.getByRole('button', { name: 'GeometryOptimization: back' })).toBeVisible()
  await expect(graph.getByRole('list', { name: 'Legend' })).toContainText('Input')
  await card.scrollIntoViewIfNeeded()
  await screen(page, 'overview-workflow')

  await graph.getByRole('button', { name: 'Expand Step 1' }).click()
  await expect(graph.getByRole('button', { name: 'Step 1: back' })).toBeVisible()
  await expect(graph.getByRole('link', { name: /Input method/ }).first()).toBeVisible()
  await screen(page, 'overview-workflow-task')

  await graph.getByRole('button', { name: 'Step 1: back' }).click()
  await expect(graph.getByRole('button', { name: 'GeometryOptimization: back' })).toBeVisible()
  await expect(graph.getByRole('button', { name: 'Expand Step 2' })).toBeVisible()

  // With the force simulation on, the nodes move but stay where they can be clicked.
  await card.getByText('Force simulation').click()
  await expect(graph.getByRole('button', { name: 'Expand Step 0' })).toBeVisible()
  await screen(page, 'overview-workflow-force')

  // A label leads to the section in the data tab.
  await graph.getByRole('link', { name: /Input system/ }).first().click()
  await expect(page).toHaveURL(/\/data\/run:0\/system:0$/)
})

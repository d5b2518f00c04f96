// An admin adds a search app (issue: "an admin can add a new search app by dropping a
// YAML file into apps/"): a real server whose deployment config, written by the test,
// carries an extra app and a broken one. The server finds apps/ beside its package, so
// the test uses the config's ui.apps.options, which the same loader and rules read.
// The new app appears under its category in the Explore menu and finds the example
// structure files; the broken app is left out while everything else keeps working.
import type { Page } from '@playwright/test'
import { total } from './examples'
import { expect, startServer, test as base, type RunningServer } from './fixtures'

const CATEGORY = 'Lab Apps'
const LABEL = 'Structure Files'

const CONFIG = `
ui:
  apps:
    options:
      structures:
        path: structures
        label: ${LABEL}
        category: ${CATEGORY}
        resource: entries
        description: Crystal structures uploaded as POSCAR files.
        filters_locked:
          results.method.simulation.program_name: POSCAR
        columns:
          - { search_quantity: entry_name, title: Name, selected: true }
          - { search_quantity: results.material.chemical_formula_hill, title: Formula, selected: true }
          - { search_quantity: results.material.symmetry.crystal_system, selected: true }
        menu:
          type: menu
          title: Filters
          items:
            - type: menu
              title: Symmetry
              items:
                - { type: terms, search_quantity: results.material.symmetry.crystal_system }
        dashboard:
          widgets:
            - type: terms
              search_quantity: results.material.symmetry.crystal_system
              layout: { lg: { x: .inf, y: 0, w: 6, h: 6 } }
      broken:
        path: broken
        label: Broken App
        category: ${CATEGORY}
        resource: entries
        columns:
          - { search_quantity: 'results.material.topology[0' }
`

const test = base.extend<{}, { lab: RunningServer }>({
  lab: [
    async ({}, use) => {
      const server = await startServer({ configYaml: CONFIG, env: { TESSERA_EXAMPLES: '1' } })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
})

interface ServedApp {
  path: string
  dashboard: { widgets: { layout: { lg: { x: number } } }[] }
}


/** The example structure files (four POSCARs) are processed and searchable. */
async function posCarsProcessed(server: RunningServer): Promise<number> {
  const query = { 'results.method.simulation.program_name': 'POSCAR' }
  await expect(async () => expect(await total(server, query)).toBe(4)).toPass({ timeout: 90_000 })
  return 4
}

async function openExplore(page: Page) {
  await page.getByRole('button', { name: 'Explore' }).click()
  const menu = page.getByRole('menu', { name: 'Explore' })
  await expect(menu).toBeVisible()
  return menu
}

test('an app added by the admin is listed under its category and finds its entries', async ({ page, lab }) => {
  const expected = await posCarsProcessed(lab)
  await page.goto(`${lab.guiUrl}/`)
  const menu = await openExplore(page)
  // The category's group holds the new app; the shipped apps are still there.
  const group = menu.locator('[role="none"]', { has: page.getByRole('heading', { name: CATEGORY }) })
  await expect(group.getByRole('menuitem', { name: LABEL })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Entries' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/apps-explore-menu.png' })

  await group.getByRole('menuitem', { name: LABEL }).click()
  await expect(page).toHaveURL(`${lab.guiUrl}/search/structures`)
  await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible()
  await expect(page.getByText(`${expected} results`)).toBeVisible()
  const table = page.getByRole('table')
  for (const name of ['Cu-fcc.POSCAR', 'GaAs.POSCAR']) await expect(table.getByText(name, { exact: true })).toBeVisible()
  // The locked filter keeps out every other entry, e.g. the CIF files.
  await expect(table.getByText('Si.cif', { exact: true })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screens/apps-new-app.png' })
})

test('an app breaking the app rules is left out, and the other apps keep working', async ({ page, lab }) => {
  const script = await (await fetch(`${lab.guiUrl}/env.js`)).text()
  const env = JSON.parse(script.replace(/^window\.tesseraEnv = /, '').replace(/;\s*$/, '')) as { ui: { apps: ServedApp[] } }
  const paths = env.ui.apps.map((app) => app.path)
  expect(paths).toContain('structures')
  expect(paths).not.toContain('broken')
  // JSON has no Infinity: the .inf layout x is served as the widest grid's 36 columns.
  const structures = env.ui.apps.find((app) => app.path === 'structures')
  expect(structures?.dashboard.widgets[0].layout.lg.x).toBe(36)

  await page.goto(`${lab.guiUrl}/`)
  const menu = await openExplore(page)
  await expect(menu.getByRole('menuitem', { name: LABEL })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Broken App' })).toHaveCount(0)
  await menu.getByRole('menuitem', { name: 'Entries' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Entries' })).toBeVisible()
  await expect(page.getByText(/^\d+ results$/)).toBeVisible()
})

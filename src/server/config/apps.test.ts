import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { AppEnv } from '../../core/config/env'
import { packageRoot } from '../paths'
import { checkApp, INFINITE_X } from './appRules'
import { loadApps, SHIPPED_APPS_ORDER } from './apps'
import { buildGuiEnv, resolveBases } from './guiEnv'
import { validated } from './load'

const shippedDir = join(packageRoot(), 'apps')

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-apps-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function appsDir(name: string, files: Record<string, string>): Promise<string> {
  const path = join(dir, name)
  await mkdir(path, { recursive: true })
  for (const [file, text] of Object.entries(files)) await writeFile(join(path, file), text)
  return path
}

const noConfig = () => validated({}, '(defaults)')
const titles = (item: { title?: string; items?: unknown[] }): string[] =>
  (item.items ?? []).flatMap((child) => {
    const sub = child as { type: string; title?: string; items?: unknown[] }
    return sub.type === 'menu' ? [sub.title ?? '', ...titles(sub)] : []
  })

describe('the shipped apps', () => {
  it.each(SHIPPED_APPS_ORDER)('apps/%s.yaml is valid', async (key) => {
    const app = parse(await readFile(join(shippedDir, `${key}.yaml`), 'utf8'))
    expect(checkApp(app)).toEqual([])
  })

  it('are every YAML file in apps/, loaded without problems in the Explore order', async () => {
    const files = (await readdir(shippedDir)).filter((file) => /\.ya?ml$/.test(file)).map((file) => file.replace(/\.ya?ml$/, ''))
    expect(files.sort()).toEqual([...SHIPPED_APPS_ORDER].sort())
    const { apps, problems } = await loadApps(noConfig(), shippedDir)
    expect(problems).toEqual([])
    expect(apps.map((app) => [app.key, app.label, app.category])).toEqual([
      ['entries', 'Entries', 'All'],
      ['calculations', 'Calculations', 'Theory'],
      ['materials', 'Materials', 'Theory'],
      ['eln', 'ELN', 'Experiment'],
      ['solarcells', 'Solar Cells', 'Use Cases'],
      ['catalysis', 'Heterogeneous Catalysis', 'Use Cases'],
    ])
  })

  async function shipped(key: string): Promise<AppEnv> {
    const { apps } = await loadApps(noConfig(), shippedDir)
    return apps.find((app) => app.key === key)!
  }

  it('Entries: the menu sections of spec 2 §2.2, no dashboard, upload time descending by 20', async () => {
    const app = await shipped('entries')
    expect(app).toMatchObject({ path: 'entries', resource: 'entries', pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20 } })
    expect(app.description).toMatch(/across all domains, including simulation and experiment data/)
    expect(app.filters_locked).toBeUndefined()
    expect(app.dashboard.widgets).toEqual([])
    expect(titles(app.menu!)).toEqual([
      'Material', 'Elements / Formula', 'Structure / Symmetry',
      'Method', 'Precision', 'DFT', 'TB', 'GW', 'BSE', 'DMFT', 'EELS',
      'Workflow', 'Molecular dynamics', 'Geometry Optimization',
      'Properties', 'Electronic', 'Vibrational', 'Mechanical',
      'Use Cases', 'Solar Cells', 'Heterogeneous Catalysis',
      'Author / Origin / Dataset', 'Visibility / IDs / Schema', 'Optimade',
    ])
    expect(app.columns.filter((column) => column.selected).map((column) => column.title ?? column.search_quantity)).toEqual([
      'Name', 'Formula', 'entry_type', 'Upload time', 'authors',
    ])
  })

  it('Calculations: locked to entries with a program, and the five widgets of NOMAD', async () => {
    const app = await shipped('calculations')
    expect(app.filters_locked).toEqual({ quantities: 'results.method.simulation.program_name' })
    expect(app.dashboard.widgets.map((widget) => [widget.type, (widget as { search_quantity?: string }).search_quantity])).toEqual([
      ['periodic_table', 'results.material.elements'],
      ['terms', 'results.material.symmetry.space_group_symbol'],
      ['terms', 'results.material.structural_type'],
      ['terms', 'results.method.simulation.program_name'],
      ['terms', 'results.material.symmetry.crystal_system'],
    ])
    expect(app.dashboard.widgets[1].layout?.xxl).toEqual({ x: 30, y: 0, w: 6, h: 9, minW: 3, minH: 3 })
    expect(titles(app.menu!)).not.toContain('EELS')
    expect(titles(app.menu!)).not.toContain('Use Cases')
  })

  it('Materials: ordered by formula, row details (the material page), no selection', async () => {
    const app = await shipped('materials')
    expect(app).toMatchObject({ resource: 'materials', pagination: { order_by: 'chemical_formula_hill', order: 'asc' } })
    expect(app.rows).toMatchObject({ details: { enabled: true }, selection: { enabled: false } })
  })

  it('ELN: locked to entries with data, with user defined quantities', async () => {
    const app = await shipped('eln')
    expect(app).toMatchObject({ category: 'Experiment', filters_locked: { quantities: 'data' } })
    expect(JSON.stringify(app.menu)).toContain('"custom_quantities"')
  })

  it('Solar Cells serves its .inf layout x as a number JSON can carry', async () => {
    const app = await shipped('solarcells')
    const xs = app.dashboard.widgets.map((widget) => widget.layout?.xxl?.x)
    expect(xs).toContain(INFINITE_X)
    expect(JSON.parse(JSON.stringify(app))).toEqual(app)
  })
})

describe('loading apps', () => {
  const good = 'path: good\nlabel: Good\nresource: entries\n'

  it('reports an invalid app with its file and JSON path, and keeps the others', async () => {
    const folder = await appsDir('mixed', {
      'good.yaml': good,
      'columns.yaml': 'path: columns\nlabel: Columns\nresource: entries\ncolumns:\n  - search_quantity: "results.material.topology[0"\n',
      'menu.yml': 'path: menu\nlabel: Menu\nresource: entries\nmenu:\n  type: menu\n  items:\n    - { type: terms, search_quantity: colour }\n',
      'broken.yaml': 'path: [unclosed\n',
      'notes.txt': 'not an app',
    })
    const { apps, problems } = await loadApps(noConfig(), folder)
    expect(apps.map((app) => app.key)).toEqual(['good'])
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${join(folder, 'broken.yaml')}: \\(root\\): `)),
      `${join(folder, 'columns.yaml')}: columns[0].search_quantity: Invalid JMESPath query in the app columns`,
      `${join(folder, 'menu.yml')}: menu.items[0].search_quantity: "colour" is not a search quantity`,
    ])
  })

  it('checks the apps of the deployment config and of plugin entry points with the same rules', async () => {
    const config = validated({
      ui: {
        apps: {
          options: {
            mine: { path: 'mine', label: 'Mine', resource: 'entries', columns: [{ search_quantity: 'authors', sortable: true }] },
            fine: { path: 'fine', label: 'Fine', resource: 'entries' },
          },
        },
      },
      plugins: {
        entry_points: {
          options: {
            plugged: { entry_point_type: 'app', app: { path: 'plugged', label: 'Plugged', resource: 'entries', filters_locked: { colour: 'red' } } },
          },
        },
      },
    }, 'tessera.yaml')
    const { apps, problems } = await loadApps(config, await appsDir('empty', {}), 'tessera.yaml')
    expect(apps.map((app) => app.key)).toEqual(['fine'])
    expect(problems).toEqual([
      expect.stringMatching(/^tessera\.yaml: ui\.apps\.options\.mine\.columns\[0\]\.sortable: cannot be sortable/),
      'tessera.yaml: plugins.entry_points.options.plugged.app.filters_locked.colour: Invalid filter colour: there is no such filter.',
    ])
  })

  it('lists other app files after the shipped ones, by name', async () => {
    const folder = await appsDir('order', {
      'zeta.yaml': good.replace(/good/g, 'zeta'),
      'alpha.yaml': good.replace(/good/g, 'alpha'),
      'eln.yaml': good.replace(/good/g, 'eln'),
      'entries.yaml': good.replace(/good/g, 'entries'),
    })
    const { apps } = await loadApps(noConfig(), folder)
    expect(apps.map((app) => app.key)).toEqual(['entries', 'eln', 'alpha', 'zeta'])
  })

  it('serves plugin apps with .inf layouts as JSON can carry them', async () => {
    const widget = { type: 'terms', search_quantity: 'entry_type', layout: { lg: { x: Infinity, y: 0, w: 3, h: 3 } } }
    const config = validated({
      plugins: { entry_points: { options: { p: { entry_point_type: 'app', app: { path: 'p', label: 'P', resource: 'entries', dashboard: { widgets: [widget] } } } } } },
    }, 'tessera.yaml')
    const { apps } = await loadApps(config, await appsDir('none', {}))
    const env = buildGuiEnv(config, apps, resolveBases(config, { host: '127.0.0.1', port: 8000 }))
    const served = JSON.parse(JSON.stringify(env)) as typeof env
    expect(served.ui.apps[0].dashboard.widgets[0].layout?.lg?.x).toBe(INFINITE_X)
    const entryPoint = served.pluginEntryPoints.p
    expect(entryPoint.entry_point_type === 'app' && entryPoint.app.dashboard.widgets[0].layout?.lg?.x).toBe(INFINITE_X)
  })
})

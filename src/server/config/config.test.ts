import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, settingsFromEnv } from './load'
import { loadApps } from './apps'
import { buildGuiEnv, resolveBases } from './guiEnv'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-config-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function configFile(name: string, text: string) {
  const path = join(dir, name)
  await writeFile(path, text)
  return path
}

describe('the deployment config', () => {
  it('fills every default without a file', async () => {
    const config = await loadConfig()
    expect(config.services).toMatchObject({ path_prefix: '', upload_limit: 10, max_upload_size: 34359738368 })
    expect(config.identity_provider).toEqual({ realm: 'tessera', client_id: 'tessera_public' })
    expect(config.features).toMatchObject({ oasis: true, global_login_required: false, north: false })
    expect(config.auth.app_token_max_expires_in).toBe(2592000)
    expect(config.ui.theme.title).toBe('Tessera')
    expect(config.ui.unit_systems.selected).toBe('Custom')
    expect(config.footer_links).toEqual([])
    expect(config.version.label).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('keeps what the file sets and defaults the rest', async () => {
    const config = await loadConfig(await configFile('ok.yaml', `
version: { label: '2.0-beta', is_beta: true }
services: { upload_limit: 3 }
features: { global_login_required: true }
footer_links:
  - { label: Imprint, url: 'https://example.org/imprint' }
ui: { theme: { title: Materials Lab } }
`))
    expect(config.version).toMatchObject({ label: '2.0-beta', is_beta: true, is_test: false })
    expect(config.services.upload_limit).toBe(3)
    expect(config.services.max_upload_size).toBe(34359738368)
    expect(config.features.global_login_required).toBe(true)
    expect(config.footer_links).toEqual([{ label: 'Imprint', url: 'https://example.org/imprint' }])
    expect(config.ui.theme.title).toBe('Materials Lab')
  })

  it('treats an empty file as all defaults', async () => {
    const config = await loadConfig(await configFile('empty.yaml', ''))
    expect(config.services.upload_limit).toBe(10)
  })

  it.each([
    ['a wrong type', 'services:\n  upload_limit: many\n', 'services.upload_limit: must be integer'],
    ['an unknown option', 'services:\n  uplaod_limit: 3\n', 'services.uplaod_limit: is not a known option'],
    ['an unknown top-level option', 'colour: blue\n', 'colour: is not a known option'],
    ['a bad URL in a list', 'footer_links:\n  - { label: x, url: "not a url" }\n', 'footer_links[0].url: must match format "uri"'],
    ['a missing required field', 'footer_links:\n  - { url: "https://a.b" }\n', 'footer_links[0].label: is required'],
    ['a bad path prefix', 'services:\n  path_prefix: tessera/\n', 'services.path_prefix: must match pattern'],
    ['an invalid app', 'ui:\n  apps:\n    options:\n      mine: { path: mine, label: Mine, resource: things }\n', 'ui.apps.options.mine.resource: must be one of "entries", "materials"'],
    ['a list instead of a mapping', '- a\n- b\n', '(root): must be a mapping of options'],
  ])('rejects %s naming the file, the JSON path and the reason', async (_case, text, message) => {
    const path = await configFile('bad.yaml', text)
    const error = await loadConfig(path).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toContain(path)
    expect((error as Error).message).toContain(message)
  })

  it('rejects YAML that does not parse, naming the line', async () => {
    const path = await configFile('syntax.yaml', 'services:\n  upload_limit: [1,\n')
    await expect(loadConfig(path)).rejects.toThrow(new RegExp(`${path}: line \\d+, column \\d+`))
  })

  it('rejects a config file that does not exist', async () => {
    await expect(loadConfig(join(dir, 'missing.yaml'))).rejects.toThrow(/cannot read the config file \(ENOENT\)/)
  })
})

describe('settings from the environment', () => {
  it('defaults to 127.0.0.1:8000, ./data, PGlite and the examples', () => {
    const settings = settingsFromEnv({})
    expect(settings).toMatchObject({ host: '127.0.0.1', port: 8000, loadExamples: true, databaseUrl: undefined })
    expect(settings.dataDir).toMatch(/\/data$/)
  })

  it('reads PORT, HOST, TESSERA_DATA, TESSERA_CONFIG, DATABASE_URL and TESSERA_EXAMPLES', () => {
    expect(settingsFromEnv({
      PORT: '9001', HOST: '0.0.0.0', TESSERA_DATA: '/srv/tessera', TESSERA_CONFIG: '/etc/tessera.yaml',
      DATABASE_URL: 'postgres://db/tessera', TESSERA_EXAMPLES: '0',
    })).toEqual({
      host: '0.0.0.0', port: 9001, dataDir: '/srv/tessera', configFile: '/etc/tessera.yaml',
      databaseUrl: 'postgres://db/tessera', loadExamples: false,
    })
  })

  it('rejects a PORT that is not a port', () => {
    expect(() => settingsFromEnv({ PORT: 'eighty' })).toThrow('PORT: "eighty" is not a port number')
  })
})

describe('apps', () => {
  it('loads the shipped apps, then config apps, filtered by include/exclude', async () => {
    const appsDir = join(dir, 'apps')
    await import('node:fs/promises').then((fs) => fs.mkdir(appsDir, { recursive: true }))
    await writeFile(join(appsDir, 'entries.yaml'), 'path: entries\nlabel: Entries\nresource: entries\n')
    await writeFile(join(appsDir, 'broken.yaml'), 'path: broken\nlabel: Broken\nresource: 5\n')
    await writeFile(join(appsDir, 'eln.yaml'), 'path: eln\nlabel: ELN\nresource: entries\ncategory: Experiment\n')
    const config = await loadConfig(await configFile('apps.yaml', `
ui:
  apps:
    exclude: [eln]
    options:
      mine: { path: mine, label: Mine, resource: materials, pagination: { order_by: chemical_formula_hill } }
`))
    const { apps, problems } = await loadApps(config, appsDir)
    expect(apps.map((app) => app.key)).toEqual(['entries', 'mine'])
    expect(apps[0]).toMatchObject({ path: 'entries', category: 'All', pagination: { page_size: 20, order: 'desc' } })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(join(appsDir, 'broken.yaml'))
    expect(problems[0]).toContain('resource')
  })
})

describe('the GUI env', () => {
  it('derives the public URLs from the listening address unless configured', async () => {
    const config = await loadConfig()
    expect(resolveBases(config, { host: '127.0.0.1', port: 8123 })).toMatchObject({
      appBase: 'http://127.0.0.1:8123', apiBase: 'http://127.0.0.1:8123/api', guiBase: '/gui',
    })
    const configured = await loadConfig(await configFile('bases.yaml', 'services:\n  app_base: https://lab.example.org/tessera/\n  path_prefix: /tessera\n'))
    expect(resolveBases(configured, { host: '0.0.0.0', port: 80 })).toMatchObject({
      appBase: 'https://lab.example.org/tessera', apiBase: 'https://lab.example.org/tessera/api', guiBase: '/tessera/gui',
    })
  })

  it('points the GUI at an external Keycloak realm when one is configured', async () => {
    const config = await loadConfig(await configFile('kc.yaml', 'identity_provider:\n  base_url: https://kc.example.org/auth/\n  realm: fairdi\n  client_id: lab\n'))
    const env = buildGuiEnv(config, [], resolveBases(config, { host: '127.0.0.1', port: 8000 }))
    expect(env.identityProvider).toEqual({ baseUrl: 'https://kc.example.org/auth', realm: 'fairdi', clientId: 'lab', embedded: false })
  })
})

// Plugin loading: manifests checked with schemas/plugin.schema.json, plugins located as
// folders or npm packages, their config blocks, types, entry points and modules — each
// problem a start-up error naming the file, the JSON path and the reason.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { validated } from '../config/load'
import { bundledModule, loadPlugins, locatePlugins, manifestProblems, moduleUrl, shippedPlugins } from '.'

const ROOT = join(import.meta.dirname, '../../..')
const XRD = join(ROOT, 'plugins/xrd')
const PARSER_MODULE = `export const parsers = [{
  metadata: { name: 'parsers/tiny', codeName: 'Tiny', codeLabel: 'Tiny', codeCategory: 'Miscellaneous', mainfileNameRe: '.*\\\\.tiny$', status: 'beta' },
  parse: async () => ({}),
}]
`

let work: string
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'tessera-plugins-'))
})
afterAll(() => rm(work, { recursive: true, force: true }))

/** A plugin folder with a manifest and files (path → content); returns its path. */
async function aPlugin(name: string, manifest: object, files: Record<string, string> = {}): Promise<string> {
  const dir = join(work, name)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'tessera-plugin.yaml'), stringify(manifest))
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), content)
  }
  return dir
}

const configOf = (plugins: object, rest: object = {}) => validated({ plugins, ...rest }, 'test.yaml')
const load = (plugins: object, rest: object = {}) => loadPlugins(configOf(plugins, rest), { configFile: join(work, 'tessera.yaml'), root: ROOT })

describe('the manifest', () => {
  it.each([
    ['a complete one', { id: 'xrd', name: 'XRD', version: '1.0.0' }, []],
    ['no id, name or version', {}, ['id: is required', 'name: is required', 'version: is required']],
    ['an id with capitals', { id: 'XRD', name: 'XRD', version: '1' }, ['id: must match pattern "^[a-z][a-z0-9_-]*$"']],
    ['an unknown key', { id: 'xrd', name: 'XRD', version: '1', parser: 'x.ts' }, ['parser: is not a known option']],
    ['a quantity of an unknown use', { id: 'xrd', name: 'XRD', version: '1', types: { widgets: [{ type: 'w', schema: {}, quantities: [{ field: 'q', use: 'pie' }] }] } }, [
      expect.stringMatching(/^types\.widgets\[0\]\.quantities\[0\]\.use: must be one of "filter", /),
    ]],
  ])('%s', (_, manifest, problems) => {
    expect(manifestProblems(manifest)).toEqual(problems)
  })

  it('gets its defaults filled', () => {
    const manifest = { id: 'xrd', name: 'XRD', version: '1' }
    manifestProblems(manifest)
    expect(manifest).toEqual({ id: 'xrd', name: 'XRD', version: '1', description: '', apps: [], example_uploads: [], parsers: [] })
  })
})

describe('locating plugins', () => {
  it('finds folders relative to the config and installed npm packages', async () => {
    const folder = await aPlugin('local', { id: 'local', name: 'Local', version: '1' })
    const installed = join(work, 'node_modules', 'tessera-plugin-npm')
    await mkdir(installed, { recursive: true })
    await writeFile(join(installed, 'package.json'), JSON.stringify({ name: 'tessera-plugin-npm', version: '1.0.0' }))
    await writeFile(join(installed, 'tessera-plugin.yaml'), stringify({ id: 'npm', name: 'Npm', version: '1' }))
    expect(locatePlugins(['./local', folder, 'tessera-plugin-npm'], work, ROOT, 'test.yaml')).toEqual([folder, folder, installed])
  })

  it.each([
    ['a folder without a manifest', '.', /^test\.yaml: plugins\.paths\[0\]: .* has no tessera-plugin\.yaml$/],
    ['a package nobody installed', 'tessera-plugin-none', /^test\.yaml: plugins\.paths\[0\]: "tessera-plugin-none" is neither a folder nor an installed npm package$/],
  ])('refuses %s', (_, reference, message) => {
    expect(() => locatePlugins([reference], work, ROOT, 'test.yaml')).toThrow(message)
  })

  it('lists the plugins shipped in plugins/', () => {
    expect(shippedPlugins(ROOT)).toContain(XRD)
  })
})

describe('loading plugins', () => {
  it('loads nothing without plugins', async () => {
    const plugins = await load({})
    expect([plugins.loaded, plugins.apps, plugins.parserModules, plugins.packages, plugins.env]).toEqual([[], [], [], [], []])
    expect(plugins.types.unknownTypes).toBe('report')
  })

  it('selects entry points by include and exclude, and leaves excluded parsers out of matching', async () => {
    const plugins = await load({ paths: [XRD], entry_points: { exclude: ['xrd.parsers:xrd_xy', 'xrd.example_uploads:patterns'] } })
    expect(plugins.parsers.map((parser) => parser.name)).toEqual(['parsers/xrd_xrdml'])
    expect([...plugins.excludedParsers]).toEqual(['parsers/xrd_xy'])
    expect(plugins.examples).toEqual([])
    expect(plugins.apps.map((app) => app.key)).toEqual(['xrd.apps:xrd'])
    // /info lists every entry point of the package, used or not.
    expect(plugins.packages[0].entry_points).toHaveLength(4)
    const only = await load({ paths: [XRD], entry_points: { include: ['xrd.apps:xrd'] } })
    expect([only.apps.length, only.examples.length, only.parsers.length]).toEqual([1, 0, 0])
  })

  it("makes the plugin's types known: its widget and card, not others", async () => {
    const { types } = await load({ paths: [XRD] })
    expect(types.widget('xrd_patterns')?.type).toBe('xrd_patterns')
    expect(types.card('xrd')?.description).toMatch(/diffraction pattern/)
    expect(types.widget('xrd_pattern')).toBeUndefined()
  })

  it("checks the plugin's options with its schema and fills its defaults", async () => {
    expect((await load({ paths: [XRD], options: { xrd: { x_axis: 'q' } } })).env[0].options).toEqual({ x_axis: 'q' })
    expect((await load({ paths: [XRD] })).env[0].options).toEqual({ x_axis: 'two_theta' })
    await expect(load({ paths: [XRD], options: { xrd: { x_axis: 'k', colour: 'red' } } })).rejects.toThrow(
      'tessera.yaml: plugins.options.xrd.colour: is not a known option\n' + `${join(work, 'tessera.yaml')}: plugins.options.xrd.x_axis: must be one of "two_theta", "q"`,
    )
  })

  it('refuses options of a plugin that is not there, or that takes none', async () => {
    await expect(load({ paths: [XRD], options: { xdr: {} } })).rejects.toThrow(/tessera\.yaml: plugins\.options\.xdr: no plugin of plugins\.paths has the id xdr$/)
    const plain = await aPlugin('plain', { id: 'plain', name: 'Plain', version: '1' })
    await expect(load({ paths: [plain], options: { plain: { a: 1 } } })).rejects.toThrow(/plugins\.options\.plain: the plugin plain takes no options$/)
  })

  it.each([
    ['two plugins with one id', async () => [await aPlugin('one', { id: 'same', name: 'A', version: '1' }), await aPlugin('two', { id: 'same', name: 'B', version: '1' })], /id: "same" is also the id of the plugin in /],
    ['a built-in type', async () => [await aPlugin('clash', { id: 'clash', name: 'C', version: '1', types: { widgets: [{ type: 'histogram', schema: {} }] } })], /types\.widgets\[0\]\.type: "histogram" is a built-in type; a plugin adds types of its own names$/],
    ['a schema file that is not there', async () => [await aPlugin('noschema', { id: 'noschema', name: 'N', version: '1', types: { cards: [{ type: 'c', description: 'd', schema: 'card.json' }] } })], /types\.cards\[0\]\.schema: .*card\.json is not a JSON Schema/],
    ['an app outside its folder', async () => [await aPlugin('escape', { id: 'escape', name: 'E', version: '1', apps: [{ path: '../other/app.yaml' }] })], /apps\[0\]\.path: \.\.\/other\/app\.yaml is outside the plugin's folder$/],
    ['a parser module without parsers', async () => [await aPlugin('empty', { id: 'empty', name: 'E', version: '1', parsers: ['parsers.mjs'] }, { 'parsers.mjs': 'export const other = 1\n' })], /parsers\[0\]: the module exports no `parsers` list of parsers/],
    ['a parser module that is not there', async () => [await aPlugin('missing', { id: 'missing', name: 'M', version: '1', parsers: ['parsers.mjs'] })], /parsers\[0\]: .*parsers\.mjs does not exist$/],
  ])('refuses %s', async (_, paths, message) => {
    await expect(load({ paths: await paths() })).rejects.toThrow(message)
  })

  it('imports a JavaScript parser module as it is and names its parser entry point', async () => {
    const tiny = await aPlugin('tiny', { id: 'tiny', name: 'Tiny', version: '1', parsers: ['parsers.mjs'] }, { 'parsers.mjs': PARSER_MODULE })
    const plugins = await load({ paths: [tiny] })
    expect(plugins.parserModules).toEqual([`file://${join(tiny, 'parsers.mjs')}`])
    expect(plugins.entryPoints).toEqual([expect.objectContaining({ id: 'tiny.parsers:tiny', entry_point_type: 'parser', code_name: 'Tiny', plugin_package: 'tiny' })])
  })
})

describe('parser modules of the built server', () => {
  it('imports a TypeScript module from its bundle in dist/plugins, and says to build when there is none', async () => {
    const dir = await aPlugin('built', { id: 'built', name: 'B', version: '1' }, { 'parsers/index.ts': PARSER_MODULE })
    expect(moduleUrl(ROOT, dir, 'built', 'parsers/index.ts', 'm', true)).toBe(`file://${join(dir, 'parsers/index.ts')}`)
    expect(bundledModule('/tessera', 'built', 'parsers/index.ts')).toBe('/tessera/dist/plugins/built/parsers/index.js')
    expect(() => moduleUrl(work, dir, 'built', 'parsers/index.ts', 'm', false)).toThrow(
      'm: parsers/index.ts is TypeScript and has not been built for this selection of plugins; run `npm run build`',
    )
    await mkdir(join(work, 'dist/plugins/built/parsers'), { recursive: true })
    await writeFile(join(work, 'dist/plugins/built/parsers/index.js'), PARSER_MODULE)
    expect(moduleUrl(work, dir, 'built', 'parsers/index.ts', 'm', false)).toBe(`file://${join(work, 'dist/plugins/built/parsers/index.js')}`)
  })
})

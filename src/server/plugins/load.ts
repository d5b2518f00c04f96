// The plugins of an installation, loaded at start-up: each manifest read and checked,
// its config block checked with the plugin's schema, its types made known to the app
// checks, and its apps, example uploads and parsers listed as entry points (selected by
// the config's plugins.entry_points). Anything wrong stops start-up with the file, the
// JSON path and the reason, as an invalid config does.
import { basename, dirname, join } from 'node:path'
import { appTypes, isFields, type AppTypes, type Fields, type TypeContribution } from '../../core/apps'
import type { DeploymentConfig } from '../../core/config/config.generated'
import type { PluginEnv } from '../../core/config/env'
import type { ParserMetadata } from '../../core/parsers/metadata'
import { ConfigError } from '../config/load'
import { formatProblems, schemaProblems } from '../config/validation'
import type { ExampleUpload } from '../examples'
import type { Parser } from '../parsers/types'
import { entryPointId, entryPointInfo, isSelected, type EntryPointInfo, type PluginPackageInfo } from './entryPoints'
import { locatePlugins } from './locate'
import { MANIFEST_FILE, readManifest, type PluginManifest } from './manifest'
import { moduleUrl, resolveInside } from './modules'
import { pluginTypes, readSchemaRef } from './types'

export interface LoadedPlugin {
  readonly dir: string
  readonly manifest: PluginManifest
  /** plugins.options.<id>, checked with the plugin's schema, defaults filled. */
  readonly options: Fields
  readonly types: TypeContribution
}

/** An app a plugin brings: its YAML file, checked with the other apps (config/apps.ts). */
export interface PluginAppFile {
  /** The app's key: its entry point id. */
  readonly key: string
  readonly file: string
}

export interface Plugins {
  readonly loaded: readonly LoadedPlugin[]
  /** The built-in types and the plugins': an app naming any other type is reported. */
  readonly types: AppTypes
  readonly apps: readonly PluginAppFile[]
  readonly examples: readonly ExampleUpload[]
  /** Import URLs of the plugins' parser modules, for the server and every parser worker. */
  readonly parserModules: readonly string[]
  /** The plugins' parsers the config selects (the others are never matched). */
  readonly parsers: readonly ParserMetadata[]
  /** Names of the plugins' parsers the config leaves out. */
  readonly excludedParsers: ReadonlySet<string>
  /** GET /info. */
  readonly packages: readonly PluginPackageInfo[]
  readonly entryPoints: readonly EntryPointInfo[]
  /** What the GUI receives: which bundled GUI modules to use, with their options. */
  readonly env: readonly PluginEnv[]
}

export const NO_PLUGINS: Plugins = {
  loaded: [],
  types: appTypes({ unknownTypes: 'report' }),
  apps: [],
  examples: [],
  parserModules: [],
  parsers: [],
  excludedParsers: new Set(),
  packages: [],
  entryPoints: [],
  env: [],
}

export interface LoadOptions {
  /** The deployment config file: relative plugin paths and messages refer to it. */
  readonly configFile?: string
  /** Tessera's package root (dist/plugins holds the built modules). */
  readonly root: string
  /** For tests of the built layout: import TypeScript modules from their bundles. */
  readonly fromSource?: boolean
}

const fileName = (path: string) => basename(path).replace(/\.[^.]+$/, '')

async function checkedOptions(plugin: { dir: string; manifest: PluginManifest }, config: DeploymentConfig, source: string): Promise<Fields> {
  const { id, config: schemaRef } = plugin.manifest
  const given = config.plugins.options[id]
  if (schemaRef === undefined) {
    if (given !== undefined) throw new ConfigError(`${source}: plugins.options.${id}: the plugin ${id} takes no options`)
    return {}
  }
  const schema = await readSchemaRef(plugin.dir, schemaRef, `${join(plugin.dir, MANIFEST_FILE)}: config`)
  const value: Fields = structuredClone(given ?? {})
  const problems = schemaProblems(schema, value, `plugins.options.${id}`)
  if (problems.length) throw new ConfigError(formatProblems(source, problems))
  return value
}

const isParser = (value: unknown): value is Parser =>
  isFields(value) && typeof value.parse === 'function' && isFields(value.metadata) && typeof value.metadata.name === 'string'

async function parsersOf(url: string, where: string): Promise<Parser[]> {
  let module: Fields
  try {
    module = await import(url)
  } catch (error) {
    throw new ConfigError(`${where}: the module cannot be loaded (${error instanceof Error ? error.message : String(error)})`)
  }
  const { parsers } = module
  if (!Array.isArray(parsers) || !parsers.every(isParser)) throw new ConfigError(`${where}: the module exports no \`parsers\` list of parsers (metadata and parse)`)
  return parsers
}

/** Reads, checks and lists the plugins `config.plugins.paths` names. */
export async function loadPlugins(config: DeploymentConfig, options: LoadOptions): Promise<Plugins> {
  if (config.plugins.paths.length === 0 && Object.keys(config.plugins.options).length === 0) return NO_PLUGINS
  const source = options.configFile ?? 'the deployment config'
  const baseDir = options.configFile ? dirname(options.configFile) : process.cwd()
  const selection = config.plugins.entry_points
  const loaded: LoadedPlugin[] = []
  const apps: PluginAppFile[] = []
  const examples: ExampleUpload[] = []
  const parserModules: string[] = []
  const parsers: ParserMetadata[] = []
  const excludedParsers = new Set<string>()
  const packages: PluginPackageInfo[] = []
  const entryPoints: EntryPointInfo[] = []

  for (const dir of locatePlugins(config.plugins.paths, baseDir, options.root, source)) {
    const manifest = await readManifest(dir)
    const file = join(dir, MANIFEST_FILE)
    const { id } = manifest
    const twin = loaded.find((plugin) => plugin.manifest.id === id)
    if (twin) throw new ConfigError(`${file}: id: "${id}" is also the id of the plugin in ${twin.dir}`)
    const plugin: LoadedPlugin = {
      dir,
      manifest,
      options: await checkedOptions({ dir, manifest }, config, source),
      types: await pluginTypes(dir, manifest, file),
    }
    loaded.push(plugin)
    const points: EntryPointInfo[] = []

    for (const [index, app] of manifest.apps.entries()) {
      const name = app.name ?? fileName(app.path)
      const key = entryPointId(id, 'apps', name)
      points.push(entryPointInfo(id, 'apps', name, { ...(app.description && { description: app.description }) }))
      if (isSelected(key, selection)) apps.push({ key, file: resolveInside(dir, app.path, `${file}: apps[${index}].path`) })
    }
    for (const [index, example] of manifest.example_uploads.entries()) {
      const name = example.name ?? basename(example.path)
      const exampleId = entryPointId(id, 'example_uploads', name)
      const { title, category, description } = example
      points.push(entryPointInfo(id, 'example_uploads', name, { title, category, ...(description && { description }) }))
      if (isSelected(exampleId, selection)) {
        examples.push({ id: exampleId, title, category, description, path: resolveInside(dir, example.path, `${file}: example_uploads[${index}].path`) })
      }
    }
    for (const [index, module] of manifest.parsers.entries()) {
      const where = `${file}: parsers[${index}]`
      const url = moduleUrl(options.root, dir, id, module, where, options.fromSource)
      parserModules.push(url)
      for (const parser of await parsersOf(url, where)) {
        const { metadata } = parser
        const name = metadata.name.replace(/^parsers\//, '')
        points.push(entryPointInfo(id, 'parsers', name, {
          description: `${metadata.codeLabel} parser`,
          code_name: metadata.codeName,
          mainfile_name_re: metadata.mainfileNameRe,
          ...(metadata.mainfileContentsRe && { mainfile_contents_re: metadata.mainfileContentsRe }),
        }))
        if (isSelected(entryPointId(id, 'parsers', name), selection)) parsers.push(metadata)
        else excludedParsers.add(metadata.name)
      }
    }
    entryPoints.push(...points)
    const { name, description, version, homepage, repository, documentation } = manifest
    packages.push({
      name: id,
      title: name,
      description,
      version,
      ...(homepage && { homepage }),
      ...(repository && { repository }),
      ...(documentation && { documentation }),
      entry_points: points.map((point) => point.id),
    })
  }

  for (const id of Object.keys(config.plugins.options)) {
    if (!loaded.some((plugin) => plugin.manifest.id === id)) {
      throw new ConfigError(`${source}: plugins.options.${id}: no plugin of plugins.paths has the id ${id}`)
    }
  }
  return {
    loaded,
    types: appTypes({ plugins: loaded.map((plugin) => plugin.types), unknownTypes: 'report' }),
    apps,
    examples,
    parserModules,
    parsers,
    excludedParsers,
    packages,
    entryPoints,
    env: loaded.map(({ manifest, options: pluginOptions }) => ({ id: manifest.id, name: manifest.name, version: manifest.version, options: pluginOptions })),
  }
}

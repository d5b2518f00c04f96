import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { App, DeploymentConfig } from '../../core/config/config.generated'
import type { AppEnv } from '../../core/config/env'
import { BUILT_IN_TYPES, type AppTypes } from '../../core/apps'
import { checkApp, appRuleProblems, normalizeApp, within } from './appRules'
import { formatProblems } from './validation'
import type { PluginAppFile } from '../plugins'

export interface LoadedApps {
  apps: AppEnv[]
  /** One line per app that was left out, naming its file and the reason. */
  problems: string[]
}

/**
 * The Explore menu lists apps in load order, grouped by category in order of first
 * appearance: the shipped apps come as NOMAD orders them, then other files by name.
 */
export const SHIPPED_APPS_ORDER = ['entries', 'calculations', 'materials', 'eln', 'solarcells', 'catalysis']

function byShippedOrder(a: string, b: string): number {
  const rank = (file: string) => {
    const index = SHIPPED_APPS_ORDER.indexOf(file.replace(/\.ya?ml$/, ''))
    return index < 0 ? SHIPPED_APPS_ORDER.length : index
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

/**
 * The search apps of this installation: the shipped `apps/*.yaml` (key = file name),
 * then `ui.apps.options` of the config (same key replaces), then app entry points of
 * plugins; filtered and ordered by `ui.apps.include/exclude`. Every app is checked with
 * the schema and the app rules (appRules.ts); an invalid one is reported with its file
 * and JSON path and left out, so that the other apps keep working. `configSource` names
 * the config file in those reports; `types` are the widget and menu item types the
 * installation has (default: the built-ins, other types passing as a GUI plugin's);
 * `pluginApps` the app files of the plugins' selected entry points (key: the entry point id).
 */
export async function loadApps(
  config: DeploymentConfig,
  appsDir: string,
  configSource = 'the deployment config',
  types: AppTypes = BUILT_IN_TYPES,
  pluginApps: readonly PluginAppFile[] = [],
): Promise<LoadedApps> {
  const problems: string[] = []
  const byKey = new Map<string, App>()
  let files: string[] = []
  try {
    files = (await readdir(appsDir)).filter((name) => /\.ya?ml$/.test(name)).sort(byShippedOrder)
  } catch {
    // No apps folder: only the config's apps.
  }
  // An app file is checked with the schema and the rules; a broken one is reported and left out.
  const fromFile = async (key: string, path: string) => {
    let app: unknown
    try {
      app = parse(await readFile(path, 'utf8'))
    } catch (error) {
      problems.push(`${path}: (root): ${(error as Error).message.split('\n')[0]}`)
      return
    }
    const found = checkApp(app, undefined, types)
    if (found.length) problems.push(formatProblems(path, found))
    else byKey.set(key, app as App)
  }
  for (const file of files) await fromFile(file.replace(/\.ya?ml$/, ''), join(appsDir, file))
  // The config's schema has checked these apps already; the rules have not.
  const configured = (key: string, app: App, prefix: string) => {
    const found = appRuleProblems(app, undefined, types)
    if (found.length) problems.push(formatProblems(configSource, within(prefix, found)))
    else byKey.set(key, app)
  }
  for (const [key, app] of Object.entries(config.ui.apps.options)) configured(key, app, `ui.apps.options.${key}`)
  for (const [key, entryPoint] of Object.entries(config.plugins.entry_points.options)) {
    if (entryPoint.entry_point_type === 'app') configured(key, entryPoint.app, `plugins.entry_points.options.${key}.app`)
  }
  for (const app of pluginApps) await fromFile(app.key, app.file)

  const { include, exclude } = config.ui.apps
  let keys = [...byKey.keys()]
  if (include) keys = include.filter((key) => byKey.has(key))
  if (exclude) keys = keys.filter((key) => !exclude.includes(key))

  const apps: AppEnv[] = []
  const paths = new Set<string>()
  for (const key of keys) {
    const app = byKey.get(key)!
    if (paths.has(app.path)) {
      problems.push(`app ${key}: path: "${app.path}" is already used by another app`)
      continue
    }
    paths.add(app.path)
    apps.push({ ...normalizeApp(app), key })
  }
  return { apps, problems }
}

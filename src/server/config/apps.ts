import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { App, DeploymentConfig } from '../../core/config/config.generated'
import type { AppEnv } from '../../core/config/env'
import { formatProblems, validateApp } from './validation'

export interface LoadedApps {
  apps: AppEnv[]
  /** One line per app that was left out, naming its file and the reason. */
  problems: string[]
}

/**
 * The search apps of this installation: the shipped `apps/*.yaml` (key = file name),
 * then `ui.apps.options` of the config (same key replaces), then app entry points of
 * plugins; filtered and ordered by `ui.apps.include/exclude`. An invalid YAML file in
 * apps/ is reported and skipped so that the other apps keep working; apps inside the
 * config were validated with it.
 */
export async function loadApps(config: DeploymentConfig, appsDir: string): Promise<LoadedApps> {
  const problems: string[] = []
  const byKey = new Map<string, App>()
  let files: string[] = []
  try {
    files = (await readdir(appsDir)).filter((name) => /\.ya?ml$/.test(name)).sort()
  } catch {
    // No apps folder: only the config's apps.
  }
  for (const file of files) {
    const path = join(appsDir, file)
    let app: unknown
    try {
      app = parse(await readFile(path, 'utf8'))
    } catch (error) {
      problems.push(`${path}: (root): ${(error as Error).message.split('\n')[0]}`)
      continue
    }
    const found = validateApp(app)
    if (found.length) {
      problems.push(formatProblems(path, found))
      continue
    }
    byKey.set(file.replace(/\.ya?ml$/, ''), app as App)
  }
  for (const [key, app] of Object.entries(config.ui.apps.options)) byKey.set(key, app)
  for (const [key, entryPoint] of Object.entries(config.plugins.entry_points.options)) {
    if (entryPoint.entry_point_type === 'app') byKey.set(key, entryPoint.app)
  }

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
    apps.push({ ...app, key })
  }
  return { apps, problems }
}

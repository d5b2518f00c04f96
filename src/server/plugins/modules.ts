// Where a plugin's server modules are imported from. Authors write parser modules in
// TypeScript or JavaScript and build nothing: run from source (tests, tsx) a TypeScript
// module is imported as it is; the built server (`node dist/server/main.js`, plain Node
// 20) imports the bundle scripts/build.mjs made of it with esbuild, at the path below.
import { existsSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ConfigError } from '../config/load'

/** This module runs from TypeScript source, so TypeScript modules can be imported directly. */
const FROM_SOURCE = fileURLToPath(import.meta.url).endsWith('.ts')

export const isTypeScript = (module: string) => /\.(m?ts|tsx)$/.test(module)

/** Where the build writes the bundle of a plugin's TypeScript module. */
export function bundledModule(root: string, pluginId: string, module: string): string {
  return join(root, 'dist', 'plugins', pluginId, module.replace(/\.(m?ts|tsx)$/, '.js'))
}

/** A path of the manifest resolved in the plugin's folder; one leading outside it is refused. */
export function resolveInside(dir: string, path: string, where: string): string {
  const resolved = resolve(dir, path)
  const rel = relative(dir, resolved)
  if (rel.startsWith('..') || isAbsolute(rel)) throw new ConfigError(`${where}: ${path} is outside the plugin's folder`)
  return resolved
}

/**
 * The URL to import a plugin module from. `where` names the manifest field in messages.
 * `fromSource` is for tests of the built layout.
 */
export function moduleUrl(root: string, dir: string, pluginId: string, module: string, where: string, fromSource = FROM_SOURCE): string {
  const source = resolveInside(dir, module, where)
  if (!existsSync(source)) throw new ConfigError(`${where}: ${source} does not exist`)
  if (!isTypeScript(module) || fromSource) return pathToFileURL(source).href
  const built = bundledModule(root, pluginId, module)
  if (!existsSync(built)) throw new ConfigError(`${where}: ${module} is TypeScript and has not been built for this selection of plugins; run \`npm run build\``)
  return pathToFileURL(built).href
}

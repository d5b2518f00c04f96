// Where the plugins of an installation are: each entry of `plugins.paths` is a folder
// (absolute, or relative to the config file) or the name of an installed npm package,
// and holds a tessera-plugin.yaml at its root. The server and the build resolve them
// the same way (build: scripts/build.mjs through ./selection.ts).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { ConfigError } from '../config/load'
import { MANIFEST_FILE } from './manifest'

const isFolderReference = (reference: string) => isAbsolute(reference) || reference.startsWith('.')

/** The folder of an installed npm package, looked up from `from` and then from Tessera's root. */
function packageFolder(name: string, from: readonly string[]): string | undefined {
  for (const base of from) {
    try {
      // package.json is not always exported; its folder is what we want, so try the manifest first.
      const require = createRequire(join(base, 'noop.js'))
      for (const file of [`${name}/${MANIFEST_FILE}`, `${name}/package.json`]) {
        try {
          return dirname(require.resolve(file))
        } catch {
          // the next spelling
        }
      }
    } catch {
      // the next base
    }
    for (let dir = base; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name)
      if (existsSync(join(candidate, MANIFEST_FILE))) return candidate
      if (dirname(dir) === dir) break
    }
  }
  return undefined
}

/**
 * The folder of each plugin reference, in order. `baseDir` is the config file's folder
 * (or the working directory without one); `source` and the index name the reference in
 * messages.
 */
export function locatePlugins(references: readonly string[], baseDir: string, root: string, source: string): string[] {
  return references.map((reference, index) => {
    const where = `${source}: plugins.paths[${index}]`
    const folder = isFolderReference(reference) ? resolve(baseDir, reference) : packageFolder(reference, [baseDir, root])
    if (!folder) throw new ConfigError(`${where}: "${reference}" is neither a folder nor an installed npm package`)
    if (!existsSync(join(folder, MANIFEST_FILE))) throw new ConfigError(`${where}: ${folder} has no ${MANIFEST_FILE}`)
    return folder
  })
}

/** The example plugins shipped in Tessera's own plugins/ folder (the build bundles their GUI modules too). */
export function shippedPlugins(root: string): string[] {
  const dir = join(root, 'plugins')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((folder) => statSync(folder).isDirectory() && existsSync(join(folder, MANIFEST_FILE)))
}

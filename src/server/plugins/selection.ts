// The plugins the build bundles (scripts/build.mjs, vite.config.ts): those the deployment
// config names (TESSERA_CONFIG, else ./tessera.yaml) and the example plugins shipped in
// Tessera's plugins/ folder. The GUI uses a bundled plugin only where the server loaded
// it (GuiEnv.plugins), so a shipped plugin the config does not name shows nothing.
import { readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse } from 'yaml'
import { isFields } from '../../core/apps'
import { settingsFromEnv } from '../config/load'
import { locatePlugins, shippedPlugins } from './locate'
import { MANIFEST_FILE, readManifest } from './manifest'
import { isTypeScript, resolveInside } from './modules'

export interface BundledPlugin {
  readonly id: string
  readonly dir: string
  /** Absolute path of the GUI module, if the plugin has one. */
  readonly gui?: string
  /** The parser modules the build bundles (TypeScript), as the manifest writes them. */
  readonly typeScriptParsers: readonly string[]
}

/** `plugins.paths` of a config file, read without checking the rest (the server checks it at start). */
function configuredPaths(configFile: string): string[] {
  const raw: unknown = parse(readFileSync(configFile, 'utf8'))
  const plugins = isFields(raw) ? raw.plugins : undefined
  const paths = isFields(plugins) ? plugins.paths : undefined
  return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : []
}

export async function bundledPlugins(root: string, env: NodeJS.ProcessEnv = process.env): Promise<BundledPlugin[]> {
  const { configFile } = settingsFromEnv(env)
  const configured = configFile ? locatePlugins(configuredPaths(configFile), dirname(configFile), root, configFile) : []
  const seen = new Set<string>()
  const plugins: BundledPlugin[] = []
  for (const dir of [...configured, ...shippedPlugins(root)]) {
    const real = realpathSync(dir)
    if (seen.has(real)) continue
    seen.add(real)
    const manifest = await readManifest(dir)
    const file = join(dir, MANIFEST_FILE)
    plugins.push({
      id: manifest.id,
      dir,
      ...(manifest.gui && { gui: resolveInside(dir, manifest.gui, `${file}: gui`) }),
      typeScriptParsers: manifest.parsers.filter(isTypeScript),
    })
  }
  return plugins
}

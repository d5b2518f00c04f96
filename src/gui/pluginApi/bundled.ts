// How the GUI modules the build bundled (virtual:tessera-plugins) join the runtime: only
// those of plugins the server loaded (GuiEnv.plugins), so one build serves a server with
// or without a plugin, and a plugin's cards, widgets and pages appear only where its
// parsers, apps and types are known too.
import type { GuiEnv } from '../../core/config/env'
import type { GuiPlugin } from '../runtime'

/** One bundled GUI module: its manifest's id and the module's default export. */
export interface BundledModule {
  readonly id: string
  readonly module: unknown
}

const isGuiPlugin = (value: unknown): value is GuiPlugin =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string'

export const notAPluginMessage = (id: string) => `The GUI module of the plugin "${id}" does not export definePlugin({...}) as default; it is left out.`
export const otherIdMessage = (id: string, other: string) => `The GUI module of the plugin "${id}" defines the plugin "${other}"; the ids must be equal. It is left out.`

/** The bundled plugins the server loaded, in the server's order; modules that are not plugins are reported and left out. */
export function activePlugins(bundled: readonly BundledModule[], env: Pick<GuiEnv, 'plugins'>, report: (message: string) => void = console.error): GuiPlugin[] {
  return env.plugins.flatMap(({ id }) => {
    const found = bundled.find((candidate) => candidate.id === id)
    if (!found) return []
    if (!isGuiPlugin(found.module)) {
      report(notAPluginMessage(id))
      return []
    }
    if (found.module.id !== id) {
      report(otherIdMessage(id, found.module.id))
      return []
    }
    return [found.module]
  })
}

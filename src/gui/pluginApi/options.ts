// A plugin's config block (plugins.options.<id>) as the server checked it: the GUI env
// carries it for every loaded plugin, defaults filled by the plugin's schema.
import { useEnv } from '../runtime'

export type PluginOptions = { readonly [key: string]: unknown }

/** The options of the plugin `id`; empty when the server did not load it. */
export function usePluginOptions(id: string): PluginOptions {
  return useEnv().plugins.find((plugin) => plugin.id === id)?.options ?? {}
}

// A plugin is a value (Backstage's createFrontendPlugin): importing it does nothing;
// listing it in createGuiRuntime contributes its renderers, apps and pages. Tessera's own
// renderers are one plugin like any other.
import type { AppEnv } from '../../core/config/env'
import type { DefOf, RegistryName } from './kinds'
import type { Loader } from './lazyRenderer'

/** The groups of the top bar's menus. */
export const MENU_GROUPS = ['Publish', 'Explore', 'Analyze', 'About'] as const
export type MenuGroupName = (typeof MENU_GROUPS)[number]

/** A page a plugin adds to the route table. */
export interface PluginRoute {
  /** Below the GUI's base, e.g. 'xrd/patterns' (no leading slash). */
  readonly path: string
  /** Page title and breadcrumb. */
  readonly title: string
  /** The page, loaded when first shown. */
  readonly load: Loader<object>
  /** Where the page appears in the top bar; without one it is reached by link only. */
  readonly menu?: { readonly group: MenuGroupName; readonly label: string; readonly description?: string }
  /** Markdown for the page's help dialog. */
  readonly help?: string
}

/** What a plugin may contribute to each renderer registry. */
export type PluginRenderers = { readonly [K in RegistryName]?: readonly DefOf<K>[] }

export type GuiPlugin = PluginRenderers & {
  /** Unique among the runtime's plugins (the package's name, say). */
  readonly id: string
  /** Search apps, shown in the Explore menu beside the deployment's own. */
  readonly apps?: readonly AppEnv[]
  readonly routes?: readonly PluginRoute[]
}

/** Declares a plugin; typed, so a wrong definition is an error where it is written. */
export function definePlugin(plugin: GuiPlugin): GuiPlugin {
  return plugin
}

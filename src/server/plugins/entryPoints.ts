// A plugin's entry points, as NOMAD names and reports them: every app, example upload
// and parser a plugin brings has the id `<plugin id>.<kind>:<name>`, the config's
// `plugins.entry_points.include/exclude` select them by that id, and GET /info lists
// them (plugin_entry_points) with the packages they come from (plugin_packages).
import type { EntryPoints } from '../../core/config/config.generated'

export type EntryPointKind = 'apps' | 'example_uploads' | 'parsers'

const TYPES: { readonly [kind in EntryPointKind]: 'app' | 'example_upload' | 'parser' } = {
  apps: 'app',
  example_uploads: 'example_upload',
  parsers: 'parser',
}

export const entryPointId = (pluginId: string, kind: EntryPointKind, name: string) => `${pluginId}.${kind}:${name}`

/** Whether the config uses the entry point: listed in include (when given) and not excluded. */
export function isSelected(id: string, selection: Pick<EntryPoints, 'include' | 'exclude'>): boolean {
  return (!selection.include || selection.include.includes(id)) && !selection.exclude?.includes(id)
}

/** One entry point as GET /info reports it (NOMAD: id, entry_point_type, name, description, plugin_package, …). */
export interface EntryPointInfo {
  id: string
  entry_point_type: 'app' | 'example_upload' | 'parser'
  name: string
  description?: string
  plugin_package: string
  [field: string]: unknown
}

export function entryPointInfo(
  pluginId: string,
  kind: EntryPointKind,
  name: string,
  fields: { description?: string; [field: string]: unknown } = {},
): EntryPointInfo {
  return { id: entryPointId(pluginId, kind, name), entry_point_type: TYPES[kind], name, plugin_package: pluginId, ...fields }
}

/** One plugin as GET /info reports it (NOMAD's PluginPackage, with the manifest's display name as `title`). */
export interface PluginPackageInfo {
  name: string
  title: string
  description: string
  version: string
  homepage?: string
  repository?: string
  documentation?: string
  entry_points: string[]
}

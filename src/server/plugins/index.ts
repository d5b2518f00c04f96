// Public face of plugin loading (ARCHITECTURE.md "Plugins"): manifests, the plugins of an
// installation with their types, apps, example uploads, parsers and entry points, and
// what the build bundles.
export { loadPlugins, NO_PLUGINS } from './load'
export type { LoadedPlugin, LoadOptions, PluginAppFile, Plugins } from './load'
export { MANIFEST_FILE, manifestProblems, readManifest } from './manifest'
export type { PluginManifest } from './manifest'
export { entryPointId, isSelected } from './entryPoints'
export type { EntryPointInfo, PluginPackageInfo } from './entryPoints'
export { bundledModule, isTypeScript, moduleUrl } from './modules'
export { locatePlugins, shippedPlugins } from './locate'
export { bundledPlugins } from './selection'
export type { BundledPlugin } from './selection'

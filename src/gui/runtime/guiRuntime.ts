// The GUI runtime: the registries, apps and pages of a list of plugins, made once at
// start (main.tsx) and provided by React context. Nothing is registered by importing a
// module, so every test makes a fresh runtime with exactly the plugins it needs.
import type { AppEnv } from '../../core/config/env'
import { REGISTRIES, type DefOf, type RegistryName, type SubjectOf } from './kinds'
import { lazyRenderer, type LazyRenderer, type Loader } from './lazyRenderer'
import type { GuiPlugin, PluginRoute } from './plugin'
import { createRankedRegistry, type RankedDef, type RankedRegistry } from './rankedRegistry'
import { ConfigError, createRegistry, type Registry } from './registry'

export interface Registries {
  readonly menuItems: Registry<DefOf<'menuItems'>>
  readonly widgets: Registry<DefOf<'widgets'>>
  readonly cards: Registry<DefOf<'cards'>>
  readonly columns: RankedRegistry<SubjectOf<DefOf<'columns'>>, DefOf<'columns'>>
  readonly previewers: RankedRegistry<SubjectOf<DefOf<'previewers'>>, DefOf<'previewers'>>
  readonly archiveLanes: RankedRegistry<SubjectOf<DefOf<'archiveLanes'>>, DefOf<'archiveLanes'>>
  readonly editors: RankedRegistry<SubjectOf<DefOf<'editors'>>, DefOf<'editors'>>
}

export interface GuiRuntime {
  readonly plugins: readonly GuiPlugin[]
  readonly registries: Registries
  /** The plugins' search apps. */
  readonly apps: readonly AppEnv[]
  /** The plugins' pages. */
  readonly routes: readonly PluginRoute[]
  /** The one lazy component of a loader in this runtime. */
  renderer<P extends object>(load: Loader<P>): LazyRenderer<P>
  /** Loads every registered renderer (tests draw without waiting; nothing else needs it). */
  preload(): Promise<void>
}

export const duplicatePluginMessage = (id: string) => `The plugin "${id}" is listed twice.`

export function createGuiRuntime(plugins: readonly GuiPlugin[]): GuiRuntime {
  const seen = new Set<string>()
  for (const plugin of plugins) {
    if (seen.has(plugin.id)) throw new ConfigError(duplicatePluginMessage(plugin.id))
    seen.add(plugin.id)
  }
  const spec = (name: RegistryName) => REGISTRIES[name]
  const ranked = <S, D extends RankedDef<S>>(name: RegistryName, defs: readonly D[]) => createRankedRegistry<S, D>(spec(name).kind, defs, spec(name))
  type Subject<K extends RegistryName> = SubjectOf<DefOf<K>>
  const registries: Registries = {
    menuItems: createRegistry(spec('menuItems').kind, plugins.flatMap((plugin) => plugin.menuItems ?? []), spec('menuItems')),
    widgets: createRegistry(spec('widgets').kind, plugins.flatMap((plugin) => plugin.widgets ?? []), spec('widgets')),
    cards: createRegistry(spec('cards').kind, plugins.flatMap((plugin) => plugin.cards ?? []), spec('cards')),
    columns: ranked<Subject<'columns'>, DefOf<'columns'>>('columns', plugins.flatMap((plugin) => plugin.columns ?? [])),
    previewers: ranked<Subject<'previewers'>, DefOf<'previewers'>>('previewers', plugins.flatMap((plugin) => plugin.previewers ?? [])),
    archiveLanes: ranked<Subject<'archiveLanes'>, DefOf<'archiveLanes'>>('archiveLanes', plugins.flatMap((plugin) => plugin.archiveLanes ?? [])),
    editors: ranked<Subject<'editors'>, DefOf<'editors'>>('editors', plugins.flatMap((plugin) => plugin.editors ?? [])),
  }

  // Renderer<P> is bivariant in P, so one map holds the lazy components of every kind.
  const renderers = new Map<Loader<object>, LazyRenderer<object>>()
  function renderer<P extends object>(load: Loader<P>): LazyRenderer<P> {
    const known = renderers.get(load)
    if (known) return known
    const made = lazyRenderer(load)
    renderers.set(load, made)
    return made
  }

  return {
    plugins,
    registries,
    apps: plugins.flatMap((plugin) => plugin.apps ?? []),
    routes: plugins.flatMap((plugin) => plugin.routes ?? []),
    renderer,
    async preload() {
      const all: Registry<{ readonly type: string; readonly load: Loader<object> }>[] = Object.values(registries)
      await Promise.all(all.flatMap((registry) => registry.all().map((def) => renderer(def.load).preload())))
    },
  }
}

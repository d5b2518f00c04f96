// Public face of the renderer runtime (STYLE.md "Registries", "A plugin is a value",
// "Every renderer in a boundary"): registries by name and by ranked fit, testers and
// Tessera's predicates, lazy renderers and their boundary, plugins and the runtime.
// The shell services beside them (env, artifacts, storage) have modules of their own.
export { ConfigError, couldNotRender, createRegistry } from './registry'
export type { Registry, RegistryOptions, Typed } from './registry'
export { createRankedRegistry } from './rankedRegistry'
export type { RankedDef, RankedRegistry } from './rankedRegistry'
export { and, applies, not, NOT_APPLICABLE, or, rankWith, withIncreasedRank } from './testers'
export type { Predicate, Tester } from './testers'
export {
  hasDimensions,
  hasExtension,
  hasMime,
  hasShape,
  hasUnit,
  inheritsFrom,
  isAtMost,
  isNumeric,
  isQuantityType,
  isScalar,
  isSectionDefinition,
  quantityKind,
} from './predicates'
export type { FileSubject, QuantityKind, QuantitySubject, SectionSubject } from './predicates'
export { lazyRenderer } from './lazyRenderer'
export type { LazyRenderer, Loader, Renderer, RendererDef, RendererModule } from './lazyRenderer'
export { loadingLabel, RendererBoundary } from './RendererBoundary'
export type { RendererBoundaryProps, RendererSource } from './RendererBoundary'
export { REGISTRIES } from './kinds'
export type { DefOf, RankedRendererDef, RegistryName, RendererKinds, SubjectOf } from './kinds'
export { definePlugin, MENU_GROUPS } from './plugin'
export type { GuiPlugin, MenuGroupName, PluginRenderers, PluginRoute } from './plugin'
export { createGuiRuntime, duplicatePluginMessage } from './guiRuntime'
export type { GuiRuntime, Registries } from './guiRuntime'
export { RuntimeProvider, usePreloadedTypes, useRegistry, useRuntime } from './RuntimeContext'

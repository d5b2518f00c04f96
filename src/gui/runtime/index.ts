// Public face of the runtime (STYLE.md "Registries", "A plugin is a value", "Every
// renderer in a boundary"): registries by name and by ranked fit, testers and Tessera's
// predicates, lazy renderers and their boundary, plugins and the runtime; and the shell
// services every feature uses — the error raiser and snackbar, the GUI options, slice
// injection into the store, the deployment env, the artifacts, local storage. Features
// import these from here, never from the app (the composition root).
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
export { RuntimeProvider, usePreloadedTypes, useRegistry, useRenderersLoaded, useRuntime } from './RuntimeContext'
export { useLoaded, type Loadable } from './useLoaded'
// The error raiser and snackbar (spec 1 §8) and the hidden GUI options (spec 2 §2.7): each a folder.
export * from './errors'
export * from './options'
export { injectSlice, rootReducer } from './store'
export type { InjectableSlice } from './store'
export { accountUrl, apiDocsUrl, EnvProvider, loadEnv, MISSING_ENV_MESSAGE, openApiUrl, routerBasename, useEnv } from './env'
export type { AppEnv, FooterLinkEnv, GuiEnv, IdentityProviderEnv, VersionEnv } from './env'
export { getArtifacts } from './artifacts'
export type { TesseraArtifacts } from './artifacts'
export { browserStorage, readStored, writeStored } from './storage'
export type { KeyValueStorage } from './storage'

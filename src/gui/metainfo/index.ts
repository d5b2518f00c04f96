// Public face of the GUI's metainfo: section definitions of archive sections, built-in
// or defined by uploads, resolved with everything they inherit.
export { builtInDefinition, builtInDefinitions, builtInPackages } from './builtIns'
export { definitionsHash } from './hash'
export { parseDefinitionRef, refKey } from './references'
export { cannotResolveMessage, DefinitionResolver, MetainfoError, sectionSubject } from './resolve'
export { sectionAt, uploadSections } from './uploadDefinitions'
export { rtkDefinitionsLoader, useDefinitionResolver, useSectionDefinition } from './useSectionDefinition'
export type { SectionDefinitionState } from './useSectionDefinition'
export type {
  Annotations, DefinitionContext, DefinitionOrigin, DefinitionRef, DefinitionsLoader, DefinitionType, ElnAnnotation, EntryDefinitions, JsonObject,
  JsonValue, QuantityDefinition, ResolvedSection, SectionDefinition, SubSectionDefinition,
} from './types'

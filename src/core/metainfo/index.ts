// Public face of the metainfo: the definitions (defined once, here), lookups, and the
// views derived from them (search quantities, serialised packages). Other modules
// import from this file only.
export { rootSection, EntryArchive } from './archive'
export { packages, sectionByQualifiedName } from './packages'
export { resolveQuantity, resolveSection, referencedSection } from './resolve'
export { isSectionRecord, searchQuantities } from './search'
export type { SearchQuantityRecord } from './search'
export { M_DEF, serializeMetainfo } from './serialize'
export type {
  MetainfoPackages,
  SerializedPackage,
  SerializedQuantity,
  SerializedSection,
  SerializedSubSection,
} from './serialize'
export {
  ANY,
  bool,
  datetime,
  DATETIME,
  definePackage,
  enumOf,
  float,
  freeText,
  int,
  int32,
  LIST,
  quantity,
  ref,
  searched,
  serializeType,
  str,
  sub,
  suggested,
  types,
} from './definitions'
export type {
  JsonValue,
  Package,
  Quantity,
  QuantityOptions,
  QuantityType,
  ReferenceType,
  Section,
  SectionRef,
  SectionSpec,
  Shape,
  SubSection,
  TypeDefinition,
} from './definitions'
export { ANGLE, isSIUnit, SI_UNITS } from './units'
export type { SIUnit } from './units'
export { ELEMENT_SYMBOLS } from './elements'
export type { ElementSymbol } from './elements'
export { AVAILABLE_PROPERTIES } from './results/properties'
export { EXTERNAL_DATABASES } from './metadata'
// Lab-notebook base sections and custom schemas from uploads (run-time definitions).
export { ArchiveSection, EntryData } from './data'
export * from './eln'

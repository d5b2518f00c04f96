// The definition language of the metainfo: sections hold quantities and sub-sections,
// quantities carry a type, a shape, an SI unit and search annotations. Everything the
// server validates, the search compiler indexes and the GUI browses is derived from
// values built with the helpers below, so the definitions themselves stay short.
import type { SIUnit } from './units'
import type { JsonValue } from '../archive'

export type { JsonValue }

/** A dimension is a fixed length, a named length (`n_atoms`) or a range (`0..*`, `*`). */
export type Shape = readonly (number | string)[]

export const DATETIME = 'nomad.metainfo.data_type.Datetime'

/** A quantity's type as artifacts and the API describe it (reference §6.1). */
export type QuantityType =
  | { type_kind: 'python'; type_data: 'str' | 'int' | 'float' | 'bool' }
  | { type_kind: 'numpy'; type_data: 'float64' | 'int32' | 'int64' }
  | { type_kind: 'enum'; type_data: readonly string[] }
  | { type_kind: 'custom'; type_data: typeof DATETIME }
  | { type_kind: 'User'; type_data: 'User' }
  | { type_kind: 'Author'; type_data: 'Author' }
  | { type_kind: 'reference'; type_data: string }

/**
 * In definitions a reference holds its target section itself, resolved lazily: the
 * target may be defined later in the module graph, or be the referring section.
 * The serialised form ({@link QuantityType}) names the target by qualified name.
 */
export interface ReferenceType {
  readonly type_kind: 'reference'
  readonly section: Section
}

export type TypeDefinition = Exclude<QuantityType, { type_kind: 'reference' }> | ReferenceType

export interface Quantity {
  readonly name: string
  readonly description: string
  readonly type: TypeDefinition
  /** `[]` for scalars. */
  readonly shape: Shape
  readonly unit?: SIUnit
  readonly default?: JsonValue
  /** Entry-metadata and results quantities marked searchable become search quantities. */
  readonly searchable: boolean
  /** Usable in `terms` aggregations (and so in terms widgets and menus). */
  readonly aggregatable: boolean
  /** Served by `/suggestions` (search-bar completion). */
  readonly suggestion: boolean
  /**
   * `m_annotations`: NOMAD's annotations of the definition, e.g. `{eln: {component:
   * 'RichTextEditQuantity'}}` — what schemas write under `m_annotations` and built-in
   * sections declare in code, so the GUI picks editors the same way for both.
   */
  readonly annotations?: { readonly [name: string]: JsonValue }
}

export interface SubSection {
  readonly name: string
  readonly description?: string
  readonly repeats: boolean
  /** Resolved on first access, so sections may contain themselves or later sections. */
  readonly section: Section
}

export interface Section {
  readonly name: string
  /** `<package>.<name>`: what `m_def`, `sections` and `section_defs` values name. */
  readonly qualifiedName: string
  readonly description: string
  /** Own and inherited quantities; an own quantity replaces an inherited one of the same name. */
  readonly quantities: readonly Quantity[]
  /** Own and inherited sub-sections, merged the same way. */
  readonly subSections: readonly SubSection[]
  readonly baseSections: readonly Section[]
  /**
   * Search annotation: instances are indexed as separate nested documents, so the
   * criteria grouped under this path must all hold in the same instance.
   */
  readonly nested: boolean
}

export interface Package {
  readonly name: string
  readonly sections: readonly Section[]
}

/** A section itself, or a function returning it for sections not yet defined. */
export type SectionRef = Section | (() => Section)

function resolveRef(ref: SectionRef): Section {
  return typeof ref === 'function' ? ref() : ref
}

/**
 * Defines a property that resolves `ref` on first read. Non-enumerable so that
 * spreading or JSON-encoding a definition never walks into a cycle of sections.
 */
function defineLazySection<T extends object>(target: T, ref: SectionRef): T {
  let resolved: Section | undefined
  Object.defineProperty(target, 'section', {
    enumerable: false,
    get() {
      resolved ??= resolveRef(ref)
      return resolved
    },
  })
  return target
}

// ---------------------------------------------------------------------------------
// Types

export const types = {
  str: { type_kind: 'python', type_data: 'str' },
  int: { type_kind: 'python', type_data: 'int' },
  float: { type_kind: 'python', type_data: 'float' },
  bool: { type_kind: 'python', type_data: 'bool' },
  float64: { type_kind: 'numpy', type_data: 'float64' },
  int32: { type_kind: 'numpy', type_data: 'int32' },
  int64: { type_kind: 'numpy', type_data: 'int64' },
  datetime: { type_kind: 'custom', type_data: DATETIME },
  user: { type_kind: 'User', type_data: 'User' },
  author: { type_kind: 'Author', type_data: 'Author' },
  enum: (values: readonly string[]): TypeDefinition => ({ type_kind: 'enum', type_data: values }),
  reference: (section: SectionRef): ReferenceType =>
    defineLazySection({ type_kind: 'reference' } as { type_kind: 'reference'; section: Section }, section),
} as const satisfies Record<string, TypeDefinition | ((...args: never[]) => TypeDefinition)>

/** Keyword-like values (ids, names, enums, flags, counts) can be bucketed by `terms`. */
function isKeywordLike(type: TypeDefinition): boolean {
  switch (type.type_kind) {
    case 'enum':
      return true
    case 'python':
      return type.type_data !== 'float'
    case 'numpy':
      return type.type_data !== 'float64'
    default:
      return false
  }
}

/** The artifact form of a type: references name their target section. */
export function serializeType(type: TypeDefinition): QuantityType {
  if (type.type_kind === 'reference') return { type_kind: 'reference', type_data: type.section.qualifiedName }
  return type
}

// ---------------------------------------------------------------------------------
// Quantities

export interface QuantityOptions {
  shape?: Shape
  unit?: SIUnit
  default?: JsonValue
  searchable?: boolean
  /**
   * Defaults to true for searchable keyword-like quantities (strings, enums, booleans,
   * integers) and false otherwise; set false for free text that is matched by words.
   */
  aggregatable?: boolean
  suggestion?: boolean
  /** `m_annotations` (see {@link Quantity.annotations}). */
  annotations?: { readonly [name: string]: JsonValue }
}

/** Option presets: most results and metadata quantities are one of these. */
export const searched = { searchable: true } as const satisfies QuantityOptions
export const suggested = { searchable: true, suggestion: true } as const satisfies QuantityOptions
export const freeText = { searchable: true, aggregatable: false } as const satisfies QuantityOptions
/** A list of any length, e.g. `elements`. */
export const LIST: Shape = ['0..*']
/** Any length as NOMAD writes it for some lists; means the same as LIST. */
export const ANY: Shape = ['*']

export function quantity(name: string, type: TypeDefinition, description: string, options: QuantityOptions = {}): Quantity {
  // Asking for suggestions or terms only makes sense for a search quantity.
  const searchable = Boolean(options.searchable || options.suggestion || options.aggregatable)
  return {
    name,
    description,
    type,
    shape: options.shape ?? [],
    ...(options.unit !== undefined && { unit: options.unit }),
    ...(options.default !== undefined && { default: options.default }),
    searchable,
    aggregatable: options.aggregatable ?? (searchable && isKeywordLike(type)),
    suggestion: options.suggestion ?? false,
    ...(options.annotations !== undefined && { annotations: options.annotations }),
  }
}

export const str = (name: string, description: string, options?: QuantityOptions) =>
  quantity(name, types.str, description, options)

export const int = (name: string, description: string, options?: QuantityOptions) =>
  quantity(name, types.int, description, options)

export const int32 = (name: string, description: string, options?: QuantityOptions) =>
  quantity(name, types.int32, description, options)

export const bool = (name: string, description: string, options?: QuantityOptions) =>
  quantity(name, types.bool, description, options)

export const datetime = (name: string, description: string, options?: QuantityOptions) =>
  quantity(name, types.datetime, description, options)

/** A float64 quantity; `unit` is undefined for pure numbers (fractions, counts, ratios). */
export const float = (name: string, unit: SIUnit | undefined, description: string, options?: QuantityOptions) =>
  quantity(name, types.float64, description, { ...options, ...(unit !== undefined && { unit }) })

export const enumOf = (name: string, values: readonly string[], description: string, options?: QuantityOptions) =>
  quantity(name, types.enum(values), description, options)

export const ref = (name: string, target: SectionRef, description: string, options?: QuantityOptions) =>
  quantity(name, types.reference(target), description, options)

// ---------------------------------------------------------------------------------
// Sub-sections and sections

export interface SubSectionOptions {
  repeats?: boolean
  description?: string
}

export function sub(name: string, section: SectionRef, options: SubSectionOptions = {}): SubSection {
  const target = {
    name,
    ...(options.description !== undefined && { description: options.description }),
    repeats: options.repeats ?? false,
  }
  return defineLazySection(target as typeof target & { section: Section }, section)
}

export interface SectionSpec {
  name: string
  description: string
  quantities?: readonly Quantity[]
  subSections?: readonly SubSection[]
  /** Inherit their quantities and sub-sections; must already be defined. */
  baseSections?: readonly Section[]
  nested?: boolean
}

function mergeByName<T extends { name: string }>(inherited: readonly (readonly T[])[], own: readonly T[], where: string): T[] {
  const merged = new Map<string, T>()
  for (const list of inherited) for (const item of list) merged.set(item.name, item)
  const seen = new Set<string>()
  for (const item of own) {
    if (seen.has(item.name)) throw new Error(`Duplicate definition ${item.name} in ${where}.`)
    seen.add(item.name)
    merged.set(item.name, item)
  }
  return [...merged.values()]
}

/**
 * Groups sections under a qualified-name prefix. The prefixes follow NOMAD's package
 * names (`nomad.datamodel.results`, `runschema.calculation`, …) because these names
 * are data, not code: apps lock filters on `sections: nomad.datamodel.results.SolarCell`
 * and archives carry `m_def` values that must mean the same on both systems.
 */
export function definePackage(name: string) {
  const sections: Section[] = []
  const pkg = {
    name,
    sections: sections as readonly Section[],
    section(spec: SectionSpec): Section {
      const qualifiedName = `${name}.${spec.name}`
      if (sections.some((s) => s.name === spec.name)) throw new Error(`Duplicate section ${qualifiedName}.`)
      const bases = spec.baseSections ?? []
      const section: Section = {
        name: spec.name,
        qualifiedName,
        description: spec.description,
        quantities: mergeByName(bases.map((b) => b.quantities), spec.quantities ?? [], qualifiedName),
        subSections: mergeByName(bases.map((b) => b.subSections), spec.subSections ?? [], qualifiedName),
        baseSections: bases,
        nested: spec.nested ?? false,
      }
      sections.push(section)
      return section
    },
  }
  return pkg
}

export type PackageBuilder = ReturnType<typeof definePackage>

/** True when `q` is defined by `section` itself rather than inherited from a base. */
export function isOwnQuantity(section: Section, q: Quantity): boolean {
  return !section.baseSections.some((base) => base.quantities.includes(q))
}

export function isOwnSubSection(section: Section, s: SubSection): boolean {
  return !section.baseSections.some((base) => base.subSections.includes(s))
}

// The GUI's model of metainfo definitions: one shape for built-in sections (core's
// serialised metainfo) and sections defined by uploads (a schema entry's stored
// `definitions`, NOMAD's `section_definitions` form), so lanes, edit components and
// the metainfo browser read a section the same way wherever it was defined.
import type { JsonValue } from '../../core/metainfo'

export type { JsonValue }

export interface JsonObject {
  readonly [key: string]: JsonValue
}

/** A quantity's type as the metainfo serialises it (`{type_kind, type_data}`). */
export interface DefinitionType {
  readonly type_kind: string
  readonly type_data: JsonValue
}

/** An ELN annotation of a quantity or section (`m_annotations.eln`): the keys NOMAD's GUI reads, and any other. */
export interface ElnAnnotation {
  readonly component?: string
  readonly defaultDisplayUnit?: string
  readonly label?: string
  readonly minValue?: number
  readonly maxValue?: number
  readonly props?: JsonObject
  readonly [key: string]: JsonValue | undefined
}

/** `m_annotations` of a definition: annotation name → value (`eln`, `plot`, `browser`, …). */
export interface Annotations {
  readonly eln?: ElnAnnotation
  readonly [key: string]: JsonValue | ElnAnnotation | undefined
}

/**
 * Where a definition can be found again without any context: a built-in section by
 * qualified name, a section in the stored `definitions` of an entry by path, or in an
 * upload-defined package found by the hash of its definitions.
 */
export type DefinitionRef =
  | { readonly kind: 'builtIn'; readonly name: string }
  | { readonly kind: 'entry'; readonly entryId: string; readonly uploadId?: string; readonly fragment: string }
  | { readonly kind: 'hash'; readonly hash: string; readonly fragment: string }

/** Where a section definition comes from. */
export type DefinitionOrigin =
  | { readonly kind: 'builtIn'; readonly packageName: string }
  | {
      readonly kind: 'upload'
      readonly uploadId: string
      readonly entryId: string
      /** The package's name (`definitions.name`), where it has one. */
      readonly packageName?: string
      /** Path of the section in the entry's archive: `/definitions/section_definitions/0`. */
      readonly path: string
    }

export interface QuantityDefinition {
  readonly kind: 'quantity'
  readonly name: string
  readonly description?: string
  readonly type: DefinitionType
  /** `[]` for scalars. */
  readonly shape: readonly (number | string)[]
  /** The unit values are stored in (a schema's declared unit, `nm`; SI for built-ins). */
  readonly unit?: string
  readonly default?: JsonValue
  readonly variable?: boolean
  readonly m_annotations?: Annotations
  /** Qualified name of the section that defines it (differs from the resolved section's for inherited quantities). */
  readonly definedIn: string
  /** For reference quantities: the referenced section, resolvable without context. */
  readonly referencedSection?: DefinitionRef
}

export interface SubSectionDefinition {
  readonly kind: 'subSection'
  readonly name: string
  readonly description?: string
  readonly repeats: boolean
  /** The contained section, resolvable without context. */
  readonly section: DefinitionRef
  /** The contained section's qualified name. */
  readonly sectionName: string
  readonly m_annotations?: Annotations
  readonly definedIn: string
}

/** One section definition as written: its own quantities and sub sections only. */
export interface SectionDefinition {
  readonly kind: 'section'
  readonly name: string
  /** `nomad.datamodel.metainfo.eln.Sample`; for sections of uploads `entry_id:<entry id>.<Name>`. */
  readonly qualifiedName: string
  readonly description?: string
  readonly ref: DefinitionRef
  readonly origin: DefinitionOrigin
  /** The direct base sections, resolvable without context. */
  readonly baseSections: readonly DefinitionRef[]
  readonly quantities: readonly QuantityDefinition[]
  readonly subSections: readonly SubSectionDefinition[]
  readonly m_annotations?: Annotations
  /** NOMAD's `extends_base_section`: the section adds to its base instead of deriving a new one. */
  readonly extendsBaseSection?: boolean
  /** Inner sections of schema sections (inline sub-section sections). */
  readonly innerSections: readonly SectionDefinition[]
}

/**
 * A section with everything it inherits: base sections merged (NOMAD's all_quantities
 * and all_sub_sections — a section's own definition of a name replaces an inherited one).
 */
export interface ResolvedSection {
  readonly definition: SectionDefinition
  /** Every base section, direct and inherited, nearest first, each once. */
  readonly baseSections: readonly SectionDefinition[]
  readonly quantities: readonly QuantityDefinition[]
  readonly subSections: readonly SubSectionDefinition[]
  /** Section annotations, own over inherited. */
  readonly m_annotations: Annotations
}

/** Where an `m_def` (or another section reference) was written: what relative forms are relative to. */
export interface DefinitionContext {
  readonly uploadId?: string
  readonly entryId?: string
  /** The referring entry's mainfile, for references relative to it (`other.schema.archive.yaml#…`). */
  readonly mainfile?: string
}

/** The definitions of an entry's archive, as read from the server. */
export interface EntryDefinitions {
  readonly entryId: string
  readonly uploadId: string
  readonly definitions: JsonObject
}

/** What resolving needs from the server; the hook gives one backed by RTK Query. */
export interface DefinitionsLoader {
  /** The stored `definitions` of an entry; rejects when it has none or cannot be read. */
  entryDefinitions(entryId: string): Promise<EntryDefinitions>
  /** The entry holding the upload-defined package of this definitions hash (`GET metainfo/{hash}`). */
  hashPackage(hash: string): Promise<EntryDefinitions>
}

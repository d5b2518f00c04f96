// The JSON form of all definitions: the `metainfo` artifact the metainfo browser
// reads and what `GET /metainfo` serves. Sections are listed alphabetically within
// sorted packages, quantities and sub-sections in definition order, so the output
// depends only on the definitions, not on the order modules happen to load in.
import { isOwnQuantity, isOwnSubSection, serializeType } from './definitions'
import type { JsonValue, Package, QuantityType, Section, Shape } from './definitions'
import { packages } from './packages'
import type { SIUnit } from './units'

// The definition kinds carry NOMAD's names so that archives and clients written for
// NOMAD recognise them.
export const M_DEF = {
  environment: 'nomad.metainfo.metainfo.Environment',
  package: 'nomad.metainfo.metainfo.Package',
  section: 'nomad.metainfo.metainfo.Section',
  quantity: 'nomad.metainfo.metainfo.Quantity',
  subSection: 'nomad.metainfo.metainfo.SubSection',
} as const

export interface SerializedQuantity {
  m_def: typeof M_DEF.quantity
  name: string
  description: string
  type: QuantityType
  shape: Shape
  unit?: SIUnit
  default?: JsonValue
  searchable?: boolean
  aggregatable?: boolean
  suggestion?: boolean
  /** NOMAD's `m_annotations`, e.g. the ELN editor of a lab-notebook quantity. */
  m_annotations?: { readonly [name: string]: JsonValue }
}

export interface SerializedSubSection {
  m_def: typeof M_DEF.subSection
  name: string
  description?: string
  /** Qualified name of the contained section. */
  sub_section: string
  repeats: boolean
}

export interface SerializedSection {
  m_def: typeof M_DEF.section
  name: string
  qualified_name: string
  description: string
  /** Qualified names of the sections this one extends. */
  base_sections?: string[]
  nested?: boolean
  /** Own quantities only; inherited ones are found through base_sections. */
  quantities: SerializedQuantity[]
  sub_sections: SerializedSubSection[]
}

export interface SerializedPackage {
  m_def: typeof M_DEF.package
  name: string
  section_definitions: SerializedSection[]
}

export interface MetainfoPackages {
  m_def: typeof M_DEF.environment
  packages: SerializedPackage[]
}

function serializeSection(section: Section): SerializedSection {
  return {
    m_def: M_DEF.section,
    name: section.name,
    qualified_name: section.qualifiedName,
    description: section.description,
    ...(section.baseSections.length > 0 && { base_sections: section.baseSections.map((b) => b.qualifiedName) }),
    ...(section.nested && { nested: true }),
    quantities: section.quantities
      .filter((q) => isOwnQuantity(section, q))
      .map((q) => ({
        m_def: M_DEF.quantity,
        name: q.name,
        description: q.description,
        type: serializeType(q.type),
        shape: [...q.shape],
        ...(q.unit !== undefined && { unit: q.unit }),
        ...(q.default !== undefined && { default: q.default }),
        ...(q.searchable && { searchable: true }),
        ...(q.aggregatable && { aggregatable: true }),
        ...(q.suggestion && { suggestion: true }),
        ...(q.annotations !== undefined && { m_annotations: q.annotations }),
      })),
    sub_sections: section.subSections
      .filter((s) => isOwnSubSection(section, s))
      .map((s) => ({
        m_def: M_DEF.subSection,
        name: s.name,
        ...(s.description !== undefined && { description: s.description }),
        sub_section: s.section.qualifiedName,
        repeats: s.repeats,
      })),
  }
}

function serializePackage(pkg: Package): SerializedPackage {
  const sections = [...pkg.sections].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { m_def: M_DEF.package, name: pkg.name, section_definitions: sections.map(serializeSection) }
}

export function serializeMetainfo(): MetainfoPackages {
  return { m_def: M_DEF.environment, packages: packages.map(serializePackage) }
}

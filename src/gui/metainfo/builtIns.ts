// Built-in definitions, read from core's serialised metainfo (the body of GET metainfo,
// the same code the server runs, so no request is needed and it is never out of date).
// Built once, on first use: this module is only in the lazy chunks that read definitions.
import { builtInSection, serializeMetainfo, type SerializedPackage, type SerializedSection } from '../../core/metainfo'
import type { Annotations, DefinitionRef, QuantityDefinition, SectionDefinition, SubSectionDefinition } from './types'

interface BuiltIns {
  readonly packages: readonly SerializedPackage[]
  readonly sections: ReadonlyMap<string, SectionDefinition>
}

let builtIns: BuiltIns | undefined

const builtInRef = (name: string): DefinitionRef => ({ kind: 'builtIn', name })

function sectionOf(section: SerializedSection, packageName: string): SectionDefinition {
  const quantities = section.quantities.map(
    (quantity): QuantityDefinition => ({
      kind: 'quantity',
      name: quantity.name,
      description: quantity.description,
      type: quantity.type,
      shape: quantity.shape,
      ...(quantity.unit !== undefined && { unit: quantity.unit }),
      ...(quantity.default !== undefined && { default: quantity.default }),
      // The ELN annotations built-in sections declare (ElnBaseSection's rich-text description).
      ...(quantity.m_annotations !== undefined && { m_annotations: quantity.m_annotations as Annotations }),
      definedIn: section.qualified_name,
      ...(quantity.type.type_kind === 'reference' && { referencedSection: builtInRef(quantity.type.type_data) }),
    }),
  )
  const subSections = section.sub_sections.map(
    (subSection): SubSectionDefinition => ({
      kind: 'subSection',
      name: subSection.name,
      ...(subSection.description !== undefined && { description: subSection.description }),
      repeats: subSection.repeats,
      section: builtInRef(subSection.sub_section),
      sectionName: subSection.sub_section,
      definedIn: section.qualified_name,
    }),
  )
  return {
    kind: 'section',
    name: section.name,
    qualifiedName: section.qualified_name,
    description: section.description,
    ref: builtInRef(section.qualified_name),
    origin: { kind: 'builtIn', packageName },
    baseSections: (section.base_sections ?? []).map(builtInRef),
    quantities,
    subSections,
    innerSections: [],
  }
}

function load(): BuiltIns {
  if (!builtIns) {
    const { packages } = serializeMetainfo()
    const sections = new Map<string, SectionDefinition>()
    for (const pkg of packages) for (const section of pkg.section_definitions) sections.set(section.qualified_name, sectionOf(section, pkg.name))
    builtIns = { packages, sections }
  }
  return builtIns
}

/** The built-in section of this name; NOMAD's aliases (`nomad.datamodel.EntryData`, `basesections.v1`) too. */
export function builtInDefinition(name: string): SectionDefinition | undefined {
  const { sections } = load()
  return sections.get(name) ?? sections.get(builtInSection(name)?.qualifiedName ?? '')
}

/** Every built-in package, serialised (packages sorted by name, sections alphabetically). */
export function builtInPackages(): readonly SerializedPackage[] {
  return load().packages
}

/** Every built-in section definition. */
export function builtInDefinitions(): readonly SectionDefinition[] {
  return [...load().sections.values()]
}

// What the definitions card reads: the archive's `definitions` (a metainfo package as a
// schema entry serializes it): the package's name and each section definition's name,
// description, base sections, quantities and sub-sections. What is not a section, or a
// name that is not text, is left out; a package that is not a section is unreadable.
import { isSection, isStrings, readArchive, type Section } from '../../../../core/archive'

export interface QuantityDefinition {
  readonly name: string
  /** `float64`, `str`, `Enum: a, b`, … */
  readonly type?: string
  readonly unit?: string
  readonly description?: string
}

export interface SectionDefinition {
  readonly name: string
  readonly description?: string
  readonly baseSections: readonly string[]
  readonly quantities: readonly QuantityDefinition[]
  readonly subSections: readonly string[]
}

export interface Package {
  readonly name?: string
  readonly sections: readonly SectionDefinition[]
}

const sectionsIn = (value: unknown): readonly Section[] => (Array.isArray(value) ? value.filter(isSection) : [])
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** `{type_kind: 'enum', type_data: ['a', 'b']}` → 'Enum: a, b'; a numpy or python type by its name. */
export function typeText(type: unknown): string | undefined {
  if (typeof type === 'string') return type
  if (!isSection(type)) return undefined
  const { type_kind: kind, type_data: data } = type
  if (typeof kind === 'string' && kind.toLowerCase() === 'enum' && isStrings(data)) return `Enum: ${data.join(', ')}`
  if (typeof data === 'string') return data.replace(/^.*\./, '')
  return typeof kind === 'string' ? kind : undefined
}

function quantity(section: Section): QuantityDefinition | undefined {
  const name = text(section.name)
  if (!name) return undefined
  const type = typeText(section.type)
  const unit = text(section.unit)
  const description = text(section.description)
  return { name, ...(type !== undefined && { type }), ...(unit !== undefined && { unit }), ...(description !== undefined && { description }) }
}

function sectionDefinition(section: Section): SectionDefinition | undefined {
  const name = text(section.name)
  if (!name) return undefined
  const description = text(section.description)
  const subSections = sectionsIn(section.sub_sections).flatMap((sub) => {
    const subName = text(sub.name)
    return subName ? [subName] : []
  })
  return {
    name,
    ...(description !== undefined && { description }),
    baseSections: isStrings(section.base_sections) ? section.base_sections : [],
    quantities: sectionsIn(section.quantities).flatMap((item) => quantity(item) ?? []),
    subSections,
  }
}

/** The package of the archive: undefined without definitions, 'malformed' when they are not a section. */
export function readPackage(archive: unknown): Package | 'malformed' | undefined {
  const raw = readArchive(archive)?.section.definitions
  if (raw === undefined || raw === null) return undefined
  if (!isSection(raw)) return 'malformed'
  const name = text(raw.name)
  return { ...(name !== undefined && { name }), sections: sectionsIn(raw.section_definitions).flatMap((section) => sectionDefinition(section) ?? []) }
}

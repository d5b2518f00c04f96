// Sections defined by uploads: the stored `definitions` of a schema entry (NOMAD's
// `section_definitions` form, written by core/metainfo/eln/serializeSchema.ts) read into
// SectionDefinitions. References inside are relative to the schema's own entry
// (`#/definitions/…`) or its upload (`../upload/raw/…`), so they are read in that context
// and stored as context-free refs. Malformed parts are skipped, never thrown on: a
// broken quantity must not hide the rest of a schema.
import { parseDefinitionRef } from './references'
import type {
  Annotations, DefinitionContext, DefinitionRef, DefinitionType, EntryDefinitions, JsonObject, JsonValue, QuantityDefinition, SectionDefinition,
  SubSectionDefinition,
} from './types'

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)
const stringOf = (value: JsonValue | undefined) => (typeof value === 'string' ? value : undefined)
const listOf = (value: JsonValue | undefined): readonly JsonValue[] => (Array.isArray(value) ? value : [])
const objectsOf = (value: JsonValue | undefined): readonly JsonObject[] => listOf(value).filter(isObject)

function annotationsOf(value: JsonValue | undefined): Annotations | undefined {
  return isObject(value) ? (value as Annotations) : undefined
}

function typeOf(value: JsonValue | undefined): DefinitionType | undefined {
  if (typeof value === 'string') return { type_kind: 'python', type_data: value }
  if (!isObject(value) || typeof value.type_kind !== 'string') return undefined
  return { type_kind: value.type_kind, type_data: value.type_data ?? null }
}

function readQuantity(json: JsonObject, definedIn: string, context: DefinitionContext): QuantityDefinition | undefined {
  const name = stringOf(json.name)
  const type = typeOf(json.type)
  if (!name || !type) return undefined
  const shape = listOf(json.shape).filter((d): d is number | string => typeof d === 'number' || typeof d === 'string')
  const referenced = type.type_kind === 'reference' && typeof type.type_data === 'string' ? parseDefinitionRef(type.type_data, context) : undefined
  const annotations = annotationsOf(json.m_annotations)
  return {
    kind: 'quantity',
    name,
    ...(typeof json.description === 'string' && { description: json.description }),
    type,
    shape,
    ...(typeof json.unit === 'string' && { unit: json.unit }),
    ...(json.default !== undefined && { default: json.default }),
    ...(json.variable === true && { variable: true }),
    ...(annotations && { m_annotations: annotations }),
    definedIn,
    ...(referenced && { referencedSection: referenced }),
  }
}

function readSubSection(json: JsonObject, definedIn: string, context: DefinitionContext, qualify: (ref: DefinitionRef, written: string) => string): SubSectionDefinition | undefined {
  const name = stringOf(json.name)
  const target = stringOf(json.sub_section)
  const section = target !== undefined ? parseDefinitionRef(target, context) : undefined
  if (!name || !section || target === undefined) return undefined
  const annotations = annotationsOf(json.m_annotations)
  return {
    kind: 'subSection',
    name,
    ...(typeof json.description === 'string' && { description: json.description }),
    repeats: json.repeats === true,
    section,
    sectionName: qualify(section, target),
    ...(annotations && { m_annotations: annotations }),
    definedIn,
  }
}

/** Every section of an entry's definitions (top-level ones; inner ones hang below them). */
export function uploadSections(entry: EntryDefinitions): readonly SectionDefinition[] {
  const context: DefinitionContext = { uploadId: entry.uploadId, entryId: entry.entryId }
  const packageName = stringOf(entry.definitions.name)
  const byPath = new Map<string, string>()
  // First the names of every section by path, so references to later sections qualify.
  const collect = (json: readonly JsonObject[], path: string, prefix: string, key: string) =>
    json.forEach((section, index) => {
      const name = stringOf(section.name)
      if (!name) return
      const own = `${path}/${key}/${index}`
      byPath.set(own, `${prefix}.${name}`)
      collect(objectsOf(section.inner_section_definitions), own, `${prefix}.${name}`, 'inner_section_definitions')
    })
  collect(objectsOf(entry.definitions.section_definitions), '/definitions', `entry_id:${entry.entryId}`, 'section_definitions')
  const qualify = (ref: DefinitionRef, written: string): string => {
    if (ref.kind === 'builtIn') return ref.name
    if (ref.kind === 'entry' && ref.entryId === entry.entryId && ref.fragment.startsWith('/')) return byPath.get(ref.fragment) ?? written
    if (ref.kind === 'entry' && !ref.fragment.startsWith('/')) return `entry_id:${ref.entryId}.${ref.fragment}`
    return written
  }
  const read = (json: readonly JsonObject[], path: string, key: string): SectionDefinition[] =>
    json.flatMap((section, index) => {
      const name = stringOf(section.name)
      const own = `${path}/${key}/${index}`
      const qualifiedName = byPath.get(own)
      if (!name || !qualifiedName) return []
      const annotations = annotationsOf(section.m_annotations)
      const baseSections = listOf(section.base_sections)
        .map((base) => (typeof base === 'string' ? parseDefinitionRef(base, context) : undefined))
        .filter((ref): ref is DefinitionRef => ref !== undefined)
      return [
        {
          kind: 'section' as const,
          name,
          qualifiedName,
          ...(typeof section.description === 'string' && { description: section.description }),
          ref: { kind: 'entry' as const, entryId: entry.entryId, uploadId: entry.uploadId, fragment: own },
          origin: { kind: 'upload' as const, uploadId: entry.uploadId, entryId: entry.entryId, ...(packageName && { packageName }), path: own },
          baseSections,
          quantities: objectsOf(section.quantities).flatMap((q) => readQuantity(q, qualifiedName, context) ?? []),
          subSections: objectsOf(section.sub_sections).flatMap((s) => readSubSection(s, qualifiedName, context, qualify) ?? []),
          ...(annotations && { m_annotations: annotations }),
          ...(section.extends_base_section === true && { extendsBaseSection: true }),
          innerSections: read(objectsOf(section.inner_section_definitions), own, 'inner_section_definitions'),
        },
      ]
    })
  return read(objectsOf(entry.definitions.section_definitions), '/definitions', 'section_definitions')
}

function* allSections(sections: readonly SectionDefinition[]): Generator<SectionDefinition> {
  for (const section of sections) {
    yield section
    yield* allSections(section.innerSections)
  }
}

/**
 * The section a fragment names in these sections: an archive path
 * (`/definitions/section_definitions/0`, `/definitions/sections/Name`), a name (dotted for
 * inner sections), or '/' for the package's first section.
 */
export function sectionAt(sections: readonly SectionDefinition[], fragment: string): SectionDefinition | undefined {
  if (fragment === '/' || fragment === '/definitions') return sections[0]
  const byName = /^\/definitions\/sections\/([^/]+)$/.exec(fragment)
  if (fragment.startsWith('/') && !byName) {
    for (const section of allSections(sections)) if (section.origin.kind === 'upload' && section.origin.path === fragment) return section
    return undefined
  }
  const names = byName ? [byName[1]] : fragment.split('.')
  let level: readonly SectionDefinition[] = sections
  let found: SectionDefinition | undefined
  for (const name of names) {
    found = level.find((section) => section.name === name)
    if (!found) return undefined
    level = found.innerSections
  }
  return found
}

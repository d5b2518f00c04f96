// The schemas an entry can be created from (spec 3 §4, §5 "Create from schema"): the
// built-in lab-notebook sections and the sections the upload's own schema files define.
// As in NOMAD, a section qualifies when it inherits EntryData; the built-in ELN items
// (Sample, Chemical, Instrument, Process, Measurement) are offered too, since no built-in
// section inherits EntryData here and an entry's data may be any section.
import { EntryData, eln, inheritsFrom, packages, type Section } from '../../../core/metainfo'
import type { JsonObject, JsonValue } from '../../../core/archive'
import type { EntryArchive } from '../../api'

export interface SchemaChoice {
  /** What the list shows. */
  readonly label: string
  /** The data's m_def in the new file. */
  readonly mDef: string
  /** For a custom schema: the file that defines it. */
  readonly file?: string
}

const isElnItem = (section: Section) =>
  section.qualifiedName.startsWith(`${eln.elnPackage.name}.`) && inheritsFrom(section, eln.ElnBaseSection) && !/BaseSection$/.test(section.name)

/** The built-in sections an entry can be created from, by label. */
export function builtInSchemas(): SchemaChoice[] {
  return packages
    .flatMap((pkg) => pkg.sections)
    .filter((section) => section !== EntryData && (inheritsFrom(section, EntryData) || isElnItem(section)))
    .map((section) => ({ label: section.name, mDef: section.qualifiedName }))
    .sort((a, b) => a.label.localeCompare(b.label))
}

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A custom section qualifies when EntryData is among its bases, directly or through a section of the same file. */
function entryDataSections(definitions: readonly JsonObject[]): boolean[] {
  const byName = new Map(definitions.map((section, index) => [section.name, index]))
  const memo = new Map<number, boolean>()
  const qualifies = (index: number, seen: Set<number>): boolean => {
    const known = memo.get(index)
    if (known !== undefined) return known
    if (seen.has(index)) return false
    seen.add(index)
    const bases = definitions[index].base_sections
    const result = Array.isArray(bases) && bases.some((base) => {
      if (typeof base !== 'string') return false
      if (base === EntryData.qualifiedName || base.endsWith('.EntryData')) return true
      // Another section of the file: by name, '#Name' or '#/definitions/section_definitions/i'.
      const local = /#\/definitions\/section_definitions\/(\d+)$/.exec(base)
      const other = local ? Number(local[1]) : byName.get(base.replace(/^#/, ''))
      return other !== undefined && qualifies(other, seen)
    })
    memo.set(index, result)
    return result
  }
  return definitions.map((_, index) => qualifies(index, new Set()))
}

/** The sections of the upload's schema files (the archives of its entries with definitions). */
export function customSchemas(archives: readonly EntryArchive[] | undefined): SchemaChoice[] {
  return (archives ?? []).flatMap((entry) => {
    const { definitions, metadata } = entry.archive
    const file = isObject(metadata) && typeof metadata.mainfile === 'string' ? metadata.mainfile : undefined
    const sections = isObject(definitions) && Array.isArray(definitions.section_definitions)
      ? (definitions.section_definitions as readonly JsonValue[]).filter(isObject)
      : []
    if (!file) return []
    const qualifies = entryDataSections(sections)
    return sections.flatMap((section, index) => (qualifies[index] && typeof section.name === 'string'
      ? [{ label: section.name, file, mDef: `../upload/raw/${file}#/definitions/section_definitions/${index}` }]
      : []))
  })
}

/** The new file's name: spaces become underscores, then `.archive.json`. */
export const entryFileName = (name: string) => `${name.trim().replace(/\s/g, '_')}.archive.json`

/** The new file's content: data of the chosen section, nothing else yet. */
export const entryFileContent = (mDef: string) => `${JSON.stringify({ data: { m_def: mDef } }, null, 2)}\n`

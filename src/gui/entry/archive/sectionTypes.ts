// The section-type selector's choices (spec 3 §2.3, §4), pure: the types a sub section of
// an editable entry may take — its declared section and every section inheriting it,
// built-in or defined by the upload's schema files — and which of them a section that
// already has content may change to (its current type and the types inheriting that one,
// as NOMAD's browser allows). The entry's `data` (declared EntryData) also offers the
// built-in lab-notebook items, as create-from-schema does: none of them inherits EntryData.
import { allBaseSections, EntryData, eln, inheritsFrom, packages, type Section } from '../../../core/metainfo'
import type { JsonObject } from '../../../core/archive'
import type { ResolvedSection } from '../../metainfo'

export interface SectionType {
  readonly label: string
  readonly qualifiedName: string
  /** The m_def a section of this type is written with. */
  readonly mDef: string
  /** Qualified names of all its base sections. */
  readonly bases: readonly string[]
  /** A built-in lab-notebook item: offered for data though it does not inherit EntryData. */
  readonly dataItem?: boolean
}

export interface SectionTypeChoices {
  /** Sorted by label; the current type's `mDef` is the section's own m_def, when it has one. */
  readonly choices: readonly { readonly label: string; readonly mDef: string }[]
  /** The choices a section with content may change to. */
  readonly allowed: readonly string[]
  /** The current type's mDef (the section's m_def, else its declared type's). */
  readonly current: string
}

export const DATA_TYPE = EntryData.qualifiedName

const isElnItem = (section: Section) =>
  section.qualifiedName.startsWith(`${eln.elnPackage.name}.`) && inheritsFrom(section, eln.ElnBaseSection) && !/BaseSection$/.test(section.name)

const builtInType = (section: Section): SectionType => ({
  label: section.name,
  qualifiedName: section.qualifiedName,
  mDef: section.qualifiedName,
  bases: allBaseSections(section).filter((base) => base !== section).map((base) => base.qualifiedName),
  ...(isElnItem(section) && { dataItem: true }),
})

const builtInCache = new Map<string, readonly SectionType[]>()

/** The built-in sections that are or inherit `declared` (for data: and the lab-notebook items). */
export function builtInTypes(declared: string): readonly SectionType[] {
  const cached = builtInCache.get(declared)
  if (cached) return cached
  const sections = packages.flatMap((pkg) => pkg.sections)
  const base = sections.find((section) => section.qualifiedName === declared)
  const types = sections
    .filter((section) => (base !== undefined && inheritsFrom(section, base)) || (declared === DATA_TYPE && isElnItem(section)))
    .map(builtInType)
  builtInCache.set(declared, types)
  return types
}

/** A section of one of the upload's schema files (`mainfile`), resolved with its bases. */
export function uploadType(resolved: ResolvedSection, mainfile: string): SectionType | undefined {
  const { definition } = resolved
  if (definition.origin.kind !== 'upload') return undefined
  return {
    label: `${definition.name} (${mainfile})`,
    qualifiedName: definition.qualifiedName,
    mDef: `../upload/raw/${mainfile}#${definition.origin.path}`,
    bases: resolved.baseSections.map((base) => base.qualifiedName),
  }
}

const isOrInherits = (type: SectionType, name: string) => type.qualifiedName === name || type.bases.includes(name)

/**
 * What the selector offers a section declared as `declared` whose current type is
 * `currentType` (its resolved definition); undefined when there is nothing to choose.
 * The declared EntryData itself is no choice: data is always of a concrete type.
 */
export function sectionTypeChoices(declared: string, types: readonly SectionType[], section: JsonObject, currentType: string | undefined): SectionTypeChoices | undefined {
  const byName = new Map<string, SectionType>()
  for (const type of types) {
    const offered = (isOrInherits(type, declared) || (declared === DATA_TYPE && type.dataItem === true)) && type.qualifiedName !== DATA_TYPE
    if (offered && !byName.has(type.qualifiedName)) byName.set(type.qualifiedName, type)
  }
  const current = currentType ?? declared
  const ownMDef = typeof section.m_def === 'string' ? section.m_def : undefined
  const currentEntry = byName.get(current) ?? types.find((type) => type.qualifiedName === current)
  if (currentEntry) byName.set(current, ownMDef ? { ...currentEntry, mDef: ownMDef } : currentEntry)
  const offered = [...byName.values()].sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }))
  if (offered.length < 2) return undefined
  return {
    choices: offered.map(({ label, mDef }) => ({ label, mDef })),
    allowed: offered.filter((type) => isOrInherits(type, current)).map((type) => type.mDef),
    current: ownMDef ?? byName.get(current)?.mDef ?? '',
  }
}

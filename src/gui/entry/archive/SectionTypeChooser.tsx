// The section-type selector in an editable section's lane (spec 3 §2.3, §4): shown when
// its sub section's declared section has inheriting sections (built-in, or in the
// upload's schema files) to choose from. The choice is an archive edit (SectionTypeSelect,
// entry/archiveEdit: the type changes only if the section has no content or the type is
// allowed), so Save entry writes it; the lanes then read the section with its new type.
import { FormGroup } from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'
import type { JsonObject } from '../../../core/archive'
import { useArchivesQuery } from '../../api'
import { uploadSections, useDefinitionResolver, type ResolvedSection, type SectionDefinition } from '../../metainfo'
import { SECTION_TYPE_LABEL, SectionTypeSelect } from '../archiveEdit'
import { useArchiveBrowser } from './browserContext'
import { builtInTypes, sectionTypeChoices, uploadType, type SectionType } from './sectionTypes'
import type { ArchiveKey } from './values'

/** NOMAD's helper text under the selector. */
export const SECTION_TYPE_HELP = 'Multiple specific sections are available'

export interface SectionTypeChooserProps {
  readonly path: readonly ArchiveKey[]
  readonly section: JsonObject
  readonly definition?: ResolvedSection
  /** The section its sub section declares. */
  readonly declaredType: string
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

function* withInner(sections: readonly SectionDefinition[]): Generator<SectionDefinition> {
  for (const section of sections) {
    yield section
    yield* withInner(section.innerSections)
  }
}

/**
 * The types read from one answer of the schema query: a lane drawn again (the lanes are
 * rebuilt whenever the archive changes) shows them at once instead of resolving anew.
 */
const resolvedTypes = new WeakMap<object, readonly SectionType[]>()
const NO_TYPES: readonly SectionType[] = []

/** The sections the upload's schema files define, resolved with their bases; undefined until known. */
function useUploadTypes(uploadId: string): readonly SectionType[] | undefined {
  const resolver = useDefinitionResolver()
  const { data, isError } = useArchivesQuery({
    owner: 'visible',
    query: { upload_id: uploadId, quantities: 'definitions' },
    pagination: { page_size: 100 },
    required: { definitions: '*', metadata: { mainfile: '*' } },
  })
  const [resolved, setResolved] = useState<{ readonly data: object; readonly types: readonly SectionType[] } | undefined>(undefined)
  useEffect(() => {
    if (!data || resolvedTypes.has(data)) return
    let current = true
    const schemas = (data?.data ?? []).flatMap((entry) => {
      const { definitions, metadata } = entry.archive
      const mainfile = isObject(metadata) && typeof metadata.mainfile === 'string' ? metadata.mainfile : undefined
      return isObject(definitions) && mainfile ? [{ mainfile, sections: [...withInner(uploadSections({ entryId: entry.entry_id, uploadId: entry.upload_id, definitions }))] }] : []
    })
    let failed = false
    const pending = schemas.flatMap(({ mainfile, sections }) =>
      sections.map((section) =>
        resolver.resolve(section.ref).then(
          (resolved) => uploadType(resolved, mainfile),
          () => {
            failed = true
            return undefined
          },
        ),
      ),
    )
    void Promise.all(pending).then((all) => {
      const types = all.filter((type): type is SectionType => type !== undefined)
      // Only complete answers are kept for the next lane: one drawn again tries the others anew.
      if (!failed) resolvedTypes.set(data, types)
      if (current) setResolved({ data, types })
    })
    return () => {
      current = false
    }
  }, [data, resolver])
  // Schema files that cannot be read leave the built-in types.
  if (isError) return NO_TYPES
  if (!data) return undefined
  return resolvedTypes.get(data) ?? (resolved?.data === data ? resolved.types : undefined)
}

export function SectionTypeChooser({ path, section, definition, declaredType }: SectionTypeChooserProps) {
  const { entry } = useArchiveBrowser()
  const uploadTypes = useUploadTypes(entry.uploadId)
  const builtIns = useMemo(() => builtInTypes(declaredType), [declaredType])
  const choices = useMemo(
    () => (uploadTypes ? sectionTypeChoices(declaredType, [...builtIns, ...uploadTypes], section, definition?.definition.qualifiedName) : undefined),
    [builtIns, declaredType, definition, section, uploadTypes],
  )
  // Nothing until the upload's own types are known: a selector without them would show the wrong choices.
  if (!choices) return null
  return (
    <FormGroup className="tessera-archive-section-type" label={SECTION_TYPE_LABEL} helperText={SECTION_TYPE_HELP}>
      <SectionTypeSelect path={path} choices={choices.choices} allowed={choices.allowed} current={choices.current} />
    </FormGroup>
  )
}

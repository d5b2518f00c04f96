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

/** The sections the upload's schema files define, resolved with their bases. */
function useUploadTypes(uploadId: string): readonly SectionType[] {
  const resolver = useDefinitionResolver()
  const { data } = useArchivesQuery({
    owner: 'visible',
    query: { upload_id: uploadId, quantities: 'definitions' },
    pagination: { page_size: 100 },
    required: { definitions: '*', metadata: { mainfile: '*' } },
  })
  const [types, setTypes] = useState<readonly SectionType[]>([])
  useEffect(() => {
    let current = true
    const schemas = (data?.data ?? []).flatMap((entry) => {
      const { definitions, metadata } = entry.archive
      const mainfile = isObject(metadata) && typeof metadata.mainfile === 'string' ? metadata.mainfile : undefined
      return isObject(definitions) && mainfile ? [{ mainfile, sections: [...withInner(uploadSections({ entryId: entry.entry_id, uploadId: entry.upload_id, definitions }))] }] : []
    })
    const pending = schemas.flatMap(({ mainfile, sections }) =>
      sections.map((section) => resolver.resolve(section.ref).then((resolved) => uploadType(resolved, mainfile), () => undefined)),
    )
    void Promise.all(pending).then((resolved) => {
      if (current) setTypes(resolved.filter((type): type is SectionType => type !== undefined))
    })
    return () => {
      current = false
    }
  }, [data, resolver])
  return types
}

export function SectionTypeChooser({ path, section, definition, declaredType }: SectionTypeChooserProps) {
  const { entry } = useArchiveBrowser()
  const uploadTypes = useUploadTypes(entry.uploadId)
  const builtIns = useMemo(() => builtInTypes(declaredType), [declaredType])
  const choices = useMemo(
    () => sectionTypeChoices(declaredType, [...builtIns, ...uploadTypes], section, definition?.definition.qualifiedName),
    [builtIns, declaredType, definition, section, uploadTypes],
  )
  if (!choices) return null
  return (
    <FormGroup className="tessera-archive-section-type" label={SECTION_TYPE_LABEL} helperText={SECTION_TYPE_HELP}>
      <SectionTypeSelect path={path} choices={choices.choices} allowed={choices.allowed} current={choices.current} />
    </FormGroup>
  )
}

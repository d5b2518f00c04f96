// Container: the entry's data section (POST entries/{id}/archive/query) and, for a custom
// schema, the schema entry's definitions (units, descriptions), narrowed once for the view.
// The values show while the definitions load; a schema that cannot be read leaves them
// without units.
import { readArchive } from '../../../../core/archive'
import { useEntryArchiveQuery, type ArchiveRequired } from '../../../api'
import { useSectionDefinition } from '../../../metainfo'
import { isRichText } from '../../archive/richText'
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { definitionRef, readData, readDefinitions } from './read'
import { SECTIONS_TITLE, SectionsView } from './SectionsView'

export const DATA_REQUIRED: ArchiveRequired = { data: '*' }
const DEFINITIONS_REQUIRED: ArchiveRequired = { definitions: '*' }

export default function SectionsCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, DATA_REQUIRED)
  const ref = archive ? definitionRef(archive, entry) : undefined
  const schema = useEntryArchiveQuery({ entryId: ref?.entryId ?? '', required: DEFINITIONS_REQUIRED }, { skip: !ref })
  // Rich-text quantities (a lab-notebook description, built-in or a schema's) hold HTML: the view shows their text.
  const mDef = archive ? readArchive(archive)?.child('data')?.string('m_def') : undefined
  const resolved = useSectionDefinition(mDef, { uploadId: entry.uploadId, entryId: entry.entryId, mainfile: entry.metadata.mainfile })
  const richText = new Set(resolved.section?.quantities.filter(isRichText).map((quantity) => quantity.name))
  if (!archive) return <LoadingCard title={SECTIONS_TITLE} />
  const definitions = ref && schema.data ? readDefinitions(schema.data.data.archive, ref.path) : undefined
  const data = readData(archive, definitions?.name)
  return data ? <SectionsView data={data} definitions={definitions?.quantities} richText={richText} /> : null
}

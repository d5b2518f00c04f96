// Container: the entry's definitions (POST entries/{id}/archive/query), narrowed once.
import type { ArchiveRequired } from '../../../api'
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { readPackage } from './read'
import { DEFINITIONS_TITLE, DefinitionsView } from './DefinitionsView'

export const DEFINITIONS_REQUIRED: ArchiveRequired = { definitions: '*' }

export default function DefinitionsCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, DEFINITIONS_REQUIRED)
  if (!archive) return <LoadingCard title={DEFINITIONS_TITLE} />
  const found = readPackage(archive)
  return found === undefined ? null : <DefinitionsView data={found} />
}

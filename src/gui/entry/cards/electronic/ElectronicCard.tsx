// Container: fetches the electronic part of the archive, reads it once and hands it to
// the view.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { ELECTRONIC_REQUIRED, readElectronic } from './read'
import { ELECTRONIC_TITLE, ElectronicView } from './ElectronicView'

export default function ElectronicCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, ELECTRONIC_REQUIRED)
  if (!archive) return <LoadingCard title={ELECTRONIC_TITLE} />
  return <ElectronicView data={readElectronic(archive)} />
}

// Container: fetches the vibrational part of the archive, reads it once and hands it to
// the view.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { readVibrational, VIBRATIONAL_REQUIRED } from './read'
import { VIBRATIONAL_TITLE, VibrationalView } from './VibrationalView'

export default function VibrationalCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, VIBRATIONAL_REQUIRED)
  if (!archive) return <LoadingCard title={VIBRATIONAL_TITLE} />
  return <VibrationalView data={readVibrational(archive)} />
}

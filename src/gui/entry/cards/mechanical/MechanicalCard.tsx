// Container: fetches results.properties.mechanical, narrows it once, hands it to the view.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { MECHANICAL_REQUIRED, readMechanical } from './read'
import { MECHANICAL_TITLE, MechanicalView } from './MechanicalView'

export default function MechanicalCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, MECHANICAL_REQUIRED)
  return archive ? <MechanicalView data={readMechanical(archive)} /> : <LoadingCard title={MECHANICAL_TITLE} />
}

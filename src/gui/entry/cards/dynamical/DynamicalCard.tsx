// Container: fetches results.properties.dynamical, narrows it once, hands it to the view.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { DYNAMICAL_REQUIRED, readDisplacements } from './read'
import { DYNAMICAL_TITLE, DynamicalView } from './DynamicalView'

export default function DynamicalCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, DYNAMICAL_REQUIRED)
  return archive ? <DynamicalView data={readDisplacements(archive)} /> : <LoadingCard title={DYNAMICAL_TITLE} />
}

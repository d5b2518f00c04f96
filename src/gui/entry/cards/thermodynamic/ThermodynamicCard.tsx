// Container: fetches results.properties.thermodynamic, narrows it once, hands it to the view.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { readTrajectories, THERMODYNAMIC_REQUIRED } from './read'
import { THERMODYNAMIC_TITLE, ThermodynamicView } from './ThermodynamicView'

export default function ThermodynamicCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, THERMODYNAMIC_REQUIRED)
  return archive ? <ThermodynamicView trajectories={readTrajectories(archive)} /> : <LoadingCard title={THERMODYNAMIC_TITLE} />
}

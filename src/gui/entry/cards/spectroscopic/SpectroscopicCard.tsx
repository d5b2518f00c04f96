// Container: fetches results.properties.spectroscopic, narrows it once, hands it to the view.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { readSpectra, SPECTROSCOPIC_REQUIRED } from './read'
import { SPECTROSCOPIC_TITLE, SpectroscopicView } from './SpectroscopicView'

export default function SpectroscopicCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, SPECTROSCOPIC_REQUIRED)
  return archive ? <SpectroscopicView data={readSpectra(archive)} /> : <LoadingCard title={SPECTROSCOPIC_TITLE} />
}

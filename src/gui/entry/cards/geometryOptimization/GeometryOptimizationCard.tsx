// Container: fetches results.properties.geometry_optimization of the entry's archive,
// narrows it once and hands it to the view. An entry without the section shows no card.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { GEOMETRY_OPTIMIZATION_REQUIRED, readGeometryOptimization } from './read'
import { GEOMETRY_OPTIMIZATION_TITLE, GeometryOptimizationView } from './GeometryOptimizationView'

export default function GeometryOptimizationCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, GEOMETRY_OPTIMIZATION_REQUIRED)
  if (!archive) return <LoadingCard title={GEOMETRY_OPTIMIZATION_TITLE} />
  const optimization = readGeometryOptimization(archive)
  return optimization === undefined ? null : <GeometryOptimizationView data={optimization} />
}

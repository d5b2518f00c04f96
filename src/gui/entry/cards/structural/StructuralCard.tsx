// Container: fetches the structural properties it draws, narrows them once, hands them to the view.
import type { CardProps } from '../cardDef'
import { LoadingCard, useArchivePart } from '../propertyCard'
import { readStructural, STRUCTURAL_REQUIRED } from './read'
import { STRUCTURAL_TITLE, StructuralView } from './StructuralView'

export default function StructuralCard({ entry }: CardProps) {
  const archive = useArchivePart(entry.entryId, STRUCTURAL_REQUIRED)
  return archive ? <StructuralView data={readStructural(archive)} /> : <LoadingCard title={STRUCTURAL_TITLE} />
}

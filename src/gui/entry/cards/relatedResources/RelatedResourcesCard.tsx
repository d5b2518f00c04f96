// The related resources card's container: searches the entries of the same material
// (again when the page size changes) and draws them with the pure view.
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useEntriesQueryQuery } from '../../../api'
import type { CardProps } from '../cardDef'
import { LoadingCard } from '../propertyCard'
import { entryPath, materialIdOf, relatedEntries, relatedRequest, type PageSize } from './read'
import { RelatedResourcesView, RELATED_TITLE } from './RelatedResourcesView'

export default function RelatedResourcesCard({ entry }: CardProps) {
  const { pathname } = useLocation()
  const [pageSize, setPageSize] = useState<PageSize>(10)
  const materialId = materialIdOf(entry) ?? ''
  const { data, error, isLoading } = useEntriesQueryQuery(relatedRequest(materialId, entry.entryId, pageSize))
  if (isLoading) return <LoadingCard title={RELATED_TITLE} />
  return (
    <RelatedResourcesView
      related={error ? undefined : relatedEntries(data)}
      pageSize={pageSize}
      onPageSize={setPageSize}
      linkTo={(otherId) => entryPath(pathname, entry.entryId, otherId)}
    />
  )
}

// The history card's container: fetches the versions of the entry's mainfile and draws
// them; the view is pure.
import { useApiClient, useFileHistoryQuery, fileVersionPath } from '../../../api'
import type { CardProps } from '../cardDef'
import { LoadingCard } from '../propertyCard'
import { HistoryView, HISTORY_TITLE } from './HistoryView'
import { versionRows } from './read'

export default function HistoryCard({ entry }: CardProps) {
  const client = useApiClient()
  const { uploadId } = entry
  const path = entry.metadata.mainfile
  const { data, error, isLoading } = useFileHistoryQuery({ uploadId, path })
  if (isLoading) return <LoadingCard title={HISTORY_TITLE} />
  const rows = error ? undefined : versionRows(data)
  return <HistoryView rows={rows} versionUrl={(version) => client.url(fileVersionPath(uploadId, path, version))} />
}

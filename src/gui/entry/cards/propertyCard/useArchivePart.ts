// What every card container does first: fetch the part of the entry's archive it draws
// (POST entries/{id}/archive/query with `required`, through RTK Query's cache) and throw
// a failed request to the card's boundary ('Could not render card.' or the configured
// message). Undefined while loading.
import { useEntryArchiveQuery, type ArchiveRequired } from '../../../api'
import type { JsonObject } from '../../../../core/archive'

export function useArchivePart(entryId: string, required: ArchiveRequired): JsonObject | undefined {
  const { data, error, isLoading } = useEntryArchiveQuery({ entryId, required })
  if (isLoading) return undefined
  if (error || !data) throw new Error(error?.message ?? 'The archive could not be read.')
  return data.data.archive
}

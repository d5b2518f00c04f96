// Entry resources (reference/nomad-v1-api.md §1): an entry's metadata, the parts of its
// archive a view needs, and the archives of a query's entries. Cards and widgets read
// them through these endpoints (cache, loading and error states), never with fetch.
import type {
  ArchiveRequired, ArchivesRequest, ArchivesResponse, EntryArchiveResponse, EntryResponse,
} from '../../../core/api'
import { api } from '../apiSlice'

const entriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    entry: build.query<EntryResponse, string>({
      query: (entryId) => `entries/${encodeURIComponent(entryId)}`,
      providesTags: (_response, _error, entryId) => [{ type: 'Entry', id: entryId }],
    }),
    entryArchive: build.query<EntryArchiveResponse, { readonly entryId: string; readonly required: ArchiveRequired }>({
      query: ({ entryId, required }) => ({ path: `entries/${encodeURIComponent(entryId)}/archive/query`, method: 'POST', body: { required } }),
      providesTags: (_response, _error, { entryId }) => [{ type: 'Entry', id: entryId }],
    }),
    archives: build.query<ArchivesResponse, ArchivesRequest>({
      query: (request) => ({ path: 'entries/archive/query', method: 'POST', body: request }),
      providesTags: (response) => (response?.data ?? []).map((archive) => ({ type: 'Entry' as const, id: archive.entry_id })),
    }),
  }),
})

export const { useEntryQuery, useEntryArchiveQuery, useArchivesQuery } = entriesApi

export type {
  ArchiveRequired, ArchivesRequest, ArchivesResponse, EntryArchive, EntryArchiveResponse, EntryMetadata, EntryResponse,
} from '../../../core/api'

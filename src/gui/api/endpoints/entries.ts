// Entry resources (reference/nomad-v1-api.md §1): an entry's metadata, the parts of its
// archive a view needs, and the archives of a query's entries. Cards and widgets read
// them through these endpoints (cache, loading and error states), never with fetch.
import type {
  ArchiveRequired, ArchivesRequest, ArchivesResponse, EntriesRequest, EntriesResponse, EntryArchiveResponse, EntryResponse,
  UploadResponse,
} from '../../../core/api'
import { api } from '../apiSlice'
import { LIST } from '../tags'
import type { Query } from '../client'

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
    // GET entries with query parameters as a URL gives them (entry/query lookups).
    entriesList: build.query<EntriesResponse, Query>({
      query: (parameters) => ({ path: 'entries', query: parameters }),
      providesTags: (response) => (response?.data ?? []).map((entry) => ({ type: 'Entry' as const, id: entry.entry_id })),
    }),
    entriesQuery: build.query<EntriesResponse, EntriesRequest>({
      query: (request) => ({ path: 'entries/query', method: 'POST', body: request }),
      providesTags: (response) => (response?.data ?? []).map((entry) => ({ type: 'Entry' as const, id: entry.entry_id })),
    }),
    archives: build.query<ArchivesResponse, ArchivesRequest>({
      query: (request) => ({ path: 'entries/archive/query', method: 'POST', body: request }),
      providesTags: (response) => (response?.data ?? []).map((archive) => ({ type: 'Entry' as const, id: archive.entry_id })),
    }),
    // An entry's comment, references and datasets: the upload's edit narrowed by a query
    // to this entry (NOMAD's entry-page edit). verify_only first, then the edit itself.
    editEntryMetadata: build.mutation<UploadResponse, EntryMetadataEdit>({
      query: ({ uploadId, entryId, metadata, verifyOnly }) => ({
        path: `uploads/${encodeURIComponent(uploadId)}/edit`,
        method: 'POST',
        body: { metadata, query: { entry_id: entryId }, verify_only: verifyOnly ?? false },
      }),
      invalidatesTags: (_response, error, { uploadId, entryId, verifyOnly }) =>
        verifyOnly || error ? [] : [{ type: 'Entry', id: entryId }, { type: 'Upload', id: uploadId }, { type: 'UploadEntries', id: uploadId }, { type: 'Dataset' }],
    }),
    // Deletes an entry's mainfile (and its folder): the upload reprocesses without it.
    deleteEntryFiles: build.mutation<UploadResponse, { readonly uploadId: string; readonly entryId: string; readonly includeParentFolders: boolean }>({
      query: ({ uploadId, entryId, includeParentFolders }) => ({
        path: `uploads/${encodeURIComponent(uploadId)}/action/delete-entry-files`,
        method: 'POST',
        body: { query: { entry_id: entryId }, include_parent_folders: includeParentFolders },
      }),
      invalidatesTags: (_response, _error, { uploadId }) => [{ type: 'Upload', id: uploadId }, { type: 'UploadEntries', id: uploadId }, { type: 'Upload', id: LIST }],
    }),
  }),
})

/** `POST uploads/{id}/edit` for one entry: comment, references (a list sets them), datasets ({add, remove}). */
export interface EntryMetadataEdit {
  readonly uploadId: string
  readonly entryId: string
  readonly metadata: {
    readonly comment?: string
    readonly references?: readonly string[]
    readonly datasets?: { readonly add?: readonly string[]; readonly remove?: readonly string[] }
  }
  readonly verifyOnly?: boolean
}

export const { useEditEntryMetadataMutation, useDeleteEntryFilesMutation } = entriesApi

export const { useEntryQuery, useEntryArchiveQuery, useArchivesQuery, useEntriesListQuery, useEntriesQueryQuery } = entriesApi

export type {
  ArchiveRequired, ArchivesRequest, ArchivesResponse, EntriesRequest, EntriesResponse, EntryArchive, EntryArchiveResponse, EntryMetadata, EntryResponse,
} from '../../../core/api'

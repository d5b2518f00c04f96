// Entry resources (reference/nomad-v1-api.md §1): an entry's metadata, the parts of its
// archive a view needs, and the archives of a query's entries. Cards and widgets read
// them through these endpoints (cache, loading and error states), never with fetch.
import type { JsonObject, JsonValue } from '../../core/search'
import { api } from './apiSlice'

/** The search metadata of an entry (GET entries/{id} `data`); what a view reads is typed, the rest passes. */
export interface EntryMetadata {
  readonly [key: string]: JsonValue | undefined
  readonly entry_id: string
  readonly upload_id: string
  readonly mainfile: string
  readonly entry_name?: string
  readonly entry_type?: string
  readonly parser_name?: string
  readonly results?: JsonObject
}

export interface EntryResponse {
  readonly entry_id: string
  readonly data: EntryMetadata
}

/** `required` of archive requests: '*' or a tree of section names ending in '*' (§4.3). */
export type ArchiveRequired = '*' | { readonly [section: string]: ArchiveRequired }

export interface EntryArchive {
  readonly entry_id: string
  readonly upload_id: string
  readonly parser_name?: string
  readonly archive: JsonObject
}

export interface EntryArchiveResponse {
  readonly entry_id: string
  readonly data: EntryArchive
}

export interface ArchivesRequest {
  readonly owner?: string
  readonly query: JsonValue
  readonly pagination?: { readonly page_size: number }
  readonly required: ArchiveRequired
}

export interface ArchivesResponse {
  readonly data: readonly EntryArchive[]
}

const entriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    entry: build.query<EntryResponse, string>({ query: (entryId) => `entries/${encodeURIComponent(entryId)}` }),
    entryArchive: build.query<EntryArchiveResponse, { readonly entryId: string; readonly required: ArchiveRequired }>({
      query: ({ entryId, required }) => ({ path: `entries/${encodeURIComponent(entryId)}/archive/query`, method: 'POST', body: { required } }),
    }),
    archives: build.query<ArchivesResponse, ArchivesRequest>({
      query: (request) => ({ path: 'entries/archive/query', method: 'POST', body: request }),
    }),
  }),
})

export const { useEntryQuery, useEntryArchiveQuery, useArchivesQuery } = entriesApi

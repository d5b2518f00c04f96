// Entries and their archives (reference §1, §4.1, §4.3).
import type { JsonObject, JsonValue } from '../archive'
import type { PaginationResponse } from './pagination'

/** A person as entry metadata names them. */
export interface EntryPerson {
  user_id: string
  name: string
}

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

/** `GET entries` and `POST entries/query`: a page of entries' metadata. */
export interface EntriesResponse {
  readonly pagination: PaginationResponse
  readonly data: readonly EntryMetadata[]
}

/** `POST entries/query` (reference §2.1). */
export interface EntriesRequest {
  readonly owner?: string
  readonly query?: JsonObject
  readonly required?: { readonly include?: readonly string[]; readonly exclude?: readonly string[] }
  readonly pagination?: { readonly page_size?: number; readonly order_by?: string; readonly order?: 'asc' | 'desc' }
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

/** `POST entries/archive/query`. */
export interface ArchivesRequest {
  readonly owner?: string
  readonly query: JsonValue
  readonly pagination?: { readonly page_size: number }
  readonly required: ArchiveRequired
}

export interface ArchivesResponse {
  readonly data: readonly EntryArchive[]
}

/** `POST suggestions`: completions of what is typed, per quantity. */
export interface SuggestionsRequest {
  input: string
  quantities: { name: string; size: number }[]
}

export interface Suggestion {
  value: string
  weight?: number
}

export type SuggestionsResponse = Record<string, Suggestion[]>

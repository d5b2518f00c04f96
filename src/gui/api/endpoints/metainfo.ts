// Metainfo resources (reference §1.7): upload-defined packages by the hash of their
// definitions, and the stored `definitions` of a schema entry (its archive's
// `definitions` only). Built-in definitions need no request: the GUI reads them from
// core (src/gui/metainfo). Definitions change only when their entry is processed again,
// which invalidates the entry's tag, so they are kept longer than other data.
import type { ArchivesResponse, EntryArchiveResponse, UploadPackageResponse } from '../../../core/api'
import type { JsonObject } from '../../../core/archive'
import { api } from '../apiSlice'

const KEEP_DEFINITIONS_SECONDS = 600
/** How many schema entries the metainfo browser lists (NOMAD's browser lists a page of them too). */
export const SCHEMA_ENTRIES_PAGE_SIZE = 100
/** Buckets of a usage aggregation (spec 3 §2.4: an aggregation over entries, size 100). */
export const USAGE_SIZE = 100

/** Where a definition is used: entries matching `query`, aggregated by a terms quantity. */
export interface DefinitionUsageArgs {
  readonly query: JsonObject
  /** `quantities` (archive paths) or `sections` (qualified names). */
  readonly quantity: 'quantities' | 'sections'
  readonly include?: readonly string[]
}

export interface DefinitionUsage {
  /** Entries matching the query. */
  readonly total: number
  readonly buckets: readonly { readonly value: string; readonly count: number }[]
}

interface UsageResponse {
  readonly pagination?: { readonly total?: number }
  readonly aggregations?: { readonly usage?: { readonly terms?: { readonly data?: readonly { readonly value: unknown; readonly count: number }[] } } }
}

const metainfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    metainfoPackage: build.query<UploadPackageResponse, string>({
      query: (hash) => `metainfo/${encodeURIComponent(hash)}`,
      keepUnusedDataFor: KEEP_DEFINITIONS_SECONDS,
      providesTags: (response) => (response ? [{ type: 'Entry', id: response.data.entry_id }] : []),
    }),
    entryDefinitions: build.query<EntryArchiveResponse, string>({
      query: (entryId) => ({ path: `entries/${encodeURIComponent(entryId)}/archive/query`, method: 'POST', body: { required: { definitions: '*' } } }),
      keepUnusedDataFor: KEEP_DEFINITIONS_SECONDS,
      providesTags: (_response, _error, entryId) => [{ type: 'Entry', id: entryId }],
    }),
    // Every schema entry the user may read with its definitions: the metainfo browser's
    // upload-defined packages. An entry defines sections exactly when its archive has
    // `definitions.section_definitions.name` (schema files with data included).
    schemaDefinitions: build.query<ArchivesResponse, void>({
      query: () => ({
        path: 'entries/archive/query',
        method: 'POST',
        body: {
          owner: 'visible',
          query: { quantities: 'definitions.section_definitions.name' },
          pagination: { page_size: SCHEMA_ENTRIES_PAGE_SIZE },
          required: { definitions: '*', metadata: { mainfile: '*', upload_name: '*' } },
        },
      }),
      keepUnusedDataFor: KEEP_DEFINITIONS_SECONDS,
      providesTags: (response) => (response?.data ?? []).map((archive) => ({ type: 'Entry' as const, id: archive.entry_id })),
    }),
    definitionUsage: build.query<DefinitionUsage, DefinitionUsageArgs>({
      query: ({ query, quantity, include }) => ({
        path: 'entries/query',
        method: 'POST',
        body: {
          owner: 'visible',
          query,
          pagination: { page_size: 0 },
          aggregations: { usage: { terms: { quantity, size: USAGE_SIZE, ...(include && { include }) } } },
        },
      }),
      transformResponse: (response: UsageResponse): DefinitionUsage => ({
        total: response.pagination?.total ?? 0,
        buckets: (response.aggregations?.usage?.terms?.data ?? []).map((bucket) => ({ value: String(bucket.value), count: bucket.count })),
      }),
    }),
  }),
})

export const { useMetainfoPackageQuery, useEntryDefinitionsQuery, useSchemaDefinitionsQuery, useLazyDefinitionUsageQuery } = metainfoApi
export const metainfoEndpoints = metainfoApi.endpoints

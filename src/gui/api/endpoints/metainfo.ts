// Metainfo resources (reference §1.7): upload-defined packages by the hash of their
// definitions, and the stored `definitions` of a schema entry (its archive's
// `definitions` only). Built-in definitions need no request: the GUI reads them from
// core (src/gui/metainfo). Definitions change only when their entry is processed again,
// which invalidates the entry's tag, so they are kept longer than other data.
import type { EntryArchiveResponse, UploadPackageResponse } from '../../../core/api'
import { api } from '../apiSlice'

const KEEP_DEFINITIONS_SECONDS = 600

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
  }),
})

export const { useMetainfoPackageQuery, useEntryDefinitionsQuery } = metainfoApi
export const metainfoEndpoints = metainfoApi.endpoints

// A material's entries (the material page): POST entries/query narrowed to one material id,
// with the aggregations the page asks for in the same request. There is no GET
// materials/{id}; the entries carry results.material.
import type { EntryMetadata, PaginationResponse } from '../../../core/api'
import type { JsonObject } from '../../../core/archive'
import { api } from '../apiSlice'

/** `POST entries/query` with aggregations (reference §2.1). */
export interface EntriesAggregationRequest {
  readonly owner?: string
  readonly query?: JsonObject
  readonly required?: { readonly include?: readonly string[] }
  readonly pagination?: { readonly page_size?: number; readonly order_by?: string; readonly order?: 'asc' | 'desc' }
  readonly aggregations?: JsonObject
}

export interface EntriesAggregationResponse {
  readonly pagination: PaginationResponse
  readonly data: readonly EntryMetadata[]
  readonly aggregations?: JsonObject
}

const materialEntriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    entriesAggregation: build.query<EntriesAggregationResponse, EntriesAggregationRequest>({
      query: (request) => ({ path: 'entries/query', method: 'POST', body: request }),
      providesTags: (response) => (response?.data ?? []).map((entry) => ({ type: 'Entry' as const, id: entry.entry_id })),
    }),
  }),
})

export const { useEntriesAggregationQuery } = materialEntriesApi

// POST suggestions: completions of what is typed into a search field. A query, not a
// mutation: the same text asks once, and the answer is cached while the field shows it.
import type { SuggestionsRequest, SuggestionsResponse } from '../../../core/api'
import { api } from '../apiSlice'

export const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    suggestions: build.query<SuggestionsResponse, SuggestionsRequest>({
      query: (body) => ({ path: 'suggestions', method: 'POST', body }),
      keepUnusedDataFor: 10,
    }),
  }),
})

export const { useSuggestionsQuery, useLazySuggestionsQuery } = suggestionsApi

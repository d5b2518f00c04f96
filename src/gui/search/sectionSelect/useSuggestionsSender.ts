// Where the dialog's suggestions come from: the given function, else POST suggestions
// through the API client when the dialog is drawn inside one (not so in unit tests).
import { useCallback } from 'react'
import type { SuggestionsResponse } from '../../../core/api'
import { useApiClient, type ApiClient } from '../../api'
import type { FetchDialogSuggestions } from './SearchField'

function useOptionalApiClient(): ApiClient | undefined {
  try {
    return useApiClient()
  } catch {
    return undefined
  }
}

export function useSuggestionsSender(given?: FetchDialogSuggestions): FetchDialogSuggestions | undefined {
  const client = useOptionalApiClient()
  const viaClient = useCallback<FetchDialogSuggestions>((request) => {
    if (!client) return Promise.resolve({})
    return client.post<SuggestionsResponse>('suggestions', request)
  }, [client])
  return given ?? (client ? viaClient : undefined)
}

// Components that need the client itself (the progress bar, file uploads with
// progress) get it from here; server data otherwise goes through RTK Query.
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ApiClient } from './client'

const ApiClientContext = createContext<ApiClient | null>(null)
export const ApiClientProvider = ApiClientContext.Provider

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext)
  if (!client) throw new Error('useApiClient() is used outside of an ApiClientProvider.')
  return client
}

/** The number of API requests running now; re-renders when it changes. */
export function useRequestsInFlight(): number {
  const client = useApiClient()
  return useSyncExternalStore(client.subscribe, client.getInFlight)
}

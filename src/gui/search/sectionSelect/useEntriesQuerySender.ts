// The dialog's real sender: POST entries/query through the shared API client (token,
// error classes, progress bar), with the search's own error text.
import { useMemo } from 'react'
import { useApiClient } from '../../api'
import { searchSender, toSearchError, type SendSearch } from '../context'

export function useEntriesQuerySender(): SendSearch {
  const client = useApiClient()
  return useMemo(() => {
    const send = searchSender(client, 'entries')
    return (request) =>
      send(request).catch((error: unknown) => {
        throw toSearchError(error)
      })
  }, [client])
}

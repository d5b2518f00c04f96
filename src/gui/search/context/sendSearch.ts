// The real sender: POST {api}/v1/{resource}/query through the shared client (token,
// error classes and the progress bar come with it), and the search's own error text.
import { ApiError, BadRequest, type ApiClient } from '../../api'
import type { SearchRequestBody, SearchResource, SearchResponse } from './types'

export type SendSearch = (request: SearchRequestBody) => Promise<SearchResponse>

export function searchSender(client: ApiClient, resource: SearchResource): SendSearch {
  return (request) => client.post<SearchResponse>(`${resource}/query`, request)
}

// NOMAD's "<name> is not a doc quantity"; this server names the document ("entries").
const UNKNOWN_QUANTITY = /(\S+) is not an? \w+ quantity/

/**
 * A search naming a quantity the server does not know (an old URL, a removed schema)
 * becomes the catalogue's BadRequest (spec 2 §8); other errors pass as they are.
 */
export function toSearchError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const match = UNKNOWN_QUANTITY.exec(error.apiMessage ?? error.message)
  if (!match) return error
  return new BadRequest(
    `Could not find definition for the search quantity "${match[1]}". Please remove it from the search and try again.`,
    { status: error.status, apiMessage: error.apiMessage },
  )
}

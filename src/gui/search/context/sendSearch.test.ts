import { describe, expect, it } from 'vitest'
import { ApiClient, ApiError, BadRequest, CannotReachApi } from '../../api'
import { searchSender, toSearchError } from './sendSearch'
import { aResponse } from './testing/builders'
import type { SearchRequestBody } from './types'

const request: SearchRequestBody = { owner: 'visible', query: {}, pagination: { page_size: 0 }, aggregations: {} }

describe('searchSender', () => {
  it.each(['entries', 'materials'] as const)('posts the request to {api}/v1/%s/query', async (resource) => {
    const seen: { url: string; method?: string; body?: unknown }[] = []
    const fetch: typeof globalThis.fetch = async (input, init) => {
      seen.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) })
      return new Response(JSON.stringify(aResponse()), { headers: { 'content-type': 'application/json' } })
    }
    const send = searchSender(new ApiClient({ apiBase: 'http://tessera/api', fetch }), resource)
    expect(await send(request)).toEqual(aResponse())
    expect(seen).toEqual([{ url: `http://tessera/api/v1/${resource}/query`, method: 'POST', body: request }])
  })
})

describe('toSearchError', () => {
  it.each([
    'results.material.foo is not a entries quantity',
    'results.material.foo is not a doc quantity',
    'results.material.foo is not a material_entry quantity',
  ])('names the unknown quantity for "%s"', (apiMessage) => {
    const error = toSearchError(new ApiError(`${apiMessage} (422)`, { status: 422, apiMessage }))
    expect(error).toBeInstanceOf(BadRequest)
    expect((error as BadRequest).message).toBe(
      'Could not find definition for the search quantity "results.material.foo". Please remove it from the search and try again.',
    )
  })

  it.each([
    ['another API message', new ApiError('Page out of range requested. (400)', { status: 400 })],
    ['an unreachable API', new CannotReachApi('offline')],
    ['a plain error', new Error('boom')],
  ])('passes %s as it is', (_name, error) => {
    expect(toSearchError(error)).toBe(error)
  })
})

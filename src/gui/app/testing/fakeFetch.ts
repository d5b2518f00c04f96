// A fetch for component tests: answers by API path ('info', 'users/me', …) so the real
// ApiClient (URL building, errors, counting) runs unchanged.
import type { InfoResponse } from '../../api'

export type FakeResponder = (request: { path: string; init?: RequestInit }) => Response | Promise<Response>

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export function anInfo(overrides: Partial<InfoResponse> = {}): InfoResponse {
  return {
    statistics: { n_entries: 0, n_uploads: 0, n_quantities: 0, n_calculations: 0, n_materials: 0 },
    version: '1.0.0',
    oasis: true,
    parsers: [],
    ...overrides,
  }
}

/** A fetch answering `responders[path]`, /info with anInfo() by default, else 404. */
export function fakeFetch(responders: Record<string, FakeResponder> = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/^.*\/v1\//, '')
    const responder = responders[path] ?? (path === 'info' ? () => jsonResponse(anInfo()) : undefined)
    if (!responder) return jsonResponse({ detail: 'Not found' }, 404)
    return responder({ path, init })
  }
}

/** A fetch failing like a stopped server. */
export const unreachableFetch: typeof fetch = async () => {
  throw new TypeError('Failed to fetch')
}

// The RTK Query api slice. Each resource injects its endpoints (endpoints/, one file per
// resource); every endpoint goes through the ApiClient the store was created with.
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import type { ApiClient, HttpMethod, Query } from './client'
import { ApiError, serializeApiError, type SerializedApiError } from './errors'
import { TAG_TYPES } from './tags'

/** The thunk extra argument of the store: how endpoints reach the client. */
export interface ApiThunkExtra {
  client: ApiClient
}

export interface ApiRequest {
  path: string
  method?: HttpMethod
  query?: Query
  body?: unknown
}

export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, SerializedApiError> = async (args, baseApi) => {
  const { client } = baseApi.extra as ApiThunkExtra
  const request = typeof args === 'string' ? { path: args } : args
  try {
    const data = await client.request(request.method ?? 'GET', request.path, {
      query: request.query,
      body: request.body,
      signal: baseApi.signal,
    })
    return { data }
  } catch (error) {
    if (error instanceof ApiError) return { error: serializeApiError(error) }
    const message = error instanceof Error ? error.message : String(error)
    return { error: { name: 'ApiError', message } }
  }
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
})

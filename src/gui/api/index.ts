// Public face of the API layer: the client, the catalogue error classes, the RTK Query
// slice and the response types.
export { ApiClient, messageOfErrorBody } from './client'
export type { ApiClientOptions, HttpMethod, Query, QueryValue, RequestOptions, TokenProvider } from './client'
export {
  ApiError,
  BadRequest,
  CannotReachApi,
  DoesNotExist,
  NotAuthorized,
  VersionMismatch,
  isSerializedApiError,
  serializeApiError,
  toApiError,
} from './errors'
export type { ApiErrorName, SerializedApiError } from './errors'
export { api, apiBaseQuery, useInfoQuery, useLazyInfoQuery } from './apiSlice'
export type { ApiRequest, ApiThunkExtra } from './apiSlice'
export type { InfoResponse, InfoStatistics, ValidationErrorItem } from './types'
export { ApiClientProvider, useApiClient, useRequestsInFlight } from './ApiClientContext'

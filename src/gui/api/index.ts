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
export { useArchivesQuery, useEntryArchiveQuery, useEntryQuery } from './entries'
export type { ArchiveRequired, ArchivesRequest, ArchivesResponse, EntryArchive, EntryArchiveResponse, EntryMetadata, EntryResponse } from './entries'
export type { InfoResponse, InfoStatistics, PluginPackage, ValidationErrorItem } from './types'
export { ApiClientProvider, useApiClient, useRequestsInFlight } from './ApiClientContext'

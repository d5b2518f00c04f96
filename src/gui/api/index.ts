// Public face of the API layer: the client, the catalogue error classes, the RTK Query
// slice with the endpoints of every resource, and the response types (core/api).
export { ApiClient, messageOfErrorBody } from './client'
export type { ApiClientOptions, HttpMethod, Query, QueryValue, RequestOptions, SendOptions, TokenProvider, TransferProgress } from './client'
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
export { api, apiBaseQuery } from './apiSlice'
export type { ApiRequest, ApiThunkExtra } from './apiSlice'
export { LIST, TAG_TYPES, type TagType } from './tags'
export { useInfoQuery, useLazyInfoQuery } from './endpoints/info'
export { useArchivesQuery, useEntryArchiveQuery, useEntryQuery } from './endpoints/entries'
export { useDeleteEntryFilesMutation, useEditEntryMetadataMutation, type EntryMetadataEdit } from './endpoints/entries'
export type { ArchiveRequired, ArchivesRequest, ArchivesResponse, EntryArchive, EntryArchiveResponse, EntryMetadata, EntryResponse } from './endpoints/entries'
export {
  useCreateUploadMutation, useDeleteUploadMutation, useEditUploadMutation, usePublishUploadMutation, useReprocessUploadMutation,
  useUploadEntriesQuery, useUploadEntryMetadataQuery, useUploadQuery, useUploadReadmeQuery, useUploadsQuery,
  ENTRY_METADATA_PAGE_SIZE,
  type UploadEditArgs, type UploadEntriesArgs, type UploadEntryMetadataResponse, type UploadListArgs,
} from './endpoints/uploads'
export {
  useCreateDatasetMutation, useDatasetQuery, useDatasetsQuery, useDeleteDatasetMutation, type DatasetListArgs,
} from './endpoints/datasets'
export {
  useInviteUserMutation, useMeQuery, useUserQuery, useUsersQuery, type InvitedUser, type UserInvitation, type UserSearch,
} from './endpoints/users'
export {
  useCreateGroupMutation, useDeleteGroupMutation, useEditGroupMutation, useGroupQuery, useGroupsQuery, type GroupSearch,
} from './endpoints/groups'
export { useAppTokenMutation, useAppTokensQuery, useRevokeAppTokenMutation, type AppTokenRequest } from './endpoints/authTokens'
export { useLazySuggestionsQuery, useSuggestionsQuery } from './endpoints/suggestions'
export type { InfoResponse, InfoStatistics, PluginPackage, ValidationErrorItem } from './types'
export type {
  AppTokenInfo, Dataset, DatasetResponse, EntryProcData, Upload, UploadEntriesResponse, UploadListResponse, UploadResponse, User, UserGroup,
} from '../../core/api'
export { ApiClientProvider, useApiClient, useRequestsInFlight } from './ApiClientContext'
// The uploads list, the datasets page and the lookup pages (issue 16).
export { useUploadCommandExamplesQuery } from './endpoints/uploads'
export { useAssignDatasetDoiMutation } from './endpoints/datasets'
export { useEntriesListQuery, useEntriesQueryQuery } from './endpoints/entries'
export type {
  DatasetListResponse, DatasetOrderBy, EntriesRequest, EntriesResponse, UploadCommandExamples, UploadOrderBy,
} from '../../core/api'
// The file browser and its previews (issue 16).
export {
  encodePath, isFileInfo, rawFileBytes, rawPath, RAW_DIR_PAGE_SIZE, REFERENCES_PAGE_SIZE,
  useCopyOrMoveMutation, useCreateFolderMutation, useDeleteRawPathMutation, useLazyReferencingEntriesQuery, useRawDirInfiniteQuery,
  type CopyOrMoveArgs, type RawAccess, type RawBytesOptions, type RawDirArgs, type RawDirItem, type RawDirListing, type RawDirResponse,
  type RawFileInfo, type ReferencingEntry,
} from './endpoints/rawFiles'
// The saved versions of archive files, for the entry page's History card (issue 17).
export { fileVersionPath, useFileDiffQuery, useFileHistoryQuery, useRestoreFileVersionMutation } from './endpoints/history'
// Saving archive files from the archive editor and creating entries from a schema (issue 18).
export {
  useCreateArchiveFileMutation, useSaveArchiveFileMutation,
  type CreateArchiveFileArgs, type SaveArchiveFileArgs, type SaveArchiveFileResponse,
} from './endpoints/archiveFiles'
// Upload-defined metainfo: packages by definitions hash, a schema entry's definitions (issue 18).
export {
  metainfoEndpoints, SCHEMA_ENTRIES_PAGE_SIZE, useEntryDefinitionsQuery, useLazyDefinitionUsageQuery, useMetainfoPackageQuery, useSchemaDefinitionsQuery,
  USAGE_SIZE, type DefinitionUsage, type DefinitionUsageArgs,
} from './endpoints/metainfo'
// Files put into an upload from lab-notebook file quantities (issue 18, edit components).
export { usePutRawFileMutation, type PutRawFileArgs } from './endpoints/editFiles'
// The material page (issue 19): a material's entries with aggregations in one request.
export { useEntriesAggregationQuery, type EntriesAggregationRequest, type EntriesAggregationResponse } from './endpoints/materialEntries'

// The NOMAD v1 request and response types (reference/nomad-v1-api.md), once: the server's
// services answer them and the GUI's endpoints read them.
export type { ErrorResponse, ValidationErrorItem } from './errors'
export type { Order, Paged, PaginationResponse } from './pagination'
export type {
  EntryProcData, ProcessStatus, Upload, UploadCommandExamples, UploadEntriesResponse, UploadListResponse, UploadOrderBy, UploadResponse, UploadRole,
} from './uploads'
export type {
  ArchiveRequired, ArchivesRequest, ArchivesResponse, EntriesRequest, EntriesResponse, EntryArchive, EntryArchiveResponse, EntryMetadata,
  EntryPerson, EntryResponse,
  Suggestion, SuggestionsRequest, SuggestionsResponse,
} from './entries'
export type { Dataset, DatasetCreate, DatasetListResponse, DatasetOrderBy, DatasetResponse, DatasetType } from './datasets'
export type { GroupEdit, GroupsResponse, User, UserGroup, UserProfile, UsersResponse } from './users'
export type { AccessTokenResponse, AppTokenInfo, AppTokenResponse, AppTokensResponse, SignatureTokenResponse } from './auth'
export type { CodeInfo, InfoResponse, InfoStatistics, PluginPackage, SearchQuantityInfo } from './info'
export type { MetainfoPackageResponse, MetainfoResponse, UploadPackageDefinition, UploadPackageResponse } from './metainfo'
export { METAINFO_HASH_PATTERN, METAINFO_PACKAGE_PATTERN } from './metainfo'
export type { ArchiveValue, FieldChange, FileDiffResponse, FileHistoryResponse, FileRestoreResponse, FileVersionInfo } from './history'

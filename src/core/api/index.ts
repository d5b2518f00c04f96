// The NOMAD v1 request and response types (reference/nomad-v1-api.md), once: the server's
// services answer them and the GUI's endpoints read them.
export type { ErrorResponse, ValidationErrorItem } from './errors'
export type { Order, Paged, PaginationResponse } from './pagination'
export type {
  EntryProcData, ProcessStatus, Upload, UploadEntriesResponse, UploadListResponse, UploadOrderBy, UploadResponse, UploadRole,
} from './uploads'
export type {
  ArchiveRequired, ArchivesRequest, ArchivesResponse, EntryArchive, EntryArchiveResponse, EntryMetadata, EntryPerson, EntryResponse,
  Suggestion, SuggestionsRequest, SuggestionsResponse,
} from './entries'
export type { Dataset, DatasetCreate, DatasetListResponse, DatasetOrderBy, DatasetResponse, DatasetType } from './datasets'
export type { GroupEdit, GroupsResponse, User, UserGroup, UserProfile, UsersResponse } from './users'
export type { AccessTokenResponse, AppTokenInfo, AppTokenResponse, AppTokensResponse, SignatureTokenResponse } from './auth'
export type { CodeInfo, InfoResponse, InfoStatistics, PluginPackage, SearchQuantityInfo } from './info'

// Uploads (reference §1.4): the caller's list, one upload, its entries' processing
// states, and the actions on it. While an upload processes, its page polls (RTK Query's
// `pollingInterval: 1000`); every action invalidates the upload, its entries and the list.
import type {
  EntryMetadata, PaginationResponse, UploadCommandExamples, UploadEntriesResponse, UploadListResponse, UploadOrderBy, UploadResponse,
  UploadRole,
} from '../../../core/api'
import { api, type ApiRequest } from '../apiSlice'
import { isSerializedApiError } from '../errors'
import { LIST, listTags } from '../tags'

export interface UploadListArgs {
  readonly roles?: readonly UploadRole[]
  readonly isProcessing?: boolean
  readonly isPublished?: boolean
  readonly page?: number
  readonly pageSize?: number
  readonly orderBy?: UploadOrderBy
  readonly order?: 'asc' | 'desc'
}

export interface UploadEntriesArgs {
  readonly uploadId: string
  readonly page?: number
  readonly pageSize?: number
  readonly orderBy?: string
  readonly order?: 'asc' | 'desc'
}

/** `POST uploads/{id}/edit`: upload-level fields and entry fields of all its entries. */
export interface UploadEditArgs {
  readonly uploadId: string
  readonly metadata: Readonly<Record<string, unknown>>
  readonly verifyOnly?: boolean
}

/** The user-editable metadata of an upload's entries (`POST entries/query`, `required.include`). */
export const ENTRY_METADATA_FIELDS = ['entry_id', 'comment', 'references', 'datasets'] as const

/** At most this many entries are read for the metadata editor's current values. */
export const ENTRY_METADATA_PAGE_SIZE = 1000

export interface UploadEntryMetadataResponse {
  readonly pagination: PaginationResponse
  readonly data: readonly EntryMetadata[]
}

const uploadPath = (uploadId: string) => `uploads/${encodeURIComponent(uploadId)}`

const uploadTags = (uploadId: string) => [
  { type: 'Upload' as const, id: uploadId }, { type: 'Upload' as const, id: LIST }, { type: 'UploadEntries' as const, id: uploadId },
]

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploads: build.query<UploadListResponse, UploadListArgs>({
      query: (args) => ({
        path: 'uploads',
        query: {
          roles: args.roles,
          is_processing: args.isProcessing,
          is_published: args.isPublished,
          page: args.page,
          page_size: args.pageSize,
          order_by: args.orderBy,
          order: args.order,
        },
      }),
      providesTags: (response) => listTags('Upload', response?.data.map((upload) => upload.upload_id)),
    }),
    upload: build.query<UploadResponse, string>({
      query: (uploadId) => uploadPath(uploadId),
      providesTags: (_response, _error, uploadId) => [{ type: 'Upload', id: uploadId }],
    }),
    uploadEntries: build.query<UploadEntriesResponse, UploadEntriesArgs>({
      query: ({ uploadId, page, pageSize, orderBy, order }) => ({
        path: `${uploadPath(uploadId)}/entries`,
        query: { page, page_size: pageSize, order_by: orderBy, order },
      }),
      providesTags: (_response, _error, { uploadId }) => [{ type: 'UploadEntries', id: uploadId }],
    }),
    // The root README.md, drawn above the steps; an upload without one answers null
    // (spec 3 §8: a missing README is ignored silently). Files change with the upload.
    uploadReadme: build.query<string | null, string>({
      async queryFn(uploadId, _api, _extra, baseQuery) {
        const request: ApiRequest = { path: `${uploadPath(uploadId)}/raw/README.md`, query: { ignore_mime_type: true } }
        const result = await baseQuery(request)
        if (result.error) {
          return isSerializedApiError(result.error) && result.error.status === 404 ? { data: null } : { error: result.error }
        }
        return { data: typeof result.data === 'string' ? result.data : JSON.stringify(result.data, null, 2) }
      },
      providesTags: (_response, _error, uploadId) => [{ type: 'Upload', id: uploadId }],
    }),
    // The entries' comment, references and datasets, which the metadata editor starts from.
    uploadEntryMetadata: build.query<UploadEntryMetadataResponse, string>({
      query: (uploadId) => ({
        path: 'entries/query',
        method: 'POST',
        body: {
          owner: 'visible',
          query: { upload_id: uploadId },
          required: { include: ENTRY_METADATA_FIELDS },
          pagination: { page_size: ENTRY_METADATA_PAGE_SIZE, order_by: 'entry_id' },
        },
      }),
      providesTags: (_response, _error, uploadId) => [{ type: 'UploadEntries', id: uploadId }, { type: 'Dataset', id: LIST }],
    }),
    // An empty upload, or a copy of an example upload of the deployment (env.exampleUploads).
    createUpload: build.mutation<UploadResponse, { readonly uploadName?: string; readonly exampleUploadId?: string }>({
      query: ({ uploadName, exampleUploadId }) => ({
        path: 'uploads', method: 'POST', query: { upload_name: uploadName, example_upload_id: exampleUploadId },
      }),
      invalidatesTags: [{ type: 'Upload', id: LIST }],
    }),
    // The curl lines for uploading from a shell; they carry the caller's upload token.
    uploadCommandExamples: build.query<UploadCommandExamples, void>({
      query: () => 'uploads/command-examples',
    }),
    editUpload: build.mutation<UploadResponse, UploadEditArgs>({
      query: ({ uploadId, metadata, verifyOnly }) => ({
        path: `${uploadPath(uploadId)}/edit`, method: 'POST', body: { metadata, verify_only: verifyOnly ?? false },
      }),
      // A verification changes nothing.
      invalidatesTags: (_response, _error, { uploadId, verifyOnly }) =>
        verifyOnly ? [] : [...uploadTags(uploadId), { type: 'Entry' }, { type: 'Dataset' }],
    }),
    publishUpload: build.mutation<UploadResponse, { readonly uploadId: string; readonly embargoLength?: number }>({
      query: ({ uploadId, embargoLength }) => ({
        path: `${uploadPath(uploadId)}/action/publish`, method: 'POST', query: { embargo_length: embargoLength },
      }),
      invalidatesTags: (_response, _error, { uploadId }) => [...uploadTags(uploadId), { type: 'Entry' }],
    }),
    reprocessUpload: build.mutation<UploadResponse, string>({
      query: (uploadId) => ({ path: `${uploadPath(uploadId)}/action/process`, method: 'POST' }),
      invalidatesTags: (_response, _error, uploadId) => [...uploadTags(uploadId), { type: 'Entry' }],
    }),
    deleteUpload: build.mutation<UploadResponse, string>({
      query: (uploadId) => ({ path: uploadPath(uploadId), method: 'DELETE' }),
      invalidatesTags: (_response, _error, uploadId) => [...uploadTags(uploadId), { type: 'Entry' }, { type: 'Dataset' }],
    }),
  }),
})

export const {
  useUploadsQuery, useUploadQuery, useUploadEntriesQuery, useUploadReadmeQuery, useUploadEntryMetadataQuery, useUploadCommandExamplesQuery,
  useCreateUploadMutation, useEditUploadMutation, usePublishUploadMutation, useReprocessUploadMutation, useDeleteUploadMutation,
} = uploadsApi

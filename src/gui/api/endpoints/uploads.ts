// Uploads (reference §1.4): the caller's list, one upload, its entries' processing
// states, and the actions on it. While an upload processes, its page polls (RTK Query's
// `pollingInterval: 1000`); every action invalidates the upload, its entries and the list.
import type {
  UploadEntriesResponse, UploadListResponse, UploadOrderBy, UploadResponse, UploadRole,
} from '../../../core/api'
import { api } from '../apiSlice'
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
    createUpload: build.mutation<UploadResponse, { readonly uploadName?: string }>({
      query: ({ uploadName }) => ({ path: 'uploads', method: 'POST', query: { upload_name: uploadName } }),
      invalidatesTags: [{ type: 'Upload', id: LIST }],
    }),
    editUpload: build.mutation<UploadResponse, UploadEditArgs>({
      query: ({ uploadId, metadata, verifyOnly }) => ({
        path: `${uploadPath(uploadId)}/edit`, method: 'POST', body: { metadata, verify_only: verifyOnly ?? false },
      }),
      invalidatesTags: (_response, _error, { uploadId }) => [...uploadTags(uploadId), { type: 'Entry' }, { type: 'Dataset' }],
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
  useUploadsQuery, useUploadQuery, useUploadEntriesQuery,
  useCreateUploadMutation, useEditUploadMutation, usePublishUploadMutation, useReprocessUploadMutation, useDeleteUploadMutation,
} = uploadsApi

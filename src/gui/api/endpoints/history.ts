// The saved versions of an upload's archive files (issue 18; core/api/history.ts): read by
// the entry page's History card. Restoring and comparing belong to the file's own views.
import type { FileHistoryResponse } from '../../../core/api'
import { api } from '../apiSlice'
import { encodePath } from './rawFiles'

const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileHistory: build.query<FileHistoryResponse, { readonly uploadId: string; readonly path: string }>({
      query: ({ uploadId, path }) => `uploads/${encodeURIComponent(uploadId)}/history/${encodePath(path)}`,
      // A save writes a new version and reprocesses the entry, which invalidates it.
      providesTags: (_response, _error, { uploadId }) => [{ type: 'Upload', id: uploadId }],
    }),
  }),
})

export const { useFileHistoryQuery } = historyApi

/** The API path of one version's bytes (a stable URL). */
export const fileVersionPath = (uploadId: string, path: string, version: number) =>
  `uploads/${encodeURIComponent(uploadId)}/history/${encodePath(path)}/${version}`

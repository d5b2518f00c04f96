// The saved versions of an upload's archive files (issue 18; core/api/history.ts): read by
// the entry page's History card, which compares two (a field-by-field diff) and restores one.
import type { FileDiffResponse, FileHistoryResponse, FileRestoreResponse } from '../../../core/api'
import { api } from '../apiSlice'
import { encodePath } from './rawFiles'

const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileHistory: build.query<FileHistoryResponse, { readonly uploadId: string; readonly path: string }>({
      query: ({ uploadId, path }) => `uploads/${encodeURIComponent(uploadId)}/history/${encodePath(path)}`,
      // A save writes a new version and reprocesses the entry, which invalidates it.
      providesTags: (_response, _error, { uploadId }) => [{ type: 'Upload', id: uploadId }],
    }),
    // Versions never change once written: a diff of two is cached for good.
    fileDiff: build.query<FileDiffResponse, { readonly uploadId: string; readonly path: string; readonly from: number; readonly to: number }>({
      query: ({ uploadId, path, from, to }) => ({ path: `uploads/${encodeURIComponent(uploadId)}/history/${encodePath(path)}/diff`, query: { from, to } }),
    }),
    // Writes the version back as the newest and reprocesses the entry.
    restoreFileVersion: build.mutation<FileRestoreResponse, { readonly uploadId: string; readonly path: string; readonly version: number }>({
      query: ({ uploadId, path, version }) => ({ path: `uploads/${encodeURIComponent(uploadId)}/history/${encodePath(path)}/${version}/restore`, method: 'POST' }),
      invalidatesTags: (response, error, { uploadId }) => (error ? [] : [
        { type: 'Upload', id: uploadId }, { type: 'UploadEntries', id: uploadId }, { type: 'RawDir', id: uploadId },
        ...(response?.processing.entry_id ? [{ type: 'Entry' as const, id: response.processing.entry_id }] : []),
      ]),
    }),
  }),
})

export const { useFileHistoryQuery, useFileDiffQuery, useRestoreFileVersionMutation } = historyApi

/** The API path of one version's bytes (a stable URL). */
export const fileVersionPath = (uploadId: string, path: string, version: number) =>
  `uploads/${encodeURIComponent(uploadId)}/history/${encodePath(path)}/${version}`

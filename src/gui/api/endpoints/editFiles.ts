// A file put into an upload from a lab-notebook file quantity (FileEditQuantity, spec 3
// §5): PUT uploads/{id}/raw/{dir}?file_name&overwrite_if_exists. Without overwrite an
// existing path is refused (409), so the editor can ask before replacing it.
import type { UploadResponse } from '../../../core/api'
import { api } from '../apiSlice'
import { LIST } from '../tags'
import { rawPath } from './rawFiles'

export interface PutRawFileArgs {
  readonly uploadId: string
  /** The folder ('' = the upload's root). */
  readonly dir: string
  readonly fileName: string
  readonly file: Blob
  readonly overwrite: boolean
}

const editFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    putRawFile: build.mutation<UploadResponse, PutRawFileArgs>({
      query: ({ uploadId, dir, fileName, file, overwrite }) => ({
        path: rawPath(uploadId, dir),
        method: 'PUT',
        query: { file_name: fileName, overwrite_if_exists: overwrite },
        body: file,
      }),
      invalidatesTags: (_response, error, { uploadId }) => (error ? [] : [
        { type: 'Upload', id: uploadId }, { type: 'UploadEntries', id: uploadId }, { type: 'RawDir', id: uploadId }, { type: 'Upload', id: LIST },
      ]),
    }),
  }),
})

export const { usePutRawFileMutation } = editFilesApi

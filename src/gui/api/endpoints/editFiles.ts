// A file put into an upload from a lab-notebook edit component (spec 3 §4, §5): a file
// quantity's upload (FileEditQuantity) and the new entry of the create-reference dialog,
// PUT uploads/{id}/raw/{dir}?file_name&overwrite_if_exists[&wait_for_processing]. Without
// overwrite an existing path is refused (409), so the editor can ask before replacing it.
import type { UploadResponse } from '../../../core/api'
import { api } from '../apiSlice'
import { LIST } from '../tags'
import { rawPath } from './rawFiles'

export interface PutRawFileArgs {
  readonly uploadId: string
  /** The folder ('' = the upload's root). */
  readonly dir: string
  readonly fileName: string
  /** The content: a file the user chose, or text (a new archive). */
  readonly file: Blob | string
  readonly overwrite: boolean
  /** Answer once the upload is processed again, with the new file's entry (an archive file). */
  readonly waitForProcessing?: boolean
}

export interface PutRawFileResponse extends UploadResponse {
  /** With wait_for_processing: the entry of the file, where it is one. */
  readonly processing?: { readonly entry_id: string | null }
}

const editFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    putRawFile: build.mutation<PutRawFileResponse, PutRawFileArgs>({
      query: ({ uploadId, dir, fileName, file, overwrite, waitForProcessing }) => ({
        path: rawPath(uploadId, dir),
        method: 'PUT',
        query: { file_name: fileName, overwrite_if_exists: overwrite, ...(waitForProcessing ? { wait_for_processing: true } : {}) },
        body: file,
      }),
      invalidatesTags: (_response, error, { uploadId }) => (error ? [] : [
        { type: 'Upload', id: uploadId }, { type: 'UploadEntries', id: uploadId }, { type: 'RawDir', id: uploadId }, { type: 'Upload', id: LIST },
      ]),
    }),
  }),
})

export const { usePutRawFileMutation } = editFilesApi

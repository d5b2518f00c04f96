// Saving an entry's archive file from the archive editor (spec 3 §4, §7): the file's new
// content with PUT uploads/{id}/raw/{dir}?file_name&wait_for_processing, answered once the
// entry is processed again. `entry_hash` is the hash of the file as the editor loaded it:
// the server answers 409 when the file has changed since (someone else saved). A save
// changes the entry, its upload, the file listings and the file's history.
import type { UploadResponse } from '../../../core/api'
import { api } from '../apiSlice'
import { LIST } from '../tags'
import { rawPath } from './rawFiles'

export interface SaveArchiveFileArgs {
  readonly uploadId: string
  readonly entryId: string
  /** The mainfile, a path in the upload. */
  readonly path: string
  /** The file's new content, as text (JSON or YAML, the file's own format). */
  readonly content: string
  /** The hash of the file as loaded; omitted, the server overwrites whatever is there. */
  readonly entryHash?: string
}

export interface SaveArchiveFileResponse extends UploadResponse {
  readonly processing?: {
    readonly entry_id: string | null
    readonly entry: { readonly entry_hash: string | null; readonly process_status?: string } | null
  }
}

export interface CreateArchiveFileArgs {
  readonly uploadId: string
  /** The folder ('' = the upload's root). */
  readonly dir: string
  readonly fileName: string
  readonly content: string
}

const split = (path: string) => {
  const slash = path.lastIndexOf('/')
  return { dir: slash < 0 ? '' : path.slice(0, slash), fileName: path.slice(slash + 1) }
}

const archiveFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveArchiveFile: build.mutation<SaveArchiveFileResponse, SaveArchiveFileArgs>({
      query: ({ uploadId, path, content, entryHash }) => {
        const { dir, fileName } = split(path)
        return {
          path: rawPath(uploadId, dir),
          method: 'PUT',
          query: { file_name: fileName, wait_for_processing: true, ...(entryHash ? { entry_hash: entryHash } : {}) },
          body: content,
        }
      },
      invalidatesTags: (_response, error, { uploadId, entryId }) => (error ? [] : [
        { type: 'Entry', id: entryId }, { type: 'Upload', id: uploadId }, { type: 'UploadEntries', id: uploadId },
        { type: 'RawDir', id: uploadId }, { type: 'Upload', id: LIST },
      ]),
    }),
    // A new archive file (create from schema): refused with 409 when the name is taken.
    createArchiveFile: build.mutation<SaveArchiveFileResponse, CreateArchiveFileArgs>({
      query: ({ uploadId, dir, fileName, content }) => ({
        path: rawPath(uploadId, dir),
        method: 'PUT',
        query: { file_name: fileName, wait_for_processing: true, overwrite_if_exists: false },
        body: content,
      }),
      invalidatesTags: (_response, error, { uploadId }) => (error ? [] : [
        { type: 'Upload', id: uploadId }, { type: 'UploadEntries', id: uploadId }, { type: 'RawDir', id: uploadId }, { type: 'Upload', id: LIST },
      ]),
    }),
  }),
})

export const { useSaveArchiveFileMutation, useCreateArchiveFileMutation } = archiveFilesApi

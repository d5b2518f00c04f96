// The raw files of an upload (reference §1.4, spec 3 §7): folder listings for the file
// browser (40 per page, more on scroll), a file's bytes for previews (text in 16384-byte
// chunks), new folders, copies and moves, deletions, and the entries that reference what a
// deletion would remove. Listings are tagged per upload: every change to the files, and
// the end of the processing it starts, lists again.
import type { UploadResponse } from '../../../core/api'
import { api } from '../apiSlice'
import type { ApiClient } from '../client'
import { LIST } from '../tags'

/** An item of a folder listing. */
export interface RawDirItem {
  readonly name: string
  readonly is_file: boolean
  readonly size: number
  readonly entry_id?: string
  readonly parser_name?: string
}

export type RawAccess = 'unpublished' | 'embargoed' | 'public'

/** `GET uploads/{id}/rawdir/{path}` of a folder. */
export interface RawDirListing {
  readonly path: string
  readonly access: RawAccess
  readonly directory_metadata: { readonly name: string; readonly size: number; readonly content: readonly RawDirItem[] }
  readonly pagination: { readonly page: number; readonly page_size: number; readonly total: number }
}

/** `GET uploads/{id}/rawdir/{path}` of a file. */
export interface RawFileInfo {
  readonly path: string
  readonly access: RawAccess
  readonly file_metadata: { readonly name: string; readonly size: number; readonly entry_id?: string; readonly parser_name?: string }
}

export type RawDirResponse = RawDirListing | RawFileInfo

export const isFileInfo = (response: RawDirResponse): response is RawFileInfo => 'file_metadata' in response

/** Folder listings load this many items at a time (spec 3 §9). */
export const RAW_DIR_PAGE_SIZE = 40

/** A path in the upload as URL segments (`a b/c` → `a%20b/c`). */
export const encodePath = (path: string) => path.split('/').filter(Boolean).map(encodeURIComponent).join('/')

const uploadPath = (uploadId: string) => `uploads/${encodeURIComponent(uploadId)}`
export const rawPath = (uploadId: string, path: string) => `${uploadPath(uploadId)}/raw/${encodePath(path)}`

export interface RawDirArgs {
  readonly uploadId: string
  readonly path: string
}

export interface CopyOrMoveArgs {
  readonly uploadId: string
  /** The source, a path in the upload. */
  readonly source: string
  /** The folder to put it in ('' = the root). */
  readonly targetFolder: string
  readonly fileName: string
  readonly mode: 'copy' | 'move'
  /** Replace an existing file of that name (otherwise 409). */
  readonly overwrite: boolean
}

/** An entry that references others (`entries/query` with `entry_references`). */
export interface ReferencingEntry {
  readonly entry_id: string
  readonly upload_id: string
  readonly mainfile: string
  readonly entry_references?: readonly {
    readonly target_entry_id?: string
    readonly target_upload_id?: string
    readonly target_mainfile?: string
    readonly source_path?: string
    readonly target_path?: string
  }[]
}

/** At most this many referencing entries are checked before a deletion (the query's page). */
export const REFERENCES_PAGE_SIZE = 1000

const rawDirTag = (uploadId: string) => ({ type: 'RawDir' as const, id: uploadId })

export const rawFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A folder, 40 items per page (`fetchNextPage` on scroll); a file's metadata when `path` is a file. */
    rawDir: build.infiniteQuery<RawDirResponse, RawDirArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, page) => {
          if (isFileInfo(last)) return undefined
          return page * last.pagination.page_size < last.pagination.total ? page + 1 : undefined
        },
      },
      query: ({ queryArg: { uploadId, path }, pageParam }) => ({
        path: `${uploadPath(uploadId)}/rawdir/${encodePath(path)}`,
        query: { include_entry_info: true, page_size: RAW_DIR_PAGE_SIZE, page: pageParam },
      }),
      providesTags: (_response, _error, { uploadId }) => [rawDirTag(uploadId)],
    }),
    createFolder: build.mutation<UploadResponse, RawDirArgs>({
      query: ({ uploadId, path }) => ({ path: `${uploadPath(uploadId)}/raw-create-dir/${encodePath(path)}`, method: 'POST' }),
      invalidatesTags: (_response, _error, { uploadId }) => [rawDirTag(uploadId), { type: 'Upload', id: uploadId }],
    }),
    copyOrMove: build.mutation<UploadResponse, CopyOrMoveArgs>({
      query: ({ uploadId, source, targetFolder, fileName, mode, overwrite }) => ({
        path: rawPath(uploadId, targetFolder),
        method: 'PUT',
        query: { copy_or_move: mode, copy_or_move_source_path: source, file_name: fileName, overwrite_if_exists: overwrite },
      }),
      invalidatesTags: (_response, error, { uploadId }) => (error ? [] : [rawDirTag(uploadId), { type: 'Upload', id: uploadId }, { type: 'Upload', id: LIST }]),
    }),
    deleteRawPath: build.mutation<UploadResponse, RawDirArgs>({
      query: ({ uploadId, path }) => ({ path: rawPath(uploadId, path), method: 'DELETE' }),
      invalidatesTags: (_response, _error, { uploadId }) => [
        rawDirTag(uploadId), { type: 'Upload', id: uploadId }, { type: 'Upload', id: LIST }, { type: 'UploadEntries', id: uploadId }, { type: 'Entry' },
      ],
    }),
    /** Entries (of any upload the caller sees) that reference entries of this upload. */
    referencingEntries: build.query<readonly ReferencingEntry[], string>({
      query: (uploadId) => ({
        path: 'entries/query',
        method: 'POST',
        body: {
          owner: 'visible',
          query: { 'entry_references.target_upload_id': uploadId },
          required: { include: ['entry_id', 'upload_id', 'mainfile', 'entry_references'] },
          pagination: { page_size: REFERENCES_PAGE_SIZE },
        },
      }),
      transformResponse: (response: { data?: ReferencingEntry[] }) => response.data ?? [],
      keepUnusedDataFor: 0,
    }),
  }),
})

export const {
  useRawDirInfiniteQuery, useCreateFolderMutation, useCopyOrMoveMutation, useDeleteRawPathMutation,
  useLazyReferencingEntriesQuery,
} = rawFilesApi

export interface RawBytesOptions {
  /** The first byte (of the decompressed content). */
  readonly offset?: number
  /** At most this many bytes; -1 or none: to the end. */
  readonly length?: number
  readonly signal?: AbortSignal
}

/**
 * Bytes of a file, decompressed when gzipped, never typed by the server (spec 3 §7: the
 * text preview's 16384-byte chunks; JSON, CIF and PDF files whole). Not an RTK Query
 * endpoint: previews append chunks as the user scrolls, and bytes are no store state.
 */
export function rawFileBytes(client: ApiClient, uploadId: string, path: string, options: RawBytesOptions = {}): Promise<ArrayBuffer> {
  const query = { offset: options.offset, length: options.length, decompress: true, ignore_mime_type: true }
  return client.bytes(rawPath(uploadId, path), query, options.signal)
}

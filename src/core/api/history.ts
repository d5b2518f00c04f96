// The history of an upload's archive files (issue 18). NOMAD has no such API; the paths
// follow its raw-file style: GET uploads/{upload_id}/history/{path} lists the versions,
// …/{path}/{version} is one version's bytes (a stable URL), …/{path}/diff?from&to compares
// two, POST …/{path}/{version}/restore writes one back as the newest version.
import type { EntryProcData } from './uploads'

/** One saved version of a file. */
export interface FileVersionInfo {
  /** 1 for the first write, counting up. */
  version: number
  /** SHA-256 of the bytes (hex): equal hashes, equal content. */
  hash: string
  size: number
  author: { user_id: string; name: string | null } | null
  /** When it was written, naive UTC like the other times of the API. */
  created: string
}

export interface FileHistoryResponse {
  upload_id: string
  path: string
  /** Newest first. */
  data: FileVersionInfo[]
}

/** A JSON value of an archive. */
export type ArchiveValue = null | boolean | number | string | ArchiveValue[] | { [key: string]: ArchiveValue }

/** One field that differs; `path` as in the archive ('/'-joined, list items by index). */
export interface FieldChange {
  path: string
  op: 'added' | 'removed' | 'changed'
  old?: ArchiveValue
  new?: ArchiveValue
}

export interface FileDiffResponse {
  upload_id: string
  path: string
  from: number
  to: number
  changes: FieldChange[]
}

export interface FileRestoreResponse {
  upload_id: string
  path: string
  restored_from: number
  /** The version the restore wrote. */
  version: FileVersionInfo
  /** The file's entry after reprocessing, as PUT raw with wait_for_processing answers it. */
  processing: {
    entry_id: string | null
    parser_name: string | null
    entry: (EntryProcData & { entry_hash: string | null }) | null
  }
}

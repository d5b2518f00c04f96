// Uploads (reference §1.4, §4.4).
import type { Paged } from './pagination'

/** The processing states of uploads and entries. */
export type ProcessStatus = 'READY' | 'PENDING' | 'RUNNING' | 'WAITING_FOR_RESULT' | 'SUCCESS' | 'FAILURE' | 'DELETED'

/** The roles `GET /uploads?roles=` filters by. */
export type UploadRole = 'main_author' | 'coauthor' | 'reviewer'

/** An upload as the API answers it; datetimes are naive UTC (Mongo-backed in NOMAD). */
export interface Upload {
  upload_id: string
  upload_name: string | null
  upload_create_time: string
  main_author: string
  coauthors: string[]
  coauthor_groups: string[]
  reviewers: string[]
  reviewer_groups: string[]
  writers: string[]
  writer_groups: string[]
  viewers: string[]
  viewer_groups: string[]
  published: boolean
  published_to: string[]
  publish_time: string | null
  with_embargo: boolean
  embargo_length: number
  license: string
  process_running: boolean
  current_process: string | null
  process_status: ProcessStatus
  last_status_message: string | null
  errors: string[]
  warnings: string[]
  complete_time: string | null
  entries: number
  upload_files_server_path: string | null
}

/** `GET /uploads/{id}` and every upload action. */
export interface UploadResponse {
  upload_id: string
  data: Upload
}

export type UploadOrderBy = 'upload_create_time' | 'publish_time' | 'upload_name' | 'last_status_message'

/** `GET /uploads`: the caller's uploads, with the query echoed. */
export interface UploadListResponse extends Paged<Upload, UploadOrderBy> {
  query: Record<string, unknown>
}

/** An entry's processing state (`GET /uploads/{id}/entries`). */
export interface EntryProcData {
  entry_id: string
  upload_id: string
  mainfile: string
  mainfile_key?: string
  parser_name: string | null
  process_running: boolean
  process_status: ProcessStatus
  current_process: string
  last_status_message: string
  errors: string[]
  warnings: string[]
  entry_create_time: string | null
  complete_time: string | null
}

/** `GET /uploads/{id}/entries`. */
export interface UploadEntriesResponse extends Paged<EntryProcData> {
  processing_successful: number
  processing_failed: number
  upload: Upload
}

/** `GET /uploads/command-examples`: curl lines for uploading from a shell, with the caller's upload token. */
export interface UploadCommandExamples {
  upload_url: string
  upload_command: string
  upload_command_with_name: string
  upload_progress_command: string
  upload_command_form: string
  upload_tar_command: string
}

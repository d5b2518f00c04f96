// An upload as the API answers it (reference §4.4), from its row.
import type { Upload } from '../../core/api'
import { viewerGroupsOf, viewersOf, writersOf } from '../access'
import { isProcessing, naiveUtc, type UploadRecord } from '../store/uploads'

export function toUpload(record: UploadRecord, entries: number): Upload {
  return {
    upload_id: record.upload_id,
    upload_name: record.upload_name,
    upload_create_time: naiveUtc(record.upload_create_time)!,
    main_author: record.main_author,
    coauthors: record.coauthors,
    coauthor_groups: record.coauthor_groups,
    reviewers: record.reviewers,
    reviewer_groups: record.reviewer_groups,
    writers: writersOf(record),
    writer_groups: record.coauthor_groups,
    viewers: viewersOf(record),
    viewer_groups: viewerGroupsOf(record),
    published: record.published,
    published_to: [],
    publish_time: naiveUtc(record.publish_time),
    with_embargo: record.embargo_length > 0,
    embargo_length: record.embargo_length,
    license: record.license,
    process_running: isProcessing(record.process_status),
    current_process: record.current_process,
    process_status: record.process_status,
    last_status_message: record.last_status_message,
    errors: record.errors,
    warnings: record.warnings,
    complete_time: naiveUtc(record.complete_time),
    entries,
    upload_files_server_path: null,
  }
}

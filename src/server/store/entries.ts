import type { Queryable } from './types'
import type { ProcessStatus } from './uploads'
import { isProcessing, naiveUtc } from './uploads'

export interface EntryRecord {
  entry_id: string
  upload_id: string
  mainfile: string
  mainfile_key: string | null
  parser_name: string | null
  process_status: ProcessStatus
  errors: string[]
  warnings: string[]
  entry_create_time: Date
  last_processing_time: Date | null
  complete_time: Date | null
  entry_hash: string | null
  /** The search document: entry metadata and results. */
  doc: Record<string, unknown>
  /** Metadata users edited (comment, references, …). */
  user_metadata: Record<string, unknown>
}

const COLUMNS = `entry_id, upload_id, mainfile, mainfile_key, parser_name, process_status, errors, warnings,
  entry_create_time, last_processing_time, complete_time, entry_hash, doc, user_metadata`

/** Entry processing data as GET uploads/{id}/entries answers it (reference §4.4). */
export function toEntryProcData(record: EntryRecord) {
  return {
    entry_id: record.entry_id,
    upload_id: record.upload_id,
    mainfile: record.mainfile,
    ...(record.mainfile_key ? { mainfile_key: record.mainfile_key } : {}),
    parser_name: record.parser_name,
    process_running: isProcessing(record.process_status),
    process_status: record.process_status,
    current_process: 'process_entry',
    last_status_message: record.process_status === 'SUCCESS' ? 'Process process_entry completed successfully'
      : record.process_status === 'FAILURE' ? 'Process process_entry failed' : `${record.process_status}: process_entry`,
    errors: record.errors,
    warnings: record.warnings,
    entry_create_time: naiveUtc(record.entry_create_time),
    complete_time: naiveUtc(record.complete_time),
  }
}

/** Registers mainfiles found by matching (PENDING); existing entries keep their id and create time. */
export async function upsertPendingEntries(db: Queryable, uploadId: string, found: { entry_id: string; mainfile: string; parser_name: string }[]) {
  if (!found.length) return
  await db.query(
    `INSERT INTO entries (entry_id, upload_id, mainfile, parser_name, process_status)
     SELECT e.entry_id, $1, e.mainfile, e.parser_name, 'PENDING'
       FROM jsonb_to_recordset($2::jsonb) AS e(entry_id text, mainfile text, parser_name text)
     ON CONFLICT (entry_id) DO UPDATE SET parser_name = EXCLUDED.parser_name, process_status = 'PENDING'`,
    [uploadId, JSON.stringify(found)],
  )
}

/** Removes entries whose mainfile is gone or no longer matches; answers their ids. */
export async function deleteEntriesExcept(db: Queryable, uploadId: string, keep: string[]): Promise<string[]> {
  const rows = await db.query<{ entry_id: string }>(
    'DELETE FROM entries WHERE upload_id = $1 AND NOT (entry_id = ANY($2::text[])) RETURNING entry_id',
    [uploadId, keep],
  )
  return rows.map((row) => row.entry_id)
}

export interface ProcessedEntry {
  entry_id: string
  process_status: 'SUCCESS' | 'FAILURE'
  errors: string[]
  warnings: string[]
  entry_hash: string | null
  doc: Record<string, unknown>
}

/** Stores processing results; one statement for many entries (processing writes in batches). */
export async function saveProcessedEntries(db: Queryable, entries: ProcessedEntry[]): Promise<void> {
  if (!entries.length) return
  await db.query(
    `UPDATE entries e SET process_status = r.process_status, errors = r.errors, warnings = r.warnings,
       entry_hash = r.entry_hash, doc = r.doc, last_processing_time = now(), complete_time = now()
     FROM jsonb_to_recordset($1::jsonb) AS r(entry_id text, process_status text, errors jsonb, warnings jsonb, entry_hash text, doc jsonb)
     WHERE e.entry_id = r.entry_id`,
    [JSON.stringify(entries)],
  )
}

/** Marks the upload's entries still waiting for results FAILURE with `message` (a run that broke off). */
export async function failUnfinishedEntries(db: Queryable, uploadId: string, message: string): Promise<void> {
  await db.query(
    `UPDATE entries SET process_status = 'FAILURE', errors = $2::jsonb, complete_time = now()
      WHERE upload_id = $1 AND process_status IN ('PENDING', 'RUNNING')`,
    [uploadId, JSON.stringify([message])],
  )
}

export async function findEntry(db: Queryable, entryId: string): Promise<EntryRecord | undefined> {
  const [row] = await db.query<EntryRecord>(`SELECT ${COLUMNS} FROM entries WHERE entry_id = $1`, [entryId])
  return row
}

export async function listUploadEntries(db: Queryable, uploadId: string, page: { page: number; pageSize: number; orderBy: string; order: 'asc' | 'desc' }) {
  const [{ total, failed, succeeded }] = await db.query<{ total: number; failed: number; succeeded: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE process_status = 'FAILURE')::int AS failed,
            count(*) FILTER (WHERE process_status = 'SUCCESS')::int AS succeeded
       FROM entries WHERE upload_id = $1`,
    [uploadId],
  )
  const records = await db.query<EntryRecord>(
    `SELECT ${COLUMNS} FROM entries WHERE upload_id = $1 ORDER BY ${page.orderBy} ${page.order}, entry_id
     LIMIT ${Number(page.pageSize)} OFFSET ${Number((page.page - 1) * page.pageSize)}`,
    [uploadId],
  )
  return { total, failed, succeeded, records }
}

export async function entryCounts(db: Queryable, uploadId: string) {
  const [counts] = await db.query<{ total: number; done: number; failed: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE process_status IN ('SUCCESS', 'FAILURE'))::int AS done,
            count(*) FILTER (WHERE process_status = 'FAILURE')::int AS failed
       FROM entries WHERE upload_id = $1`,
    [uploadId],
  )
  return counts
}

/** The statuses of an entry processing has finished with. */
export const SEARCHABLE_STATUSES: readonly ProcessStatus[] = ['SUCCESS', 'FAILURE']

/**
 * Entries are searchable, and their metadata and archive readable, once processing has
 * finished with them once. Every change of an upload's files reprocesses all its entries
 * (PENDING, then RUNNING): an entry processed before keeps serving its last processed
 * state meanwhile (its doc stays in the row, its archive file is replaced atomically), as
 * NOMAD keeps its search documents; only an entry never processed (no complete_time) is hidden.
 */
export const isSearchable = (entry: Pick<EntryRecord, 'process_status' | 'complete_time'>): boolean =>
  SEARCHABLE_STATUSES.includes(entry.process_status) || entry.complete_time !== null

/** isSearchable as an SQL condition on the entries table (its columns unqualified, or qualified by `alias`). */
export function searchableSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name)
  return `(${column('process_status')} IN (${SEARCHABLE_STATUSES.map((status) => `'${status}'`).join(', ')}) OR ${column('complete_time')} IS NOT NULL)`
}

/** The upload's entries and how many of them did not process successfully (publishing needs none). */
export async function publishCounts(db: Queryable, uploadId: string): Promise<{ total: number; failed: number }> {
  const [counts] = await db.query<{ total: number; failed: number }>(
    "SELECT count(*)::int AS total, count(*) FILTER (WHERE process_status <> 'SUCCESS')::int AS failed FROM entries WHERE upload_id = $1",
    [uploadId],
  )
  return counts
}

/** Mainfiles of the upload's entries, narrowed by entry ids and mainfiles when given. */
export async function selectedMainfiles(db: Queryable, uploadId: string, by: { entryIds?: string[]; mainfiles?: string[] }): Promise<string[]> {
  const rows = await db.query<{ mainfile: string }>(
    `SELECT mainfile FROM entries WHERE upload_id = $1
        AND ($2::text[] IS NULL OR entry_id = ANY($2::text[]))
        AND ($3::text[] IS NULL OR mainfile = ANY($3::text[]))`,
    [uploadId, by.entryIds ?? null, by.mainfiles ?? null],
  )
  return rows.map((row) => row.mainfile)
}

/** The entries whose mainfiles are among these paths (a folder listing's entry info). */
export async function entriesAtPaths(db: Queryable, uploadId: string, paths: string[]) {
  return db.query<{ mainfile: string; entry_id: string; parser_name: string }>(
    'SELECT mainfile, entry_id, parser_name FROM entries WHERE upload_id = $1 AND mainfile = ANY($2::text[])',
    [uploadId, paths],
  )
}

/** The user-edited metadata of the upload's entries: all of them, or only `entryIds`. */
export async function userMetadataOf(db: Queryable, uploadId: string, entryIds?: string[]) {
  return db.query<{ entry_id: string; user_metadata: Record<string, unknown> }>(
    'SELECT entry_id, user_metadata FROM entries WHERE upload_id = $1 AND ($2::text[] IS NULL OR entry_id = ANY($2::text[]))',
    [uploadId, entryIds ?? null],
  )
}

export async function setUserMetadata(db: Queryable, entryId: string, metadata: Record<string, unknown>): Promise<void> {
  await db.query('UPDATE entries SET user_metadata = $2::jsonb WHERE entry_id = $1', [entryId, JSON.stringify(metadata)])
}

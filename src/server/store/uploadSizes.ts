// Queries of the storage quota: the raw bytes of each upload of a user, as cached in
// upload_sizes (see migrations/008_upload_sizes.sql).
import type { Queryable } from './types'

export interface UploadSize {
  upload_id: string
  /** Null when not known (never measured, or the files changed since). */
  raw_bytes: number | null
  /** The upload's change counter when read; pass it back to `saveUploadSize`. */
  changes: number
}

type Int8 = string | number | bigint

/** Every upload the user is the main author of, with its cached size. */
export async function uploadSizesOf(db: Queryable, userId: string): Promise<UploadSize[]> {
  const rows = await db.query<{ upload_id: string; raw_bytes: Int8 | null; changes: Int8 | null }>(
    `SELECT u.upload_id, s.raw_bytes, s.changes FROM uploads u LEFT JOIN upload_sizes s ON s.upload_id = u.upload_id
      WHERE u.main_author = $1`,
    [userId],
  )
  // Sizes stay far below 2^53.
  return rows.map((row) => ({
    upload_id: row.upload_id,
    raw_bytes: row.raw_bytes === null ? null : Number(row.raw_bytes),
    changes: row.changes === null ? 0 : Number(row.changes),
  }))
}

/** Stores a measured size unless the upload's files changed since `changes` was read. */
export async function saveUploadSize(db: Queryable, uploadId: string, rawBytes: number, changes: number): Promise<void> {
  await db.query(
    `INSERT INTO upload_sizes (upload_id, raw_bytes, changes) SELECT upload_id, $2, $3 FROM uploads WHERE upload_id = $1
     ON CONFLICT (upload_id) DO UPDATE SET raw_bytes = EXCLUDED.raw_bytes WHERE upload_sizes.changes = EXCLUDED.changes`,
    [uploadId, rawBytes, changes],
  )
}

/** Forgets an upload's size: its files changed. */
export async function forgetUploadSize(db: Queryable, uploadId: string): Promise<void> {
  await db.query(
    `INSERT INTO upload_sizes (upload_id, raw_bytes, changes) SELECT upload_id, NULL, 1 FROM uploads WHERE upload_id = $1
     ON CONFLICT (upload_id) DO UPDATE SET raw_bytes = NULL, changes = upload_sizes.changes + 1`,
    [uploadId],
  )
}

// The saved versions of archive files (migrations/009_file_versions.sql). The bytes are
// content-addressed on disk (history/blobs.ts); a row says who wrote which bytes when.
import type { Queryable } from './types'

export interface FileVersion {
  upload_id: string
  path: string
  version: number
  /** SHA-256 of the bytes, lower-case hex. */
  hash: string
  size: number
  author: string | null
  /** The author's name from the users table, when the account still exists. */
  author_name: string | null
  created: Date
}

type Int8 = string | number | bigint

interface VersionRow {
  upload_id: string
  path: string
  version: number
  hash: string
  size: Int8
  author: string | null
  first_name: string | null
  last_name: string | null
  username: string | null
  created: Date | string
}

const SELECT = `SELECT v.upload_id, v.path, v.version, v.hash, v.size, v.author, v.created, u.first_name, u.last_name, u.username
  FROM file_versions v LEFT JOIN users u ON u.user_id = v.author`

function toVersion(row: VersionRow): FileVersion {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || row.username
  return {
    upload_id: row.upload_id,
    path: row.path,
    version: Number(row.version),
    hash: row.hash,
    size: Number(row.size),
    author: row.author,
    author_name: name ?? null,
    created: row.created instanceof Date ? row.created : new Date(row.created),
  }
}

/**
 * Adds the next version of `path` (1 for the first). Two writers of one path at once on
 * PostgreSQL may pick the same number: the primary key refuses the second, which
 * retries. Undefined when the upload is gone (deleted meanwhile).
 */
export async function insertFileVersion(db: Queryable, version: { upload_id: string; path: string; hash: string; size: number; author: string | null }): Promise<number | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await db.query<{ version: number }>(
        `INSERT INTO file_versions (upload_id, path, version, hash, size, author)
         SELECT $1, $2, COALESCE(MAX(version), 0) + 1, $3, $4, $5 FROM file_versions WHERE upload_id = $1 AND path = $2
         RETURNING version`,
        [version.upload_id, version.path, version.hash, version.size, version.author],
      )
      return Number(rows[0].version)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (code === '23503') return undefined // foreign_key_violation: the upload was deleted
      if (code !== '23505' || attempt >= 5) throw error // unique_violation: a concurrent writer took the number
    }
  }
}

/** The versions of one path, newest first. */
export async function listFileVersions(db: Queryable, uploadId: string, path: string): Promise<FileVersion[]> {
  const rows = await db.query<VersionRow>(`${SELECT} WHERE v.upload_id = $1 AND v.path = $2 ORDER BY v.version DESC`, [uploadId, path])
  return rows.map(toVersion)
}

export async function findFileVersion(db: Queryable, uploadId: string, path: string, version: number): Promise<FileVersion | undefined> {
  const rows = await db.query<VersionRow>(`${SELECT} WHERE v.upload_id = $1 AND v.path = $2 AND v.version = $3`, [uploadId, path, version])
  return rows[0] && toVersion(rows[0])
}

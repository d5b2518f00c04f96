// Reading the search change log (migration 005) without missing a row: PostgreSQL
// numbers a row when it is written, not when its transaction commits, so a row can
// become visible after rows with higher numbers. Each read therefore also takes every
// row of the transactions that were still running at the previous read: those with
// xid >= that read's snapshot xmin. Rows read before are skipped by their number.
import type { Queryable } from './types'

/** Where a reader stands in the log. Immutable: a read answers the next position. */
export interface LogPosition {
  /** The highest row number read. */
  seq: number
  /** Snapshot xmin of the read: transactions from here on may have been invisible. */
  xmin: bigint
  /** Rows read whose transaction is >= xmin: they come again and are skipped. */
  seen: ReadonlySet<number>
  /** The database's clock at the read. */
  readAt: Date
}

/** What changed: whole uploads (their access and all their entries), and single entries. */
export interface Changes {
  uploads: Set<string>
  entries: Set<string>
  /** Log rows read (rows read before not counted). */
  rows: number
}

interface SnapshotRow {
  xmin: string
  now: Date
  seq: number
}

/**
 * The position of a reader that has the store's state as of now (before a load reads
 * the tables): everything committed is accounted for.
 */
export async function currentPosition(db: Queryable): Promise<LogPosition> {
  const [row] = await db.query<SnapshotRow>(
    `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, statement_timestamp() AS now,
            coalesce((SELECT max(seq) FROM search_changes), 0) AS seq`,
  )
  return { seq: Number(row.seq), xmin: BigInt(row.xmin), seen: new Set(), readAt: row.now }
}

interface ChangeRow {
  xmin: string
  now: Date
  seq: number | null
  xid: string | null
  upload_id: string | null
  entry_id: string | null
}

/**
 * The changes since `from`, and the position after them; one statement, so one snapshot.
 * Two index scans (seq, xid) rather than one OR: the log holds every write of the last
 * retention period, and an OR made it a sequential scan of all of it on every search.
 */
export async function readChanges(db: Queryable, from: LogPosition): Promise<{ changes: Changes; position: LogPosition }> {
  const rows = await db.query<ChangeRow>(
    `WITH snapshot AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin, statement_timestamp() AS now)
     SELECT s.xmin::text AS xmin, s.now, c.seq, c.xid::text AS xid, c.upload_id, c.entry_id
       FROM snapshot s LEFT JOIN (
              SELECT * FROM search_changes WHERE seq > $1
              UNION ALL
              SELECT * FROM search_changes WHERE xid >= $2::xid8 AND seq <= $1
            ) c ON true
      ORDER BY c.seq`,
    [from.seq, from.xmin.toString()],
  )
  const xmin = BigInt(rows[0].xmin)
  const changes: Changes = { uploads: new Set(), entries: new Set(), rows: 0 }
  const seen = new Set<number>()
  let seq = from.seq
  for (const row of rows) {
    if (row.seq === null) continue
    const number = Number(row.seq)
    if (BigInt(row.xid as string) >= xmin) seen.add(number)
    if (number > seq) seq = number
    if (from.seen.has(number)) continue
    changes.rows++
    if (row.entry_id === null) changes.uploads.add(row.upload_id as string)
    else changes.entries.add(row.entry_id)
  }
  return { changes, position: { seq, xmin, seen, readAt: rows[0].now } }
}

/**
 * Deletes log rows every reader has read, provided readers keep to the rule that one
 * that has not read the log for `retentionMs` loads its index again instead of reading
 * it. A mark records the snapshot xmin with the time; rows of transactions below a
 * mark older than the retention had ended before every reader's last read that still
 * counts. Marks are shared by all processes of an installation and outlive restarts.
 * Answers the number of rows deleted.
 */
export async function pruneChanges(db: Queryable, retentionMs: number): Promise<number> {
  const retention = retentionMs / 1000
  await db.query(
    'INSERT INTO search_change_marks (taken_at, ended_below) VALUES (statement_timestamp(), pg_snapshot_xmin(pg_current_snapshot()))',
  )
  const [cut] = await db.query<{ taken_at: Date | null; below: string | null }>(
    `SELECT max(taken_at) AS taken_at, max(ended_below)::text AS below FROM search_change_marks
      WHERE taken_at <= statement_timestamp() - make_interval(secs => $1)`,
    [retention],
  )
  if (!cut.below || !cut.taken_at) return 0
  const [{ deleted }] = await db.query<{ deleted: number }>(
    'WITH gone AS (DELETE FROM search_changes WHERE xid < $1::xid8 RETURNING 1) SELECT count(*)::int AS deleted FROM gone',
    [cut.below],
  )
  // The newest usable mark stays; older ones say less.
  await db.query('DELETE FROM search_change_marks WHERE taken_at < $1', [cut.taken_at])
  return deleted
}

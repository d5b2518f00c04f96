// The processing queue's table: jobs are rows, so a job cut off by a crash is still
// there at the next start. The policy (one job per upload at a time, what a run does)
// is processing/runner.ts; the statements are here.
import type { Queryable } from './types'

export interface JobRow {
  job_id: number
  upload_id: string
  kind: string
}

/** Jobs a previous run left RUNNING go back to PENDING; answers how many. */
export async function resumeRunningJobs(db: Queryable): Promise<number> {
  const rows = await db.query("UPDATE processing_jobs SET state = 'PENDING', started = NULL WHERE state = 'RUNNING' RETURNING job_id")
  return rows.length
}

/**
 * Takes the upload's row lock for the rest of the transaction: enqueueing and the end
 * of a run serialise on it, so a run queued while another ends is never overwritten.
 */
export async function lockUploadRow(db: Queryable, uploadId: string): Promise<void> {
  await db.query('SELECT 1 FROM uploads WHERE upload_id = $1 FOR UPDATE', [uploadId])
}

/** Whether a job of this upload waits to run. */
export async function hasPendingJob(db: Queryable, uploadId: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM processing_jobs WHERE upload_id = $1 AND state = 'PENDING'", [uploadId])
  return rows.length > 0
}

/** Whether any job waits to run. */
export async function anyPendingJob(db: Queryable): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM processing_jobs WHERE state = 'PENDING' LIMIT 1")
  return rows.length > 0
}

/** Whether the upload has a job, waiting or running. */
export async function hasJob(db: Queryable, uploadId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM processing_jobs WHERE upload_id = $1 LIMIT 1', [uploadId])
  return rows.length > 0
}

export async function insertJob(db: Queryable, uploadId: string, kind: string): Promise<void> {
  await db.query('INSERT INTO processing_jobs (upload_id, kind) VALUES ($1, $2)', [uploadId, kind])
}

/**
 * Claims the oldest pending job of an upload with no running job. `SKIP LOCKED` lets
 * several processes (separate workers on one PostgreSQL) claim without waiting on each other.
 */
export async function claimJob(db: Queryable): Promise<JobRow | undefined> {
  const [job] = await db.query<JobRow>(
    `UPDATE processing_jobs SET state = 'RUNNING', started = now()
      WHERE job_id = (
        SELECT job_id FROM processing_jobs j WHERE state = 'PENDING'
           AND NOT EXISTS (SELECT 1 FROM processing_jobs r WHERE r.upload_id = j.upload_id AND r.state = 'RUNNING')
         ORDER BY job_id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING job_id::int AS job_id, upload_id, kind`,
  )
  return job
}

export async function deleteJob(db: Queryable, jobId: number): Promise<void> {
  await db.query('DELETE FROM processing_jobs WHERE job_id = $1', [jobId])
}

import type { Queryable } from './types'

import type { ProcessStatus } from '../../core/api'

/** The processing states of uploads and entries (reference §4.4). */
export type { ProcessStatus }

/** The states in which an upload or entry counts as processing (`process_running`). */
export const RUNNING_STATES: ProcessStatus[] = ['PENDING', 'RUNNING', 'WAITING_FOR_RESULT']

export const isProcessing = (status: ProcessStatus): boolean => RUNNING_STATES.includes(status)

export interface UploadRecord {
  upload_id: string
  upload_name: string | null
  main_author: string
  coauthors: string[]
  reviewers: string[]
  coauthor_groups: string[]
  reviewer_groups: string[]
  upload_create_time: Date
  published: boolean
  publish_time: Date | null
  embargo_length: number
  license: string
  process_status: ProcessStatus
  current_process: string | null
  last_status_message: string | null
  errors: string[]
  warnings: string[]
  complete_time: Date | null
  last_update: Date | null
}

const COLUMNS = `upload_id, upload_name, main_author, coauthors, reviewers, coauthor_groups, reviewer_groups,
  upload_create_time, published, publish_time, embargo_length, license, process_status, current_process,
  last_status_message, errors, warnings, complete_time, last_update`

/** Mongo-backed objects in NOMAD carry naive UTC datetimes without offset (reference §0). */
export function naiveUtc(date: Date | null): string | null {
  return date ? date.toISOString().replace('Z', '') : null
}

export interface NewUpload {
  upload_id: string
  upload_name?: string | null
  main_author: string
  embargo_length?: number
}

export async function insertUpload(db: Queryable, upload: NewUpload): Promise<UploadRecord> {
  const [row] = await db.query<UploadRecord>(
    `INSERT INTO uploads (upload_id, upload_name, main_author, embargo_length, last_update)
     VALUES ($1, $2, $3, $4, now()) RETURNING ${COLUMNS}`,
    [upload.upload_id, upload.upload_name ?? null, upload.main_author, upload.embargo_length ?? 0],
  )
  return row
}

export async function findUpload(db: Queryable, uploadId: string, lock = false): Promise<UploadRecord | undefined> {
  const [row] = await db.query<UploadRecord>(
    `SELECT ${COLUMNS} FROM uploads WHERE upload_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [uploadId],
  )
  return row
}

export type UploadChanges = Partial<Pick<UploadRecord,
  'upload_name' | 'coauthors' | 'reviewers' | 'coauthor_groups' | 'reviewer_groups' | 'published' | 'publish_time'
  | 'embargo_length' | 'license' | 'process_status' | 'current_process' | 'last_status_message' | 'errors'
  | 'warnings' | 'complete_time' | 'main_author' | 'upload_create_time'>>

const JSON_COLUMNS = new Set(['errors', 'warnings'])

export async function updateUpload(db: Queryable, uploadId: string, changes: UploadChanges): Promise<UploadRecord | undefined> {
  const fields = Object.entries(changes).filter(([, value]) => value !== undefined)
  const sets = fields.map(([key], index) => `${key} = $${index + 2}${JSON_COLUMNS.has(key) ? '::jsonb' : ''}`)
  sets.push('last_update = now()')
  const values = fields.map(([key, value]) => (JSON_COLUMNS.has(key) ? JSON.stringify(value) : value))
  const [row] = await db.query<UploadRecord>(
    `UPDATE uploads SET ${sets.join(', ')} WHERE upload_id = $1 RETURNING ${COLUMNS}`,
    [uploadId, ...values],
  )
  return row
}

export async function deleteUploadRecord(db: Queryable, uploadId: string): Promise<void> {
  await db.query('DELETE FROM uploads WHERE upload_id = $1', [uploadId])
}

export async function countEntries(db: Queryable, uploadIds: string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ upload_id: string; n: number }>(
    'SELECT upload_id, count(*)::int AS n FROM entries WHERE upload_id = ANY($1::text[]) GROUP BY upload_id',
    [uploadIds],
  )
  return new Map(rows.map((row) => [row.upload_id, row.n]))
}

export interface UploadListFilter {
  /** Uploads where the user has one of these roles. */
  userId: string
  roles: ('main_author' | 'coauthor' | 'reviewer')[]
  groups: string[]
  includeAll?: boolean
  uploadIds?: string[]
  uploadNames?: string[]
  isProcessing?: boolean
  isPublished?: boolean
  processStatus?: string[]
}

export interface Page {
  page: number
  pageSize: number
  orderBy: 'upload_create_time' | 'publish_time' | 'upload_name' | 'last_status_message'
  order: 'asc' | 'desc'
}

/** The uploads a user may list (roles direct or through groups), filtered and paged. */
export async function listUploads(db: Queryable, filter: UploadListFilter, page: Page): Promise<{ total: number; records: UploadRecord[] }> {
  // The user and the groups are bound only when a role clause names them: a statement
  // given a parameter it does not use is refused (roles=main_author alone has no groups).
  const params: unknown[] = []
  let userParam: string | undefined
  let groupsParam: string | undefined
  const user = () => (userParam ??= `$${params.push(filter.userId)}`)
  const groups = () => (groupsParam ??= `$${params.push(filter.groups)}::text[]`)
  const roleClauses: string[] = []
  if (filter.roles.includes('main_author')) roleClauses.push(`main_author = ${user()}`)
  if (filter.roles.includes('coauthor')) roleClauses.push(`${user()} = ANY(coauthors) OR coauthor_groups && ${groups()}`)
  if (filter.roles.includes('reviewer')) roleClauses.push(`${user()} = ANY(reviewers) OR reviewer_groups && ${groups()}`)
  if (filter.includeAll) roleClauses.push("'all' = ANY(reviewer_groups)")
  const where = [`(${roleClauses.join(' OR ') || 'false'})`]
  const add = (clause: (index: number) => string, value: unknown) => {
    params.push(value)
    where.push(clause(params.length))
  }
  if (filter.uploadIds?.length) add((i) => `upload_id = ANY($${i}::text[])`, filter.uploadIds)
  if (filter.uploadNames?.length) add((i) => `upload_name = ANY($${i}::text[])`, filter.uploadNames)
  if (filter.isPublished !== undefined) add((i) => `published = $${i}`, filter.isPublished)
  if (filter.isProcessing !== undefined) {
    add((i) => `(process_status = ANY($${i}::text[])) = ${filter.isProcessing ? 'true' : 'false'}`, RUNNING_STATES)
  }
  if (filter.processStatus?.length) add((i) => `process_status = ANY($${i}::text[])`, filter.processStatus)
  const whereSql = where.join(' AND ')
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM uploads WHERE ${whereSql}`, params)
  const nulls = page.order === 'asc' ? 'NULLS FIRST' : 'NULLS LAST'
  const records = await db.query<UploadRecord>(
    `SELECT ${COLUMNS} FROM uploads WHERE ${whereSql}
     ORDER BY ${page.orderBy} ${page.order} ${nulls}, upload_id ${page.order}
     LIMIT ${Number(page.pageSize)} OFFSET ${Number((page.page - 1) * page.pageSize)}`,
    params,
  )
  return { total, records }
}

export async function countUnpublished(db: Queryable, userId: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE main_author = $1 AND NOT published', [userId])
  return n
}

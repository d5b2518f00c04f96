import type { Queryable } from './types'
import { naiveUtc } from './uploads'
import type { Dataset, DatasetType } from '../../core/api'

export type { Dataset, DatasetType }

export interface DatasetRecord {
  dataset_id: string
  dataset_name: string
  user_id: string
  dataset_type: DatasetType
  doi: string | null
  pid: string | null
  query: Record<string, unknown> | null
  dataset_create_time: Date
  dataset_modified_time: Date
}

const COLUMNS = 'dataset_id, dataset_name, user_id, dataset_type, doi, pid, query, dataset_create_time, dataset_modified_time'

/** Datasets are Mongo-backed objects in NOMAD: naive UTC datetimes (reference §0). */
export function toDataset(record: DatasetRecord): Dataset {
  return {
    dataset_id: record.dataset_id,
    dataset_name: record.dataset_name,
    user_id: record.user_id,
    dataset_type: record.dataset_type,
    dataset_create_time: naiveUtc(record.dataset_create_time)!,
    dataset_modified_time: naiveUtc(record.dataset_modified_time)!,
    ...(record.doi ? { doi: record.doi } : {}),
    ...(record.pid ? { pid: record.pid } : {}),
    ...(record.query ? { query: record.query } : {}),
  }
}

export interface NewDataset {
  dataset_id: string
  dataset_name: string
  user_id: string
  dataset_type: DatasetType
}

export async function insertDataset(db: Queryable, dataset: NewDataset): Promise<DatasetRecord> {
  const [row] = await db.query<DatasetRecord>(
    `INSERT INTO datasets (dataset_id, dataset_name, user_id, dataset_type) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [dataset.dataset_id, dataset.dataset_name, dataset.user_id, dataset.dataset_type],
  )
  return row
}

export async function findDataset(db: Queryable, datasetId: string): Promise<DatasetRecord | undefined> {
  const [row] = await db.query<DatasetRecord>(`SELECT ${COLUMNS} FROM datasets WHERE dataset_id = $1`, [datasetId])
  return row
}

export async function findDatasetByName(db: Queryable, userId: string, name: string): Promise<DatasetRecord | undefined> {
  const [row] = await db.query<DatasetRecord>(`SELECT ${COLUMNS} FROM datasets WHERE user_id = $1 AND dataset_name = $2`, [userId, name])
  return row
}

export async function deleteDataset(db: Queryable, datasetId: string): Promise<void> {
  await db.query('DELETE FROM datasets WHERE dataset_id = $1', [datasetId])
}

/** Marks datasets as changed (their entries were added or removed). */
export async function touchDatasets(db: Queryable, datasetIds: string[]): Promise<void> {
  if (datasetIds.length) await db.query('UPDATE datasets SET dataset_modified_time = now() WHERE dataset_id = ANY($1::text[])', [datasetIds])
}

export interface DatasetFilter {
  dataset_id?: string
  dataset_name?: string
  user_id?: string[]
  dataset_type?: DatasetType
  doi?: string
  /** Case-insensitive start of the name. */
  prefix?: string
}

export type DatasetOrderBy = 'dataset_create_time' | 'dataset_modified_time' | 'dataset_name'

export interface DatasetPage {
  page: number
  pageSize: number
  /** None: creation order (NOMAD's "natural order"). */
  orderBy?: DatasetOrderBy
  order: 'asc' | 'desc'
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Who asks for datasets: what they may see of them depends on it (visibleDatasetSql). */
export interface DatasetViewer {
  userId?: string
  /** The viewer's groups ('all' included for a signed-in viewer). */
  groups: string[]
  isAdmin: boolean
}

/**
 * A dataset is seen by everybody once it has a DOI or holds an entry of a published
 * upload; before that only by its creator, by the members of an upload it holds
 * entries of (who see those entries, dataset names included), and by administrators.
 * A dataset of unpublished work is named like that work; its name is not public yet.
 */
function visibleDatasetSql(viewer: DatasetViewer, param: (value: unknown) => string, table = 'datasets'): string | undefined {
  if (viewer.isAdmin) return undefined
  const published = `EXISTS (SELECT 1 FROM entry_datasets vd JOIN entries ve ON ve.entry_id = vd.entry_id JOIN uploads vu ON vu.upload_id = ve.upload_id
      WHERE vd.dataset_id = ${table}.dataset_id AND (vu.published%s))`
  if (!viewer.userId) return `(${table}.doi IS NOT NULL OR ${published.replace('%s', '')})`
  const me = param(viewer.userId)
  const groups = param(viewer.groups)
  const member = ` OR vu.main_author = ${me} OR ${me} = ANY(vu.coauthors) OR ${me} = ANY(vu.reviewers)
      OR vu.coauthor_groups && ${groups}::text[] OR vu.reviewer_groups && ${groups}::text[]`
  return `(${table}.doi IS NOT NULL OR ${table}.user_id = ${me} OR ${published.replace('%s', member)})`
}

/** A dataset by id if the viewer may see it. */
export async function findVisibleDataset(db: Queryable, datasetId: string, viewer: DatasetViewer): Promise<DatasetRecord | undefined> {
  const params: unknown[] = [datasetId]
  const visible = visibleDatasetSql(viewer, (value) => `$${params.push(value)}`)
  const [row] = await db.query<DatasetRecord>(`SELECT ${COLUMNS} FROM datasets WHERE dataset_id = $1${visible ? ` AND ${visible}` : ''}`, params)
  return row
}

export async function listDatasets(db: Queryable, filter: DatasetFilter, page: DatasetPage, viewer: DatasetViewer): Promise<{ total: number; records: DatasetRecord[] }> {
  const params: unknown[] = []
  const where: string[] = []
  const add = (clause: (index: number) => string, value: unknown) => {
    params.push(value)
    where.push(clause(params.length))
  }
  const visible = visibleDatasetSql(viewer, (value) => `$${params.push(value)}`)
  if (visible) where.push(visible)
  if (filter.dataset_id !== undefined) add((i) => `dataset_id = $${i}`, filter.dataset_id)
  if (filter.dataset_name !== undefined) add((i) => `dataset_name = $${i}`, filter.dataset_name)
  if (filter.user_id?.length) add((i) => `user_id = ANY($${i}::text[])`, filter.user_id)
  if (filter.dataset_type !== undefined) add((i) => `dataset_type = $${i}`, filter.dataset_type)
  if (filter.doi !== undefined) add((i) => `doi = $${i}`, filter.doi)
  if (filter.prefix) add((i) => `lower(dataset_name) LIKE $${i}`, `${escapeLike(filter.prefix.toLowerCase())}%`)
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM datasets ${whereSql}`, params)
  const records = await db.query<DatasetRecord>(
    `SELECT ${COLUMNS} FROM datasets ${whereSql}
     ORDER BY ${page.orderBy ?? 'dataset_create_time'} ${page.order}, dataset_id ${page.order}
     LIMIT ${Number(page.pageSize)} OFFSET ${Number((page.page - 1) * page.pageSize)}`,
    params,
  )
  return { total, records }
}

// --- Membership. Every statement is about the entries of one upload, so it stays on
// one shard when the store is distributed by upload (ARCHITECTURE, "One SQL dialect").

/** Entries of one upload: all of them, or only the ones named. */
export interface EntrySelection {
  upload_id: string
  entry_ids?: string[]
}

const SELECTED = 'e.upload_id = $2 AND ($3::text[] IS NULL OR e.entry_id = ANY($3::text[]))'
const selectionParams = (datasetId: string, selection: EntrySelection) => [datasetId, selection.upload_id, selection.entry_ids ?? null]

/** How many entries are selected and how many of them are in the dataset already. */
export async function countMembers(db: Queryable, datasetId: string, selection: EntrySelection): Promise<{ selected: number; members: number }> {
  const [row] = await db.query<{ selected: number; members: number }>(
    `SELECT count(*)::int AS selected, count(d.dataset_id)::int AS members
       FROM entries e LEFT JOIN entry_datasets d ON d.entry_id = e.entry_id AND d.dataset_id = $1
      WHERE ${SELECTED}`,
    selectionParams(datasetId, selection),
  )
  return row
}

export async function addMembers(db: Queryable, datasetId: string, selection: EntrySelection): Promise<void> {
  await db.query(
    `INSERT INTO entry_datasets (entry_id, dataset_id) SELECT e.entry_id, $1::text FROM entries e WHERE ${SELECTED}
     ON CONFLICT DO NOTHING`,
    selectionParams(datasetId, selection),
  )
}

export async function removeMembers(db: Queryable, datasetId: string, selection: EntrySelection): Promise<void> {
  await db.query(
    `DELETE FROM entry_datasets d USING entries e WHERE d.entry_id = e.entry_id AND d.dataset_id = $1 AND ${SELECTED}`,
    selectionParams(datasetId, selection),
  )
}

/** The entries (and their uploads) named by id and/or upload id; both given: entries matching both. */
export async function selectEntries(db: Queryable, by: { entryIds?: string[]; uploadIds?: string[] }): Promise<{ entry_id: string; upload_id: string }[]> {
  return db.query<{ entry_id: string; upload_id: string }>(
    `SELECT entry_id, upload_id FROM entries
      WHERE ($1::text[] IS NULL OR entry_id = ANY($1::text[])) AND ($2::text[] IS NULL OR upload_id = ANY($2::text[]))
      ORDER BY upload_id, entry_id`,
    [by.entryIds ?? null, by.uploadIds ?? null],
  )
}

/** Membership facts a DOI needs: how many entries, and how many of them are unpublished. */
export async function datasetContents(db: Queryable, datasetId: string): Promise<{ entries: number; unpublished: number }> {
  const [row] = await db.query<{ entries: number; unpublished: number }>(
    `SELECT count(*)::int AS entries, count(*) FILTER (WHERE NOT u.published)::int AS unpublished
       FROM entry_datasets d JOIN entries e ON e.entry_id = d.entry_id JOIN uploads u ON u.upload_id = e.upload_id
      WHERE d.dataset_id = $1`,
    [datasetId],
  )
  return row
}

/** The datasets of each given entry, oldest first. */
export async function datasetsOfEntries(db: Queryable, entryIds: string[]): Promise<Map<string, DatasetRecord[]>> {
  const result = new Map<string, DatasetRecord[]>()
  if (!entryIds.length) return result
  const rows = await db.query<DatasetRecord & { entry_id: string }>(
    `SELECT d.entry_id, ${COLUMNS.split(', ').map((column) => `s.${column}`).join(', ')}
       FROM entry_datasets d JOIN datasets s ON s.dataset_id = d.dataset_id
      WHERE d.entry_id = ANY($1::text[]) ORDER BY s.dataset_create_time, s.dataset_id`,
    [entryIds],
  )
  for (const { entry_id, ...record } of rows) result.set(entry_id, [...(result.get(entry_id) ?? []), record])
  return result
}

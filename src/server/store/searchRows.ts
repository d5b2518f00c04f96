// What the search index reads of the store (search/sync): searchable entry rows by keyset
// pages, entries and uploads by id.
import type { Queryable } from './types'
import type { EntryRecord } from './entries'
import { searchableSql } from './entries'
import type { UploadRecord } from './uploads'

// `*`: the record types are the tables' rows, and a column that metadata starts to use
// must not be missed here.
const ENTRIES = 'SELECT * FROM entries'
const SEARCHABLE = searchableSql()

/**
 * The searchable entries (of the given uploads, or all), a page at a time in
 * (upload_id, entry_id) order, so an upload's entries get neighbouring index rows.
 * Keyset pages: each page is one short statement, whatever the table's size.
 */
export async function* searchableEntries(db: Queryable, uploadIds: readonly string[] | undefined, batchSize: number): AsyncGenerator<EntryRecord[]> {
  let after = ['', '']
  for (;;) {
    const page = uploadIds
      ? await db.query<EntryRecord>(
        `${ENTRIES} WHERE (upload_id, entry_id) > ($1, $2) AND upload_id = ANY($3::text[]) AND ${SEARCHABLE} ORDER BY upload_id, entry_id LIMIT ${Number(batchSize)}`,
        [...after, uploadIds],
      )
      : await db.query<EntryRecord>(`${ENTRIES} WHERE (upload_id, entry_id) > ($1, $2) AND ${SEARCHABLE} ORDER BY upload_id, entry_id LIMIT ${Number(batchSize)}`, after)
    if (page.length) yield page
    if (page.length < batchSize) return
    const last = page[page.length - 1]
    after = [last.upload_id, last.entry_id]
  }
}

/** Ids of the entries of these uploads that are not searchable (never processed yet; see isSearchable). */
export async function unsearchableEntryIds(db: Queryable, uploadIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ entry_id: string }>(
    `SELECT entry_id FROM entries WHERE upload_id = ANY($1::text[]) AND NOT ${SEARCHABLE}`,
    [uploadIds],
  )
  return rows.map((row) => row.entry_id)
}

export async function entriesById(db: Queryable, entryIds: readonly string[]): Promise<EntryRecord[]> {
  return entryIds.length ? db.query<EntryRecord>(`${ENTRIES} WHERE entry_id = ANY($1::text[])`, [entryIds]) : []
}

/** All uploads, or the given ones (those that still exist). */
export async function readUploads(db: Queryable, uploadIds?: readonly string[]): Promise<UploadRecord[]> {
  if (!uploadIds) return db.query<UploadRecord>('SELECT * FROM uploads')
  return uploadIds.length ? db.query<UploadRecord>('SELECT * FROM uploads WHERE upload_id = ANY($1::text[])', [uploadIds]) : []
}

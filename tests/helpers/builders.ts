// Test data written straight into the store, for tests of what reads it (statistics,
// search). The upload and processing services write the same rows in production.
import { entryId, randomId } from '../../src/core/ids'
import type { Queryable } from '../../src/server/store'

export interface UploadRow {
  upload_id: string
  upload_name: string
  main_author: string
  published: boolean
  embargo_length: number
}

export function anUpload(fields: Partial<UploadRow> = {}): UploadRow {
  return { upload_id: randomId(), upload_name: 'test upload', main_author: 'user-1', published: true, embargo_length: 0, ...fields }
}

export interface EntryRow {
  entry_id: string
  upload_id: string
  mainfile: string
  process_status: string
  doc: Record<string, unknown>
}

export function anEntry(upload: UploadRow, fields: {
  mainfile?: string
  process_status?: string
  material_id?: string
  n_quantities?: number
  n_calculations?: number
} = {}): EntryRow {
  const mainfile = fields.mainfile ?? `entry-${randomId()}.archive.json`
  return {
    entry_id: entryId(upload.upload_id, mainfile),
    upload_id: upload.upload_id,
    mainfile,
    process_status: fields.process_status ?? 'SUCCESS',
    doc: {
      n_quantities: fields.n_quantities ?? 0,
      results: {
        material: fields.material_id ? { material_id: fields.material_id } : {},
        properties: { n_calculations: fields.n_calculations ?? 0 },
      },
    },
  }
}

export async function insertUpload(db: Queryable, upload: UploadRow, entries: EntryRow[] = []) {
  await db.query(
    `INSERT INTO uploads (upload_id, upload_name, main_author, published, publish_time, embargo_length)
     VALUES ($1, $2, $3, $4, CASE WHEN $4 THEN now() END, $5)`,
    [upload.upload_id, upload.upload_name, upload.main_author, upload.published, upload.embargo_length],
  )
  for (const entry of entries) {
    await db.query(
      'INSERT INTO entries (entry_id, upload_id, mainfile, process_status, doc) VALUES ($1, $2, $3, $4, $5)',
      [entry.entry_id, entry.upload_id, entry.mainfile, entry.process_status, JSON.stringify(entry.doc)],
    )
  }
}

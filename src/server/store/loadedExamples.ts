// Which bundled example uploads were loaded (once per installation, even if deleted since).
import type { Queryable } from './types'

export async function exampleLoaded(db: Queryable, exampleId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM loaded_examples WHERE example_id = $1', [exampleId])
  return rows.length > 0
}

export async function recordLoadedExample(db: Queryable, exampleId: string, uploadId: string): Promise<void> {
  await db.query('INSERT INTO loaded_examples (example_id, upload_id) VALUES ($1, $2)', [exampleId, uploadId])
}

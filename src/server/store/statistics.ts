import type { Queryable } from './types'

/** The statistics of `GET /info`: what anybody can see, i.e. public data only. */
export interface Statistics {
  n_entries: number
  n_uploads: number
  n_quantities: number
  n_calculations: number
  n_materials: number
}

// Public = published and not under embargo, as owner=public in the search API.
const PUBLIC_UPLOAD = 'u.published AND u.embargo_length = 0'

export async function readStatistics(db: Queryable): Promise<Statistics> {
  const [entries] = await db.query<Omit<Statistics, 'n_uploads'>>(
    `SELECT count(*)::int AS n_entries,
            count(DISTINCT e.doc #>> '{results,material,material_id}')::int AS n_materials,
            coalesce(sum((e.doc ->> 'n_quantities')::bigint), 0)::bigint AS n_quantities,
            coalesce(sum((e.doc #>> '{results,properties,n_calculations}')::bigint), 0)::bigint AS n_calculations
       FROM entries e JOIN uploads u USING (upload_id)
      WHERE ${PUBLIC_UPLOAD} AND e.process_status = 'SUCCESS'`,
  )
  const [uploads] = await db.query<{ n_uploads: number }>(
    `SELECT count(*)::int AS n_uploads FROM uploads u WHERE ${PUBLIC_UPLOAD}`,
  )
  return { ...entries, n_uploads: uploads.n_uploads }
}

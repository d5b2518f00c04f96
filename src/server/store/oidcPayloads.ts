// oidc-provider's stored models (sessions, grants, codes, refresh tokens): rows by model
// and id, so they survive restarts and are shared by every server process.
import type { Queryable } from './types'

/** A model's JSON as oidc-provider hands it over; the ids it is also found by are columns. */
export interface OidcPayload {
  grantId?: string
  userCode?: string
  uid?: string
}

export async function upsertOidcPayload(db: Queryable, model: string, id: string, payload: OidcPayload, expiresIn: number): Promise<void> {
  await db.query(
    `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
     ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
       user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
    [model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? 0],
  )
}

/** An unexpired payload by one of its ids, with `consumed` (epoch seconds) once consumed. */
export async function findOidcPayload<P extends object>(db: Queryable, model: string, column: 'id' | 'user_code' | 'uid', value: string): Promise<(P & { consumed?: number }) | undefined> {
  const [row] = await db.query<{ payload: P; consumed: number | null }>(
    `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payloads
      WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
    [model, value],
  )
  if (!row) return undefined
  return row.consumed ? { ...row.payload, consumed: row.consumed } : row.payload
}

export async function consumeOidcPayload(db: Queryable, model: string, id: string): Promise<void> {
  await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [model, id])
}

export async function deleteOidcPayload(db: Queryable, model: string, id: string): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [model, id])
}

export async function deleteOidcGrant(db: Queryable, grantId: string): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId])
}

export async function deleteExpiredOidcPayloads(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE expires_at < now()')
}

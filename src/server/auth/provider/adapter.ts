import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Queryable } from '../../store'

/**
 * oidc-provider's storage interface over the store, so sessions, grants and refresh
 * tokens survive restarts and are shared by every server process.
 */
export function storeAdapter(db: Queryable) {
  return class StoreAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int > 0 THEN now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? 0],
      )
    }

    private async findBy(column: 'id' | 'user_code' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      const [row] = await db.query<{ payload: AdapterPayload; consumed: number | null }>(
        `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payloads
          WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      )
      if (!row) return undefined
      return row.consumed ? { ...row.payload, consumed: row.consumed } : row.payload
    }

    find(id: string) {
      return this.findBy('id', id)
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode)
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid)
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id])
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id])
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId])
    }
  }
}

/** Expired sessions, codes and tokens are dropped now and then. */
export async function deleteExpired(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE expires_at < now()')
}

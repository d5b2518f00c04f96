import type { Queryable } from './types'

/** An app token as its owner sees it in the list: never the token itself. */
export interface AppTokenRecord {
  token_id: string
  name?: string
  /** The last characters of the token, to tell it apart from the owner's copy. */
  hint: string
  created: string
  expires: string
}

interface AppTokenRow {
  token_id: string
  name: string | null
  hint: string
  created: Date
  expires_at: Date
}

const COLUMNS = 'token_id, name, hint, created, expires_at'

function toRecord(row: AppTokenRow): AppTokenRecord {
  return {
    token_id: row.token_id,
    ...(row.name ? { name: row.name } : {}),
    hint: row.hint,
    created: row.created.toISOString(),
    expires: row.expires_at.toISOString(),
  }
}

export interface NewAppToken {
  token_id: string
  user_id: string
  name?: string
  hint: string
  expires_at: Date
}

/** Records a new token; the user's expired ones are dropped on the way (nobody can use or revoke them). */
export async function insertAppToken(db: Queryable, token: NewAppToken): Promise<AppTokenRecord> {
  await db.query('DELETE FROM app_tokens WHERE user_id = $1 AND expires_at <= now()', [token.user_id])
  const [row] = await db.query<AppTokenRow>(
    `INSERT INTO app_tokens (token_id, user_id, name, hint, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [token.token_id, token.user_id, token.name ?? null, token.hint, token.expires_at],
  )
  return toRecord(row)
}

/** Whether the token is still recorded for this user and not expired. */
export async function appTokenActive(db: Queryable, tokenId: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_tokens WHERE token_id = $1 AND user_id = $2 AND expires_at > now()', [tokenId, userId])
  return rows.length > 0
}

/** The user's tokens that can still be used, newest first. */
export async function listAppTokens(db: Queryable, userId: string): Promise<AppTokenRecord[]> {
  const rows = await db.query<AppTokenRow>(
    `SELECT ${COLUMNS} FROM app_tokens WHERE user_id = $1 AND expires_at > now() ORDER BY created DESC, token_id`,
    [userId],
  )
  return rows.map(toRecord)
}

/** Deletes one of the user's tokens; answers it, or undefined when the user has no such token. */
export async function deleteAppToken(db: Queryable, tokenId: string, userId: string): Promise<AppTokenRecord | undefined> {
  const [row] = await db.query<AppTokenRow>(
    `DELETE FROM app_tokens WHERE token_id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [tokenId, userId],
  )
  return row ? toRecord(row) : undefined
}

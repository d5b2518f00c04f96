// Password hashes and one-time set-password links of local accounts (the embedded
// identity provider). Hashing and the rules are auth/accounts.ts.
import type { Queryable } from './types'

export async function passwordHashOf(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM local_credentials WHERE user_id = $1', [userId])
  return row?.password_hash
}

/** Records a link by the hash of its secret, valid for `hours`. */
export async function insertPasswordLink(db: Queryable, tokenHash: string, userId: string, hours: number): Promise<void> {
  await db.query(
    'INSERT INTO password_links (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3::int))',
    [tokenHash, userId, hours],
  )
}

/** Deletes an unexpired link and answers its user: a link is used once. */
export async function takePasswordLink(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'DELETE FROM password_links WHERE token_hash = $1 AND expires_at > now() RETURNING user_id',
    [tokenHash],
  )
  return row?.user_id
}

export async function passwordLinkExists(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM password_links WHERE token_hash = $1 AND expires_at > now()', [tokenHash])
  return rows.length > 0
}

import type { Queryable } from './types'
import type { User } from '../../core/api'

/** A user as the API shows it (reference §4.6); email only for the user themself. */
export type { User }

interface UserRow {
  user_id: string
  username: string
  email: string | null
  first_name: string
  last_name: string
  affiliation: string | null
  affiliation_address: string | null
  is_admin: boolean
  created: Date
}

export interface NewUser {
  user_id: string
  username: string
  email?: string
  first_name: string
  last_name: string
  affiliation?: string
  affiliation_address?: string
  is_admin?: boolean
}

const COLUMNS = 'user_id, username, email, first_name, last_name, affiliation, affiliation_address, is_admin, created'

function toUser(row: UserRow): User {
  const user: User = {
    user_id: row.user_id,
    username: row.username,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    created: row.created.toISOString(),
    is_admin: row.is_admin,
    is_oasis_admin: row.is_admin,
  }
  if (row.email) user.email = row.email
  if (row.affiliation) user.affiliation = row.affiliation
  if (row.affiliation_address) user.affiliation_address = row.affiliation_address
  return user
}

export async function insertUser(db: Queryable, user: NewUser): Promise<User> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (user_id, username, email, first_name, last_name, affiliation, affiliation_address, is_admin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [user.user_id, user.username, user.email ?? null, user.first_name, user.last_name, user.affiliation ?? null,
      user.affiliation_address ?? null, user.is_admin ?? false],
  )
  return toUser(row)
}

/** Users seen in tokens of an external provider are cached so author lists show names. */
export async function upsertUser(db: Queryable, user: NewUser): Promise<User> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (user_id, username, email, first_name, last_name, affiliation)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, email = EXCLUDED.email,
       first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       affiliation = coalesce(EXCLUDED.affiliation, users.affiliation)
     RETURNING ${COLUMNS}`,
    [user.user_id, user.username, user.email ?? null, user.first_name, user.last_name, user.affiliation ?? null],
  )
  return toUser(row)
}

export interface UserChanges {
  email?: string
  first_name?: string
  last_name?: string
  affiliation?: string
  affiliation_address?: string
}

export async function updateUser(db: Queryable, userId: string, changes: UserChanges): Promise<User | undefined> {
  const fields = Object.entries(changes).filter(([, value]) => value !== undefined)
  if (!fields.length) return findUser(db, 'user_id', userId)
  const sets = fields.map(([key], index) => `${key} = $${index + 2}`).join(', ')
  const [row] = await db.query<UserRow>(
    `UPDATE users SET ${sets} WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [userId, ...fields.map(([, value]) => value)],
  )
  return row ? toUser(row) : undefined
}

export async function findUser(db: Queryable, by: 'user_id' | 'username' | 'email', value: string): Promise<User | undefined> {
  const column = by === 'email' ? 'lower(email)' : by === 'username' ? 'lower(username)' : 'user_id'
  const argument = by === 'user_id' ? value : value.toLowerCase()
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${column} = $1`, [argument])
  return row ? toUser(row) : undefined
}

export async function findUsers(db: Queryable, by: 'user_id' | 'username' | 'email', values: string[]): Promise<User[]> {
  if (!values.length) return []
  const column = by === 'email' ? 'lower(email)' : by === 'username' ? 'lower(username)' : 'user_id'
  const argument = by === 'user_id' ? values : values.map((value) => value.toLowerCase())
  const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${column} = ANY($1::text[]) ORDER BY username`, [argument])
  return rows.map(toUser)
}

/**
 * Name search for member pickers: every word must occur in the first name, last name
 * or username. Users whose full name starts with the text come first, then those with
 * a name starting with it, then the rest (spec 2 §6: names starting with the text first).
 */
export async function searchUsers(db: Queryable, prefix: string, limit: number): Promise<User[]> {
  const text = prefix.trim().toLowerCase()
  if (!text) return []
  const escape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
  const words = text.split(/\s+/).map((word) => `%${escape(word)}%`)
  const conditions = words.map((_word, index) =>
    `(lower(first_name) LIKE $${index + 2} OR lower(last_name) LIKE $${index + 2} OR lower(username) LIKE $${index + 2})`)
  const rows = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE ${conditions.join(' AND ')}
     ORDER BY CASE WHEN lower(first_name || ' ' || last_name) LIKE $1 THEN 0
                   WHEN lower(last_name) LIKE $1 OR lower(username) LIKE $1 THEN 1 ELSE 2 END,
       lower(first_name), lower(last_name), username
     LIMIT ${Number(limit)}`,
    [`${escape(text)}%`, ...words],
  )
  return rows.map(toUser)
}

export async function listUsers(db: Queryable): Promise<User[]> {
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users ORDER BY username`)).map(toUser)
}

/** Whether any account may administer the installation (admin bootstrap). */
export async function hasAdmin(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE is_admin LIMIT 1')).length > 0
}

/**
 * Stores a new password hash and, in the same statement (so atomically), ends what the
 * old password let anybody keep: the user's app tokens, and the embedded provider's
 * sessions, grants, codes and refresh tokens of the user — except the session given
 * (the one changing the password) and its grants, so the user stays signed in there.
 */
export async function replacePasswordHash(db: Queryable, userId: string, hash: string, keepSession?: string): Promise<void> {
  await db.query(
    `WITH credential AS (
       INSERT INTO local_credentials (user_id, password_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated = now()
       RETURNING user_id
     ), tokens AS (
       DELETE FROM app_tokens WHERE user_id = $1 RETURNING token_id
     ), kept AS (
       SELECT id FROM oidc_payloads WHERE model = 'Session' AND id = $3
       UNION
       SELECT authorization_.value->>'grantId' FROM oidc_payloads, jsonb_each(coalesce(payload->'authorizations', '{}'::jsonb)) AS authorization_
        WHERE model = 'Session' AND id = $3
     ), sessions AS (
       DELETE FROM oidc_payloads WHERE payload->>'accountId' = $1
          AND id NOT IN (SELECT id FROM kept WHERE id IS NOT NULL)
          AND coalesce(grant_id, '') NOT IN (SELECT id FROM kept WHERE id IS NOT NULL)
       RETURNING id
     )
     SELECT (SELECT count(*) FROM credential) AS credentials`,
    [userId, hash, keepSession ?? null],
  )
}

/** A user with what a request needs of them besides the row (auth/caller.ts). */
export interface CallerRecord {
  user: User
  /** Ids of the groups the user owns or is a member of, sorted ('all' not included). */
  groups: string[]
  /** Whether the given app token is recorded for the user and not expired (false when none is given). */
  tokenActive: boolean
}

/**
 * The user, their groups and, for an app token, whether it is still recorded: one
 * statement per request instead of three. Read at every request, so a revoked token or
 * a changed membership counts at once.
 */
export async function findCaller(db: Queryable, userId: string, appTokenId?: string): Promise<CallerRecord | undefined> {
  // Subqueries on the parameters, not correlated with the users row (that form took
  // three times as long on PGlite); the token's only when there is one.
  const token = appTokenId === undefined
    ? 'false'
    : 'EXISTS (SELECT 1 FROM app_tokens WHERE token_id = $2 AND user_id = $1 AND expires_at > now())'
  const [row] = await db.query<UserRow & { groups: string[]; token_active: boolean }>(
    `SELECT ${COLUMNS},
            ARRAY(SELECT group_id FROM user_groups WHERE owner = $1 OR $1 = ANY(members) ORDER BY group_id) AS groups,
            ${token} AS token_active
       FROM users WHERE user_id = $1`,
    appTokenId === undefined ? [userId] : [userId, appTokenId],
  )
  return row ? { user: toUser(row), groups: row.groups, tokenActive: row.token_active } : undefined
}

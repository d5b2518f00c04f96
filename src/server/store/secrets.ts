// Keys made at first start (auth/secrets.ts says which), kept as JSON values by name.
import type { Queryable } from './types'

export async function findSecret<T>(db: Queryable, name: string): Promise<T | undefined> {
  const [row] = await db.query<{ value: T }>('SELECT value FROM server_secrets WHERE name = $1', [name])
  return row?.value
}

/** Stores the value unless the name is taken: of two processes starting together, the first insert wins. */
export async function insertSecretIfAbsent(db: Queryable, name: string, value: unknown): Promise<void> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, JSON.stringify(value)])
}

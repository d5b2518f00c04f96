import type { Queryable } from './types'

/**
 * Takes a named lock until the transaction ends: server processes sharing one
 * PostgreSQL database that start together do one-time work one after the other.
 */
export async function lockForTransaction(tx: Queryable, name: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name])
}

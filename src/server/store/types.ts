// The store speaks one SQL dialect (PostgreSQL) whether it is the embedded PGlite or
// a PostgreSQL server; repositories only see these two interfaces.

export type Row = Record<string, unknown>

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<R extends object = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>
}

export interface Store extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

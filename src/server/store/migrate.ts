import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Store } from './types'

export interface Migration {
  version: number
  name: string
  sql: string
}

// In the source tree this module sits beside migrations/; the server bundle is
// built with migrations/ copied beside it (scripts/build.mjs), so one URL works for both.
const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)
const FILE_NAME = /^(\d{3,})_([a-z0-9_]+)\.sql$/

export async function readMigrations(dir: URL | string = MIGRATIONS_DIR): Promise<Migration[]> {
  const path = typeof dir === 'string' ? dir : fileURLToPath(dir)
  const files = (await readdir(path)).filter((name) => name.endsWith('.sql')).sort()
  const migrations: Migration[] = []
  for (const file of files) {
    const match = FILE_NAME.exec(file)
    if (!match) throw new Error(`Migration file name ${file} does not match NNN_name.sql`)
    migrations.push({ version: Number(match[1]), name: match[2], sql: await readFile(`${path}/${file}`, 'utf8') })
  }
  const versions = migrations.map((m) => m.version)
  if (new Set(versions).size !== versions.length) throw new Error(`Duplicate migration numbers in ${path}`)
  return migrations
}

// Any fixed number: it only has to be the same for every Tessera process that
// migrates the same database.
const MIGRATION_LOCK = 7_316_001

/**
 * Applies the migrations not applied yet, each in its own transaction, in order.
 * Several processes starting at once against one PostgreSQL server serialise on an
 * advisory lock, so each migration runs exactly once.
 */
export async function migrate(store: Store, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations())
  await store.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const applied: number[] = []
  for (const migration of all) {
    const done = await store.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version])
      if (rows.length) return false
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name])
      return true
    })
    if (done) applied.push(migration.version)
  }
  return applied
}

/**
 * Splits a migration script into statements so that each runs through the same
 * transaction handle on both drivers. Migrations are our own files: statements end
 * with `;` at the end of a line, and dollar-quoted bodies are kept whole.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let current = ''
  let inDollarQuote = false
  for (const line of sql.split('\n')) {
    const stripped = line.replace(/--.*$/, '')
    if ((stripped.match(/\$\$/g) ?? []).length % 2 === 1) inDollarQuote = !inDollarQuote
    current += line + '\n'
    if (!inDollarQuote && stripped.trimEnd().endsWith(';')) {
      if (current.replace(/--.*$/gm, '').trim()) statements.push(current.trim())
      current = ''
    }
  }
  if (current.replace(/--.*$/gm, '').trim()) statements.push(current.trim())
  return statements
}

// Seeds a store with synthetic entries for the search benchmarks (issue 7), straight
// into the tables (not through processing):
//
//   npm run bench:seed -- --entries 1000000 [--data DIR] [--seed N] [--users N]
//
// With DATABASE_URL set the PostgreSQL server is seeded, else PGlite in DIR (default: a
// new temporary directory, printed). Prints entries/s and the disk the entries take.
import { mkdtemp, readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { openStore, type Queryable, type Store } from '../src/server/store'
import { seedData, type SeedEntry, type SeedUpload, type SeedUser } from './seedData'

const ROWS_PER_STATEMENT = 1000
const ROWS_PER_COMMIT = 10_000
const PROGRESS_EVERY = 100_000

/** `(…), (…)` for `rows` rows of `columns` parameters each; `row` writes one row from its parameter names. */
function values(rows: number, columns: number, row: (p: (column: number) => string) => string): string {
  const out: string[] = []
  for (let r = 0; r < rows; r++) out.push(`(${row((column) => `$${r * columns + column + 1}`)})`)
  return out.join(',\n')
}

async function insertUsers(db: Queryable, users: SeedUser[]) {
  for (let i = 0; i < users.length; i += ROWS_PER_STATEMENT) {
    const batch = users.slice(i, i + ROWS_PER_STATEMENT)
    await db.query(
      `INSERT INTO users (user_id, username, email, first_name, last_name, affiliation)
       VALUES ${values(batch.length, 6, (p) => [0, 1, 2, 3, 4, 5].map(p).join(', '))}
       ON CONFLICT DO NOTHING`,
      batch.flatMap((u) => [u.user_id, u.username, u.email, u.first_name, u.last_name, u.affiliation]),
    )
  }
}

async function insertUploads(db: Queryable, uploads: SeedUpload[]) {
  for (let i = 0; i < uploads.length; i += ROWS_PER_STATEMENT) {
    const batch = uploads.slice(i, i + ROWS_PER_STATEMENT)
    await db.query(
      `INSERT INTO uploads (upload_id, upload_name, main_author, coauthors, reviewers, upload_create_time, published, publish_time,
         embargo_length, process_status, complete_time, last_update)
       VALUES ${values(batch.length, 11, (p) =>
         `${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}::text[], ${p(4)}::text[], ${p(5)}::timestamptz, ${p(6)}, ${p(7)}::timestamptz, ` +
         `${p(8)}::int, ${p(9)}, ${p(10)}::timestamptz, ${p(10)}::timestamptz`)}`,
      batch.flatMap((u) => [
        u.upload_id, u.upload_name, u.main_author, u.coauthors, u.reviewers, u.upload_create_time, u.published, u.publish_time,
        u.embargo_length, 'SUCCESS', u.complete_time,
      ]),
    )
  }
}

async function insertEntries(db: Queryable, entries: SeedEntry[]) {
  for (let i = 0; i < entries.length; i += ROWS_PER_STATEMENT) {
    const batch = entries.slice(i, i + ROWS_PER_STATEMENT)
    await db.query(
      `INSERT INTO entries (entry_id, upload_id, mainfile, parser_name, process_status, entry_create_time, last_processing_time,
         complete_time, doc)
       VALUES ${values(batch.length, 7, (p) =>
         `${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, 'SUCCESS', ${p(4)}::timestamptz, ${p(5)}::timestamptz, ${p(5)}::timestamptz, ${p(6)}::jsonb`)}`,
      batch.flatMap((e) => {
        const doc = JSON.stringify(e.doc)
        stats.docBytes += doc.length
        return [e.entry_id, e.upload_id, e.mainfile, e.parser_name, e.entry_create_time, e.complete_time, doc]
      }),
    )
  }
}

async function directorySize(dir: string): Promise<number> {
  let total = 0
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, item.name)
    if (item.isDirectory()) total += await directorySize(path)
    else if (item.isFile()) total += (await stat(path)).size
  }
  return total
}

const stats = { docBytes: 0 }

const GiB = 2 ** 30
const MiB = 2 ** 20

async function main() {
  const { values: args } = parseArgs({
    options: {
      entries: { type: 'string', default: '10000' },
      data: { type: 'string' },
      seed: { type: 'string', default: '1' },
      users: { type: 'string', default: '1000' },
    },
  })
  const total = Number(args.entries)
  if (!Number.isInteger(total) || total < 1) throw new Error(`--entries must be a positive integer, not ${args.entries}.`)
  const databaseUrl = process.env.DATABASE_URL || undefined
  const dataDir = databaseUrl ? undefined : (args.data ?? (await mkdtemp(join(tmpdir(), 'tessera-seed-'))))
  console.log(databaseUrl ? 'seeding PostgreSQL (DATABASE_URL)' : `seeding PGlite in ${dataDir}`)

  const store: Store = await openStore({ databaseUrl, dataDir })
  let closed = false
  try {
    const [{ n }] = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM entries')
    if (n > 0) throw new Error(`The store already holds ${n} entries; seed an empty store (a new --data directory or database).`)
    // The empty store's files (catalogue, WAL segments) are not per-entry disk.
    const emptyBytes = dataDir ? await directorySize(dataDir) : 0

    const started = performance.now()
    let written = 0
    let nUploads = 0
    let lastProgress = 0
    let uploads: SeedUpload[] = []
    let entries: SeedEntry[] = []
    const flush = async () => {
      if (!entries.length && !uploads.length) return
      const u = uploads
      const e = entries
      uploads = []
      entries = []
      await store.transaction(async (tx) => {
        await insertUploads(tx, u)
        await insertEntries(tx, e)
      })
      written += e.length
      if (written - lastProgress >= PROGRESS_EVERY) {
        lastProgress = written - (written % PROGRESS_EVERY)
        const seconds = (performance.now() - started) / 1000
        console.log(`  ${written.toLocaleString('en')} entries, ${seconds.toFixed(0)} s, ${(written / seconds).toFixed(0)} entries/s`)
      }
    }
    for (const item of seedData({ entries: total, seed: Number(args.seed), users: Number(args.users) })) {
      if ('users' in item) {
        await store.transaction((tx) => insertUsers(tx, item.users))
        continue
      }
      uploads.push(item.upload)
      entries.push(...item.entries)
      nUploads++
      if (entries.length >= ROWS_PER_COMMIT) await flush()
    }
    await flush()
    const seconds = (performance.now() - started) / 1000
    console.log(`seeded ${written.toLocaleString('en')} entries in ${nUploads.toLocaleString('en')} uploads in ${seconds.toFixed(1)} s (${(written / seconds).toFixed(0)} entries/s)`)
    console.log(`search documents: ${(stats.docBytes / written).toFixed(0)} B of JSON per entry on average`)

    const analyzing = performance.now()
    for (const table of ['users', 'uploads', 'entries']) await store.query(`VACUUM ANALYZE ${table}`)
    console.log(`VACUUM ANALYZE ${((performance.now() - analyzing) / 1000).toFixed(1)} s`)

    const [sizes] = await store.query<{ entries: number; entries_heap: number; toast: number; uploads: number }>(
      `SELECT pg_total_relation_size('entries')::bigint AS entries, pg_relation_size('entries')::bigint AS entries_heap,
              coalesce(pg_total_relation_size(nullif(reltoastrelid, 0)), 0)::bigint AS toast,
              pg_total_relation_size('uploads')::bigint AS uploads
         FROM pg_class WHERE relname = 'entries'`,
    )
    const perMillion = (bytes: number) => ((bytes / written) * 1e6) / GiB
    console.log(
      `entries table ${(sizes.entries / MiB).toFixed(0)} MiB (heap ${(sizes.entries_heap / MiB).toFixed(0)} MiB, TOAST ${(sizes.toast / MiB).toFixed(0)} MiB, ` +
        `${(sizes.entries / written).toFixed(0)} B/entry); uploads ${(sizes.uploads / MiB).toFixed(1)} MiB`,
    )
    if (databaseUrl) {
      console.log(`disk per million entries ≈ ${perMillion(sizes.entries).toFixed(2)} GiB (pg_total_relation_size('entries'))`)
    } else {
      await store.exec('CHECKPOINT')
      await store.close()
      closed = true
      const bytes = await directorySize(dataDir as string)
      const wal = await directorySize(join(dataDir as string, 'db', 'pg_wal')).catch(() => 0)
      console.log(
        `data dir ${(bytes / MiB).toFixed(0)} MiB (${(emptyBytes / MiB).toFixed(0)} MiB empty, WAL ${(wal / MiB).toFixed(0)} MiB); ` +
          `disk per million entries ≈ ${perMillion(bytes - emptyBytes).toFixed(2)} GiB (data dir growth; entries table alone ${perMillion(sizes.entries).toFixed(2)} GiB)`,
      )
    }
  } finally {
    if (!closed) await store.close()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})

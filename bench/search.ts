// Search benchmark (issue 7): the Entries app's requests (searchRequests.ts) against a
// server started in-process on a store seeded with N synthetic entries (seed.ts). Prints,
// per store and N: server start and index-ready time (the first answer), memory with the
// index built (RSS, and live heap + array buffers after a full GC) over a server on an
// empty store, the entries table's disk size (pg_total_relation_size), then p50/p95 per
// request over 30 timed runs after 3 warm-up runs. Never asserts times.
//
//   npm run bench -- search [--million]
//   BENCH_SEARCH_SIZES=10000,1000000 npm run bench -- search
//
// Sizes: 10k and 100k; 1M with --million (seeding 1M takes ≈ 10 min). Seeded stores are
// kept under .bench-cache/ and reused when their entry count matches. With DATABASE_URL
// the same runs again on PostgreSQL, in databases `tessera_bench_search_<N>` created on
// that server (the database DATABASE_URL names is only used to create them).
//
// Each store is measured in a child process (this file with --worker), so that RSS is the
// server's alone and one run's heap does not carry into the next.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { startServer, type RunningServer } from '../src/server/server'
import { SEARCH_REQUESTS, type SearchRequestCase } from './searchRequests'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CACHE = join(ROOT, '.bench-cache')
const DEFAULT_SIZES = [10_000, 100_000]
const MILLION = 1_000_000
const WARMUP = 3
const RUNS = 30
const READY_TIMEOUT_MS = 60 * 60_000
const MiB = 2 ** 20
const GiB = 2 ** 30

type Json = Record<string, unknown>

// ---------------------------------------------------------------------------------
// Seeding (through seed.ts, the one place that writes synthetic entries)

/** Runs `bench/seed.ts`; its output goes to the console unless `quiet` (then into errors). */
export async function seedStore(options: { entries: number; dataDir?: string; databaseUrl?: string; quiet?: boolean }): Promise<void> {
  const args = ['--import', 'tsx', join(ROOT, 'bench/seed.ts'), '--entries', String(options.entries)]
  if (options.dataDir) args.push('--data', options.dataDir)
  const env = { ...process.env }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  else delete env.DATABASE_URL
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve))
  if (code !== 0) throw new Error(`Seeding ${options.entries} entries failed (exit ${code})${output ? `:\n${output}` : ''}`)
}

/** A PGlite data directory with `entries` seeded entries, made once and kept. */
export async function cachedDataDir(entries: number): Promise<string> {
  const dir = join(CACHE, `search-pglite-${entries}`)
  const marker = join(dir, 'seeded.json')
  if (existsSync(marker)) {
    const seeded = JSON.parse(await readFile(marker, 'utf8')) as { entries?: number }
    if (seeded.entries === entries) return dir
  }
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  console.log(`search: seeding ${entries.toLocaleString('en')} entries into ${dir}`)
  await seedStore({ entries, dataDir: dir })
  await writeFile(marker, JSON.stringify({ entries, seededAt: new Date().toISOString() }))
  return dir
}

/** A PostgreSQL database on DATABASE_URL's server with `entries` seeded entries, made once and kept. */
async function cachedDatabase(serverUrl: string, entries: number): Promise<string> {
  const name = `tessera_bench_search_${entries}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount
    if (exists) {
      const db = new pg.Client({ connectionString: url.toString() })
      await db.connect()
      const count = await db
        .query<{ n: number }>('SELECT count(*)::int AS n FROM entries')
        .then((result) => result.rows[0].n)
        .catch(() => -1)
      await db.end()
      if (count === entries) return url.toString()
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`)
    }
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  console.log(`search: seeding ${entries.toLocaleString('en')} entries into PostgreSQL database ${name}`)
  await seedStore({ entries, databaseUrl: url.toString() })
  return url.toString()
}

/** An empty PostgreSQL database on DATABASE_URL's server, made anew. */
async function emptyDatabase(serverUrl: string): Promise<string> {
  const name = 'tessera_bench_search_empty'
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

// ---------------------------------------------------------------------------------
// Measuring one store (in the worker)

export interface RequestFigures {
  name: string
  status: number
  p50: number
  p95: number
  /** Response body size. */
  bytes: number
  total?: number
  error?: string
}

export interface StoreFigures {
  store: 'pglite' | 'postgres'
  entries: number
  startMs: number
  readyMs: number
  rssBeforeBytes: number
  rssAfterBytes: number
  /** Live JS heap and array buffers after a full GC, with the index built. */
  heapAfterBytes: number
  buffersAfterBytes: number
  entriesTableBytes: number
  requests: RequestFigures[]
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** A case's body, its page_after_value taken from the answer it continues. */
export function bodyOf(request: SearchRequestCase, answers: ReadonlyMap<string, Json>): Json {
  if (!request.pageAfter) return request.body
  const previous = answers.get(request.pageAfter)
  const next = (previous?.pagination as Json | undefined)?.next_page_after_value
  if (typeof next !== 'string') throw new Error(`${request.name} continues ${request.pageAfter}, whose answer has no next_page_after_value.`)
  return { ...request.body, pagination: { ...(request.body.pagination as Json), page_after_value: next } }
}

export async function post(origin: string, path: string, body: Json): Promise<{ status: number; text: string }> {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, text: await response.text() }
}

async function untilReady(server: RunningServer): Promise<void> {
  const probe = SEARCH_REQUESTS.find((request) => request.name === 'first-page-hits') ?? SEARCH_REQUESTS[0]
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    const { status, text } = await post(server.origin, probe.path, probe.body)
    if (status === 200) return
    // 503 while the index is built; anything else will not get better by waiting.
    if (status !== 503 || Date.now() > deadline) throw new Error(`${probe.path} answers ${status}: ${text.slice(0, 300)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function collectGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
}

async function measureRequests(origin: string): Promise<RequestFigures[]> {
  const answers = new Map<string, Json>()
  const out: RequestFigures[] = []
  for (const request of SEARCH_REQUESTS) {
    let body: Json
    try {
      body = bodyOf(request, answers)
    } catch (error) {
      out.push({ name: request.name, status: 0, p50: NaN, p95: NaN, bytes: 0, error: (error as Error).message })
      continue
    }
    const first = await post(origin, request.path, body)
    if (first.status !== 200) {
      out.push({ name: request.name, status: first.status, p50: NaN, p95: NaN, bytes: first.text.length, error: first.text.slice(0, 200) })
      continue
    }
    const answer = JSON.parse(first.text) as Json
    answers.set(request.name, answer)
    for (let i = 1; i < WARMUP; i++) await post(origin, request.path, body)
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      await post(origin, request.path, body)
      times.push(performance.now() - started)
    }
    const total = (answer.pagination as Json | undefined)?.total
    out.push({ name: request.name, status: 200, p50: percentile(times, 50), p95: percentile(times, 95), bytes: Buffer.byteLength(first.text), total: typeof total === 'number' ? total : undefined })
  }
  return out
}

interface Target {
  entries: number
  dataDir?: string
  databaseUrl?: string
  /** Only start and wait for the index: the memory of a server on an empty store. */
  baseline?: boolean
}

async function measureStore(target: Target): Promise<StoreFigures> {
  // With PostgreSQL the data directory holds only files and keys.
  const dataDir = target.dataDir ?? (await mkdtemp(join(tmpdir(), 'tessera-bench-search-')))
  collectGarbage()
  const rssBeforeBytes = process.memoryUsage().rss
  const started = performance.now()
  const server = await startServer(
    { host: '127.0.0.1', port: 0, dataDir, databaseUrl: target.databaseUrl, loadExamples: false },
    { logLevel: 'silent', warn: () => undefined },
  )
  try {
    const startMs = performance.now() - started
    await untilReady(server)
    const readyMs = performance.now() - started
    collectGarbage()
    const { rss: rssAfterBytes, heapUsed: heapAfterBytes, arrayBuffers: buffersAfterBytes } = process.memoryUsage()
    const [{ bytes, n }] = await server.context.store.query<{ bytes: number; n: number }>(
      "SELECT pg_total_relation_size('entries')::float8 AS bytes, (SELECT count(*)::int FROM entries) AS n",
    )
    if (n !== target.entries) console.warn(`search: the store holds ${n} entries, not ${target.entries}`)
    const requests = target.baseline ? [] : await measureRequests(server.origin)
    return { store: target.databaseUrl ? 'postgres' : 'pglite', entries: n, startMs, readyMs, rssBeforeBytes, rssAfterBytes, heapAfterBytes, buffersAfterBytes, entriesTableBytes: bytes, requests }
  } finally {
    await server.close()
    if (!target.dataDir) await rm(dataDir, { recursive: true, force: true })
  }
}

async function inWorker(target: Target): Promise<StoreFigures> {
  const args = ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--worker', JSON.stringify(target)]
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve))
  const line = output.split('\n').find((l) => l.startsWith('RESULT '))
  if (code !== 0 || !line) throw new Error(`The search benchmark worker failed (exit ${code}):\n${output}`)
  return JSON.parse(line.slice('RESULT '.length)) as StoreFigures
}

// ---------------------------------------------------------------------------------
// Printing

const ms = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : value.toFixed(0)) : '–')
const perMillion = (bytes: number, entries: number) => ((bytes / entries) * MILLION) / GiB
const label = (figures: StoreFigures) => `${figures.store} ${figures.entries >= MILLION ? `${figures.entries / MILLION}M` : `${figures.entries / 1000}k`}`

function printStore(figures: StoreFigures, baseline: StoreFigures) {
  const growth = figures.rssAfterBytes - baseline.rssAfterBytes
  const heap = figures.heapAfterBytes - baseline.heapAfterBytes
  const buffers = figures.buffersAfterBytes - baseline.buffersAfterBytes
  console.log(
    `search: ${figures.store}, ${figures.entries.toLocaleString('en')} entries: server start ${(figures.startMs / 1000).toFixed(1)} s, ` +
      `index ready (first answer) ${(figures.readyMs / 1000).toFixed(1)} s`,
  )
  console.log(
    `  RSS ${(figures.rssAfterBytes / MiB).toFixed(0)} MiB with the index built, ${(baseline.rssAfterBytes / MiB).toFixed(0)} MiB on an empty store: ` +
      `+${(growth / MiB).toFixed(0)} MiB, ≈ ${perMillion(growth, figures.entries).toFixed(2)} GiB per million entries`,
  )
  console.log(
    `  live after GC, over the empty store: JS heap +${(heap / MiB).toFixed(0)} MiB, array buffers +${(buffers / MiB).toFixed(0)} MiB ` +
      `→ ≈ ${perMillion(heap + buffers, figures.entries).toFixed(2)} GiB per million entries`,
  )
  console.log(
    `  entries table ${(figures.entriesTableBytes / MiB).toFixed(0)} MiB (pg_total_relation_size), ≈ ${perMillion(figures.entriesTableBytes, figures.entries).toFixed(2)} GiB per million entries`,
  )
  for (const request of figures.requests.filter((r) => r.error)) console.log(`  ${request.name}: ${request.status || 'not sent'} ${request.error}`)
}

function printTable(all: StoreFigures[]) {
  const width = Math.max(...SEARCH_REQUESTS.map((r) => r.name.length)) + 2
  const column = 16
  console.log(`search: ms p50/p95 over ${RUNS} runs after ${WARMUP} warm-up runs (hits total, response kB of the largest store)`)
  console.log('request'.padEnd(width) + all.map((f) => label(f).padStart(column)).join('') + '      hits      kB')
  for (const request of SEARCH_REQUESTS) {
    const cells = all.map((f) => {
      const r = f.requests.find((x) => x.name === request.name)
      return (r && !r.error ? `${ms(r.p50)}/${ms(r.p95)}` : 'error').padStart(column)
    })
    const last = all.at(-1)?.requests.find((x) => x.name === request.name)
    const hits = last?.total === undefined ? '' : last.total.toLocaleString('en')
    console.log(request.name.padEnd(width) + cells.join('') + hits.padStart(10) + (last ? (last.bytes / 1024).toFixed(1) : '').padStart(8))
  }
}

// ---------------------------------------------------------------------------------

function sizes(): number[] {
  const env = process.env.BENCH_SEARCH_SIZES
  if (env) {
    const list = env.split(',').map((item) => Number(item.trim().replace(/_/g, '')))
    if (list.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_SEARCH_SIZES must list positive integers, not ${env}.`)
    return list
  }
  return process.argv.includes('--million') ? [...DEFAULT_SIZES, MILLION] : DEFAULT_SIZES
}

export async function benchSearch(): Promise<void> {
  const all: StoreFigures[] = []
  const run = async (baseline: StoreFigures, target: Target) => {
    const figures = await inWorker(target)
    printStore(figures, baseline)
    all.push(figures)
  }
  const baseline = await inWorker({ entries: 0, baseline: true })
  for (const entries of sizes()) await run(baseline, { entries, dataDir: await cachedDataDir(entries) })
  const databaseUrl = process.env.DATABASE_URL || undefined
  if (databaseUrl) {
    const empty = await inWorker({ entries: 0, baseline: true, databaseUrl: await emptyDatabase(databaseUrl) })
    for (const entries of sizes()) await run(empty, { entries, databaseUrl: await cachedDatabase(databaseUrl, entries) })
  }
  printTable(all)
}

async function worker(target: string): Promise<void> {
  const figures = await measureStore(JSON.parse(target) as Target)
  console.log(`RESULT ${JSON.stringify(figures)}`)
}

const workerAt = process.argv.indexOf('--worker')
if (workerAt > 0 && process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  worker(process.argv[workerAt + 1]).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.stack ?? error.message)
      process.exit(1)
    },
  )
}

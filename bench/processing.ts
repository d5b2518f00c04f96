// Processing throughput (ARCHITECTURE.md: small files ≥ 100 entries/s on 2 cores):
// 1,000 small files (structure files and ELN archives) uploaded as one zip, timed from
// the upload request until every entry is processed; prints entries/s and peak memory.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import yazl from 'yazl'
import { startServer } from '../src/server/server'
import { createAccount } from '../src/server/auth/accounts'

const FILES = 1000

function poscar(i: number): string {
  const a = (3.5 + (i % 50) * 0.01).toFixed(3)
  return `Cu fcc ${i}\n${a}\n 0.0 0.5 0.5\n 0.5 0.0 0.5\n 0.5 0.5 0.0\nCu\n1\nDirect\n 0.0 0.0 0.0\n`
}

function eln(i: number): string {
  return JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample', name: `Sample ${i}`, lab_id: `S-${i}`, chemical_formula: i % 2 ? 'ZnO' : 'TiO2', description: 'A benchmark sample.' } })
}

async function zipOf(count: number): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (let i = 0; i < count; i++) {
    if (i % 2) zip.addBuffer(Buffer.from(poscar(i)), `structures/${i}.POSCAR`)
    else zip.addBuffer(Buffer.from(eln(i)), `samples/sample_${i}.archive.json`)
  }
  zip.end()
  const chunks: Buffer[] = []
  await new Promise((resolve) => zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', resolve))
  return Buffer.concat(chunks)
}

export async function benchProcessing(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-bench-'))
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, loadExamples: false }, { logLevel: 'silent', warn: () => undefined })
  try {
    await createAccount(server.context.store, { username: 'bench', first_name: 'Bench', last_name: 'Mark', email: 'bench@example.org', password: 'bench-password' })
    const { access_token } = await (await fetch(`${server.origin}/api/v1/auth/token?username=bench&password=bench-password`)).json()
    const body = await zipOf(FILES)
    let peakRss = process.memoryUsage().rss
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
    const started = performance.now()
    const response = await fetch(`${server.origin}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' }, body: new Uint8Array(body) })
    const { upload_id } = await response.json()
    const received = performance.now()
    await server.context.processor.waitFor(upload_id)
    const finished = performance.now()
    clearInterval(sampler)
    const [{ ok, total }] = await server.context.store.query<{ ok: number; total: number }>(
      "SELECT count(*) FILTER (WHERE process_status = 'SUCCESS')::int AS ok, count(*)::int AS total FROM entries WHERE upload_id = $1", [upload_id])
    const seconds = (finished - received) / 1000
    console.log(`processing: ${total} entries (${ok} successful) from ${FILES} small files with ${server.context.config.processing.workers} workers`)
    console.log(`  upload and unpack ${((received - started) / 1000).toFixed(2)} s, processing ${seconds.toFixed(2)} s → ${(total / seconds).toFixed(0)} entries/s (budget ≥ 100)`)
    console.log(`  peak RSS of the server process ${(peakRss / 2 ** 20).toFixed(0)} MiB (worker threads included)`)
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

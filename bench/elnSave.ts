// Save to searchable (issue 18): an edit of a lab-notebook entry saved as the archive editor
// saves it (PUT raw with wait_for_processing and the loaded entry_hash) and the time until a
// search finds the new value. The thin-film example is loaded as an upload of a user; its
// TiO2 sample's name is changed 20 times. Prints the median and the slowest of the save
// (request until the reprocessed entry is answered) and of save → found by search.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../src/server/server'
import { createAccount } from '../src/server/auth/accounts'

const ROUNDS = 20

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export async function benchElnSave(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-bench-'))
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, loadExamples: false }, { logLevel: 'silent', warn: () => undefined })
  try {
    await createAccount(server.context.store, { username: 'bench', first_name: 'Bench', last_name: 'Mark', email: 'bench@example.org', password: 'bench-password' })
    const { access_token } = await (await fetch(`${server.origin}/api/v1/auth/token?username=bench&password=bench-password`)).json()
    const headers = { authorization: `Bearer ${access_token}` }
    const api = (path: string, init: RequestInit = {}) => fetch(`${server.origin}/api/v1/${path}`, { ...init, headers: { ...headers, ...init.headers } })
    const created = await (await api('uploads?example_upload_id=lab-notebook', { method: 'POST', headers: { accept: 'application/json' } })).json()
    const uploadId: string = created.upload_id
    await server.context.processor.waitFor(uploadId)
    const query = (body: object) => api('entries/query', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner: 'user', ...body }) })
    const [entry] = (await (await query({ query: { upload_id: uploadId, mainfile: 'TiO2_001.archive.yaml' } })).json()).data
    const archiveOf = async () => (await (await api(`entries/${entry.entry_id}/archive/query`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ required: '*' }),
    })).json()).data.archive
    let archive = await archiveOf()
    let hash: string = archive.metadata.entry_hash
    const saves: number[] = []
    const searchable: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const name = `Bench film ${round} ${Math.random().toString(36).slice(2, 8)}`
      const { metadata: _metadata, results: _results, processing_logs: _logs, m_ref_archives: _refs, ...kept } = archive
      const body = JSON.stringify({ ...kept, data: { ...kept.data, name } })
      const started = performance.now()
      // The example's file is YAML; JSON is YAML, and the editor writes YAML the same way.
      const response = await api(`uploads/${uploadId}/raw/?file_name=TiO2_001.archive.yaml&wait_for_processing=true&entry_hash=${hash}`, { method: 'PUT', headers: { accept: 'application/json' }, body })
      if (!response.ok) throw new Error(`save ${round}: ${response.status} ${await response.text()}`)
      hash = (await response.json()).processing.entry.entry_hash
      const saved = performance.now()
      for (;;) {
        const found = (await (await query({ query: { entry_name: name }, pagination: { page_size: 0 } })).json()).pagination.total
        if (found === 1) break
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      const found = performance.now()
      saves.push(saved - started)
      searchable.push(found - started)
      archive = await archiveOf()
    }
    const ms = (value: number) => `${value.toFixed(0)} ms`
    console.log(`eln save: ${ROUNDS} saves of one lab-notebook entry (the TiO2 sample of the thin-film example)`)
    console.log(`  save incl. reprocessing: median ${ms(median(saves))}, slowest ${ms(Math.max(...saves))}`)
    console.log(`  save → found by search:  median ${ms(median(searchable))}, slowest ${ms(Math.max(...searchable))}`)
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('elnSave.ts')) {
  benchElnSave().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

// Issue 14, finding 5: a 100 MB lab-notebook JSON exhausted the embedded database, left
// its entry PENDING for good and stalled every request for seconds. Large archive files,
// and small ones that grow into large archives or search metadata, must fail their own
// entry, with an ERROR, while the server goes on answering. The limits are set small
// here (processing.eln_file_size_limit, archive_size_limit, metadata_size_limit); the
// defaults refuse a 100 MB file the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anAccount } from '../helpers/accounts'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, zipOf } from '../helpers/uploads'

const CONFIG = `services:
  upload_limit: 50
processing:
  eln_file_size_limit: 1000000
  archive_size_limit: 400000
  metadata_size_limit: 200000
`

/** A lab-notebook entry with its own schema and `n` notes (about 60 bytes of file and 230 of search metadata each). */
function notebook(n: number): string {
  return JSON.stringify({
    definitions: { sections: { Notebook: { base_sections: ['nomad.datamodel.data.EntryData'], quantities: { notes: { type: 'str', shape: ['*'] } } } } },
    data: { m_def: '#/definitions/section_definitions/0', notes: Array.from({ length: n }, (_, i) => `note ${i} ${'y'.repeat(48)}`) },
  })
}

/** 11 kB of YAML whose aliases expand a `run` section (stored, not searched) to 1.6 MB. */
function aliasBomb(): string {
  const row = `[${Array.from({ length: 2000 }, () => '0.5').join(', ')}]`
  return `m_def_values: &row ${row}\nrun:\n  - x_rows: [${Array.from({ length: 200 }, () => '*row').join(', ')}]\n`
}

describe('large lab-notebook archives', () => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    server = await testServer({ configYaml: CONFIG })
    const account = await anAccount(server.context.store, { username: 'nora' })
    token = await tokenFor(server, 'nora', account.password)
  })
  afterAll(() => server.dispose())

  it('fails each too-large entry alone with an ERROR, while other requests are answered', async () => {
    const zip = await zipOf({
      'big.archive.json': notebook(40_000), // 2.5 MB of file
      'wide.archive.json': notebook(1_000), // 60 kB of file, 230 kB of search metadata
      'bomb.archive.yaml': aliasBomb(),
      'small.archive.json': notebook(3),
    })
    // Other requests go on while the upload is processed: each of these is answered.
    let polling = true
    const answers: number[] = []
    const poll = (async () => {
      while (polling) {
        answers.push((await server.api('/api/v1/info')).status)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const created = await (await server.api('/api/v1/uploads?file_name=notebooks.zip', { method: 'POST', headers: bearer(token), body: new Uint8Array(zip) })).json()
    const upload = await processed(server, token, created.upload_id, 60_000)
    polling = false
    await poll
    expect(answers.length).toBeGreaterThan(0)
    expect(answers.every((status) => status === 200)).toBe(true)

    expect(upload).toMatchObject({ process_status: 'SUCCESS', last_status_message: '4/4 entries processed, 3 failed' })
    const { data } = await (await server.api(`/api/v1/uploads/${created.upload_id}/entries?page_size=10`, { headers: bearer(token) })).json()
    const byFile = Object.fromEntries(data.map((entry: { mainfile: string; process_status: string; errors: string[] }) => [entry.mainfile, entry]))
    expect(byFile['big.archive.json']).toMatchObject({
      process_status: 'FAILURE',
      errors: ['big.archive.json is too large to parse: reading it would pass 1000000 bytes (0.95 MiB), the most a lab-notebook or schema file (*.archive.json, *.archive.yaml) may have.'],
    })
    expect(byFile['wide.archive.json'].process_status).toBe('FAILURE')
    expect(byFile['wide.archive.json'].errors).toEqual([expect.stringMatching(/^The searchable metadata of this entry is too large to store: \d+ bytes, more than the limit of 200000 bytes/)])
    expect(byFile['bomb.archive.yaml']).toMatchObject({
      process_status: 'FAILURE',
      errors: ['The archive of this entry is too large to store: it has more than the limit of 400000 bytes (0.38 MiB).'],
    })
    expect(byFile['small.archive.json']).toMatchObject({ process_status: 'SUCCESS', errors: [] })

    // The ERROR is in the entry's processing logs too.
    const entryId = data.find((entry: { mainfile: string }) => entry.mainfile === 'big.archive.json').entry_id
    const archive = await (await server.api(`/api/v1/entries/${entryId}/archive`, { headers: bearer(token) })).json()
    expect(archive.data.archive.processing_logs).toContainEqual(expect.objectContaining({ level: 'ERROR', event: expect.stringContaining('too large to parse') }))
  }, 90_000)
})

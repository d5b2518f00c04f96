// Issue 14, finding 4: a 1 MB vasprun.xml.gz expanding to 1 GB raised the server's memory
// by 2 GB, beyond parser_memory_limit (a worker's heap limit does not cover Buffers). A
// parser run now reads at most processing.parser_read_limit bytes, decompressed, and
// decompresses no further than that: the entry fails alone with an ERROR. The limit is
// 8 MiB here and the bombs 64 MiB; the default (512 MiB) refuses a 1 GB one the same way.
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anAccount } from '../helpers/accounts'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, zipOf } from '../helpers/uploads'

const LIMIT = 8 * 1024 * 1024
const FIXTURE = new URL('../../src/server/parsers/vasp/fixtures/bands/vasprun.xml', import.meta.url)

/** The fixture with `padding` bytes of blank lines after its header: a valid vasprun.xml of any size. */
async function vasprun(padding: number): Promise<Buffer> {
  const text = await readFile(FIXTURE, 'latin1')
  const at = text.indexOf('</generator>') + '</generator>\n'.length
  return Buffer.concat([Buffer.from(text.slice(0, at), 'latin1'), Buffer.alloc(padding, '\n'), Buffer.from(text.slice(at), 'latin1')])
}

describe('compressed mainfiles', () => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    server = await testServer({ configYaml: `processing:\n  parser_read_limit: ${LIMIT}\n` })
    const account = await anAccount(server.context.store, { username: 'greta' })
    token = await tokenFor(server, 'greta', account.password)
  })
  afterAll(() => server.dispose())

  it('fails a mainfile that expands past the read limit, alone and with an ERROR, whatever its gzip trailer says', async () => {
    const bomb = gzipSync(await vasprun(64 * 1024 * 1024), { level: 9 })
    // The trailer's size (modulo 2^32) is only a hint: this one claims 1,000 bytes.
    const liar = Buffer.from(bomb)
    liar.writeUInt32LE(1000, liar.length - 4)
    const zip = await zipOf({
      'honest/vasprun.xml.gz': bomb,
      'lying/vasprun.xml.gz': liar,
      'fine/vasprun.xml.gz': gzipSync(await vasprun(0)),
    })
    const created = await (await server.api('/api/v1/uploads?file_name=runs.zip', { method: 'POST', headers: bearer(token), body: new Uint8Array(zip) })).json()
    const upload = await processed(server, token, created.upload_id, 60_000)
    expect(upload).toMatchObject({ process_status: 'SUCCESS', last_status_message: '3/3 entries processed, 2 failed' })

    const { data } = await (await server.api(`/api/v1/uploads/${created.upload_id}/entries`, { headers: bearer(token) })).json()
    const byFile = Object.fromEntries(data.map((entry: { mainfile: string }) => [entry.mainfile, entry]))
    for (const dir of ['honest', 'lying']) {
      expect(byFile[`${dir}/vasprun.xml.gz`]).toMatchObject({
        process_status: 'FAILURE',
        errors: [
          `${dir}/vasprun.xml.gz (decompressed) is too large to parse: reading it would pass ${LIMIT} bytes (8 MiB), the most one parser run may read (its mainfile and the files beside it together).`,
        ],
      })
    }
    expect(byFile['fine/vasprun.xml.gz']).toMatchObject({ process_status: 'SUCCESS', errors: [] })

    const archive = await (await server.api(`/api/v1/entries/${byFile['honest/vasprun.xml.gz'].entry_id}/archive`, { headers: bearer(token) })).json()
    expect(archive.data.archive.processing_logs).toContainEqual(expect.objectContaining({ level: 'ERROR', event: expect.stringContaining('too large to parse') }))
  }, 90_000)
})

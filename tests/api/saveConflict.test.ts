// The archive editor's optimistic concurrency (spec 3 §4, issue 18): a save sends the
// entry_hash of the file as the editor loaded it; the server compares it with the file as
// it is now (under a per-file queue) and answers 409 when someone else has saved since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor } from '../helpers/uploads'

const CONFLICT = 'The provided hash did not match the current file.'
const archive = (name: string) => JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample', name } })

describe('saving an archive file with its entry hash', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer()
    const account = await anAccount(server.context.store, { username: 'sam' })
    token = await tokenFor(server, 'sam', account.password)
    uploadId = (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token) })).json()).upload_id
  })
  afterAll(() => server.dispose())

  const save = (name: string, hash?: string, wait = true) =>
    server.api(`/api/v1/uploads/${uploadId}/raw/eln?file_name=s.archive.json&wait_for_processing=${wait}${hash ? `&entry_hash=${hash}` : ''}`, {
      method: 'PUT', headers: bearer(token, { 'content-type': 'application/json' }), body: archive(name),
    })
  const stored = async () => (await (await server.api(`/api/v1/uploads/${uploadId}/raw/eln/s.archive.json`, { headers: bearer(token) })).text())
  const hashOf = async (response: Response) => ((await response.json()).processing.entry.entry_hash as string)

  it('saves with the current hash and answers the new one', async () => {
    const first = await hashOf(await save('one'))
    const second = await save('two', first)
    expect(second.status).toBe(200)
    expect(await hashOf(second)).not.toBe(first)
    expect(JSON.parse(await stored()).data.name).toBe('two')
  })

  it('refuses a save with the hash of an older version and keeps the file', async () => {
    const old = await hashOf(await save('three'))
    await save('four', old)
    const late = await save('five', old)
    expect(late.status).toBe(409)
    expect((await late.json()).detail).toBe(CONFLICT)
    expect(JSON.parse(await stored()).data.name).toBe('four')
  })

  it('compares with the file, not the entry: a save still being processed counts', async () => {
    const loaded = await hashOf(await save('six'))
    expect((await save('seven', loaded, false)).status).toBe(200)
    // The entry may not be processed again yet; the file has changed all the same.
    const late = await save('eight', loaded, false)
    expect(late.status).toBe(409)
    await processed(server, token, uploadId)
    expect(JSON.parse(await stored()).data.name).toBe('seven')
  })

  it('lets exactly one of two concurrent saves with the same hash through', async () => {
    const loaded = await hashOf(await save('nine'))
    const answers = await Promise.all([save('ten', loaded, false), save('eleven', loaded, false)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers[0].status === 200 ? 'ten' : 'eleven'
    await processed(server, token, uploadId)
    expect(JSON.parse(await stored()).data.name).toBe(winner)
  })

  it('saves without a hash whatever the file holds (NOMAD clients that send none)', async () => {
    expect((await save('twelve')).status).toBe(200)
  })
})

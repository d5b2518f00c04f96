// Issue 14, finding 8: archives under every ratio and size limit could still fill the
// disk, one upload after another. A per-user storage quota (services.user_storage_quota)
// bounds the raw bytes of all uploads a user is the main author of; a request that would
// pass it is refused with a 400 naming the quota, and keeps nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anAccount } from '../helpers/accounts'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, zipOf } from '../helpers/uploads'

const QUOTA = 1_000_000
const QUOTA_MESSAGE = /^The upload exceeds your storage quota of 1000000 bytes \(0\.001 GiB\): your uploads hold \d+ bytes/

describe('the storage quota of a user', () => {
  let server: TestServer
  let token: string
  let otherToken: string

  beforeAll(async () => {
    server = await testServer({ configYaml: `services:\n  upload_limit: 50\n  user_storage_quota: ${QUOTA}\n` })
    const account = await anAccount(server.context.store, { username: 'quinn' })
    token = await tokenFor(server, 'quinn', account.password)
    const other = await anAccount(server.context.store, { username: 'olga' })
    otherToken = await tokenFor(server, 'olga', other.password)
  })
  afterAll(() => server.dispose())

  const newUpload = async (as = token) =>
    (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(as) })).json()).upload_id as string
  const put = (uploadId: string, query: string, body: BodyInit, as = token) =>
    server.api(`/api/v1/uploads/${uploadId}/raw/${query}`, { method: 'PUT', headers: bearer(as), body })
  const files = async (uploadId: string) => {
    const { directory_metadata } = await (await server.api(`/api/v1/uploads/${uploadId}/rawdir/?page_size=100`, { headers: bearer(token) })).json()
    return (directory_metadata.content as { name: string }[]).map((item) => item.name)
  }
  const bytes = (size: number) => new Uint8Array(Buffer.alloc(size, 120))

  it('refuses a file that would pass the quota, counting the uploads the user already has', async () => {
    const first = await newUpload()
    expect((await put(first, '?file_name=a.bin', bytes(600_000))).status).toBe(200)
    const second = await newUpload()
    const response = await put(second, '?file_name=b.bin', bytes(600_000))
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toMatch(QUOTA_MESSAGE)
    expect(await files(second)).toEqual([])
    // Another user's quota is their own.
    const theirs = await newUpload(otherToken)
    expect((await put(theirs, '?file_name=b.bin', bytes(600_000), otherToken)).status).toBe(200)
    // Deleting files makes room again.
    await processed(server, token, first)
    expect((await server.api(`/api/v1/uploads/${first}/raw/a.bin`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
    expect((await put(second, '?file_name=b.bin', bytes(600_000))).status).toBe(200)
    expect(await files(second)).toEqual(['b.bin'])
  })

  it('refuses an archive and a copy that would pass the quota, keeping nothing of them', async () => {
    const uploadId = await newUpload()
    const zip = await zipOf({ 'x.bin': Buffer.alloc(300_000, 1), 'y.bin': Buffer.alloc(300_000, 2) })
    const refused = await put(uploadId, '', new Uint8Array(zip))
    expect(refused.status).toBe(400)
    expect((await refused.json()).detail).toMatch(QUOTA_MESSAGE)
    expect(await files(uploadId)).toEqual([])

    expect((await put(uploadId, '?file_name=c.bin', bytes(300_000))).status).toBe(200)
    await processed(server, token, uploadId)
    const copy = await put(uploadId, '?copy_or_move=copy&copy_or_move_source_path=c.bin&file_name=d.bin', new Uint8Array())
    expect(copy.status).toBe(400)
    expect((await copy.json()).detail).toMatch(QUOTA_MESSAGE)
    expect(await files(uploadId)).toEqual(['c.bin'])
  })

  it('shares one quota between requests of the same user running at once', async () => {
    // b.bin and c.bin hold 900,000 bytes: there is room for one 90,000-byte file, not two.
    const uploads = [await newUpload(), await newUpload()]
    const responses = await Promise.all(uploads.map((uploadId) => put(uploadId, '?file_name=e.bin', bytes(90_000))))
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400])
    const stored = await Promise.all(uploads.map(files))
    expect(stored.flat()).toEqual(['e.bin'])
  })
})

import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, zipOf } from '../helpers/uploads'

// Issue 18, "History": every saved version of an archive file is kept (content-addressed),
// listed with author and time, compared field by field, restored as a new version by
// writers of unpublished uploads, each at a stable URL; published uploads read-only.

const FILE = 'eln/sample.archive.json'
const archive = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample', name, ...extra } })

describe('history of archive files', () => {
  let server: TestServer
  const tokens: Record<'owner' | 'reviewer' | 'stranger', string> = { owner: '', reviewer: '', stranger: '' }
  let ownerName: string
  let uploadId: string
  let publishedId: string

  const call = (method: string, path: string, who: keyof typeof tokens | null = 'owner', body?: string) =>
    server.api(`/api/v1/uploads/${path}`, { method, headers: who ? bearer(tokens[who]) : { accept: 'application/json' }, body })
  const save = (id: string, content: string) =>
    call('PUT', `${id}/raw/eln?file_name=sample.archive.json&wait_for_processing=true`, 'owner', content)
  const versions = async (id = uploadId) => (await (await call('GET', `${id}/history/${FILE}`)).json())
  const blobCount = async () => {
    const root = join(server.dataDir, 'uploads', uploadId, 'versions')
    let count = 0
    for (const dir of await readdir(root)) count += (await readdir(join(root, dir))).length
    return count
  }
  const searchHit = async (entryId: string) => {
    const response = await server.api('/api/v1/entries/query', {
      method: 'POST',
      headers: { ...bearer(tokens.owner), 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'visible', query: { entry_id: entryId } }),
    })
    return (await response.json()).data[0]
  }

  beforeAll(async () => {
    server = await testServer()
    const db = server.context.store
    const owner = await anAccount(db, { username: 'hana', first_name: 'Hana', last_name: 'Historian' })
    const reviewer = await anAccount(db, { username: 'rex' })
    const stranger = await anAccount(db, { username: 'sam' })
    ownerName = 'Hana Historian'
    tokens.owner = await tokenFor(server, 'hana', owner.password)
    tokens.reviewer = await tokenFor(server, 'rex', reviewer.password)
    tokens.stranger = await tokenFor(server, 'sam', stranger.password)

    uploadId = (await (await call('POST', '')).json()).upload_id
    const edit = await server.api(`/api/v1/uploads/${uploadId}/edit`, {
      method: 'POST',
      headers: { ...bearer(tokens.owner), 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { reviewers: [reviewer.user_id] } }),
    })
    expect(edit.status).toBe(200)
    // Three saves: the third equal to the first.
    for (const name of ['First', 'Second', 'First']) expect((await save(uploadId, archive(name))).status).toBe(200)

    publishedId = (await (await call('POST', '')).json()).upload_id
    await save(publishedId, archive('Published one'))
    await save(publishedId, archive('Published two'))
    expect((await call('POST', `${publishedId}/action/publish?embargo_length=0`)).status).toBe(200)
    await processed(server, tokens.owner, publishedId)
  })
  afterAll(() => server.dispose())

  it('keeps every write as a version, newest first, with author and time; equal content is stored once', async () => {
    const body = await versions()
    expect(body).toMatchObject({ upload_id: uploadId, path: FILE })
    expect(body.data.map((version: { version: number }) => version.version)).toEqual([3, 2, 1])
    expect(body.data[0]).toMatchObject({ author: { name: ownerName }, size: archive('First').length })
    expect(body.data[0].created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
    expect(body.data[0].hash).toBe(body.data[2].hash)
    expect(body.data[1].hash).not.toBe(body.data[2].hash)
    // Two distinct contents, two blobs.
    expect(await blobCount()).toBe(2)
  })

  it('serves each version\'s bytes at a stable URL', async () => {
    const response = await call('GET', `${uploadId}/history/${FILE}/2`)
    expect(response.status).toBe(200)
    expect(response.headers['get']('content-disposition')).toContain('sample.archive.json')
    expect(await response.text()).toBe(archive('Second'))
  })

  it('answers 404 for unknown versions and paths', async () => {
    for (const path of [`${FILE}/9`, `${FILE}/0`, 'eln/none.archive.json', `${FILE}/diff?from=1&to=9`]) {
      const response = await call('GET', `${uploadId}/history/${path}`)
      expect(response.status, path).toBe(404)
      expect(typeof (await response.json()).detail).toBe('string')
    }
    expect((await call('POST', `${uploadId}/history/${FILE}/9/restore`)).status).toBe(404)
    expect((await call('POST', `${uploadId}/history/${FILE}/restore`)).status).toBe(404)
    expect((await call('GET', `nosuchupload00000000000/history/${FILE}`)).status).toBe(404)
  })

  it('refuses path traversal and malformed diff requests', async () => {
    for (const path of ['eln/..%2F..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd.archive.json']) {
      const response = await call('GET', `${uploadId}/history/${path}`)
      expect(response.status, path).toBe(400)
      expect((await response.json()).detail).toContain('Invalid path')
    }
    expect((await call('GET', `${uploadId}/history/${FILE}/diff?from=1`)).status).toBe(400)
    expect((await call('GET', `${uploadId}/history/${FILE}/diff?from=x&to=2`)).status).toBe(422)
  })

  it('diffs two versions field by field, lists by index', async () => {
    await save(uploadId, archive('Third', { tags: ['a', 'b'], lab_id: 'L-1' }))
    const response = await call('GET', `${uploadId}/history/${FILE}/diff?from=2&to=4`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ upload_id: uploadId, path: FILE, from: 2, to: 4 })
    expect(body.changes).toEqual([
      { path: 'data/name', op: 'changed', old: 'Second', new: 'Third' },
      { path: 'data/tags', op: 'added', new: ['a', 'b'] },
      { path: 'data/lab_id', op: 'added', new: 'L-1' },
    ])
    const back = await (await call('GET', `${uploadId}/history/${FILE}/diff?from=4&to=2`)).json()
    expect(back.changes.map((change: { op: string }) => change.op)).toEqual(['changed', 'removed', 'removed'])
  })

  it('lets a reviewer read the history but not restore; other users and anonymous get 401', async () => {
    expect((await call('GET', `${uploadId}/history/${FILE}`, 'reviewer')).status).toBe(200)
    expect((await call('GET', `${uploadId}/history/${FILE}/1`, 'reviewer')).status).toBe(200)
    expect((await call('POST', `${uploadId}/history/${FILE}/1/restore`, 'reviewer')).status).toBe(401)
    for (const who of ['stranger', null] as const) {
      expect((await call('GET', `${uploadId}/history/${FILE}`, who)).status).toBe(401)
      expect((await call('GET', `${uploadId}/history/${FILE}/1`, who)).status).toBe(401)
      expect((await call('POST', `${uploadId}/history/${FILE}/1/restore`, who)).status).toBe(401)
    }
    expect((await versions()).data).toHaveLength(4)
  })

  it('restores a version as a new one: the entry reprocesses and search shows the restored value', async () => {
    const started = performance.now()
    const response = await call('POST', `${uploadId}/history/${FILE}/2/restore`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ upload_id: uploadId, path: FILE, restored_from: 2, version: { version: 5, author: { name: ownerName } } })
    expect(body.processing.entry).toMatchObject({ process_status: 'SUCCESS', mainfile: FILE })
    let hit = await searchHit(body.processing.entry_id)
    while (hit?.data?.name !== 'Second') {
      await new Promise((resolve) => setTimeout(resolve, 10))
      hit = await searchHit(body.processing.entry_id)
    }
    // The figure of the issue: restore to searchable for one entry.
    console.log(`history: restore to searchable ${(performance.now() - started).toFixed(0)} ms`)
    const list = await versions()
    expect(list.data[0].hash).toBe(list.data.find((version: { version: number }) => version.version === 2).hash)
    expect(await (await call('GET', `${uploadId}/raw/${FILE}`)).text()).toBe(archive('Second'))
  })

  it('keeps a published upload\'s history readable by everyone and refuses restores', async () => {
    const list = await call('GET', `${publishedId}/history/${FILE}`, 'stranger')
    expect(list.status).toBe(200)
    expect((await list.json()).data).toHaveLength(2)
    expect(await (await call('GET', `${publishedId}/history/${FILE}/1`, null)).text()).toBe(archive('Published one'))
    const restore = await call('POST', `${publishedId}/history/${FILE}/1/restore`)
    expect(restore.status).toBe(403)
    expect((await restore.json()).detail).toContain('published')
    expect(await (await call('GET', `${publishedId}/raw/${FILE}`)).text()).toBe(archive('Published two'))
  })

  it('records archive files of copies and of new uploads (zip), not other raw files', async () => {
    const put = await call('PUT', `${uploadId}/raw/eln?file_name=notes.txt`, 'owner', 'plain text')
    expect(put.status).toBe(200)
    await expect((await call('GET', `${uploadId}/history/eln/notes.txt`)).json()).resolves.toMatchObject({ data: [] })
    const copy = await call('PUT', `${uploadId}/raw/copies?copy_or_move=copy&copy_or_move_source_path=${FILE}&file_name=copy.archive.json`)
    expect(copy.status).toBe(200)
    await processed(server, tokens.owner, uploadId)
    const copied = await (await call('GET', `${uploadId}/history/copies/copy.archive.json`)).json()
    expect(copied.data).toHaveLength(1)
    expect(copied.data[0].hash).toBe((await versions()).data[0].hash)

    const zip = await zipOf({ 'run/a.archive.yaml': 'data:\n  name: From a zip\n', 'run/b.txt': 'not versioned' })
    const created = await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(tokens.owner), body: new Uint8Array(zip) })
    const zipped = (await created.json()).upload_id
    await processed(server, tokens.owner, zipped)
    const fromZip = await (await call('GET', `${zipped}/history/run/a.archive.yaml`)).json()
    expect(fromZip.data).toMatchObject([{ version: 1, author: { name: ownerName } }])
    await expect((await call('GET', `${zipped}/history/run/b.txt`)).json()).resolves.toMatchObject({ data: [] })
    // Deleting an upload deletes its history, bytes and rows.
    expect((await call('DELETE', zipped)).status).toBe(200)
    await expect(stat(join(server.dataDir, 'uploads', zipped))).rejects.toThrow()
    expect(await server.context.store.query('SELECT 1 FROM file_versions WHERE upload_id = $1', [zipped])).toEqual([])
  })

  it('keeps the history of a deleted file, which a restore brings back', async () => {
    expect((await call('DELETE', `${uploadId}/raw/${FILE}`)).status).toBe(200)
    await processed(server, tokens.owner, uploadId)
    expect((await call('GET', `${uploadId}/raw/${FILE}`)).status).toBe(404)
    const count = (await versions()).data.length
    const restore = await call('POST', `${uploadId}/history/${FILE}/1/restore`)
    expect(restore.status).toBe(200)
    expect((await restore.json()).processing.entry).toMatchObject({ process_status: 'SUCCESS' })
    expect(await (await call('GET', `${uploadId}/raw/${FILE}`)).text()).toBe(archive('First'))
    expect((await versions()).data).toHaveLength(count + 1)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'


/** yazl refuses unsafe names, so the zip-slip entry is renamed in the finished bytes. */
async function zipSlip(): Promise<Buffer> {
  const bytes = await zipOf({ 'ok.notes': 'Fine\n', 'xxxevil.notes': 'Evil\n' })
  return Buffer.from(bytes.toString('latin1').replaceAll('xxxevil.notes', '../evil.notes'), 'latin1')
}

describe('adding files to an upload', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'services:\n  max_upload_size: 200000\n  upload_limit: 50\n' })
    const account = await anAccount(server.context.store, { username: 'uma' })
    token = await tokenFor(server, 'uma', account.password)
  })
  beforeAll(async () => {
    uploadId = (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token) })).json()).upload_id
  })
  afterAll(() => server.dispose())

  const put = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    server.api(`/api/v1/uploads/${uploadId}/raw/${path}`, { method: 'PUT', headers: bearer(token, headers), body })
  const listing = async (path = '') => (await (await server.api(`/api/v1/uploads/${uploadId}/rawdir/${path}?page_size=100`, { headers: bearer(token) })).json())

  it('answers with the processed entry when asked to wait for processing', async () => {
    const response = await put('eln?file_name=day.notes&wait_for_processing=true&include_archive=true', 'Day one\nmeasured\n', { 'content-type': 'application/json' })
    expect(response.status).toBe(200)
    const { processing, data } = await response.json()
    expect(data.process_running).toBe(false)
    expect(processing).toMatchObject({ path: 'eln/day.notes', parser_name: 'parsers/test-notes', entry: { process_status: 'SUCCESS', mainfile: 'eln/day.notes' } })
    expect(processing.archive.data.title).toBe('Day one')
    expect(processing.entry.entry_hash).toMatch(/^[A-Za-z0-9_-]{28}$/)
  })

  it('stores a JSON or YAML body as the file it is, not as a request object', async () => {
    await put('?file_name=sample.archive.json&wait_for_processing=true', '{"data": {"name": "x"}}', { 'content-type': 'application/json' })
    const content = await (await server.api(`/api/v1/uploads/${uploadId}/raw/sample.archive.json`, { headers: bearer(token) })).text()
    expect(content).toBe('{"data": {"name": "x"}}')
  })

  it("stores a body labelled as a form (curl's --data-binary) as the file it is", async () => {
    const response = await put('?file_name=form.archive.json&wait_for_processing=true', '{"data": {"name": "y"}}', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(200)
    const content = await (await server.api(`/api/v1/uploads/${uploadId}/raw/form.archive.json`, { headers: bearer(token) })).text()
    expect(content).toBe('{"data": {"name": "y"}}')
  })

  it('refuses a save whose entry_hash is not the current one with 409 and keeps the file', async () => {
    const response = await put('eln?file_name=day.notes&entry_hash=not-the-hash', 'Overwritten\n')
    expect(response.status).toBe(409)
    expect((await response.json()).detail).toBe('The provided hash did not match the current file.')
    expect(await (await server.api(`/api/v1/uploads/${uploadId}/raw/eln/day.notes`, { headers: bearer(token) })).text()).toBe('Day one\nmeasured\n')
  })

  it('refuses to overwrite an existing file when overwrite_if_exists is false', async () => {
    const response = await put('eln?file_name=day.notes&overwrite_if_exists=false', 'Other\n')
    expect(response.status).toBe(409)
  })

  it('stores every part of a multipart body', async () => {
    const form = new FormData()
    form.append('file', new Blob(['A\n']), 'a.txt')
    form.append('file', new Blob(['B\n']), 'b.txt')
    const response = await server.api(`/api/v1/uploads/${uploadId}/raw/multi`, { method: 'PUT', headers: bearer(token), body: form })
    expect(response.status).toBe(200)
    expect((await listing('multi')).directory_metadata.content.map((item: { name: string }) => item.name)).toEqual(['a.txt', 'b.txt'])
  })

  it('copies and moves files within the upload', async () => {
    expect((await put('copies?copy_or_move=copy&copy_or_move_source_path=multi/a.txt&file_name=a-copy.txt', '')).status).toBe(200)
    expect((await put('copies?copy_or_move=move&copy_or_move_source_path=multi/b.txt&file_name=b-moved.txt', '')).status).toBe(200)
    expect((await listing('copies')).directory_metadata.content.map((item: { name: string }) => item.name)).toEqual(['a-copy.txt', 'b-moved.txt'])
    expect((await listing('multi')).directory_metadata.content.map((item: { name: string }) => item.name)).toEqual(['a.txt'])
  })

  it('creates folders, refuses an existing one, and deletes paths', async () => {
    await processed(server, token, uploadId)
    expect((await server.api(`/api/v1/uploads/${uploadId}/raw-create-dir/new/folder`, { method: 'POST', headers: bearer(token) })).status).toBe(200)
    const again = await server.api(`/api/v1/uploads/${uploadId}/raw-create-dir/new/folder`, { method: 'POST', headers: bearer(token) })
    expect(again.status).toBe(400)
    expect((await again.json()).detail).toBe('Path new/folder already exists.')
    expect((await server.api(`/api/v1/uploads/${uploadId}/raw/new`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
    await processed(server, token, uploadId)
    const missing = await server.api(`/api/v1/uploads/${uploadId}/raw/new`, { method: 'DELETE', headers: bearer(token) })
    expect(missing.status).toBe(404)
    expect((await missing.json()).detail).toBe('No file or folder with that path found.')
  })

  it.each([
    ['a zip with a zip-slip path', '', zipSlip, /\.\.\/evil\.notes/],
    ['a body over the size limit', '?file_name=big.bin', async () => Buffer.alloc(300_000, 65), /exceeds the maximum size of 200000 bytes/],
  ])('refuses %s with 400 and writes nothing', async (_case, query, body, message) => {
    await processed(server, token, uploadId)
    const before = await listing()
    const response = await put(query, new Uint8Array(await body()), {})
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toMatch(message)
    expect(await listing()).toEqual(before)
  })

  it('refuses a zip-slip zip at upload creation and leaves no upload behind', async () => {
    const response = await server.api('/api/v1/uploads?upload_name=evil', { method: 'POST', headers: bearer(token), body: new Uint8Array(await zipSlip()) })
    expect(response.status).toBe(400)
    const { data } = await (await server.api('/api/v1/uploads?upload_name=evil', { headers: bearer(token) })).json()
    expect(data).toEqual([])
  })

  it.each([
    ['an unsafe path', '..%2Foutside?file_name=x.txt'],
    ['an absolute file name', '?file_name=/etc/passwd'],
  ])('refuses %s with 400', async (_case, path) => {
    const response = await put(path, 'x')
    expect(response.status).toBe(400)
  })

  it('refuses a body without a file name that is no archive', async () => {
    const response = await put('', 'just text')
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toMatch(/file name is required/)
  })

  it('refuses a malformed edit body with 400 and an edit of an unknown field with 422', async () => {
    const malformed = await server.api(`/api/v1/uploads/${uploadId}/edit`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: '{"metadata": ' })
    expect(malformed.status).toBe(400)
    const unknown = await server.api(`/api/v1/uploads/${uploadId}/edit`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ metadata: { colour: 'blue', references: ['not a url'] } }) })
    expect(unknown.status).toBe(422)
    const { detail } = await unknown.json()
    expect(detail.map((item: { loc: string[] }) => item.loc)).toEqual([['metadata', 'colour'], ['metadata', 'references']])
  })

  it("answers 'Page out of range requested.' for a page past the entries", async () => {
    const response = await server.api(`/api/v1/uploads/${uploadId}/entries?page=99`, { headers: bearer(token) })
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toBe('Page out of range requested.')
  })
})

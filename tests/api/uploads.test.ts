import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'


describe('uploads and processing', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await testServer({
      parserModules: [TEST_PARSERS],
      configYaml: 'processing:\n  workers: 2\n  parser_time_limit: 3\n  parser_memory_limit: 64\nservices:\n  upload_limit: 3\n',
    })
    const owner = await anAccount(server.context.store, { username: 'olivia' })
    token = await tokenFor(server, 'olivia', owner.password)
  })
  afterAll(() => server.dispose())

  const createUpload = async (query = '', body?: Buffer) => {
    const response = await server.api(`/api/v1/uploads${query}`, { method: 'POST', headers: bearer(token), body: body && new Uint8Array(body) })
    return { status: response.status, body: await response.json() }
  }

  it('creates an empty upload owned by the caller', async () => {
    const { status, body } = await createUpload('?upload_name=%20My%20first%20upload%20')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ upload_name: 'My first upload', published: false, process_running: false, entries: 0, main_author: expect.any(String) })
    expect(body.upload_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('unpacks a zip, processes every mainfile into an entry and reports the counts', async () => {
    const zip = await zipOf({
      'a/first.notes': 'First note\nline one\n',
      'a/b/second.notes': 'Second note\nwarn: please\n',
      'a/README.txt': 'not a mainfile',
      'broken.crash': 'x',
    })
    const { body } = await createUpload('?upload_name=zip', zip)
    const upload = await processed(server, token, body.upload_id)
    expect(upload).toMatchObject({ process_status: 'SUCCESS', last_status_message: '3/3 entries processed, 1 failed', entries: 3 })

    const entries = await (await server.api(`/api/v1/uploads/${body.upload_id}/entries?page_size=10`, { headers: bearer(token) })).json()
    expect(entries.pagination.total).toBe(3)
    expect(entries.processing_successful).toBe(2)
    expect(entries.processing_failed).toBe(1)
    const byMainfile = Object.fromEntries(entries.data.map((entry: { mainfile: string }) => [entry.mainfile, entry]))
    expect(byMainfile['a/first.notes']).toMatchObject({ process_status: 'SUCCESS', parser_name: 'parsers/test-notes', errors: [] })
    expect(byMainfile['a/b/second.notes'].warnings).toEqual(['a line asks for a warning'])
    expect(byMainfile['broken.crash']).toMatchObject({ process_status: 'FAILURE', errors: ['The parser failed: this parser always fails'] })
  })

  it('fails a hanging parser at its time limit and one that exhausts memory, and carries on', async () => {
    const zip = await zipOf({ 'slow.hang': '', 'greedy.oom': '', 'fine.notes': 'Fine\n' })
    const { body } = await createUpload('?upload_name=limits', zip)
    const upload = await processed(server, token, body.upload_id, 60_000)
    expect(upload.last_status_message).toBe('3/3 entries processed, 2 failed')
    const entries = await (await server.api(`/api/v1/uploads/${body.upload_id}/entries`, { headers: bearer(token) })).json()
    const byMainfile = Object.fromEntries(entries.data.map((entry: { mainfile: string }) => [entry.mainfile, entry]))
    expect(byMainfile['slow.hang'].errors).toEqual(['The parser exceeded its time limit of 3 s.'])
    expect(byMainfile['greedy.oom'].errors).toEqual(['The parser exhausted its memory limit of 64 MB.'])
    expect(byMainfile['fine.notes'].process_status).toBe('SUCCESS')
  }, 90_000)

  it('refuses more unpublished uploads than the limit with the spec message', async () => {
    const { status, body } = await createUpload()
    expect(status).toBe(400)
    expect(body.detail).toBe('Limit of unpublished uploads exceeded for user.')
  })
})

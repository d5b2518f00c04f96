import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'
import { uploadToken, userOfUploadToken } from '../../src/server/services/uploadTokens'


describe('upload tokens', () => {
  const secret = 'not-a-real-secret'

  it('match NOMAD byte for byte (vector computed with Python uuid/hmac/base64)', () => {
    expect(uploadToken('c5a5b5e0-3c1d-4b7a-9f2e-1a2b3c4d5e6f', secret)).toBe('xaW14DwdS3qfLhorPE1ebw.vIzzoYrzvA_b-UOE0eZsSv9GYxA')
  })

  it('round-trip UUIDs and, via their UTF-8 bytes, other user ids', () => {
    for (const userId of [randomUUID(), 'alice@example.org', 'abcdefghijklmnop', 'C5A5B5E0-3C1D-4B7A-9F2E-1A2B3C4D5E6F']) {
      expect(userOfUploadToken(uploadToken(userId, secret), secret)).toBe(userId)
    }
  })

  it('refuse another secret, a changed payload and malformed tokens', () => {
    const token = uploadToken(randomUUID(), secret)
    expect(userOfUploadToken(token, 'another-secret')).toBeUndefined()
    const other = uploadToken(randomUUID(), secret)
    expect(userOfUploadToken(`${other.split('.')[0]}.${token.split('.')[1]}`, secret)).toBeUndefined()
    for (const bad of ['', 'abc', `${token}.x`, token.replace('.', '.!'), `${token}=`]) expect(userOfUploadToken(bad, secret)).toBeUndefined()
  })
})

describe('?token= on upload routes, and command-examples', () => {
  let server: TestServer
  let alice: Awaited<ReturnType<typeof anAccount>>
  let bob: Awaited<ReturnType<typeof anAccount>>
  let aliceToken: string
  let bobToken: string
  let aliceUploadToken: string
  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'services:\n  upload_limit: 20\n' })
    alice = await anAccount(server.context.store, { username: 'alice' })
    bob = await anAccount(server.context.store, { username: 'bob' })
    aliceToken = await tokenFor(server, 'alice', alice.password)
    bobToken = await tokenFor(server, 'bob', bob.password)
    aliceUploadToken = uploadToken(alice.user_id, server.context.auth.secrets.apiSecret)
  })
  afterAll(() => server.dispose())

  it('creates an upload with a body owned by the token’s user', async () => {
    const response = await server.api(`/api/v1/uploads?token=${aliceUploadToken}&upload_name=scripted`, {
      method: 'POST', headers: { accept: 'application/json' }, body: new Uint8Array(await zipOf({ 'run/one.notes': 'One\n' })),
    })
    expect(response.status).toBe(200)
    const { upload_id, data } = await response.json()
    expect(data).toMatchObject({ main_author: alice.user_id, upload_name: 'scripted' })
    expect(await processed(server, aliceToken, upload_id)).toMatchObject({ process_status: 'SUCCESS', entries: 1 })
  })

  it('adds files with PUT raw and ?token=', async () => {
    const created = await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(aliceToken) })).json()
    const response = await server.api(`/api/v1/uploads/${created.upload_id}/raw/notes?file_name=two.notes&token=${aliceUploadToken}`, {
      method: 'PUT', headers: { accept: 'application/json' }, body: 'Two\n',
    })
    expect(response.status).toBe(200)
    expect((await processed(server, aliceToken, created.upload_id)).entries).toBe(1)
  })

  it('refuses a wrong token with 401', async () => {
    const forged = `${aliceUploadToken.split('.')[0]}.${uploadToken(bob.user_id, server.context.auth.secrets.apiSecret).split('.')[1]}`
    for (const token of [forged, 'garbage', '']) {
      const response = await server.api(`/api/v1/uploads?token=${token}`, { method: 'POST', headers: { accept: 'application/json' } })
      expect(response.status).toBe(401)
      expect((await response.json()).detail).toBe('Invalid upload token.')
    }
  })

  it('lets a bearer header win over ?token=', async () => {
    const response = await server.api(`/api/v1/uploads?token=${aliceUploadToken}`, { method: 'POST', headers: bearer(bobToken) })
    expect((await response.json()).data.main_author).toBe(bob.user_id)
  })

  it('ignores ?token= on routes not made for scripts', async () => {
    const response = await server.api(`/api/v1/uploads?token=${aliceUploadToken}`)
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe('Authorization required.')
  })

  it('needs a login for command-examples', async () => {
    expect((await server.api('/api/v1/uploads/command-examples')).status).toBe(401)
  })

  async function examples(token: string) {
    const response = await server.api('/api/v1/uploads/command-examples', { headers: bearer(token) })
    expect(response.status).toBe(200)
    return response.json()
  }
  const quotedUrl = (line: string) => /"(http[^"]+)"/.exec(line)![1]

  it('answers curl lines with the caller’s upload token', async () => {
    const body = await examples(aliceToken)
    const url = `${server.context.bases().apiBase}/v1/uploads?token=${aliceUploadToken}`
    expect(body).toEqual({
      upload_url: url,
      upload_command: `curl -X POST "${url}" -T <local_file>`,
      upload_command_with_name: `curl -X POST "${url}&upload_name=<name>" -T <local_file>`,
      upload_progress_command: `curl -# -X POST "${url}" -T <local_file> | xargs echo`,
      upload_command_form: `curl -X POST "${url}" -F file=@<local_file>`,
      upload_tar_command: `tar -cf - <local_folder> | curl -# -H 'Accept: application/json' -X POST -T - "${url}"`,
    })
    expect((await examples(bobToken)).upload_url).toContain(uploadToken(bob.user_id, server.context.auth.secrets.apiSecret))
  })

  it('has a form line that works: multipart POST to its URL makes an upload of the file', async () => {
    const { upload_command_form } = await examples(aliceToken)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await zipOf({ 'form/a.notes': 'A\n', 'form/b.notes': 'B\n' }))]), 'measurements.zip')
    // As curl sends it: no Accept header, so the answer is the thank-you sentence.
    const response = await fetch(quotedUrl(upload_command_form), { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^Thanks for uploading/)
    const newest = (await (await server.api('/api/v1/uploads?order=desc&page_size=1', { headers: bearer(aliceToken) })).json()).data[0]
    expect(await processed(server, aliceToken, newest.upload_id)).toMatchObject({ main_author: alice.user_id, process_status: 'SUCCESS', entries: 2 })
    const entries = await (await server.api(`/api/v1/uploads/${newest.upload_id}/entries`, { headers: bearer(aliceToken) })).json()
    expect(entries.data.map((entry: { mainfile: string }) => entry.mainfile)).toEqual(['form/a.notes', 'form/b.notes'])
  })

  it('has a named line that works: the streamed body under the given name', async () => {
    const { upload_command_with_name } = await examples(aliceToken)
    const url = quotedUrl(upload_command_with_name).replace('<name>', 'named%20run')
    const response = await fetch(url, { method: 'POST', headers: { accept: 'application/json' }, body: new Uint8Array(await zipOf({ 'x.notes': 'X\n' })) })
    expect(response.status).toBe(200)
    const { upload_id, data } = await response.json()
    expect(data).toMatchObject({ upload_name: 'named run', main_author: alice.user_id })
    expect((await processed(server, aliceToken, upload_id)).entries).toBe(1)
  })

  // curl and tar are installed by .ci/run, as on any machine users run these lines.
  it('has a tar line that works when run by the shell', async () => {
    const { upload_tar_command } = await examples(aliceToken)
    const folder = join(server.dataDir, 'tar-source')
    await mkdir(join(folder, 'sub'), { recursive: true })
    await writeFile(join(folder, 'sub', 't.notes'), 'T\n')
    const line = upload_tar_command.replace('<local_folder>', 'sub').replace('curl -#', 'curl -s')
    const output = await new Promise<string>((resolve, reject) =>
      execFile('/bin/sh', ['-c', line], { cwd: folder }, (error, stdout) => (error ? reject(error) : resolve(stdout))))
    const { upload_id, data } = JSON.parse(output)
    expect(data.main_author).toBe(alice.user_id)
    expect(await processed(server, aliceToken, upload_id)).toMatchObject({ process_status: 'SUCCESS', entries: 1 })
  })
})

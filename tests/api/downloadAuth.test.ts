// Browsers download files by navigation, without headers: the raw-file routes accept
// the Authorization cookie the GUI sets and short-lived signature tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, tokenFor } from '../helpers/uploads'

describe('download authentication', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer()
    const account = await anAccount(server.context.store, { username: 'dora' })
    token = await tokenFor(server, 'dora', account.password)
    uploadId = (await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token) })).json()).upload_id
    await server.api(`/api/v1/uploads/${uploadId}/raw/?file_name=secret.txt`, { method: 'PUT', headers: bearer(token), body: 'unpublished' })
  })
  afterAll(() => server.dispose())

  const raw = (init: RequestInit = {}, query = '') => server.api(`/api/v1/uploads/${uploadId}/raw/secret.txt${query}`, init)

  it('refuses an anonymous download of unpublished data', async () => {
    expect((await raw()).status).toBe(401)
  })

  it('accepts the Authorization cookie on downloads', async () => {
    const response = await raw({ headers: { cookie: `Authorization=${encodeURIComponent(`Bearer ${token}`)}` } })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('unpublished')
  })

  it('ignores the cookie on other routes', async () => {
    const response = await server.api(`/api/v1/uploads/${uploadId}`, { headers: { cookie: `Authorization=${encodeURIComponent(`Bearer ${token}`)}` } })
    expect(response.status).toBe(401)
  })

  it('accepts a signature token in the URL', async () => {
    const { signature_token } = await (await server.api('/api/v1/auth/signature_token', { headers: bearer(token) })).json()
    const response = await raw({}, `?signature_token=${signature_token}`)
    expect(response.status).toBe(200)
  })

  it('refuses a cookie with a forged token', async () => {
    const response = await raw({ headers: { cookie: 'Authorization=Bearer%20forged.token.value' } })
    expect(response.status).toBe(401)
  })
})

// Issue 14, finding 3: short-lived credentials must not become permanent ones. A
// signature token (10 s, for download links) authorises GET downloads and nothing
// else; an app token acts for its user but cannot mint app tokens; app tokens are
// listed, revoked, and all end with a new password, as do the user's other sessions.
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, callApi, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { Browser, FORM, provider } from './oidcBrowser'

describe('token scopes', () => {
  let server: TestServer
  let alice: Awaited<ReturnType<typeof anAccount>>
  let login: string
  let uploadId: string

  beforeAll(async () => {
    server = await testServer()
    alice = await anAccount(server.context.store, { username: 'alice' })
    login = (await (await server.api(`/api/v1/auth/token?username=alice&password=${encodeURIComponent(alice.password)}`)).json()).access_token
    const created = await server.api('/api/v1/uploads?file_name=notes.txt', { method: 'POST', headers: { authorization: `Bearer ${login}`, accept: 'application/json' }, body: 'some notes\n' })
    uploadId = (await created.json()).upload_id
  })
  afterAll(() => server.dispose())

  const signatureToken = async () => (await callApi(server, 'GET', '/auth/signature_token', login)).body.signature_token as string
  const appToken = async (token = login, name?: string) => {
    const query = new URLSearchParams({ expires_in: '3600', ...(name ? { name } : {}) })
    return callApi(server, 'GET', `/auth/app_token?${query}`, token)
  }

  describe('a signature token', () => {
    it('still downloads a raw file, as ?signature_token= and as bearer', async () => {
      const signature = await signatureToken()
      const byQuery = await server.api(`/api/v1/uploads/${uploadId}/raw/notes.txt?signature_token=${signature}`)
      expect(byQuery.status).toBe(200)
      expect(await byQuery.text()).toBe('some notes\n')
      expect((await server.api(`/api/v1/uploads/${uploadId}/raw/notes.txt`, { headers: { authorization: `Bearer ${signature}` } })).status).toBe(200)
    })

    it.each([
      ['mint an app token', 'GET', '/auth/app_token?expires_in=2592000', undefined],
      ['edit an upload', 'POST', () => `/uploads/${uploadId}/edit`, { metadata: { upload_name: 'taken over' } }],
      ['create an upload', 'POST', '/uploads?upload_name=mine', undefined],
      ['read the account', 'GET', '/users/me', undefined],
    ])('cannot %s (403)', async (_what, method, path, body) => {
      const { status, body: answer } = await callApi(server, method, typeof path === 'function' ? path() : path, await signatureToken(), body)
      expect(status).toBe(403)
      expect(answer).toEqual({ detail: 'A signature token only authorises downloads of raw files and archives.' })
    })

    it('cannot add files to an upload through a download route with PUT', async () => {
      const response = await server.api(`/api/v1/uploads/${uploadId}/raw/?file_name=evil.txt`, {
        method: 'PUT', headers: { authorization: `Bearer ${await signatureToken()}` }, body: 'x',
      })
      expect(response.status).toBe(403)
    })
  })

  describe('an app token', () => {
    it('acts for its user but cannot mint another app token', async () => {
      const { body } = await appToken()
      expect((await callApi(server, 'GET', '/users/me', body.app_token)).body.username).toBe('alice')
      const minted = await appToken(body.app_token)
      expect(minted).toEqual({ status: 403, body: { detail: 'App tokens can only be requested when signed in, not with another app token or a download token.' } })
    })

    it('is not taken as ?signature_token= (a full credential stays out of URLs)', async () => {
      const { body } = await appToken()
      expect((await server.api(`/api/v1/uploads/${uploadId}/raw/notes.txt?signature_token=${body.app_token}`)).status).toBe(401)
    })

    it('is listed with its name and last characters, never itself, and stops working once revoked', async () => {
      const { body } = await appToken(login, 'nightly sync')
      const token = body.app_token as string
      const { body: list } = await callApi(server, 'GET', '/auth/app_tokens', login)
      const listed = list.data.find((item: { name?: string }) => item.name === 'nightly sync')
      expect(listed).toMatchObject({ hint: token.slice(-6), created: expect.any(String), expires: expect.any(String) })
      expect(JSON.stringify(list)).not.toContain(token)

      expect((await callApi(server, 'DELETE', `/auth/app_tokens/${listed.token_id}`, login)).status).toBe(200)
      expect(await callApi(server, 'GET', '/users/me', token)).toEqual({ status: 401, body: { detail: 'Invalid token: it has been revoked.' } })
      expect((await callApi(server, 'DELETE', `/auth/app_tokens/${listed.token_id}`, login)).status).toBe(404)
    })

    it("cannot be revoked by another user", async () => {
      const bob = await anAccount(server.context.store, { username: 'bob' })
      const bobLogin = (await (await server.api(`/api/v1/auth/token?username=bob&password=${bob.password}`)).json()).access_token
      const { body } = await appToken()
      const { body: list } = await callApi(server, 'GET', '/auth/app_tokens', login)
      const id = list.data[0].token_id
      expect((await callApi(server, 'DELETE', `/auth/app_tokens/${id}`, bobLogin)).status).toBe(404)
      expect((await callApi(server, 'GET', '/users/me', body.app_token)).status).toBe(200)
    })

    it('of the old unrecorded kind ({user, exp}) is refused', async () => {
      const legacy = await new SignJWT({ user: alice.user_id }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('30d')
        .sign(new TextEncoder().encode(server.context.auth.secrets.apiSecret))
      expect((await callApi(server, 'GET', '/users/me', legacy)).status).toBe(401)
    })
  })

  describe('a new password', () => {
    it("ends the user's app tokens and other sessions, keeping the session that changed it", async () => {
      const carol = await anAccount(server.context.store, { username: 'carol' })
      const { realm, signIn, refresh } = provider(server)
      const here = new Browser(server.origin)
      const elsewhere = new Browser(server.origin)
      const hereTokens = await signIn(here, 'carol', carol.password)
      const elsewhereTokens = await signIn(elsewhere, 'carol', carol.password)
      const { body } = await appToken(hereTokens.access_token)
      expect((await callApi(server, 'GET', '/users/me', body.app_token)).status).toBe(200)

      const changed = await here.fetch(`${realm}/account`, {
        method: 'POST',
        headers: FORM,
        body: new URLSearchParams({ form: 'password', current_password: carol.password, password: 'carols-new-password', password_repeat: 'carols-new-password' }).toString(),
      })
      expect(await changed.text()).toContain('Your password has been changed.')

      expect(await callApi(server, 'GET', '/users/me', body.app_token)).toEqual({ status: 401, body: { detail: 'Invalid token: it has been revoked.' } })
      expect((await callApi(server, 'GET', '/auth/app_tokens', hereTokens.access_token)).body.data).toEqual([])
      expect(await refresh(elsewhereTokens.refresh_token)).toBe(400)
      expect(await refresh(hereTokens.refresh_token)).toBe(200)
    })
  })
})

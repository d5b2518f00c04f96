import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateKeyPair, importJWK, SignJWT } from 'jose'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'

describe('tokens', () => {
  let server: TestServer
  let alice: Awaited<ReturnType<typeof anAccount>>
  beforeAll(async () => {
    server = await testServer({ configYaml: 'auth:\n  app_token_max_expires_in: 3600\n' })
    alice = await anAccount(server.context.store, { username: 'alice', first_name: 'Alice', last_name: 'Adams' })
  })
  afterAll(() => server.dispose())

  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })
  const appTokenFor = (token: string, seconds = 60) => server.api(`/api/v1/auth/app_token?expires_in=${seconds}`, withToken(token))

  async function passwordToken(username = 'alice', password = alice.password) {
    const response = await server.api('/api/v1/auth/token', form({ username, password }))
    return { response, body: await response.json() }
  }

  it('answers {access_token, token_type} for the right username and password (form)', async () => {
    const { response, body } = await passwordToken()
    expect(response.status).toBe(200)
    expect(body.token_type).toBe('bearer')
    expect((await appTokenFor(body.access_token)).status).toBe(200)
  })

  it('answers the same for GET with query parameters, and accepts the email as username', async () => {
    const response = await server.api(`/api/v1/auth/token?username=alice@example.org&password=${encodeURIComponent(alice.password)}`)
    expect(response.status).toBe(200)
    expect((await response.json()).access_token).toBeTruthy()
  })

  it('refuses a wrong password with 401', async () => {
    const { response, body } = await passwordToken('alice', 'wrong-password')
    expect(response.status).toBe(401)
    expect(body.detail).toBe('Incorrect username or password')
  })

  it('refuses a missing password with 422', async () => {
    const response = await server.api('/api/v1/auth/token', form({ username: 'alice' }))
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0].loc).toEqual(['body', 'password'])
  })

  it('signs app tokens that work as bearer tokens', async () => {
    const { body } = await passwordToken()
    const response = await appTokenFor(body.access_token, 3600)
    const { app_token } = await response.json()
    expect((await server.api('/api/v1/users/me', withToken(app_token))).status).toBe(200)
  })

  it('refuses app tokens beyond the configured maximum with 422 naming the maximum', async () => {
    const { body } = await passwordToken()
    const response = await appTokenFor(body.access_token, 3601)
    expect(response.status).toBe(422)
    const { detail } = await response.json()
    expect(detail[0].loc).toEqual(['query', 'expires_in'])
    expect(detail[0].msg).toContain('3600')
  })

  it('requires login for app tokens', async () => {
    const response = await server.api('/api/v1/auth/app_token?expires_in=60')
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe('Authorization required.')
  })

  it('refuses an expired token with "Expired token."', async () => {
    const secret = new TextEncoder().encode(server.context.auth.secrets.apiSecret)
    const expired = await new SignJWT({ user: alice.user_id }).setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(secret)
    const response = await appTokenFor(expired)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Expired token.' })
  })

  it('refuses a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256')
    const forged = await new SignJWT({ azp: 'tessera_public' }).setProtectedHeader({ alg: 'RS256', kid: server.context.auth.secrets.signingKey.kid })
      .setIssuer(server.context.auth.issuer()).setSubject(alice.user_id).setExpirationTime('5m').sign(privateKey)
    const response = await appTokenFor(forged)
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe('Invalid token: the signature does not verify.')
  })

  it('refuses an app token signed with another secret', async () => {
    const forged = await new SignJWT({ user: alice.user_id }).setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m').sign(new TextEncoder().encode('not-the-server-secret'))
    expect((await appTokenFor(forged)).status).toBe(401)
  })

  async function providerSigned(claims: Record<string, unknown>, issuer = server.context.auth.issuer()) {
    const key = await importJWK(server.context.auth.secrets.signingKey, 'RS256')
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: server.context.auth.secrets.signingKey.kid })
      .setIssuer(issuer).setSubject(alice.user_id).setExpirationTime('5m').sign(key)
  }

  it('refuses a token of this realm issued for another client', async () => {
    const response = await appTokenFor(await providerSigned({ azp: 'another-app', aud: 'account' }))
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe('Invalid token: it was issued for another client.')
  })

  it('accepts a Keycloak-style token whose azp is our client', async () => {
    expect((await appTokenFor(await providerSigned({ azp: 'tessera_public', aud: 'account' }))).status).toBe(200)
  })

  it('refuses a token from another issuer', async () => {
    const response = await appTokenFor(await providerSigned({ azp: 'tessera_public' }, 'https://elsewhere.example.org/realms/x'))
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe('Invalid token: it was issued by another identity provider.')
  })

  it('refuses something that is not a token', async () => {
    const response = await appTokenFor('not-a-jwt')
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe('Invalid token: it is not a JSON Web Token.')
  })

  it('refuses a present but invalid token even where login is optional', async () => {
    const response = await server.api('/api/v1/info', withToken('garbage'))
    expect(response.status).toBe(401)
  })
})

describe('brute force', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
    await anAccount(server.context.store, { username: 'bob', password: 'bobs-right-password' })
  })
  afterAll(() => server.dispose())

  const attempt = (username: string, password: string) => server.api('/api/v1/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  })

  it('limits repeated wrong passwords per account, even when the password is then right', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('bob', `wrong-${i}`)).status).toBe(401)
    const blocked = await attempt('bob', 'bobs-right-password')
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ (seconds|minutes)\.$/)
  })

  it('limits repeated failures per address across accounts', async () => {
    // 5 failures on bob already counted; 25 more on unknown accounts reach the 30 an address may fail.
    for (let i = 0; i < 25; i++) await attempt(`nobody${i}`, 'x')
    expect((await attempt('someone-else', 'x')).status).toBe(429)
  })
})

describe('an installation that requires login', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer({ configYaml: 'features:\n  global_login_required: true\n' })
    await anAccount(server.context.store, { username: 'carol', password: 'carols-password' })
  })
  afterAll(() => server.dispose())

  it('answers info and auth to anonymous callers', async () => {
    expect((await server.api('/api/v1/info')).status).toBe(200)
    expect((await server.api('/api/v1/auth/token?username=carol&password=carols-password')).status).toBe(200)
  })

  it('answers 401 to anonymous callers elsewhere', async () => {
    const response = await server.api('/api/v1/auth/signature_token')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Authorization required.' })
  })
})

describe('an installation for listed users only', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer({ configYaml: 'auth:\n  allowed_users: [hana, ivan@example.org]\n' })
    await anAccount(server.context.store, { username: 'hana', password: 'hanas-password' })
    await anAccount(server.context.store, { username: 'ivan', email: 'ivan@example.org', password: 'ivans-password' })
    await anAccount(server.context.store, { username: 'judy', password: 'judys-password' })
  })
  afterAll(() => server.dispose())

  async function signatureFor(username: string, password: string) {
    const { access_token } = await (await server.api(`/api/v1/auth/token?username=${username}&password=${password}`)).json()
    return server.api('/api/v1/auth/signature_token', { headers: { authorization: `Bearer ${access_token}` } })
  }

  it.each([['hana', 'hanas-password'], ['ivan', 'ivans-password']])('lets %s in (listed by username or email)', async (username, password) => {
    expect((await signatureFor(username, password)).status).toBe(200)
  })

  it('refuses an account that is not listed with 403', async () => {
    const response = await signatureFor('judy', 'judys-password')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ detail: 'You are not allowed to access this installation.' })
  })

  it('requires login from anonymous callers', async () => {
    expect((await server.api('/api/v1/auth/signature_token')).status).toBe(401)
    expect((await server.api('/api/v1/info')).status).toBe(200)
  })
})

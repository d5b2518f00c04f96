// Issue 14, finding 6: failed sign-ins slow the attacker down without locking the
// victim out. Five wrong passwords used to lock any account (the administrator's too)
// for everybody; 20 failures locked out everybody behind one reverse proxy; the email
// spelling of a login had a count of its own. Now failures count per account and
// client (and per client), and X-Forwarded-For names the client only from a trusted proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'

const TOO_MANY = /^Too many failed sign-in attempts\. Try again in \d+ (seconds|minutes)\.$/

function signIn(server: TestServer, username: string, password: string, client?: string) {
  return server.api('/api/v1/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(client ? { 'x-forwarded-for': client } : {}) },
    body: new URLSearchParams({ username, password }).toString(),
  })
}

describe('behind a trusted reverse proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer({ configYaml: "services:\n  trusted_proxies: ['127.0.0.1']\n" })
  })
  afterAll(() => server.dispose())

  it("an attacker's wrong passwords do not lock the victim (the administrator) out", async () => {
    const admin = await anAccount(server.context.store, { username: 'root', is_admin: true })
    const attacker = '203.0.113.5'
    for (let i = 0; i < 5; i++) expect((await signIn(server, 'root', `guess-${i}`, attacker)).status).toBe(401)
    const slowed = await signIn(server, 'root', admin.password, attacker)
    expect(slowed.status).toBe(429)
    expect((await slowed.json()).detail).toMatch(TOO_MANY)
    // The victim, from their own address, signs in at once.
    expect((await signIn(server, 'root', admin.password, '198.51.100.7')).status).toBe(200)
  })

  it('the username and the email of one account share one count', async () => {
    const victim = await anAccount(server.context.store, { username: 'vera', email: 'vera@example.org' })
    const attacker = '203.0.113.6'
    for (let i = 0; i < 5; i++) {
      const login = i % 2 ? 'VERA@example.org' : 'vera'
      expect((await signIn(server, login, `guess-${i}`, attacker)).status).toBe(401)
    }
    expect((await signIn(server, 'vera@example.org', victim.password, attacker)).status).toBe(429)
    expect((await signIn(server, 'vera', victim.password, attacker)).status).toBe(429)
  })
})

describe('without a trusted proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })
  afterAll(() => server.dispose())

  it('a forged X-Forwarded-For does not make a new client', async () => {
    await anAccount(server.context.store, { username: 'walt', password: 'walts-password' })
    for (let i = 0; i < 5; i++) expect((await signIn(server, 'walt', `guess-${i}`, `192.0.2.${i}`)).status).toBe(401)
    expect((await signIn(server, 'walt', 'walts-password', '192.0.2.99')).status).toBe(429)
  })
})

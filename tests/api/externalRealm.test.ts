// An installation pointed at an external realm: here a second Tessera server plays the
// Keycloak-compatible identity provider, reached over real HTTP (discovery, JWKS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'

describe('an external identity provider', () => {
  let provider: TestServer
  let server: TestServer
  let token: string
  beforeAll(async () => {
    provider = await testServer()
    const account = await anAccount(provider.context.store, { username: 'kim', first_name: 'Kim', last_name: 'Kowalski' })
    token = (await (await provider.api(`/api/v1/auth/token?username=kim&password=${account.password}`)).json()).access_token
    server = await testServer({ configYaml: `identity_provider:\n  base_url: ${provider.origin}/auth\n  realm: tessera\n  client_id: tessera_public\n` })
  })
  afterAll(async () => {
    await server.dispose()
    await provider.dispose()
  })

  it("accepts the realm's tokens and records the user from their claims", async () => {
    const response = await server.api('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ username: 'kim' })
  })

  it('runs no provider of its own', async () => {
    expect((await server.api('/auth/realms/tessera/.well-known/openid-configuration')).status).toBe(404)
  })

  it('points the GUI at the external realm', async () => {
    const env = await (await server.api('/gui/env.js')).text()
    expect(env).toContain(`"identityProvider":{"baseUrl":"${provider.origin}/auth","realm":"tessera","clientId":"tessera_public","embedded":false}`)
  })

  it('leaves accounts and invitations to the external provider', async () => {
    await server.context.store.query("UPDATE users SET is_admin = true WHERE username = 'kim'")
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const create = await server.api('/api/v1/users', {
      method: 'POST', headers, body: JSON.stringify({ username: 'new', email: 'new@example.org', first_name: 'N', last_name: 'U', password: 'long-enough-1' }),
    })
    expect(create.status).toBe(400)
    expect((await create.json()).detail).toBe('Accounts are managed by the external identity provider.')
    const invite = await server.api('/api/v1/users/invite', {
      method: 'PUT', headers, body: JSON.stringify({ email: 'guest@example.org', first_name: 'G', last_name: 'U', affiliation: 'Lab' }),
    })
    expect(invite.status).toBe(400)
  })

  it('refuses tokens of its own realm name signed by anybody else', async () => {
    const other = await testServer()
    const account = await anAccount(other.context.store, { username: 'mallory' })
    const forged = (await (await other.api(`/api/v1/auth/token?username=mallory&password=${account.password}`)).json()).access_token
    await other.dispose()
    const response = await server.api('/api/v1/users/me', { headers: { authorization: `Bearer ${forged}` } })
    expect(response.status).toBe(401)
  })
})

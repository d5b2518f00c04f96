import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { issueAppToken } from '../../src/server/services/tokens'

type Account = Awaited<ReturnType<typeof anAccount>>

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
})

async function tokenFor(server: TestServer, username: string, password: string): Promise<string> {
  const response = await server.api('/api/v1/auth/token', form({ username, password }))
  expect(response.status).toBe(200)
  return (await response.json()).access_token
}

describe('users', () => {
  let server: TestServer
  let alice: Account
  let root: Account
  let aliceToken: string
  let rootToken: string
  const withToken = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } })
  // Signed in: looking users up by email needs a login (tests/security/visibility.test.ts).
  const names = async (query: string) =>
    ((await (await server.api(`/api/v1/users?${query}`, withToken(aliceToken))).json()).data as { name: string }[]).map((user) => user.name)

  beforeAll(async () => {
    server = await testServer()
    const db = server.context.store
    alice = await anAccount(db, { username: 'alice', first_name: 'Alice', last_name: 'Adams', affiliation: 'FHI' })
    root = await anAccount(db, { username: 'root', first_name: 'Rita', last_name: 'Root', is_admin: true })
    // Seven names containing "mar": three start with it, one last name starts with it.
    for (const [first_name, last_name] of [['Omar', 'Sharif'], ['Tamara', 'Press'], ['Marco', 'Polo'], ['Dagmar', 'Berg'],
      ['Anne', 'Marlow'], ['Martin', 'Luther'], ['Mara', 'Quinn']]) {
      await anAccount(db, { first_name, last_name })
    }
    aliceToken = await tokenFor(server, 'alice', alice.password)
    rootToken = await tokenFor(server, 'root', root.password)
  })
  afterAll(() => server.dispose())

  describe('GET /users/me', () => {
    it('answers the signed-in user with every field, email included', async () => {
      const response = await server.api('/api/v1/users/me', withToken(aliceToken))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        user_id: alice.user_id, name: 'Alice Adams', first_name: 'Alice', last_name: 'Adams', username: 'alice',
        affiliation: 'FHI', created: alice.created, is_admin: false, is_oasis_admin: false, email: 'alice@example.org',
      })
    })

    it('requires login', async () => {
      const response = await server.api('/api/v1/users/me')
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ detail: 'Authorization required.' })
    })
  })

  describe('GET /users', () => {
    it('shows at most 5 prefix matches, names starting with the text first', async () => {
      expect(await names('prefix=mar')).toEqual(['Mara Quinn', 'Marco Polo', 'Martin Luther', 'Anne Marlow', 'Dagmar Berg'])
    })

    it('finds users by repeated user_id, in the order asked for', async () => {
      expect(await names(`user_id=${root.user_id}&user_id=${alice.user_id}`)).toEqual(['Rita Root', 'Alice Adams'])
    })

    it('skips unknown user ids silently', async () => {
      expect(await names(`user_id=nobody&user_id=${alice.user_id}`)).toEqual(['Alice Adams'])
    })

    it.each([
      ['email', 'email=ALICE@example.org'],
      ['username', 'username=alice'],
    ])('finds a user by %s', async (_by, query) => {
      expect(await names(query)).toEqual(['Alice Adams'])
    })

    it('never shows email addresses', async () => {
      const { data } = await (await server.api(`/api/v1/users?user_id=${alice.user_id}&prefix=a`, withToken(aliceToken))).json()
      expect(data.length).toBeGreaterThan(1)
      for (const user of data) expect(user).not.toHaveProperty('email')
    })

    it('answers no users without a filter', async () => {
      expect(await (await server.api('/api/v1/users')).json()).toEqual({ data: [] })
    })
  })

  describe('GET /users/{user_id}', () => {
    it('answers the public fields of one user', async () => {
      const response = await server.api(`/api/v1/users/${alice.user_id}`)
      expect(await response.json()).toEqual({
        user_id: alice.user_id, username: 'alice', name: 'Alice Adams', first_name: 'Alice', last_name: 'Adams', affiliation: 'FHI',
      })
    })

    it('answers 404 for an unknown id', async () => {
      const response = await server.api('/api/v1/users/nobody')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'The user with the given id does not exist.' })
    })
  })

  describe('POST /users', () => {
    const newUser = (fields: Record<string, unknown> = {}) =>
      ({ username: 'carol', email: 'carol@example.org', first_name: 'Carol', last_name: 'Clark', password: 'carols-password', ...fields })

    it('lets an administrator create an account that can sign in', async () => {
      const response = await server.api('/api/v1/users', json('POST', newUser({ affiliation: 'TU' }), rootToken))
      expect(response.status).toBe(200)
      const user = await response.json()
      expect(user).toMatchObject({ username: 'carol', email: 'carol@example.org', name: 'Carol Clark', affiliation: 'TU', is_admin: false })
      expect(user).not.toHaveProperty('invitation_url')
      await tokenFor(server, 'carol', 'carols-password')
    })

    it('answers a set-password link for an account created without password', async () => {
      const response = await server.api('/api/v1/users', json('POST', newUser({ username: 'dave', email: 'dave@example.org', password: undefined }), rootToken))
      expect(response.status).toBe(200)
      expect((await response.json()).invitation_url).toMatch(/\/auth\/realms\/[^/]+\/set-password\?token=/)
    })

    it.each([
      ['a non-administrator', () => aliceToken, 403],
      ['an anonymous caller', () => undefined, 401],
    ])('refuses %s', async (_who, token, status) => {
      const response = await server.api('/api/v1/users', json('POST', newUser({ username: 'erin', email: 'erin@example.org' }), token()))
      expect(response.status).toBe(status)
    })

    it.each([
      ['a taken username', { username: 'ALICE', email: 'other@example.org' }, 'username', 'This username is already taken.'],
      ['an invalid email', { username: 'frank', email: 'not-an-email' }, 'email', 'The email is not valid!'],
      ['a taken email', { username: 'frank', email: 'alice@example.org' }, 'email', 'There is already an account with this email address.'],
      ['a short password', { username: 'frank', email: 'frank@example.org', password: 'short' }, 'password', 'The password must have at least 8 characters.'],
    ])('refuses %s with 422 located at the field', async (_what, fields, field, msg) => {
      const response = await server.api('/api/v1/users', json('POST', newUser(fields), rootToken))
      expect(response.status).toBe(422)
      expect((await response.json()).detail).toEqual([{ loc: ['body', field], msg, type: 'value_error' }])
    })

    it('refuses a missing field with 422', async () => {
      const response = await server.api('/api/v1/users', json('POST', newUser({ email: undefined }), rootToken))
      expect(response.status).toBe(422)
      expect((await response.json()).detail[0].loc).toEqual(['body', 'email'])
    })
  })

  describe('PUT /users/invite', () => {
    const invitation = { email: 'grace.hopper@example.org', first_name: 'Grace', last_name: 'Hopper', affiliation: 'Navy' }

    it('creates an account whose invitation link sets the password for signing in', async () => {
      const response = await server.api('/api/v1/users/invite', json('PUT', invitation, aliceToken))
      expect(response.status).toBe(200)
      const invited = await response.json()
      expect(invited).toMatchObject({ username: 'grace.hopper', name: 'Grace Hopper', email: invitation.email, affiliation: 'Navy' })

      const page = await fetch(invited.invitation_url)
      expect(page.status).toBe(200)
      const url = new URL(invited.invitation_url)
      const token = url.searchParams.get('token')!
      const set = await fetch(`${url.origin}${url.pathname}`, form({ token, password: 'graces-password', password_repeat: 'graces-password' }))
      expect(set.status).toBe(200)
      await tokenFor(server, 'grace.hopper', 'graces-password')
    })

    it('makes the username unique', async () => {
      const response = await server.api('/api/v1/users/invite', json('PUT', { ...invitation, email: 'alice@elsewhere.org' }, aliceToken))
      expect((await response.json()).username).toBe('alice2')
    })

    it('refuses an email that already has an account with 400', async () => {
      const response = await server.api('/api/v1/users/invite', json('PUT', { ...invitation, email: 'ALICE@example.org' }, aliceToken))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'There is already an account with this email address.' })
    })

    it.each(['email', 'first_name', 'last_name', 'affiliation'])('refuses a missing %s with 422', async (field) => {
      const response = await server.api('/api/v1/users/invite', json('PUT', { ...invitation, email: 'new@example.org', [field]: undefined }, aliceToken))
      expect(response.status).toBe(422)
      expect((await response.json()).detail[0].loc).toEqual(['body', field])
    })

    it('requires login', async () => {
      expect((await server.api('/api/v1/users/invite', json('PUT', invitation))).status).toBe(401)
    })
  })
})

describe('users with an external identity provider', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await testServer({ configYaml: 'identity_provider:\n  base_url: https://keycloak.example.org/auth\n' })
    const admin = await anAccount(server.context.store, { is_admin: true })
    token = await issueAppToken(server.context, admin.user_id, 60)
  })
  afterAll(() => server.dispose())

  it.each([
    ['POST', '/api/v1/users', { username: 'heidi', email: 'heidi@example.org', first_name: 'Heidi', last_name: 'H' }],
    ['PUT', '/api/v1/users/invite', { email: 'heidi@example.org', first_name: 'Heidi', last_name: 'H', affiliation: '' }],
  ])('refuses %s %s with 400', async (method, path, body) => {
    const response = await server.api(path, json(method, body, token))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'Accounts are managed by the external identity provider.' })
  })

  it('creates no admin account at start', async () => {
    expect(await (await server.api('/api/v1/users?username=admin')).json()).toEqual({ data: [] })
  })
})

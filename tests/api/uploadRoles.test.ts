// Every role × operation × state of an upload (spec 1 §6, spec 3 §6, reference §1.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

type Role = 'main author' | 'coauthor' | 'coauthor by group' | 'reviewer' | 'reviewer by group' | 'other user' | 'anonymous' | 'admin'
type State = 'staging' | 'published' | 'embargoed'
const ROLES: Role[] = ['main author', 'coauthor', 'coauthor by group', 'reviewer', 'reviewer by group', 'other user', 'anonymous', 'admin']

const NEED_LOGIN = 'You need to log in to access the specified upload.'
const NO_ACCESS = 'You do not have access to the specified upload.'
const EMBARGOED = 'You do not have access to the specified upload - published with embargo.'
const PUBLISHED = 'The upload is published, its files and metadata cannot be changed.'
const ONLY_MAIN = 'Only the main author can delete the upload.'
const PUBLISHED_DELETE = 'A published upload can only be deleted by an administrator.'

const OK = 200
type Expected = typeof OK | string

function readExpectation(role: Role, state: State): Expected {
  if (state === 'published' || role === 'admin') return OK
  if (['main author', 'coauthor', 'coauthor by group', 'reviewer', 'reviewer by group'].includes(role)) return OK
  if (state === 'embargoed') return EMBARGOED
  return role === 'anonymous' ? NEED_LOGIN : NO_ACCESS
}

function writeExpectation(role: Role, state: State): Expected {
  const read = readExpectation(role, state)
  if (read !== OK) return read
  if (role === 'anonymous') return NEED_LOGIN
  if (role === 'admin') return OK
  if (role.startsWith('reviewer')) return NO_ACCESS
  if (role === 'other user') return NO_ACCESS
  return state === 'staging' ? OK : PUBLISHED
}

function deleteExpectation(role: Role, state: State): Expected {
  const read = readExpectation(role, state)
  if (read !== OK) return read
  if (role === 'anonymous') return NEED_LOGIN
  if (role === 'admin') return OK
  if (role === 'other user') return ONLY_MAIN
  if (role !== 'main author') return ONLY_MAIN
  return state === 'staging' ? OK : PUBLISHED_DELETE
}

describe('upload permissions', () => {
  let server: TestServer
  const tokens = new Map<Role, string | undefined>()
  let mainToken: string

  const request = (role: Role, path: string, init: RequestInit = {}) =>
    server.api(path, { ...init, headers: { accept: 'application/json', ...(tokens.get(role) ? { authorization: `Bearer ${tokens.get(role)}` } : {}), ...(init.headers as Record<string, string> | undefined) } })

  async function anUploadIn(state: State): Promise<string> {
    const created = await (await server.api('/api/v1/uploads?file_name=note.notes', { method: 'POST', headers: bearer(mainToken), body: 'A note\n' })).json()
    const id = created.upload_id
    await processed(server, mainToken, id)
    const ids = Object.fromEntries(await Promise.all(['coauthor', 'reviewer'].map(async (name) => {
      const [row] = await server.context.store.query<{ user_id: string }>('SELECT user_id FROM users WHERE username = $1', [name.replace(' ', '')])
      return [name, row.user_id]
    })))
    const edit = await server.api(`/api/v1/uploads/${id}/edit`, {
      method: 'POST',
      headers: { ...bearer(mainToken), 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { coauthors: [ids.coauthor], reviewers: [ids.reviewer], coauthor_groups: ['co-group'], reviewer_groups: ['rev-group'] } }),
    })
    expect(edit.status).toBe(200)
    if (state !== 'staging') {
      const publish = await server.api(`/api/v1/uploads/${id}/action/publish?embargo_length=${state === 'embargoed' ? 12 : 0}`, { method: 'POST', headers: bearer(mainToken) })
      expect(publish.status).toBe(200)
    }
    return id
  }

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS], configYaml: 'services:\n  upload_limit: 100\n' })
    const db = server.context.store
    const people: [Role, string, boolean][] = [
      ['main author', 'mainauthor', false], ['coauthor', 'coauthor', false], ['coauthor by group', 'cogroupie', false],
      ['reviewer', 'reviewer', false], ['reviewer by group', 'revgroupie', false], ['other user', 'stranger', false], ['admin', 'boss', true],
    ]
    const ids: Record<string, string> = {}
    for (const [role, username, isAdmin] of people) {
      const account = await anAccount(db, { username, is_admin: isAdmin })
      ids[username] = account.user_id
      tokens.set(role, await tokenFor(server, username, account.password))
    }
    tokens.set('anonymous', undefined)
    mainToken = tokens.get('main author')!
    await db.query("INSERT INTO user_groups (group_id, group_name, owner, members) VALUES ('co-group', 'Co group', $1, ARRAY[$2]), ('rev-group', 'Rev group', $1, ARRAY[$3])",
      [ids.mainauthor, ids.cogroupie, ids.revgroupie])
  }, 120_000)
  afterAll(() => server.dispose())

  const states: State[] = ['staging', 'published', 'embargoed']
  const uploads = new Map<State, string>()
  beforeAll(async () => {
    for (const state of states) uploads.set(state, await anUploadIn(state))
  }, 120_000)

  async function outcome(response: Response): Promise<Expected> {
    if (response.status === 200) return OK
    return (await response.json()).detail
  }

  const table = states.flatMap((state) => ROLES.map((role) => [state, role] as const))

  it.each(table)('reading a %s upload as %s', async (state, role) => {
    const id = uploads.get(state)!
    const expected = readExpectation(role, state)
    for (const path of [`/api/v1/uploads/${id}`, `/api/v1/uploads/${id}/rawdir/`, `/api/v1/uploads/${id}/raw/note.notes`, `/api/v1/uploads/${id}/entries`]) {
      expect(await outcome(await request(role, path)), path).toBe(expected)
    }
  })

  it.each(table)('editing a %s upload as %s', async (state, role) => {
    const response = await request(role, `/api/v1/uploads/${uploads.get(state)!}/edit`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ metadata: { upload_name: `edited by ${role}` }, verify_only: true }),
    })
    expect(await outcome(response)).toBe(writeExpectation(role, state))
  })

  it.each(table)('adding a file to a %s upload as %s', async (state, role) => {
    const response = await request(role, `/api/v1/uploads/${uploads.get(state)!}/raw/?file_name=extra.txt`, { method: 'PUT', body: 'extra' })
    expect(await outcome(response)).toBe(writeExpectation(role, state))
  })

  it.each(table)('deleting a %s upload as %s', async (state, role) => {
    const expected = deleteExpectation(role, state)
    const id = expected === OK ? await anUploadIn(state) : uploads.get(state)!
    expect(await outcome(await request(role, `/api/v1/uploads/${id}`, { method: 'DELETE' }))).toBe(expected)
    if (expected === OK) expect((await request('admin', `/api/v1/uploads/${id}`)).status).toBe(404)
  }, 30_000)

  it.each(['main author', 'coauthor'] as Role[])('publishing is irreversible: %s cannot publish again', async (role) => {
    const response = await request(role, `/api/v1/uploads/${uploads.get('published')!}/action/publish`, { method: 'POST' })
    expect(response.status).toBe(401)
    expect((await response.json()).detail).toBe(PUBLISHED)
  })

  it('lifting an embargo is allowed to the main author of a published upload', async () => {
    const id = await anUploadIn('embargoed')
    const response = await request('main author', `/api/v1/uploads/${id}/edit`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ metadata: { embargo_length: 0 } }),
    })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toMatchObject({ embargo_length: 0, with_embargo: false })
    expect((await request('anonymous', `/api/v1/uploads/${id}`)).status).toBe(200)
  }, 30_000)

  it("an upload shared with 'all' is visible to everybody but changeable only by its writers", async () => {
    const id = await anUploadIn('staging')
    const share = await request('main author', `/api/v1/uploads/${id}/edit`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ metadata: { reviewer_groups: { add: 'all' } } }),
    })
    expect(share.status).toBe(200)
    expect((await request('anonymous', `/api/v1/uploads/${id}`)).status).toBe(200)
    expect((await request('other user', `/api/v1/uploads/${id}`)).status).toBe(200)
    expect(await outcome(await request('other user', `/api/v1/uploads/${id}/edit`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ metadata: { upload_name: 'x' } }),
    }))).toBe(NO_ACCESS)
  }, 30_000)
})

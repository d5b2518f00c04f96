import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'

interface Group {
  group_id: string
  group_name: string
  owner: string
  members: string[]
}

// What the auth hook loaded for this very request: the caller's group ids.
async function callerGroupsRoute(app: FastifyInstance) {
  app.get('/test/caller-groups', (request) => ({ groups: request.caller?.groups ?? null }))
}

describe('groups', () => {
  let server: TestServer
  const tokens: Record<'olga' | 'max' | 'nina' | 'root', string> = { olga: '', max: '', nina: '', root: '' }
  const ids: Record<keyof typeof tokens, string> = { olga: '', max: '', nina: '', root: '' }

  const call = (method: string, path: string, who?: keyof typeof tokens, body?: unknown) => server.api(`/api/v1${path}`, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const create = async (group_name: string, members: string[] = [], who: keyof typeof tokens = 'olga'): Promise<Group> => {
    const response = await call('POST', '/groups', who, { group_name, members })
    expect(response.status).toBe(201)
    return response.json()
  }
  const list = async (query: string): Promise<string[]> =>
    ((await (await call('GET', `/groups?${query}`)).json()).data as Group[]).map((group) => group.group_name)

  beforeAll(async () => {
    server = await testServer({ routes: callerGroupsRoute })
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const account = await anAccount(server.context.store, { username: name, is_admin: name === 'root' })
      ids[name] = account.user_id
      const response = await server.api('/api/v1/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: name, password: account.password }).toString(),
      })
      tokens[name] = (await response.json()).access_token
    }
  })
  afterAll(() => server.dispose())

  describe('POST /groups', () => {
    it('creates a group owned by the caller', async () => {
      const response = await call('POST', '/groups', 'olga', { group_name: 'Thin films lab', members: [ids.max] })
      expect(response.status).toBe(201)
      const group = await response.json()
      expect(group).toEqual({ group_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), group_name: 'Thin films lab', owner: ids.olga, members: [ids.max] })
      expect(await (await call('GET', `/groups/${group.group_id}`)).json()).toEqual(group)
    })

    it.each([
      ['abc'], ['a.b'], ['My group_1'], ['x'.repeat(32)],
    ])('accepts the name %j', async (name) => {
      expect((await call('POST', '/groups', 'olga', { group_name: name })).status).toBe(201)
    })

    it.each([
      ['too short', 'ab'],
      ['too long', 'x'.repeat(33)],
      ['starting with a dash', '-abc'],
      ['ending with a dot', 'abc.'],
      ['with other characters', 'ab$c'],
      ['empty', ''],
    ])('refuses a name %s with 422', async (_why, name) => {
      const response = await call('POST', '/groups', 'olga', { group_name: name })
      expect(response.status).toBe(422)
      expect((await response.json()).detail[0].loc).toEqual(['body', 'group_name'])
    })

    it('refuses unknown members with 422 naming them', async () => {
      const response = await call('POST', '/groups', 'olga', { group_name: 'Ghosts', members: [ids.max, 'ghost-1', 'ghost-2'] })
      expect(response.status).toBe(422)
      expect((await response.json()).detail).toEqual([{ loc: ['body', 'members'], msg: 'Unknown user ids: ghost-1, ghost-2.', type: 'value_error' }])
    })

    it('requires login', async () => {
      expect((await call('POST', '/groups', undefined, { group_name: 'Anonymous' })).status).toBe(401)
    })
  })

  describe('GET /groups', () => {
    let films: Group
    let section: Group
    let catalysis: Group
    beforeAll(async () => {
      films = await create('Search films thin')
      section = await create('Search thin section', [], 'nina')
      catalysis = await create('Search catalysis films', [ids.nina], 'max')
    })

    it('finds groups whose name contains every search term, ignoring case', async () => {
      expect(await list('search_terms=FILMS%20thin%20search')).toEqual(['Search films thin'])
      expect(await list('search_terms=search%20films')).toEqual(['Search catalysis films', 'Search films thin'])
    })

    it('finds groups by repeated group_id', async () => {
      expect(await list(`group_id=${films.group_id}&group_id=${section.group_id}&group_id=unknown`)).toEqual(['Search films thin', 'Search thin section'])
    })

    it('finds the groups a user owns or is a member of', async () => {
      const mine = await list(`user_id=${ids.nina}`)
      expect(mine).toContain(section.group_name)
      expect(mine).toContain(catalysis.group_name)
      expect(mine).not.toContain(films.group_name)
    })

    it.each([
      ['group_id and user_id', 'group_id=a&user_id=b'],
      ['user_id and search_terms', 'user_id=a&search_terms=b'],
      ['group_id and search_terms', 'group_id=a&search_terms=b'],
    ])('refuses %s together with 400', async (_kinds, query) => {
      const response = await call('GET', `/groups?${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'Only one of group_id, user_id and search_terms may be given.' })
    })

    it('lists every group sorted by name, but never the special group "all"', async () => {
      await server.context.store.query(`INSERT INTO user_groups (group_id, group_name, owner) VALUES ('all', 'All', $1)`, [ids.root])
      const names = await list('')
      expect(names).toContain('Search films thin')
      expect(names).not.toContain('All')
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
      expect((await call('GET', '/groups/all')).status).toBe(404)
    })
  })

  describe('GET /groups/{group_id}', () => {
    it('answers 404 for an unknown group', async () => {
      const response = await call('GET', '/groups/nope')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: "User group 'nope' was not found." })
    })
  })

  describe('POST /groups/{group_id}/edit', () => {
    it('lets the owner rename the group and add and remove members', async () => {
      const group = await create('Edit me', [ids.max])
      const response = await call('POST', `/groups/${group.group_id}/edit`, 'olga', {
        group_name: 'Edited', members: { add: [ids.nina, ids.root], remove: [ids.max] },
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ...group, group_name: 'Edited', members: [ids.nina, ids.root] })
    })

    it('sets the complete member list when members is a list', async () => {
      const group = await create('Replace members', [ids.max, ids.nina])
      const edited = await (await call('POST', `/groups/${group.group_id}/edit`, 'olga', { members: [ids.root] })).json()
      expect(edited.members).toEqual([ids.root])
    })

    it('refuses a non-owner with 403', async () => {
      const group = await create('Not yours', [ids.max])
      const response = await call('POST', `/groups/${group.group_id}/edit`, 'max', { group_name: 'Taken over' })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail: 'You are not allowed to edit this group.' })
    })

    it('lets an administrator edit any group', async () => {
      const group = await create('Admin edits')
      const response = await call('POST', `/groups/${group.group_id}/edit`, 'root', { group_name: 'Admin edited' })
      expect((await response.json()).group_name).toBe('Admin edited')
    })

    it.each([
      ['an invalid name', { group_name: 'x' }, ['body', 'group_name']],
      ['an unknown member', { members: { add: ['ghost'] } }, ['body', 'members', 'add']],
    ])('refuses %s with 422 and changes nothing', async (_what, edit, loc) => {
      const group = await create('Stays as is')
      const response = await call('POST', `/groups/${group.group_id}/edit`, 'olga', edit)
      expect(response.status).toBe(422)
      expect((await response.json()).detail[0].loc).toEqual(loc)
      expect(await (await call('GET', `/groups/${group.group_id}`)).json()).toEqual(group)
    })

    it('answers 404 for an unknown group', async () => {
      expect((await call('POST', '/groups/nope/edit', 'root', { group_name: 'Whatever' })).status).toBe(404)
    })
  })

  describe('DELETE /groups/{group_id}', () => {
    it('lets the owner delete the group', async () => {
      const group = await create('Delete me')
      expect((await call('DELETE', `/groups/${group.group_id}`, 'olga')).status).toBe(204)
      expect((await call('GET', `/groups/${group.group_id}`)).status).toBe(404)
    })

    it.each([
      ['a member', 'max', 403],
      ['an anonymous caller', undefined, 401],
    ] as const)('refuses %s', async (_who, who, status) => {
      const group = await create('Keep me', [ids.max])
      expect((await call('DELETE', `/groups/${group.group_id}`, who)).status).toBe(status)
      expect((await call('GET', `/groups/${group.group_id}`)).status).toBe(200)
    })

    it('lets an administrator delete any group', async () => {
      const group = await create('Admin deletes')
      expect((await call('DELETE', `/groups/${group.group_id}`, 'root')).status).toBe(204)
    })
  })

  it('group membership changes are seen by the next request of the member', async () => {
    const group = await create('Fresh membership')
    const callerGroups = async () => (await (await call('GET', '/test/caller-groups', 'nina')).json()).groups as string[]
    expect(await callerGroups()).not.toContain(group.group_id)

    await call('POST', `/groups/${group.group_id}/edit`, 'olga', { members: { add: [ids.nina] } })
    expect(await callerGroups()).toContain(group.group_id)
    expect(await list(`user_id=${ids.nina}`)).toContain('Fresh membership')

    await call('POST', `/groups/${group.group_id}/edit`, 'olga', { members: { remove: [ids.nina] } })
    expect(await callerGroups()).not.toContain(group.group_id)
  })
})

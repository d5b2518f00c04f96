import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS } from '../helpers/uploads'

describe('POST entries/archive/query', () => {
  let server: TestServer
  let token: string
  let published: string
  let staging: string
  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const account = await anAccount(server.context.store, { username: 'quinn' })
    token = await tokenFor(server, 'quinn', account.password)
    const make = async (files: string[]) => {
      const { upload_id } = await (await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token) })).json()
      for (const name of files) await server.api(`/api/v1/uploads/${upload_id}/raw/?file_name=${name}`, { method: 'PUT', headers: bearer(token), body: `${name}\nline\n` })
      await processed(server, token, upload_id)
      return upload_id as string
    }
    published = await make(['a.notes', 'b.notes', 'c.notes'])
    await server.api(`/api/v1/uploads/${published}/action/publish`, { method: 'POST', headers: bearer(token) })
    staging = await make(['d.notes'])
  }, 60_000)
  afterAll(() => server.dispose())

  const query = (body: unknown, headers: Record<string, string> = {}) =>
    server.api('/api/v1/entries/archive/query', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  it('answers the selected archives with the required parts', async () => {
    const response = await query({ query: { entry_id: { any: [entryId(published, 'a.notes'), entryId(published, 'b.notes')] } }, required: { data: { title: '*' } } })
    const body = await response.json()
    expect(body.data.map((item: { archive: unknown }) => item.archive).sort((x: { data: { title: string } }, y: { data: { title: string } }) => x.data.title.localeCompare(y.data.title)))
      .toEqual([{ data: { title: 'a.notes' } }, { data: { title: 'b.notes' } }])
    expect(body.pagination.total).toBe(2)
  })

  it('shows anonymous callers public entries only, members their staging entries too', async () => {
    const anonymous = await (await query({ query: { mainfile: { any: ['a.notes', 'd.notes'] } }, required: { metadata: { mainfile: '*' } } })).json()
    expect(anonymous.data.map((item: { upload_id: string }) => item.upload_id)).toEqual([published])
    const member = await (await query({ query: { mainfile: { any: ['a.notes', 'd.notes'] } } }, { authorization: `Bearer ${token}` })).json()
    expect(member.data.map((item: { upload_id: string }) => item.upload_id).sort()).toEqual([published, staging].sort())
  })

  it('treats a list as "all", as NOMAD does', async () => {
    const body = await (await query({ query: { mainfile: ['a.notes', 'b.notes'] } })).json()
    expect(body.data).toEqual([])
  })

  it('walks every entry with page_after_value, without duplicates or gaps', async () => {
    const seen: string[] = []
    let after: string | undefined
    do {
      const body = await (await query({ query: { upload_id: published }, pagination: { page_size: 2, page_after_value: after }, required: { metadata: { entry_id: '*' } } })).json()
      seen.push(...body.data.map((item: { entry_id: string }) => item.entry_id))
      after = body.pagination.next_page_after_value
    } while (after)
    expect(seen.sort()).toEqual(['a.notes', 'b.notes', 'c.notes'].map((name) => entryId(published, name)).sort())
  })

  it.each([
    ['owner all', { owner: 'all' }, 401],
    ['owner user without login', { owner: 'user' }, 401],
    ['an unknown quantity', { query: { colour: 'blue' } }, 422],
    ['an unknown operator', { query: { entry_id: { some: ['x'] } } }, 422],
    ['a bad required', { required: { data: 'everything' } }, 422],
  ])('refuses %s', async (_case, body, status) => {
    expect((await query(body)).status).toBe(status)
  })
})

// Who finds what (reference §2.2): every owner value × every role over uploads that are
// private, shared with a user, shared with a group, shared with everybody, published,
// and published with an embargo; NOMAD's 401 texts; and searches that follow the
// changes made through the API at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idsWhere, ownerShows, ROLES, searchFixture, xyz, type Owner, type Role, type SearchFixture } from '../helpers/searchFixtures'

const OWNERS: Owner[] = ['public', 'visible', 'all', 'shared', 'user', 'staging', 'admin']
const ADMIN_ONLY = 'This can only be used by the admin user.'

/** NOMAD's 401 text when the role may not use the owner value, else undefined. */
function refusal(owner: Owner, role: Role): string | RegExp | undefined {
  if (owner === 'admin' && role !== 'root') return ADMIN_ONLY
  if (role !== 'anonymous') return undefined
  if (owner === 'shared' || owner === 'user') return `Authentication required for owner value ${owner}.`
  // NOMAD's text for staging names `user` (without the full stop); either reading is fine here.
  if (owner === 'staging') return /^Authentication required for owner value (staging|user)/
  return undefined
}

let f: SearchFixture
beforeAll(async () => {
  f = await searchFixture()
}, 120_000)
afterAll(() => f.dispose())

describe('owner × role (reference §2.2)', () => {
  const table = OWNERS.flatMap((owner) => ROLES.map((role) => [owner, role] as const))

  it.each(table)('owner %s as %s', async (owner, role) => {
    const { status, body } = await f.search(role, { owner, pagination: { page_size: 100 }, required: { include: ['entry_id'] } })
    const refused = refusal(owner, role)
    if (refused !== undefined) {
      expect(status).toBe(401)
      if (typeof refused === 'string') expect(body.detail).toBe(refused)
      else expect(body.detail).toMatch(refused)
      return
    }
    expect(status, JSON.stringify(body)).toBe(200)
    const found = (body.data as { entry_id: string }[]).map((hit) => hit.entry_id).sort()
    const expected = idsWhere(f.docs.values(), (doc) => {
      const spec = f.specs.find((candidate) => f.uploads[candidate.key] === doc.upload_id)!
      return ownerShows(owner, role, spec)
    })
    expect(found).toEqual(expected)
    expect(body.pagination.total).toBe(expected.length)
  })

  it('the table covers each upload with some role and leaves it out for another', () => {
    for (const spec of f.specs) {
      const shown = OWNERS.flatMap((owner) => ROLES.filter((role) => refusal(owner, role) === undefined && ownerShows(owner, role, spec)))
      expect(shown.length, spec.key).toBeGreaterThan(0)
      expect(shown.length, spec.key).toBeLessThan(OWNERS.length * ROLES.length)
    }
  })

  it('public is the default owner', async () => {
    const anonymous = await f.search('anonymous', { pagination: { page_size: 100 } })
    expect(anonymous.body.owner).toBe('public')
    expect(anonymous.body.pagination.total).toBe(idsWhere(f.docs.values(), (doc) => doc.published === true && doc.with_embargo === false).length)
  })

  it('an invalid token is refused, not read as anonymous', async () => {
    const response = await f.server.api('/api/v1/entries/query', { method: 'POST', headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(401)
  })

  it('the owner check comes after body problems and before search problems (NOMAD\'s order)', async () => {
    const bodyProblem = await f.search('anonymous', { owner: 'user', pagination: { page_size: -1 } })
    expect(bodyProblem.status).toBe(422)
    const searchProblem = await f.search('anonymous', { owner: 'user', query: { 'results.material.foo': 1 } })
    expect(searchProblem.status).toBe(401)
  })
})

describe('searches follow changes made through the API', () => {
  let counter = 0
  const anUpload = async (extra: Partial<Parameters<SearchFixture['addUpload']>[0]> = {}) => {
    counter += 1
    const key = `fresh-${counter}`
    const uploadId = await f.addUpload({ key, name: `Fresh ${counter}`, author: 'alice', files: { 'fresh.xyz': xyz('Ar', `fresh ${counter}`) }, ...extra })
    return { key, uploadId, entryId: f.id(key, 'fresh.xyz') }
  }
  const finds = async (role: Role, owner: Owner, entryId: string) => (await f.ids(role, owner, { entry_id: entryId })).includes(entryId)

  it('a published upload is public at once', async () => {
    const { uploadId, entryId } = await anUpload()
    expect(await finds('anonymous', 'public', entryId)).toBe(false)
    expect((await f.call('alice', 'POST', `/uploads/${uploadId}/action/publish?embargo_length=0`)).status).toBe(200)
    expect(await finds('anonymous', 'public', entryId)).toBe(true)
  }, 60_000)

  it('an embargoed upload becomes public when the embargo is lifted', async () => {
    const { uploadId, entryId } = await anUpload({ publish: { embargo: 12 } })
    expect(await finds('anonymous', 'public', entryId)).toBe(false)
    expect(await finds('anonymous', 'all', entryId)).toBe(true)
    const lifted = await f.call('alice', 'POST', `/uploads/${uploadId}/edit`, { metadata: { embargo_length: 0 } })
    expect(lifted.status).toBe(200)
    expect(await finds('anonymous', 'public', entryId)).toBe(true)
  }, 60_000)

  it('a new coauthor finds the upload, and loses it when removed', async () => {
    const { uploadId, entryId } = await anUpload()
    expect(await finds('eve', 'visible', entryId)).toBe(false)
    expect((await f.call('alice', 'POST', `/uploads/${uploadId}/edit`, { metadata: { coauthors: [f.users.eve.id] } })).status).toBe(200)
    expect(await finds('eve', 'visible', entryId)).toBe(true)
    expect(await finds('eve', 'shared', entryId)).toBe(true)
    expect(await finds('eve', 'staging', entryId)).toBe(true)
    expect((await f.call('alice', 'POST', `/uploads/${uploadId}/edit`, { metadata: { coauthors: [] } })).status).toBe(200)
    expect(await finds('eve', 'visible', entryId)).toBe(false)
  }, 60_000)

  it('a new member of a reviewer group finds the group\'s uploads', async () => {
    const { entryId } = await anUpload({ reviewerGroups: ['team'] })
    expect(await finds('eve', 'visible', entryId)).toBe(false)
    const edited = await f.call('alice', 'POST', `/groups/${f.teamId}/edit`, { members: [f.users.dave.id, f.users.eve.id] })
    expect(edited.status).toBe(200)
    expect(await finds('eve', 'visible', entryId)).toBe(true)
    await f.call('alice', 'POST', `/groups/${f.teamId}/edit`, { members: [f.users.dave.id] })
    expect(await finds('eve', 'visible', entryId)).toBe(false)
  }, 60_000)

  it('a deleted upload is gone from the results', async () => {
    const { uploadId, entryId } = await anUpload()
    expect(await finds('alice', 'user', entryId)).toBe(true)
    const deleted = await f.call('alice', 'DELETE', `/uploads/${uploadId}`)
    expect(deleted.status).toBe(200)
    for (let i = 0; i < 100 && (await f.call('alice', 'GET', `/uploads/${uploadId}`)).status !== 404; i++) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await finds('alice', 'user', entryId)).toBe(false)
    expect(await finds('root', 'admin', entryId)).toBe(false)
  }, 60_000)

  it('edited entry metadata is searchable at once', async () => {
    const { entryId } = await anUpload()
    expect(await f.ids('alice', 'user', { comment: 'argon' })).toEqual([])
    expect((await f.call('alice', 'POST', '/entries/edit', { owner: 'user', query: { entry_id: [entryId] }, metadata: { comment: 'Noble argon atom' } })).status).toBe(200)
    expect(await f.ids('alice', 'user', { comment: 'argon' })).toEqual([entryId])
  }, 60_000)
})

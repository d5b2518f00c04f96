import { describe, expect, it } from 'vitest'
import { ownerAccess, OWNERS, parseOwner } from './owner'
import type { Caller, Owner } from './owner'

const anonymous: Caller = {}
const user: Caller = { userId: 'u1' }
const admin: Caller = { userId: 'a1', isAdmin: true }

describe('owner (reference §2.2)', () => {
  it('defaults to public', () => {
    expect(parseOwner(undefined)).toEqual({ ok: true, owner: 'public' })
  })

  it.each(OWNERS)('accepts %s', (owner) => {
    expect(parseOwner(owner)).toEqual({ ok: true, owner })
  })

  it('refuses other values as pydantic does', () => {
    expect(parseOwner('mine')).toEqual({
      ok: false,
      problem: { loc: ['body', 'owner'], msg: "value is not a valid enumeration member; permitted: 'public', 'all', 'visible', 'shared', 'user', 'staging', 'admin'", type: 'type_error.enum' },
    })
  })

  const DENIED = (detail: string) => ({ ok: false, status: 401, detail })
  it.each<[Owner, Caller, unknown]>([
    ['public', anonymous, { ok: true }],
    ['visible', anonymous, { ok: true }],
    ['all', anonymous, { ok: true }],
    ['shared', anonymous, DENIED('Authentication required for owner value shared.')],
    ['user', anonymous, DENIED('Authentication required for owner value user.')],
    ['staging', anonymous, DENIED('Authentication required for owner value staging.')],
    ['admin', anonymous, DENIED('This can only be used by the admin user.')],
    ['shared', user, { ok: true }],
    ['user', user, { ok: true }],
    ['staging', user, { ok: true }],
    ['admin', user, DENIED('This can only be used by the admin user.')],
    ['admin', admin, { ok: true }],
  ])('%s for %j', (owner, caller, expected) => {
    expect(ownerAccess(owner, caller)).toEqual(expected)
  })

  it('refuses owner all where files would be bundled (raw, archive, rawdir)', () => {
    expect(ownerAccess('all', admin, { refuseAll: true }))
      .toEqual(DENIED('The owner=all is not allowed for this operation as it will search for entries that you might now be allowed to access.'))
  })
})

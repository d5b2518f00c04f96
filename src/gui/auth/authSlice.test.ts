import { describe, expect, it } from 'vitest'
import {
  authSlice,
  checking,
  loggedIn,
  loggedOut,
  selectAuthStatus,
  selectUser,
  tokenExpired,
  userFromClaims,
  type AuthState,
} from './authSlice'

const reduce = (state: AuthState | undefined, ...actions: Parameters<typeof authSlice.reducer>[1][]) =>
  actions.reduce((current, action) => authSlice.reducer(current, action), state ?? authSlice.reducer(undefined, { type: '@@init' }))
const jane = { user_id: 'u-jane', name: 'Jane Doe' }

describe('the auth slice', () => {
  it('starts checking, with nobody logged in', () => {
    expect(reduce(undefined)).toEqual({ user: null, status: 'checking' })
  })

  it.each([
    ['loggedIn', [loggedIn(jane)], { user: jane, status: 'loggedIn' }],
    ['loggedOut', [loggedIn(jane), loggedOut()], { user: null, status: 'loggedOut' }],
    ['tokenExpired keeps the user', [loggedIn(jane), tokenExpired()], { user: jane, status: 'expired' }],
    ['tokenExpired without a user changes nothing', [loggedOut(), tokenExpired()], { user: null, status: 'loggedOut' }],
    ['a renewal after expiry', [loggedIn(jane), tokenExpired(), loggedIn(jane)], { user: jane, status: 'loggedIn' }],
    ['checking again (login callback)', [loggedOut(), checking()], { user: null, status: 'checking' }],
  ])('%s', (_name, actions, expected) => {
    expect(reduce(undefined, ...actions)).toEqual(expected)
  })

  it('selects the user and the status', () => {
    const state = { auth: reduce(undefined, loggedIn(jane)) }
    expect(selectUser(state)).toEqual(jane)
    expect(selectAuthStatus(state)).toBe('loggedIn')
  })
})

describe('userFromClaims', () => {
  it.each([
    [
      { sub: 'u1', name: 'Jane Doe', preferred_username: 'jane', email: 'j@x.org' },
      { user_id: 'u1', name: 'Jane Doe', username: 'jane', email: 'j@x.org' },
    ],
    [{ sub: 'u1', given_name: 'Jane', family_name: 'Doe' }, { user_id: 'u1', name: 'Jane Doe' }],
    [{ sub: 'u1', preferred_username: 'jane' }, { user_id: 'u1', name: 'jane', username: 'jane' }],
    [{ sub: 'u1', email: 'j@x.org' }, { user_id: 'u1', name: 'j@x.org', email: 'j@x.org' }],
    [{ sub: 'u1' }, { user_id: 'u1', name: 'u1' }],
  ])('%j → %j', (claims, user) => {
    expect(userFromClaims(claims)).toEqual(user)
  })
})

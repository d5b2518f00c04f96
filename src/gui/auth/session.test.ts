// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit'
import { ErrorResponse } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiClient, CannotReachApi } from '../api'
import { fakeFetch, jsonResponse } from '../app/testing/fakeFetch'
import { authSlice } from './authSlice'
import { clearAuthorizationCookie } from './cookie'
import { AuthSession, returnPath } from './session'
import { aSessionUser, FakeUserManager } from './testing/fakeUserManager'

// The cookie path is the API base's path; at the root it is visible to document.cookie.
const apiBase = 'http://localhost:3000/'
const loginRequired = () => new ErrorResponse({ error: 'login_required' })
const invalidGrant = () => new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' })
const unreachable = () => new Error('Network Error')

const sessions: AuthSession[] = []
function aSession(userManager = new FakeUserManager()) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } })
  const session = new AuthSession({ userManager, dispatch: store.dispatch, apiBase, cookies: document })
  sessions.push(session)
  return { session, store, userManager, auth: () => store.getState().auth }
}

beforeEach(() => clearAuthorizationCookie(document, apiBase))
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop()
  vi.restoreAllMocks()
})

describe('on load', () => {
  it('restores the stored login without asking the provider', async () => {
    const { session, userManager, auth } = aSession(new FakeUserManager(aSessionUser()))
    await session.start()
    expect(auth()).toEqual({
      user: { user_id: 'u-jane', name: 'Jane Doe', username: 'jane', email: 'jane@example.org' },
      status: 'loggedIn',
    })
    expect(userManager.signinSilent).not.toHaveBeenCalled()
    expect(document.cookie).toBe('Authorization=Bearer%20access-1')
  })

  it('checks single sign-on when no login is stored', async () => {
    const { session, userManager, auth } = aSession()
    await session.start()
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1)
    expect(auth().status).toBe('loggedIn')
    expect(document.cookie).toBe('Authorization=Bearer%20access-renewed')
  })

  it("is quietly logged out when the provider answers 'login_required'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { session, userManager, auth } = aSession()
    userManager.renewal = async () => {
      throw loginRequired()
    }
    await session.start()
    expect(auth()).toEqual({ user: null, status: 'loggedOut' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('is logged out, with a warning in the console, when the single sign-on check fails otherwise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { session, userManager, auth } = aSession()
    userManager.renewal = async () => {
      throw unreachable()
    }
    await session.start()
    expect(auth().status).toBe('loggedOut')
    expect(warn).toHaveBeenCalled()
  })

  it('does not check single sign-on at the login callback', async () => {
    const { session, userManager, auth } = aSession()
    await session.start({ checkSingleSignOn: false })
    expect(userManager.signinSilent).not.toHaveBeenCalled()
    expect(auth().status).toBe('checking')
  })

  it('renews a stored login whose token has expired', async () => {
    const { session, userManager, auth } = aSession(new FakeUserManager(aSessionUser({ expiresIn: -60 })))
    await session.start()
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1)
    expect(auth().status).toBe('loggedIn')
    expect(document.cookie).toBe('Authorization=Bearer%20access-renewed')
  })

  it('forgets an expired login the provider refuses to renew, then checks single sign-on', async () => {
    const userManager = new FakeUserManager(aSessionUser({ expiresIn: -60 }))
    let calls = 0
    userManager.renewal = async () => {
      calls += 1
      throw calls === 1 ? invalidGrant() : loginRequired()
    }
    const { session, auth } = aSession(userManager)
    await session.start()
    expect(userManager.removeUser).toHaveBeenCalled()
    expect(calls).toBe(2)
    expect(auth()).toEqual({ user: null, status: 'loggedOut' })
  })

  it('keeps an expired login while the provider cannot be reached', async () => {
    const userManager = new FakeUserManager(aSessionUser({ expiresIn: -60 }))
    userManager.renewal = async () => {
      throw unreachable()
    }
    const { session, auth } = aSession(userManager)
    await session.start()
    expect(auth().user?.name).toBe('Jane Doe')
    expect(auth().status).toBe('expired')
    expect(userManager.removeUser).not.toHaveBeenCalled()
  })
})

describe('the token provider', () => {
  it('gives no token when logged out', async () => {
    const { session } = aSession()
    await expect(session.accessToken()).resolves.toBeUndefined()
  })

  it('gives the stored token while it is fresh', async () => {
    const { session, userManager } = aSession(new FakeUserManager(aSessionUser({ expiresIn: 31 })))
    await expect(session.accessToken()).resolves.toBe('access-1')
    expect(userManager.signinSilent).not.toHaveBeenCalled()
  })

  it.each([29, 0, -10])('renews first when the token expires within 30 s (%d s left)', async (expiresIn) => {
    const { session, userManager, auth } = aSession(new FakeUserManager(aSessionUser({ expiresIn })))
    await expect(session.accessToken()).resolves.toBe('access-renewed')
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1)
    expect(auth().status).toBe('loggedIn')
    expect(document.cookie).toBe('Authorization=Bearer%20access-renewed')
  })

  it('fails when the renewal fails', async () => {
    const userManager = new FakeUserManager(aSessionUser({ expiresIn: 5 }))
    userManager.renewal = async () => {
      throw unreachable()
    }
    const { session } = aSession(userManager)
    await expect(session.accessToken()).rejects.toThrow('Network Error')
    expect(userManager.removeUser).not.toHaveBeenCalled()
  })

  it('forgets the login when the provider refuses the renewal', async () => {
    const userManager = new FakeUserManager(aSessionUser({ expiresIn: 5 }))
    userManager.renewal = async () => {
      throw invalidGrant()
    }
    const { session, auth } = aSession(userManager)
    await expect(session.accessToken()).rejects.toBeInstanceOf(ErrorResponse)
    expect(auth()).toEqual({ user: null, status: 'loggedOut' })
    expect(document.cookie).toBe('')
  })

  describe('in the API client', () => {
    const recordingFetch = () => {
      const authorizations: (string | null)[] = []
      const fetch = fakeFetch({
        'users/me': ({ init }) => {
          authorizations.push(new Headers(init?.headers).get('Authorization'))
          return jsonResponse({})
        },
      })
      return { fetch, authorizations }
    }

    it('sends a renewed token once the stored one is about to expire', async () => {
      const userManager = new FakeUserManager(aSessionUser({ access_token: 'first', expiresIn: 300 }))
      const { session } = aSession(userManager)
      const { fetch, authorizations } = recordingFetch()
      const client = new ApiClient({ apiBase: 'http://localhost:3000/api', fetch, tokenProvider: session.accessToken })
      await client.get('users/me')
      userManager.stored = aSessionUser({ access_token: 'first', expiresIn: 10 })
      await client.get('users/me')
      expect(authorizations).toEqual(['Bearer first', 'Bearer access-renewed'])
    })

    it('raises CannotReachApi when the token cannot be renewed', async () => {
      const userManager = new FakeUserManager(aSessionUser({ expiresIn: 10 }))
      userManager.renewal = async () => {
        throw unreachable()
      }
      const { session } = aSession(userManager)
      const { fetch, authorizations } = recordingFetch()
      const client = new ApiClient({ apiBase: 'http://localhost:3000/api', fetch, tokenProvider: session.accessToken })
      await expect(client.get('users/me')).rejects.toBeInstanceOf(CannotReachApi)
      expect(authorizations).toEqual([])
    })
  })
})

describe("the provider's events keep the login state current", () => {
  async function started() {
    const context = aSession(new FakeUserManager(aSessionUser()))
    await context.session.start()
    return context
  }

  it('userLoaded (a renewal) updates the user and the cookie', async () => {
    const { userManager, auth } = await started()
    userManager.load(aSessionUser({ access_token: 'access-2', profile: { sub: 'u-jane', name: 'Jane D. Doe' } }))
    expect(auth()).toEqual({ user: { user_id: 'u-jane', name: 'Jane D. Doe' }, status: 'loggedIn' })
    expect(document.cookie).toBe('Authorization=Bearer%20access-2')
  })

  it('userUnloaded logs out and clears the cookie', async () => {
    const { userManager, auth } = await started()
    userManager.raise('unloaded')
    expect(auth()).toEqual({ user: null, status: 'loggedOut' })
    expect(document.cookie).toBe('')
  })

  it('accessTokenExpired marks the login expired and keeps the user', async () => {
    const { userManager, auth } = await started()
    userManager.raise('expired')
    expect(auth().status).toBe('expired')
    expect(auth().user?.user_id).toBe('u-jane')
  })

})

describe('other tabs', () => {
  const storageChange = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }))

  it('follows a logout in another tab', async () => {
    const { session, userManager, auth } = aSession(new FakeUserManager(aSessionUser()))
    await session.start()
    const stop = session.followOtherTabs(window)
    userManager.stored = null
    storageChange('oidc.user:http://localhost:8000/auth/realms/tessera:tessera_public')
    await vi.waitFor(() => expect(auth()).toEqual({ user: null, status: 'loggedOut' }))
    expect(document.cookie).toBe('')
    stop()
  })

  it('follows a login in another tab', async () => {
    const userManager = new FakeUserManager()
    userManager.renewal = async () => {
      throw loginRequired()
    }
    const { session, auth } = aSession(userManager)
    await session.start()
    const stop = session.followOtherTabs(window)
    userManager.stored = aSessionUser({ access_token: 'from-other-tab' })
    storageChange('oidc.user:http://localhost:8000/auth/realms/tessera:tessera_public')
    await vi.waitFor(() => expect(auth().status).toBe('loggedIn'))
    expect(document.cookie).toBe('Authorization=Bearer%20from-other-tab')
    stop()
  })

  it('ignores other keys', async () => {
    const { session, userManager } = aSession(new FakeUserManager(aSessionUser()))
    await session.start()
    const stop = session.followOtherTabs(window)
    userManager.getUser.mockClear()
    storageChange('tessera-something-else')
    expect(userManager.getUser).not.toHaveBeenCalled()
    stop()
  })
})

describe('background renewal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  async function startedWith(expiresIn: number) {
    const context = aSession(new FakeUserManager(aSessionUser({ expiresIn })))
    await context.session.start()
    return context
  }

  it('renews a 300 s token 30 s before it expires, and the new one again', async () => {
    const { userManager } = await startedWith(300)
    await vi.advanceTimersByTimeAsync(269_000)
    expect(userManager.signinSilent).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(270_000)
    expect(userManager.signinSilent).toHaveBeenCalledTimes(2)
  })

  it('renews a short-lived (20 s) token at half its lifetime, not every second', async () => {
    const { session, userManager } = await startedWith(20)
    userManager.renewal = async () => aSessionUser({ access_token: 'access-renewed', expiresIn: 20 })
    await vi.advanceTimersByTimeAsync(9_000)
    expect(userManager.signinSilent).not.toHaveBeenCalled()
    // The token provider agrees: 11 s left is still fresh.
    await expect(session.accessToken()).resolves.toBe('access-1')
    await vi.advanceTimersByTimeAsync(25_000)
    expect(userManager.signinSilent).toHaveBeenCalledTimes(3)
  })

  it('tries again while the provider cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { userManager, auth } = await startedWith(60)
    userManager.renewal = async () => {
      throw unreachable()
    }
    await vi.advanceTimersByTimeAsync(31_000)
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1)
    userManager.renewal = async () => aSessionUser({ access_token: 'access-renewed' })
    await vi.advanceTimersByTimeAsync(15_000)
    expect(userManager.signinSilent).toHaveBeenCalledTimes(2)
    expect(auth().status).toBe('loggedIn')
    expect(document.cookie).toBe('Authorization=Bearer%20access-renewed')
  })

  it('ends the login when the provider refuses the renewal', async () => {
    const { userManager, auth } = await startedWith(60)
    userManager.renewal = async () => {
      throw invalidGrant()
    }
    await vi.advanceTimersByTimeAsync(31_000)
    expect(auth()).toEqual({ user: null, status: 'loggedOut' })
    await vi.advanceTimersByTimeAsync(600_000)
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1)
  })

  it('stops after logout', async () => {
    const { session, userManager } = await startedWith(60)
    await session.logout()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(userManager.signinSilent).not.toHaveBeenCalled()
  })
})

describe('login and logout', () => {
  it('sends the browser to the provider, remembering where to return', async () => {
    const { session, userManager } = aSession()
    await session.login('/analyze/apis?x=1')
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/analyze/apis?x=1' } })
  })

  it('reports an unreachable provider as CannotReachApi', async () => {
    const { session, userManager } = aSession()
    userManager.signinRedirect.mockRejectedValue(new Error('Failed to fetch'))
    await expect(session.login('/')).rejects.toBeInstanceOf(CannotReachApi)
  })

  it('completes the login once and answers where to return', async () => {
    const { session, userManager, auth } = aSession()
    await session.start({ checkSingleSignOn: false })
    const [first, second] = await Promise.all([session.completeLogin(), session.completeLogin()])
    expect([first, second]).toEqual(['/user/uploads', '/user/uploads'])
    expect(userManager.signinRedirectCallback).toHaveBeenCalledTimes(1)
    expect(auth().status).toBe('loggedIn')
    expect(document.cookie).toBe('Authorization=Bearer%20access-1')
  })

  it('is logged out after a failed completion, and says why', async () => {
    const { session, userManager, auth } = aSession()
    userManager.signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'))
    await expect(session.completeLogin()).rejects.toThrow('No matching state found in storage')
    expect(auth().status).toBe('loggedOut')
  })

  it('logs out here first, then at the provider with the ID token as hint', async () => {
    const { session, userManager, auth } = aSession(new FakeUserManager(aSessionUser({ id_token: 'id-jane' })))
    await session.start()
    userManager.signoutRedirect.mockImplementation(async () => {
      expect(auth().user).toBeNull()
      expect(document.cookie).toBe('')
    })
    await session.logout()
    expect(userManager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-jane' })
  })

  it('stays logged out here when the provider cannot be reached for the logout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { session, userManager, auth } = aSession(new FakeUserManager(aSessionUser()))
    await session.start()
    userManager.signoutRedirect.mockRejectedValue(new Error('Failed to fetch'))
    await expect(session.logout()).resolves.toBeUndefined()
    expect(auth()).toEqual({ user: null, status: 'loggedOut' })
  })
})

describe('returnPath', () => {
  it.each([
    [{ returnTo: '/user/uploads' }, '/user/uploads'],
    [{ returnTo: '/search/entries?x=1#y' }, '/search/entries?x=1#y'],
    [{ returnTo: 'https://evil.example.org/' }, undefined],
    [{ returnTo: '//evil.example.org/' }, undefined],
    [{ returnTo: '/auth/callback?code=x' }, undefined],
    [{ returnTo: 42 }, undefined],
    [undefined, undefined],
  ])('%j → %s', (state, expected) => {
    expect(returnPath(state)).toBe(expected)
  })
})

// @vitest-environment jsdom
import { User, UserManager, type UserProfile } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aGuiEnv } from '../runtime/testing/aGuiEnv'
import { createUserManager, userManagerSettings } from './userManager'

const env = aGuiEnv({
  appBase: 'https://data.example.org/prefix',
  identityProvider: { baseUrl: 'https://data.example.org/prefix/auth/', realm: 'tessera', clientId: 'tessera_public', embedded: true },
})
const userKey = 'oidc.user:https://data.example.org/prefix/auth/realms/tessera:tessera_public'

const aUser = (access_token: string, expiresIn = 300) =>
  new User({
    access_token,
    token_type: 'Bearer',
    refresh_token: `refresh-of-${access_token}`,
    profile: { sub: 'u-jane', name: 'Jane Doe' } as UserProfile,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  })

describe('userManagerSettings', () => {
  const settings = userManagerSettings(env, window.localStorage)

  it("uses the realm as authority and the GUI's registered redirect URIs", () => {
    expect(settings).toMatchObject({
      authority: 'https://data.example.org/prefix/auth/realms/tessera',
      client_id: 'tessera_public',
      redirect_uri: 'https://data.example.org/prefix/gui/auth/callback',
      silent_redirect_uri: 'https://data.example.org/prefix/gui/auth/silent.html',
      post_logout_redirect_uri: 'https://data.example.org/prefix/gui/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
    })
  })

  it("leaves background renewal to the session and skips the userinfo call", () => {
    expect(settings).toMatchObject({ automaticSilentRenew: false, loadUserInfo: false })
  })

  it('keeps the login in localStorage, so that tabs share it', async () => {
    await settings.userStore!.set('probe', 'x')
    expect(window.localStorage.getItem('oidc.probe')).toBe('x')
  })
})

describe('renewals', () => {
  const spySigninSilent = () => vi.spyOn(UserManager.prototype, 'signinSilent')
  let signinSilent: ReturnType<typeof spySigninSilent>
  beforeEach(() => {
    window.localStorage.clear()
    signinSilent = spySigninSilent()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('runs one renewal at a time: concurrent requests share it', async () => {
    let finish: (user: User) => void = () => undefined
    signinSilent.mockImplementation(() => new Promise<User>((resolve) => (finish = resolve)))
    const userManager = createUserManager(env)
    const first = userManager.signinSilent()
    const second = userManager.signinSilent()
    await vi.waitFor(() => expect(signinSilent).toHaveBeenCalledTimes(1))
    const renewed = aUser('renewed')
    finish(renewed)
    await expect(Promise.all([first, second])).resolves.toEqual([renewed, renewed])
    signinSilent.mockResolvedValue(aUser('again'))
    await userManager.signinSilent()
    expect(signinSilent).toHaveBeenCalledTimes(2)
  })

  it('takes the token another tab renewed while this one waited for its turn', async () => {
    window.localStorage.setItem(userKey, aUser('old', 10).toStorageString())
    let release = () => undefined as void
    const turn = new Promise<void>((resolve) => (release = resolve))
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: async (_name: string, task: () => Promise<unknown>) => (await turn, task()) },
    })
    const userManager = createUserManager(env)
    const loaded = vi.fn()
    userManager.events.addUserLoaded(loaded)
    const renewal = userManager.signinSilent()
    await new Promise((resolve) => setTimeout(resolve, 0))
    window.localStorage.setItem(userKey, aUser('from-other-tab').toStorageString())
    release()
    const user = await renewal
    expect(user?.access_token).toBe('from-other-tab')
    expect(signinSilent).not.toHaveBeenCalled()
    expect(loaded).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'from-other-tab' }))
  })

  it('renews itself when the token in the store is still the one it had', async () => {
    window.localStorage.setItem(userKey, aUser('old', 10).toStorageString())
    signinSilent.mockResolvedValue(aUser('renewed'))
    const user = await createUserManager(env).signinSilent()
    expect(user?.access_token).toBe('renewed')
    expect(signinSilent).toHaveBeenCalledTimes(1)
  })
})

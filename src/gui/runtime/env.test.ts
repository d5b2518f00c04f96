import { describe, expect, it, vi } from 'vitest'
import { accountUrl, apiDocsUrl, loadEnv, MISSING_ENV_MESSAGE, routerBasename } from './env'
import { aGuiEnv } from './testing/aGuiEnv'

const aWindow = (tesseraEnv: unknown) => ({ tesseraEnv }) as unknown as Window

describe('loadEnv', () => {
  it('returns the env the server injected', () => {
    const env = aGuiEnv()
    expect(loadEnv(aWindow(env))).toBe(env)
  })

  it('throws when env.js did not load', () => {
    expect(() => loadEnv(aWindow(undefined))).toThrow(MISSING_ENV_MESSAGE)
  })

  it('only logs a warning when the version data is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { version: _, ...withoutVersion } = aGuiEnv()
    const env = loadEnv(aWindow(withoutVersion))
    expect(env.version.label).toBe('')
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('routerBasename', () => {
  it.each([
    ['http://example.org/gui', '/gui'],
    ['http://example.org/tessera/gui', '/tessera/gui'],
    ['/prefix/gui/', '/prefix/gui'],
    ['/gui', '/gui'],
  ])('takes the path of guiBase %s', (guiBase, basename) => {
    expect(routerBasename({ guiBase }, 'http://example.org')).toBe(basename)
  })
})

describe('links derived from the env', () => {
  it('puts the API documentation under {apiBase}/v1/extensions/docs', () => {
    expect(apiDocsUrl({ apiBase: 'http://h/p/api' })).toBe('http://h/p/api/v1/extensions/docs')
  })

  it("links the provider's account page of the realm", () => {
    const env = aGuiEnv({
      identityProvider: { baseUrl: 'https://id.org/auth/', realm: 'lab', clientId: 'c', embedded: false },
    })
    expect(accountUrl(env)).toBe('https://id.org/auth/realms/lab/account')
  })
})

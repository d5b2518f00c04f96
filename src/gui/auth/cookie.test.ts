// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiCookiePath,
  authorizationCookie,
  clearAuthorizationCookie,
  expiredAuthorizationCookie,
  setAuthorizationCookie,
} from './cookie'

describe('the Authorization cookie', () => {
  const expiresAt = Date.UTC(2026, 10, 24, 12, 0, 0) / 1000

  it('carries the URL-encoded bearer token, the API path, strict same-site and the token expiry', () => {
    expect(authorizationCookie('abc.def', { apiBase: 'https://data.example.org/prefix/api', expiresAt })).toBe(
      'Authorization=Bearer%20abc.def; path=/prefix/api; SameSite=Strict; expires=Tue, 24 Nov 2026 12:00:00 GMT',
    )
  })

  it('is Secure on https pages', () => {
    expect(authorizationCookie('t', { apiBase: 'https://x.org/api', secure: true })).toBe(
      'Authorization=Bearer%20t; path=/api; SameSite=Strict; Secure',
    )
  })

  it('is deleted with an expiry in the past', () => {
    expect(expiredAuthorizationCookie({ apiBase: 'http://localhost:8000/api' })).toBe(
      'Authorization=Bearer%20; path=/api; SameSite=Strict; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    )
  })

  it.each([
    ['http://localhost:8000/api', '/api'],
    ['http://localhost:8000/prefix/api/', '/prefix/api'],
    ['/api', '/api'],
    ['http://localhost:8000', '/'],
  ])('takes the path of the API base %s: %s', (apiBase, path) => {
    expect(apiCookiePath(apiBase, 'http://localhost:8000')).toBe(path)
  })
})

describe('setting the cookie in the document', () => {
  // jsdom's page is http://localhost:3000/; a cookie with path /api is not visible at /,
  // so the tests use path '/' through an API base at the root.
  const apiBase = 'http://localhost:3000/'
  afterEach(() => clearAuthorizationCookie(document, apiBase))

  it('sets the cookie on login and renewal', () => {
    setAuthorizationCookie(document, apiBase, 'first', Date.now() / 1000 + 300)
    expect(document.cookie).toBe('Authorization=Bearer%20first')
    setAuthorizationCookie(document, apiBase, 'second', Date.now() / 1000 + 300)
    expect(document.cookie).toBe('Authorization=Bearer%20second')
  })

  it('clears it on logout', () => {
    setAuthorizationCookie(document, apiBase, 'token', Date.now() / 1000 + 300)
    clearAuthorizationCookie(document, apiBase)
    expect(document.cookie).toBe('')
  })
})

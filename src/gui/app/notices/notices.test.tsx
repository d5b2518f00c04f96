// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { renderApp } from '../testing/renderApp'
import { COOKIE_CONSENT_NAME, VERSION_NOTICE_KEY } from './consent'

const clearCookie = () => {
  document.cookie = `${COOKIE_CONSENT_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/gui`
  document.cookie = `${COOKIE_CONSENT_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}

beforeEach(() => {
  clearCookie()
  localStorage.clear()
})
afterEach(cleanup)

const betaEnv = (overrides: Partial<ReturnType<typeof aGuiEnv>['version']> = {}) =>
  aGuiEnv({
    version: { label: '1.2.0-beta', isBeta: true, isTest: false, usesBetaData: false, officialUrl: '', ...overrides },
  })

describe('cookie notice', () => {
  it('is shown until accepted', () => {
    renderApp({ path: '/dev/plot' })
    expect(screen.getByRole('region', { name: 'Cookie notice' }).textContent).toContain('cookies')
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull()
  })

  it('stays away once accepted', () => {
    // jsdom's URL is http://localhost/, so the cookie is set for the root path here.
    renderApp({ path: '/dev/plot', env: aGuiEnv({ guiBase: 'http://localhost/' }) })
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    cleanup()
    renderApp({ path: '/dev/plot' })
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull()
  })
})

describe('version notice', () => {
  it('is not shown for a regular version', () => {
    renderApp({ path: '/dev/plot' })
    expect(screen.queryByRole('region', { name: 'Version notice' })).toBeNull()
  })

  it('names the beta version', () => {
    renderApp({ path: '/dev/plot', env: betaEnv() })
    expect(screen.getByRole('region', { name: 'Version notice' }).textContent).toContain('beta version (1.2.0-beta)')
  })

  it('names a test installation', () => {
    renderApp({ path: '/dev/plot', env: betaEnv({ isBeta: false, isTest: true, label: 't1' }) })
    expect(screen.getByRole('region', { name: 'Version notice' }).textContent).toContain('test installation (t1)')
  })

  it('links the official version when configured', () => {
    renderApp({ path: '/dev/plot', env: betaEnv({ officialUrl: 'https://tessera.example.org' }) })
    expect(screen.getByRole('link', { name: 'Go to the official version' }).getAttribute('href')).toBe(
      'https://tessera.example.org',
    )
  })

  it('stays away once dismissed', () => {
    renderApp({ path: '/dev/plot', env: betaEnv() })
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region', { name: 'Version notice' })).toBeNull()
    expect(localStorage.getItem(VERSION_NOTICE_KEY)).toBe('1.2.0-beta')
    cleanup()
    renderApp({ path: '/dev/plot', env: betaEnv() })
    expect(screen.queryByRole('region', { name: 'Version notice' })).toBeNull()
  })

  it('shows again for a new version', () => {
    localStorage.setItem(VERSION_NOTICE_KEY, '1.1.0-beta')
    renderApp({ path: '/dev/plot', env: betaEnv() })
    expect(screen.getByRole('region', { name: 'Version notice' })).toBeTruthy()
  })
})

describe('footer', () => {
  it('is not shown without configured links', () => {
    renderApp({ path: '/dev/plot', env: aGuiEnv({ termsOfServiceUrl: 'https://x/tos' }) })
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('shows the configured links and the terms of service, opening in a new tab', () => {
    const env = aGuiEnv({
      footerLinks: [{ label: 'Imprint', url: 'https://x/imprint' }],
      termsOfServiceUrl: 'https://x/tos',
    })
    renderApp({ path: '/dev/plot', env })
    const links = [...screen.getByRole('contentinfo').querySelectorAll('a')]
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Imprint', 'https://x/imprint', '_blank'],
      ['Terms of service', 'https://x/tos', '_blank'],
    ])
  })
})

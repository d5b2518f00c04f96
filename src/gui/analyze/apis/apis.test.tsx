// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { anInfo, fakeFetch, jsonResponse } from '../../app/testing/fakeFetch'
import { renderApp } from '../../app/testing/renderApp'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'

const jane = { name: 'Jane Doe', user_id: 'u-jane' }
const NOW = new Date(2026, 10, 24, 10, 30) // 24/11/2026 10:30 local
const THIRTY_DAYS = 2_592_000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A server that mints tokens, refusing lifetimes beyond the maximum like ours (422). */
function tokenServer(max = THIRTY_DAYS) {
  const requested: number[] = []
  const fetch = fakeFetch({ info: () => jsonResponse(anInfo({ version: '1.0.0' })) })
  const wrapped: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/v1/auth/app_token')) {
      const expiresIn = Number(url.searchParams.get('expires_in'))
      requested.push(expiresIn)
      if (expiresIn > max) {
        return jsonResponse({ detail: [{ loc: ['query', 'expires_in'], msg: 'too long', type: 'value_error' }] }, 422)
      }
      return jsonResponse({ app_token: `token-for-${expiresIn}` })
    }
    return fetch(input, init)
  }
  return { fetch: wrapped, requested }
}

const tokenSection = () => screen.getByRole('heading', { name: 'App token' }).closest<HTMLElement>('.bp6-section')!
const dateInput = () => screen.getByLabelText('Valid until the end of') as HTMLInputElement

describe('the APIs page', () => {
  it('links the API documentation and the OpenAPI document', async () => {
    renderApp({ path: '/analyze/apis' })
    expect((await screen.findByRole('link', { name: 'API documentation' })).getAttribute('href')).toBe(
      'http://localhost:8000/api/v1/extensions/docs',
    )
    expect(screen.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href')).toBe(
      'http://localhost:8000/api/v1/openapi.json',
    )
  })

  it('asks anonymous users to log in for an app token', async () => {
    renderApp({ path: '/analyze/apis' })
    await screen.findByRole('heading', { name: 'App token' })
    expect(within(tokenSection()).getByRole('heading', { name: 'You have to login to use this functionality.' })).toBeTruthy()
    expect(within(tokenSection()).getByRole('button', { name: 'Login / Register' })).toBeTruthy()
    expect(screen.queryByLabelText('Valid until the end of')).toBeNull()
  })
})

describe('the app-token form', () => {
  it('offers the days from tomorrow to one past the maximum, the latest allowed day chosen', async () => {
    renderApp({ path: '/analyze/apis', user: jane })
    await screen.findByRole('heading', { name: 'App token' })
    expect(dateInput().min).toBe('2026-11-25')
    expect(dateInput().max).toBe('2026-12-24')
    expect(dateInput().value).toBe('2026-12-23')
  })

  it('follows the configured maximum', async () => {
    renderApp({ path: '/analyze/apis', user: jane, env: aGuiEnv({ appTokenMaxExpiresIn: 7 * 24 * 3600 }) })
    await screen.findByRole('heading', { name: 'App token' })
    expect([dateInput().min, dateInput().value, dateInput().max]).toEqual(['2026-11-25', '2026-11-30', '2026-12-01'])
  })

  it('requests a token valid until the end of the chosen day and shows it with Copy and how to use it', async () => {
    const server = tokenServer()
    renderApp({ path: '/analyze/apis', user: jane, fetch: server.fetch })
    await screen.findByRole('heading', { name: 'App token' })
    fireEvent.change(dateInput(), { target: { value: '2026-11-25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Request token' }))
    // 13.5 hours left of today and the whole of tomorrow.
    const token = (await screen.findByLabelText('Your app token')) as HTMLInputElement
    expect(server.requested).toEqual([13.5 * 3600 + 24 * 3600])
    expect(token.value).toBe('token-for-135000')
    expect(token.readOnly).toBe(true)
    expect(tokenSection().textContent).toContain('Valid until the end of 25/11/2026.')
    expect(tokenSection().textContent).toContain('Authorization: Bearer <token>')
  })

  it('copies the token to the clipboard', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    renderApp({ path: '/analyze/apis', user: jane, fetch: tokenServer().fetch })
    await screen.findByRole('heading', { name: 'App token' })
    fireEvent.click(screen.getByRole('button', { name: 'Request token' }))
    await screen.findByLabelText('Your app token')
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(`token-for-${expectedSeconds('2026-12-23')}`)
  })

  it("names the latest allowed day when the server refuses the last one (422): 'Choose not later than …'", async () => {
    const server = tokenServer()
    renderApp({ path: '/analyze/apis', user: jane, fetch: server.fetch })
    await screen.findByRole('heading', { name: 'App token' })
    fireEvent.change(dateInput(), { target: { value: dateInput().max } })
    fireEvent.click(screen.getByRole('button', { name: 'Request token' }))
    expect(await screen.findByText('Choose not later than 23/12/2026 (in 30 days).')).toBeTruthy()
    expect(server.requested[0]).toBeGreaterThan(THIRTY_DAYS)
    expect(screen.queryByLabelText('Your app token')).toBeNull()
    // A new choice clears the message.
    fireEvent.change(dateInput(), { target: { value: '2026-12-01' } })
    await waitFor(() => expect(screen.queryByText(/Choose not later than/)).toBeNull())
  })

  it('reports other failures in the snackbar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderApp({
      path: '/analyze/apis',
      user: jane,
      fetch: fakeFetch({ 'auth/app_token': () => jsonResponse({ detail: 'Authorization required.' }, 401) }),
    })
    await screen.findByRole('heading', { name: 'App token' })
    fireEvent.click(screen.getByRole('button', { name: 'Request token' }))
    expect(await screen.findByTestId('snackbar')).toBeTruthy()
    expect(screen.getByTestId('snackbar').textContent).toContain('Authorization required. (401)')
    expect(screen.queryByText(/Choose not later than/)).toBeNull()
  })

  it('cannot request without a day', async () => {
    renderApp({ path: '/analyze/apis', user: jane })
    await screen.findByRole('heading', { name: 'App token' })
    fireEvent.change(dateInput(), { target: { value: '' } })
    expect((screen.getByRole('button', { name: 'Request token' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

/** Seconds from NOW until the end of a yyyy-MM-dd day. */
function expectedSeconds(day: string): number {
  const [y, m, d] = day.split('-').map(Number)
  return Math.ceil((new Date(y, m - 1, d + 1).getTime() - NOW.getTime()) / 1000)
}

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

interface ListedToken {
  token_id: string
  name?: string
  hint: string
  created: string
  expires: string
}

/**
 * A server that mints, lists and revokes tokens, refusing lifetimes beyond the maximum
 * like ours (422).
 */
function tokenServer(max = THIRTY_DAYS, listed: ListedToken[] = []) {
  const requested: number[] = []
  const names: (string | null)[] = []
  const revoked: string[] = []
  let tokens = [...listed]
  const fetch = fakeFetch({ info: () => jsonResponse(anInfo({ version: '1.0.0' })) })
  const wrapped: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/v1/auth/app_token')) {
      const expiresIn = Number(url.searchParams.get('expires_in'))
      requested.push(expiresIn)
      names.push(url.searchParams.get('name'))
      if (expiresIn > max) {
        return jsonResponse({ detail: [{ loc: ['query', 'expires_in'], msg: 'too long', type: 'value_error' }] }, 422)
      }
      const token = `token-for-${expiresIn}`
      tokens = [{ token_id: `id-${expiresIn}`, name: url.searchParams.get('name') ?? undefined, hint: token.slice(-6), created: NOW.toISOString(), expires: new Date(NOW.getTime() + expiresIn * 1000).toISOString() }, ...tokens]
      return jsonResponse({ app_token: token })
    }
    if (url.pathname.endsWith('/v1/auth/app_tokens')) return jsonResponse({ data: tokens })
    const revoke = /\/v1\/auth\/app_tokens\/([^/]+)$/.exec(url.pathname)
    if (revoke && init?.method === 'DELETE') {
      const token = tokens.find((item) => item.token_id === revoke[1])
      if (!token) return jsonResponse({ detail: 'You have no app token with this id.' }, 404)
      revoked.push(token.token_id)
      tokens = tokens.filter((item) => item !== token)
      return jsonResponse(token)
    }
    return fetch(input, init)
  }
  return { fetch: wrapped, requested, names, revoked }
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

describe('the app-token list', () => {
  const aToken = (fields: Partial<ListedToken> & { token_id: string }): ListedToken => ({
    hint: 'Xy7_qZ', created: '2026-11-01T09:00:00.000Z', expires: '2026-12-01T09:00:00.000Z', ...fields,
  })
  const list = () => screen.getByRole('heading', { name: 'Your app tokens' }).closest<HTMLElement>('.tessera-app-token-list')!

  it('shows each token by its name, or the last characters of the token, with the days it was made and expires', async () => {
    const server = tokenServer(THIRTY_DAYS, [aToken({ token_id: 'a', name: 'nightly sync' }), aToken({ token_id: 'b', hint: 'Q1w2E3', created: '2026-11-20T12:00:00.000Z', expires: '2026-11-27T12:00:00.000Z' })])
    renderApp({ path: '/analyze/apis', user: jane, fetch: server.fetch })
    const rows = await within(await screen.findByRole('table')).findAllByRole('row')
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Token', 'Created', 'Expires'],
      ['nightly sync', '01/11/2026', '01/12/2026'],
      ['…Q1w2E3', '20/11/2026', '27/11/2026'],
    ])
  })

  it('revokes a token with its button', async () => {
    const server = tokenServer(THIRTY_DAYS, [aToken({ token_id: 'a', name: 'old laptop' }), aToken({ token_id: 'b', name: 'cluster' })])
    renderApp({ path: '/analyze/apis', user: jane, fetch: server.fetch })
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke old laptop' }))
    await waitFor(() => expect(within(list()).queryByText('old laptop')).toBeNull())
    expect(server.revoked).toEqual(['a'])
    expect(within(list()).getByText('cluster')).toBeTruthy()
  })

  it('lists a token just requested, under the name given', async () => {
    const server = tokenServer()
    renderApp({ path: '/analyze/apis', user: jane, fetch: server.fetch })
    expect(await within(list()).findByText('You have no app tokens.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'notebook' } })
    fireEvent.click(screen.getByRole('button', { name: 'Request token' }))
    expect(await within(list()).findByText('notebook')).toBeTruthy()
    expect(server.names).toEqual(['notebook'])
  })

  it('says so when the list cannot be loaded', async () => {
    renderApp({ path: '/analyze/apis', user: jane, fetch: fakeFetch({ 'auth/app_tokens': () => jsonResponse({ detail: 'boom' }, 500) }) })
    expect(await within(await waitFor(list)).findByText('Your app tokens could not be loaded.')).toBeTruthy()
  })
})

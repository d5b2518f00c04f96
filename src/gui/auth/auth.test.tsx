// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anInfo, fakeFetch, jsonResponse, unreachableFetch } from '../app/testing/fakeFetch'
import { currentPath, renderApp } from '../app/testing/renderApp'
import { aGuiEnv } from '../runtime/testing/aGuiEnv'
import { aFakeAuth } from './testing/fakeAuth'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The non-ideal state (gate, forbidden screen) a heading belongs to. */
const stateOf = (heading: HTMLElement) => heading.closest<HTMLElement>('.bp6-non-ideal-state')!

const jane = { name: 'Jane Doe', user_id: 'u-jane', username: 'jane', email: 'jane@example.org' }
const gated = aGuiEnv({ globalLoginRequired: true })
const LOGIN_REQUIRED_INSTALLATION = 'You have to be logged in to use this installation.'
const LOGIN_REQUIRED_FUNCTIONALITY = 'You have to login to use this functionality.'
const FORBIDDEN = 'You are not allowed to access this installation. Please logout and try again.'

/** A server answering users/me with `status` (and /info as usual). */
const serverWithMe = (status: number, body: unknown = status === 200 ? jane : { detail: 'No.' }) =>
  fakeFetch({
    info: () => jsonResponse(anInfo({ version: '1.0.0' })),
    'users/me': () => jsonResponse(body, status),
  })

describe('user menu', () => {
  it("shows 'Login / Register' when logged out", () => {
    renderApp({ path: '/dev/plot' })
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeTruthy()
  })

  it("'Login / Register' starts the login and returns to the current page afterwards", () => {
    const { auth } = renderApp({ path: '/dev/plot?tab=2' })
    fireEvent.click(screen.getByRole('button', { name: 'Login / Register' }))
    expect(auth.login).toHaveBeenCalledWith('/dev/plot?tab=2')
  })

  it('reports a login that cannot start in the snackbar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { CannotReachApi } = await import('../api')
    renderApp({
      path: '/dev/plot',
      auth: (dispatch) =>
        aFakeAuth(dispatch, {
          login: async () => {
            throw new CannotReachApi('provider down')
          },
        }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Login / Register' }))
    expect(await screen.findByText('Cannot reach the product, please try again later.')).toBeTruthy()
  })

  it('shows neither login button nor welcome line while the login is checked', () => {
    renderApp({ path: '/dev/plot', authStatus: 'checking' })
    expect(screen.queryByRole('button', { name: 'Login / Register' })).toBeNull()
    expect(screen.getByLabelText('Checking login')).toBeTruthy()
  })

  it("welcomes a logged-in user, the name linking to the provider's account page", () => {
    renderApp({ path: '/dev/plot', user: jane })
    expect(screen.getByText((_, element) => element?.textContent === 'Welcome Jane Doe' && element.tagName === 'SPAN')).toBeTruthy()
    const name = screen.getByRole('link', { name: 'Jane Doe' })
    expect(name.getAttribute('href')).toBe('http://localhost:8000/auth/realms/tessera/account')
    expect(screen.queryByRole('button', { name: 'Login / Register' })).toBeNull()
  })

  it('keeps welcoming the user while an expired token waits for renewal', () => {
    renderApp({ path: '/dev/plot', user: jane, authStatus: 'expired' })
    expect(screen.getByRole('link', { name: 'Jane Doe' })).toBeTruthy()
  })

  it('logs out with the Logout button', async () => {
    const { store, auth } = renderApp({ path: '/dev/plot', user: jane })
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(auth.logout).toHaveBeenCalled()
    await waitFor(() => expect(store.getState().auth.user).toBeNull())
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeTruthy()
  })
})

describe('global login (the installation requires login)', () => {
  it('asks anonymous users to log in before showing any page', async () => {
    renderApp({ path: '/user/uploads', env: gated })
    expect(await screen.findByRole('heading', { name: LOGIN_REQUIRED_INSTALLATION })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your uploads' })).toBeNull()
  })

  it('the gate has a login button that returns to the requested page', async () => {
    const { auth } = renderApp({ path: '/search/entries', env: gated })
    const gate = stateOf(await screen.findByRole('heading', { name: LOGIN_REQUIRED_INSTALLATION }))
    fireEvent.click(within(gate).getByRole('button', { name: 'Login / Register' }))
    expect(auth.login).toHaveBeenCalledWith('/search/entries')
  })

  it('shows neither gate nor page while the login is checked', () => {
    renderApp({ path: '/user/uploads', env: gated, authStatus: 'checking' })
    expect(screen.getByRole('heading', { name: 'Checking your login …' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: LOGIN_REQUIRED_INSTALLATION })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Your uploads' })).toBeNull()
  })

  it('shows the page once users/me admits the logged-in user', async () => {
    const fetch = vi.fn(serverWithMe(200))
    renderApp({ path: '/user/uploads', env: gated, user: jane, fetch })
    expect(await screen.findByRole('heading', { name: 'Your uploads' })).toBeTruthy()
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/v1/users/me'))).toBe(true)
  })

  it.each([403, 401])('shows the forbidden screen with a Logout button when users/me answers %d', async (status) => {
    const { auth } = renderApp({ path: '/user/uploads', env: gated, user: jane, fetch: serverWithMe(status) })
    const title = await screen.findByRole('heading', { name: FORBIDDEN })
    expect(screen.queryByRole('heading', { name: 'Your uploads' })).toBeNull()
    fireEvent.click(within(stateOf(title)).getByRole('button', { name: 'Logout' }))
    expect(auth.logout).toHaveBeenCalled()
  })

  it('does not call users/me where the installation is open to everybody', async () => {
    const fetch = vi.fn(serverWithMe(403))
    renderApp({ path: '/user/uploads', user: jane, fetch })
    expect(await screen.findByRole('heading', { name: 'Your uploads' })).toBeTruthy()
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/v1/users/me'))).toBe(false)
  })

  it('offers to try again when users/me cannot be reached, instead of calling the user forbidden', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderApp({ path: '/user/uploads', env: gated, user: jane, fetch: unreachableFetch })
    expect(await screen.findByRole('heading', { name: 'Cannot reach the product, please try again later.' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: FORBIDDEN })).toBeNull()
  })
})

describe('pages that need login', () => {
  it.each([
    ['/user/uploads', 'Your uploads'],
    ['/user/datasets', 'Your datasets'],
  ])("%s asks anonymous users: '%s' with a login button", async (path, title) => {
    renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(screen.getByRole('heading', { name: LOGIN_REQUIRED_FUNCTIONALITY })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Login / Register' })).toHaveLength(2)
  })

  it.each(['/user/uploads', '/user/datasets'])('%s does not ask logged-in users', async (path) => {
    renderApp({ path, user: jane })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('heading', { name: LOGIN_REQUIRED_FUNCTIONALITY })).toBeNull()
  })

  it("'Search your data' shows 'Please login to search your data.' to anonymous users", async () => {
    renderApp({ path: '/user/search' })
    expect(await screen.findByText('Please login to search your data.')).toBeTruthy()
  })

  it("'Search your data' does not ask logged-in users to log in", async () => {
    renderApp({ path: '/user/search', user: jane })
    expect(await screen.findByRole('heading', { name: 'Search your data' })).toBeTruthy()
    expect(screen.queryByText('Please login to search your data.')).toBeNull()
  })
})

describe('the login callback', () => {
  it('completes the login and returns to the page it started from', async () => {
    const { router } = renderApp({
      path: '/auth/callback?code=c&state=s',
      authStatus: 'checking',
      auth: (dispatch) => aFakeAuth(dispatch, { completeLogin: async () => '/user/datasets?page=2' }),
    })
    await waitFor(() => expect(currentPath(router)).toBe('/user/datasets'))
    expect(router.state.location.search).toBe('?page=2')
  })

  it('goes to the about page when there is nothing to return to', async () => {
    const { router } = renderApp({ path: '/auth/callback?code=c&state=s', authStatus: 'checking' })
    await waitFor(() => expect(currentPath(router)).toBe('/about/information'))
  })

  it('reports a failed login and goes to the about page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { router } = renderApp({
      path: '/auth/callback?error=access_denied',
      auth: (dispatch) =>
        aFakeAuth(dispatch, {
          completeLogin: async () => {
            throw new Error('access_denied')
          },
        }),
    })
    expect(await screen.findByText(/Unexpected error: "access_denied"/)).toBeTruthy()
    expect(currentPath(router)).toBe('/about/information')
  })

  it('completes the login where the installation requires it (the gate does not hide the callback)', async () => {
    const completeLogin = vi.fn(() => new Promise<string | undefined>(() => undefined))
    renderApp({
      path: '/auth/callback?code=c&state=s',
      env: gated,
      authStatus: 'checking',
      auth: (dispatch) => aFakeAuth(dispatch, { completeLogin }),
    })
    expect(await screen.findByRole('heading', { name: 'Signing in …' })).toBeTruthy()
    expect(completeLogin).toHaveBeenCalledTimes(1)
  })
})

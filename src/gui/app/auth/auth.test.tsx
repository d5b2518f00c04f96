// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { renderApp } from '../testing/renderApp'

afterEach(cleanup)

const jane = { name: 'Jane Doe', user_id: 'u-jane' }

describe('user menu', () => {
  it("shows 'Login / Register' when logged out", () => {
    renderApp({ path: '/dev/plot' })
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeTruthy()
  })

  it("tells that login is not configured yet when 'Login / Register' is clicked", async () => {
    renderApp({ path: '/dev/plot' })
    fireEvent.click(screen.getByRole('button', { name: 'Login / Register' }))
    expect(await screen.findByText('Login is not configured yet.')).toBeTruthy()
  })

  it("welcomes a logged-in user with a link to the provider's account page", () => {
    renderApp({ path: '/dev/plot', user: jane })
    const welcome = screen.getByRole('link', { name: 'Welcome Jane Doe' })
    expect(welcome.getAttribute('href')).toBe('http://localhost:8000/auth/realms/tessera/account')
    expect(screen.queryByRole('button', { name: 'Login / Register' })).toBeNull()
  })

  it('logs out with the Logout button', async () => {
    const { store } = renderApp({ path: '/dev/plot', user: jane })
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(store.getState().auth.user).toBeNull())
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeTruthy()
  })
})

describe('login-required gate', () => {
  it('asks anonymous users to log in when the installation requires login', async () => {
    renderApp({ path: '/user/uploads', env: aGuiEnv({ globalLoginRequired: true }) })
    expect(
      await screen.findByRole('heading', { name: 'You have to be logged in to use this installation.' }),
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your uploads' })).toBeNull()
  })

  it('shows the page to logged-in users', async () => {
    renderApp({ path: '/user/uploads', env: aGuiEnv({ globalLoginRequired: true }), user: jane })
    expect(await screen.findByRole('heading', { name: 'Your uploads' })).toBeTruthy()
  })
})

describe('search your data', () => {
  it("shows 'Please login to search your data.' to anonymous users", async () => {
    renderApp({ path: '/user/search' })
    expect(await screen.findByText('Please login to search your data.')).toBeTruthy()
  })

  it('does not ask logged-in users to log in', async () => {
    renderApp({ path: '/user/search', user: jane })
    expect(await screen.findByRole('heading', { name: 'Search your data' })).toBeTruthy()
    expect(screen.queryByText('Please login to search your data.')).toBeNull()
  })
})

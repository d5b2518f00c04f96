// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { anInfo, fakeFetch, jsonResponse, unreachableFetch } from '../testing/fakeFetch'
import { renderApp } from '../testing/renderApp'

const CANNOT_REACH = 'Cannot reach the product, please try again later.'
const NEW_VERSION = 'There is a new GUI version available. Please press "shift" and reload the page.'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A fetch that can be switched off like a server being stopped. */
function switchableFetch() {
  let up = true
  let infoCalls = 0
  const answering = fakeFetch({
    info: () => {
      infoCalls++
      return jsonResponse(anInfo())
    },
  })
  const fetch: typeof globalThis.fetch = (input, init) => (up ? answering(input, init) : unreachableFetch(input, init))
  return { fetch, stop: () => (up = false), infoCalls: () => infoCalls }
}

describe('server check', () => {
  it('queries info once on load', async () => {
    const server = switchableFetch()
    renderApp({ path: '/user/uploads', fetch: server.fetch })
    await waitFor(() => expect(server.infoCalls()).toBe(1))
  })

  it(`shows '${CANNOT_REACH}' when the API cannot be reached on load`, async () => {
    renderApp({ path: '/user/uploads', fetch: unreachableFetch })
    expect(await screen.findByText(CANNOT_REACH)).toBeTruthy()
  })

  it('checks again on navigation and reports a server that went away', async () => {
    const server = switchableFetch()
    const { router } = renderApp({ path: '/user/uploads', fetch: server.fetch })
    await waitFor(() => expect(server.infoCalls()).toBe(1))
    server.stop()
    await act(() => router.navigate('/user/datasets'))
    expect(await screen.findByText(CANNOT_REACH)).toBeTruthy()
  })

  it('checks again when the window regains focus', async () => {
    const server = switchableFetch()
    renderApp({ path: '/user/uploads', fetch: server.fetch })
    await waitFor(() => expect(server.infoCalls()).toBe(1))
    server.stop()
    fireEvent.focus(window)
    expect(await screen.findByText(CANNOT_REACH)).toBeTruthy()
  })

  it('reports a version mismatch when the server runs another version', async () => {
    renderApp({ path: '/user/uploads', fetch: fakeFetch({ info: () => jsonResponse(anInfo({ version: '2.0.0' })) }) })
    expect(await screen.findByText(NEW_VERSION)).toBeTruthy()
  })

  it('reports nothing when the versions agree', async () => {
    const server = switchableFetch()
    renderApp({ path: '/user/uploads', fetch: server.fetch })
    await waitFor(() => expect(server.infoCalls()).toBe(1))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })

  it('does not report other failures of the info call', async () => {
    renderApp({ path: '/user/uploads', fetch: fakeFetch({ info: () => jsonResponse({ detail: 'x' }, 500) }) })
    await screen.findByRole('heading', { name: 'Your uploads' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })
})

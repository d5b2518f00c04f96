// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CannotReachApi } from '../../api'
import { ErrorBoundary } from './ErrorBoundary'
import { useErrors, type Errors } from './ErrorsContext'
import { ErrorsProvider } from './ErrorsProvider'

let errors: Errors
function Capture() {
  errors = useErrors()
  return null
}

const renderProvider = () =>
  render(
    <ErrorsProvider>
      <Capture />
    </ErrorsProvider>,
  )

const snackbarText = () => screen.queryByTestId('snackbar')?.querySelector('[role=alert]')?.textContent ?? null

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('error snackbar', () => {
  it('shows the catalogue text of a raised error', () => {
    renderProvider()
    act(() => errors.raiseError(new CannotReachApi('Failed to fetch')))
    expect(snackbarText()).toBe('Cannot reach the product, please try again later.')
  })

  it('shows one message at a time and the next after closing', () => {
    renderProvider()
    act(() => {
      errors.raiseError('First.')
      errors.raiseError('Second.')
    })
    expect(snackbarText()).toBe('First. Please close all product tabs and try again...')
    fireEvent.click(within(screen.getByTestId('snackbar')).getByRole('button', { name: 'Close' }))
    expect(snackbarText()).toBe('Second. Please close all product tabs and try again...')
  })

  it('does not queue a duplicate message twice', () => {
    renderProvider()
    act(() => {
      errors.raiseError(new CannotReachApi('a'))
      errors.raiseError(new CannotReachApi('b'))
    })
    fireEvent.click(within(screen.getByTestId('snackbar')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })

  it('shows info messages', () => {
    renderProvider()
    act(() => errors.raiseInfo('Login is not configured yet.'))
    expect(snackbarText()).toBe('Login is not configured yet.')
  })
})

describe('ErrorBoundary', () => {
  function Crash(): never {
    throw new Error('boom')
  }

  it("shows 'There has been a Javascript error.' when rendering crashes", () => {
    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'There has been a Javascript error.' })).toBeTruthy()
    expect(screen.getByText('boom')).toBeTruthy()
  })

  it('renders the children again when the reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Crash />
      </ErrorBoundary>,
    )
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>fine</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('fine')).toBeTruthy()
  })
})

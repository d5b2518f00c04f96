// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GUI_OPTIONS_TITLE } from '../../runtime'
import { renderApp } from '../testing/renderApp'
import { documentTitle } from './Shell'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('shell', () => {
  it('scrolls to the top on every path change', async () => {
    const { router } = renderApp({ path: '/user/uploads' })
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()
    await act(() => router.navigate('/user/datasets'))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('opens the hidden GUI options panel with Alt+g on any page', async () => {
    renderApp({ path: '/about/information' })
    expect(screen.queryByRole('dialog', { name: GUI_OPTIONS_TITLE })).toBeNull()
    act(() => void fireEvent.keyDown(window, { key: 'g', code: 'KeyG', altKey: true }))
    expect(await screen.findByRole('dialog', { name: GUI_OPTIONS_TITLE })).toBeTruthy()
  })
})

describe('documentTitle', () => {
  it.each([
    ['Your uploads', 'Tessera', 'Your uploads – Tessera'],
    [undefined, 'Tessera', 'Tessera'],
    ['Tessera', 'Tessera', 'Tessera'],
  ])('%s on %s gives "%s"', (page, deployment, title) => {
    expect(documentTitle(page, deployment)).toBe(title)
  })
})

// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

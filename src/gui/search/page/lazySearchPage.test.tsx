// @vitest-environment jsdom
// The search page is drawn at once when its module is in: no fallback on the way, which
// React would keep for at least 300 ms (its fallback throttle) and delay the first search.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../runtime'

vi.mock('./SearchPage', () => ({ SearchPage: ({ title }: { title?: string }) => <p>{title}</p> }))

afterEach(cleanup)

describe('LazySearchPage', () => {
  it('draws the page in its first render once the module is loaded', async () => {
    const { LazySearchPage } = await import('./LazySearchPage')
    // The module's own import() settles.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    render(<LazySearchPage app={{} as AppEnv} title="Entries page" />)
    expect(screen.getByText('Entries page')).toBeTruthy()
    expect(document.querySelector('.tessera-page-loading')).toBeNull()
  })
})

// @vitest-environment jsdom
// useLoaded: a lazy part is drawn once its module is there, never through Suspense.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyRenderer } from './lazyRenderer'
import { useLoaded, type Loadable } from './useLoaded'

afterEach(cleanup)

/** A module whose loading the test finishes by hand. */
function deferred(text: string) {
  let finish: (ok: boolean) => void = () => undefined
  const part = lazyRenderer<object>(
    () =>
      new Promise((resolve, reject) => {
        finish = (ok) => (ok ? resolve({ default: () => <p>{text}</p> }) : reject(new Error(`${text} failed`)))
      }),
  )
  return { part, finish: (ok: boolean) => finish(ok) }
}

function Parts({ parts }: { readonly parts: readonly Loadable[] }) {
  return <p>{useLoaded(parts) ? 'all loaded' : 'loading'}</p>
}

describe('useLoaded', () => {
  it('answers false until every part has loaded, then true', async () => {
    const a = deferred('a')
    const b = deferred('b')
    render(<Parts parts={[a.part, b.part]} />)
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => a.finish(true))
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => b.finish(true))
    expect(screen.getByText('all loaded')).toBeTruthy()
    expect(a.part.isLoaded() && b.part.isLoaded()).toBe(true)
  })

  it('answers true in the first render for parts already loaded, and the part draws without suspending', async () => {
    const a = deferred('drawn at once')
    const loading = a.part.preload()
    a.finish(true)
    await loading
    function Draw() {
      return useLoaded([a.part]) ? <a.part.Component /> : <p>loading</p>
    }
    render(<Draw />)
    // No act() wait: the first render has it.
    expect(screen.getByText('drawn at once')).toBeTruthy()
  })

  it('counts a part whose load failed as settled, so its boundary can say so', async () => {
    const a = deferred('broken')
    render(<Parts parts={[a.part]} />)
    await act(async () => a.finish(false))
    expect(screen.getByText('all loaded')).toBeTruthy()
    expect(a.part.isLoaded()).toBe(false)
  })
})

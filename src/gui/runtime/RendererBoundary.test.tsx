// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGuiRuntime, type GuiRuntime } from './guiRuntime'
import type { Loader, RendererDef } from './lazyRenderer'
import { definePlugin } from './plugin'
import { loadingLabel, RendererBoundary } from './RendererBoundary'
import { createRegistry } from './registry'
import { RuntimeProvider, usePreloadedTypes } from './RuntimeContext'
import type { DefOf } from './kinds'
import { NOT_APPLICABLE } from './testers'

interface Props {
  readonly text: string
}
const Greeting = ({ text }: Props) => <p>{text}</p>
const Broken = ({ text }: Props): ReactNode => {
  throw new Error(`broken: ${text}`)
}
const loaderOf = (component: (props: Props) => ReactNode): Loader<Props> => async () => ({ default: component })
/** A loader that resolves when the test says so. */
function deferred(component: (props: Props) => ReactNode) {
  let release = () => {}
  const load: Loader<Props> = () => new Promise((resolve) => (release = () => resolve({ default: component })))
  return { load, release: () => act(async () => release()) }
}

const greeting: RendererDef<Props> = { type: 'greeting', load: loaderOf(Greeting) }
const broken: RendererDef<Props> = { type: 'broken', load: loaderOf(Broken) }
const registry = createRegistry('widget', [greeting, broken])

let runtime: GuiRuntime
beforeEach(() => {
  runtime = createGuiRuntime([])
  // React reports errors caught by boundaries; the tests expect them.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const inRuntime = (children: ReactNode) => <RuntimeProvider value={runtime}>{children}</RuntimeProvider>

describe('RendererBoundary', () => {
  it("shows the registry's message for an unknown type", () => {
    render(inRuntime(<RendererBoundary registry={registry} type="sunburst" props={{ text: 'x' }} />))
    expect(screen.getByText('Unknown widget type: sunburst.')).toBeTruthy()
  })

  it('shows a spinner while the renderer loads, then the renderer', async () => {
    const slow = deferred(Greeting)
    render(inRuntime(<RendererBoundary kind="card" load={slow.load} props={{ text: 'Hello' }} />))
    expect(screen.getByLabelText(loadingLabel('card'))).toBeTruthy()
    await slow.release()
    expect(screen.getByText('Hello')).toBeTruthy()
  })

  it('shows the given fallback while loading', () => {
    render(inRuntime(<RendererBoundary kind="column format" load={deferred(Greeting).load} props={{ text: 'Hello' }} fallback="hello" />))
    expect(screen.getByText('hello')).toBeTruthy()
  })

  it('draws a loaded renderer at once', async () => {
    await runtime.renderer(greeting.load).preload()
    render(inRuntime(<RendererBoundary registry={registry} type="greeting" props={{ text: 'Hello' }} />))
    expect(screen.getByText('Hello')).toBeTruthy()
  })

  it("shows 'Could not render {kind}.' where the renderer throws, and its siblings draw", async () => {
    render(
      inRuntime(
        <>
          <RendererBoundary registry={registry} type="broken" props={{ text: 'one' }} />
          <RendererBoundary registry={registry} type="greeting" props={{ text: 'two' }} />
        </>,
      ),
    )
    expect(await screen.findByText('Could not render widget.')).toBeTruthy()
    expect(await screen.findByText('two')).toBeTruthy()
  })

  it('shows a configured message instead', async () => {
    render(inRuntime(<RendererBoundary registry={registry} type="broken" props={{ text: 'x' }} message="This card is broken." />))
    expect(await screen.findByText('This card is broken.')).toBeTruthy()
  })

  it('draws again when the reset key changes', async () => {
    let fail = true
    const Flaky = ({ text }: Props) => {
      if (fail) throw new Error('not yet')
      return <p>{text}</p>
    }
    const flaky = loaderOf(Flaky)
    const view = render(inRuntime(<RendererBoundary kind="widget" load={flaky} resetKey={1} props={{ text: 'fixed' }} />))
    expect(await screen.findByText('Could not render widget.')).toBeTruthy()
    fail = false
    view.rerender(inRuntime(<RendererBoundary kind="widget" load={flaky} resetKey={1} props={{ text: 'fixed' }} />))
    expect(screen.queryByText('fixed')).toBeNull()
    view.rerender(inRuntime(<RendererBoundary kind="widget" load={flaky} resetKey={2} props={{ text: 'fixed' }} />))
    expect(await screen.findByText('fixed')).toBeTruthy()
  })

  it('loads a renderer again after its chunk failed to load and the boundary reset', async () => {
    let attempts = 0
    const load: Loader<Props> = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('network down')
      return { default: Greeting }
    }
    const view = render(inRuntime(<RendererBoundary kind="widget" load={load} resetKey="a" props={{ text: 'back' }} />))
    expect(await screen.findByText('Could not render widget.')).toBeTruthy()
    view.rerender(inRuntime(<RendererBoundary kind="widget" load={load} resetKey="b" props={{ text: 'back' }} />))
    expect(await screen.findByText('back')).toBeTruthy()
    expect(attempts).toBe(2)
  })
})

describe('plugins through the boundary', () => {
  it("a plugin's renderer draws where the built-in's would", async () => {
    // Edit components take a quantity definition (src/gui/edit claims the registry); this one draws its name.
    const Named = ({ definition }: { readonly definition: { readonly name: string } }) => <p>{definition.name}</p>
    runtime = createGuiRuntime([definePlugin({ id: 'greetings', editors: [{ type: 'greeting', rank: () => NOT_APPLICABLE, load: async () => ({ default: Named }) }] })])
    const definition = { name: 'From a plugin', type: { type_kind: 'python', type_data: 'str' }, shape: [] }
    render(inRuntime(<RendererBoundary registry={runtime.registries.editors} type="greeting" props={{ definition, value: undefined, onChange: () => {} }} />))
    expect(await screen.findByText('From a plugin')).toBeTruthy()
  })
})

describe('usePreloadedTypes', () => {
  it("starts loading the renderers of the types a page names, and skips unknown ones", async () => {
    const loaded: string[] = []
    const Nothing = () => null
    const tracked = (type: string): DefOf<'editors'> => ({ type, rank: () => NOT_APPLICABLE, load: async () => (loaded.push(type), { default: Nothing }) })
    runtime = createGuiRuntime([definePlugin({ id: 'editors', editors: [tracked('material'), tracked('workflow'), tracked('unused')] })])
    function Page() {
      usePreloadedTypes('editors', ['material', 'workflow', 'material', 'sunburst'])
      return null
    }
    render(inRuntime(<Page />))
    await act(async () => {})
    expect(loaded.sort()).toEqual(['material', 'workflow'])
  })
})

// Renderers are loaded when first drawn: every definition names its component through a
// loader (`load: () => import('./TermsWidget')`), so each is a chunk of its own and none
// is part of the first paint unless a page draws it.
import { createElement, lazy, type ReactNode } from 'react'
import type { Typed } from './registry'

/**
 * A function component. Its props are compared bivariantly (the way React's own event
 * handler types are), so a definition for one widget type, whose component takes that
 * type's config, can sit in the registry of all widgets; the registry hands each config
 * only to the definition of its type.
 */
export type Renderer<P> = { bivarianceHack(props: P): ReactNode }['bivarianceHack']

/** What a renderer module exports: its component as `default`. */
export interface RendererModule<P> {
  readonly default: Renderer<P>
}

export type Loader<P> = () => Promise<RendererModule<P>>

/** A definition that draws something: its type and how to load its component. */
export interface RendererDef<P> extends Typed {
  readonly load: Loader<P>
}

export interface LazyRenderer<P> {
  /** Draws the renderer; suspends until its module has loaded (at once when it has). */
  readonly Component: Renderer<P>
  /** Loads the module; rejects as the loader does. */
  preload(): Promise<void>
  /** The module is there: Component draws without suspending. */
  isLoaded(): boolean
  /** After a failed load: the next draw loads again (its boundary was reset). */
  retry(): void
}

/**
 * A component for `load`. Once the module is there it draws without suspending, so a
 * preloaded renderer shows in the first render. A failed load stays failed (its boundary
 * shows the message) until `retry`.
 */
export function lazyRenderer<P extends object>(load: Loader<P>): LazyRenderer<P> {
  let loaded: RendererModule<P> | undefined
  let pending: Promise<RendererModule<P>> | undefined
  let failed = false
  const fetch = (): Promise<RendererModule<P>> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined
        failed = true
        throw error
      },
    ))
  // React.lazy keeps a failed load for good: a retry needs a new one.
  let suspending = lazy(fetch)
  function Component(props: P) {
    return loaded ? createElement(loaded.default, props) : createElement(suspending, props)
  }
  return {
    Component,
    preload: () => fetch().then(() => undefined),
    isLoaded: () => loaded !== undefined,
    retry() {
      if (!failed) return
      failed = false
      suspending = lazy(fetch)
    },
  }
}

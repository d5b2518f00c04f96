// Every place that draws a registered renderer draws it through this boundary: the
// unknown-type message where the registry has no such type, a spinner while the
// renderer's chunk loads, and the failure message where it throws, so one failing
// widget, card or plugin never blanks the page (Backstage's ExtensionBoundary). A new
// reset key (the renderer's config, say) tries again.
import { Callout, Spinner, SpinnerSize } from '@blueprintjs/core'
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react'
import type { Loader, RendererDef } from './lazyRenderer'
import { ConfigError, couldNotRender, type Registry } from './registry'
import { useRuntime } from './RuntimeContext'

export const loadingLabel = (kind: string) => `Loading ${kind}`

/** What to draw: a registered type (unknown ones show the registry's message), or a loader. */
export type RendererSource<P> =
  | { readonly registry: Pick<Registry<RendererDef<P>>, 'kind' | 'failureMessage' | 'get'>; readonly type: string }
  | { readonly kind: string; readonly load: Loader<P> }

export type RendererBoundaryProps<P extends object> = RendererSource<P> & {
  /** The renderer's props. */
  readonly props: P
  /** When it changes, a failed renderer is drawn again. */
  readonly resetKey?: unknown
  /** Shown when the renderer fails; default the registry's ('Could not render {kind}.'). */
  readonly message?: string
  /** Shown while the renderer's chunk loads; default a small spinner. */
  readonly fallback?: ReactNode
}

export function RendererBoundary<P extends object>(boundary: RendererBoundaryProps<P>) {
  const runtime = useRuntime()
  let kind: string
  let load: Loader<P>
  let failure: string
  if ('registry' in boundary) {
    const { registry, type } = boundary
    kind = registry.kind
    failure = registry.failureMessage
    try {
      load = registry.get(type).load
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      return <Problem message={error.message} />
    }
  } else {
    kind = boundary.kind
    failure = couldNotRender(kind)
    load = boundary.load
  }
  const renderer = runtime.renderer(load)
  const Renderer = renderer.Component
  return (
    <FailureBoundary message={boundary.message ?? failure} resetKey={boundary.resetKey} onReset={renderer.retry}>
      <Suspense fallback={boundary.fallback ?? <Spinner size={SpinnerSize.SMALL} aria-label={loadingLabel(kind)} />}>
        <Renderer {...boundary.props} />
      </Suspense>
    </FailureBoundary>
  )
}

function Problem({ message }: { readonly message: string }) {
  return (
    <Callout intent="danger" compact className="tessera-renderer-problem">
      {message}
    </Callout>
  )
}

interface FailureBoundaryProps {
  readonly message: string
  readonly resetKey: unknown
  /** Called as the boundary resets, before its children draw again. */
  readonly onReset: () => void
  readonly children: ReactNode
}

interface FailureState {
  readonly failed: boolean
  readonly resetKey: unknown
}

class FailureBoundary extends Component<FailureBoundaryProps, FailureState> {
  override state: FailureState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<FailureState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: FailureState): Partial<FailureState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null
    // Idempotent: a chunk that failed to load is fetched again, once.
    if (state.failed) props.onReset()
    return { failed: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The page goes on; the admin or plugin author finds the cause in the console.
    console.error(this.props.message, error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <Problem message={this.props.message} /> : this.props.children
  }
}

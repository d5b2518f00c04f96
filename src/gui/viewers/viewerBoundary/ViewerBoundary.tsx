// Where a viewer draws: Suspense while its chunk (three.js, vega) loads, and an error
// boundary that shows the viewer's own message of spec 3 §8 ('Could not load
// structure.', 'Could not load band structure.', …) when its data is malformed, so one
// broken plot leaves the rest of the card drawn. A new reset key (other data) retries.
import { Callout, Spinner } from '@blueprintjs/core'
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react'

export interface ViewerBoundaryProps {
  /** Shown when the viewer throws. */
  readonly message: string
  /** The accessible name of the spinner while the viewer loads. */
  readonly loadingLabel?: string
  /** A change draws the viewer again after a failure. */
  readonly resetKey?: unknown
  readonly children: ReactNode
}

interface CatcherState {
  readonly failed: boolean
  readonly resetKey: unknown
}

class Catcher extends Component<{ readonly message: string; readonly resetKey: unknown; readonly children: ReactNode }, CatcherState> {
  override state: CatcherState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: CatcherState): Partial<CatcherState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.failed) {
      return (
        <Callout intent="danger" compact className="tessera-viewer-error" role="alert">
          {this.props.message}
        </Callout>
      )
    }
    return this.props.children
  }
}

export function ViewerBoundary({ message, loadingLabel = 'Loading', resetKey, children }: ViewerBoundaryProps) {
  return (
    <Catcher message={message} resetKey={resetKey}>
      <Suspense fallback={<Spinner size={24} aria-label={loadingLabel} />}>{children}</Suspense>
    </Catcher>
  )
}

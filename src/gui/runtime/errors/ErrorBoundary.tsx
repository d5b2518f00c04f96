import { Component, type ErrorInfo, type ReactNode } from 'react'
import { JavascriptErrorScreen } from './JavascriptErrorScreen'

interface Props {
  children: ReactNode
  /** A change (e.g. the path) clears a shown error, so navigating away recovers. */
  resetKey?: string
}

interface State {
  error: Error | null
  resetKey?: string
}

/** Catches render crashes of its children and shows 'There has been a Javascript error.' */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey }
    return null
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <JavascriptErrorScreen error={this.state.error} />
    return this.props.children
  }
}

// A viewer's message in the viewer's place: its 'Could not load …' text for data it cannot
// read (spec 3 §8), or 'no data'. The boundary for viewers that throw is viewers/viewerBoundary.
import { Callout } from '@blueprintjs/core'

export function ViewerMessage({ message, intent = 'none' }: { readonly message: string; readonly intent?: 'none' | 'danger' }) {
  return (
    <Callout intent={intent} compact className="tessera-viewer-message">
      {message}
    </Callout>
  )
}

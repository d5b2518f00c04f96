// The structure viewer as features use it: three.js loads with the first viewer drawn
// (never in a first paint); malformed data or a failing renderer shows 'Could not load
// structure.' in place of the view. The prompt before a large structure (spec 3 §4, §5)
// needs no three.js: it shows at once while the view's chunk loads behind it, and the view
// draws once its chunk is there instead of suspending (runtime/useLoaded.ts).
import { Button, Callout, Spinner } from '@blueprintjs/core'
import { useState } from 'react'
import { lazyRenderer, useLoaded } from '../../runtime'
import { ViewerBoundary } from '../viewerBoundary'
import { ACCEPT_PROMPT, atomLimitPrompt, STRUCTURE_ERROR, STRUCTURE_LOADING } from './messages'
import { DEFAULT_ATOM_LIMIT } from './scene/limits'
import type { StructureViewerProps } from './types'
import './structure.css'

const structureView = lazyRenderer<StructureViewerProps>(() => import('./StructureView'))

const DEFAULT_HEIGHT = 400

/** Atoms in the structure; malformed data counts none here and fails in the view. */
const atomCount = (props: StructureViewerProps): number => (Array.isArray(props.structure?.labels) ? props.structure.labels.length : 0)

export function StructureViewer(props: StructureViewerProps) {
  const n = atomCount(props)
  const limit = props.atomLimit ?? DEFAULT_ATOM_LIMIT
  const [accepted, setAccepted] = useState(n <= limit)
  // A new structure asks again if it is large.
  const [asked, setAsked] = useState(props.structure)
  if (asked !== props.structure) {
    setAsked(props.structure)
    setAccepted(n <= limit)
  }
  const loaded = useLoaded([structureView])
  if (!accepted) {
    return (
      <Callout intent="primary" className="tessera-structure-prompt" style={{ minHeight: props.height ?? DEFAULT_HEIGHT }}>
        <p>{atomLimitPrompt(limit, n)}</p>
        <Button intent="primary" text={ACCEPT_PROMPT} onClick={() => setAccepted(true)} />
      </Callout>
    )
  }
  if (!loaded) return <Spinner size={32} aria-label={STRUCTURE_LOADING} />
  return (
    <ViewerBoundary message={STRUCTURE_ERROR} loadingLabel={STRUCTURE_LOADING} resetKey={props.structure}>
      <structureView.Component {...props} />
    </ViewerBoundary>
  )
}

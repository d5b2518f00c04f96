// The structure viewer as features use it: three.js loads with the first viewer drawn
// (never in a first paint); malformed data or a failing renderer shows 'Could not load
// structure.' in place of the view.
import { lazy } from 'react'
import { ViewerBoundary } from '../viewerBoundary'
import { STRUCTURE_ERROR, STRUCTURE_LOADING } from './messages'
import type { StructureViewerProps } from './types'

const StructureView = lazy(() => import('./StructureView'))

export function StructureViewer(props: StructureViewerProps) {
  return (
    <ViewerBoundary message={STRUCTURE_ERROR} loadingLabel={STRUCTURE_LOADING} resetKey={props.structure}>
      <StructureView {...props} />
    </ViewerBoundary>
  )
}

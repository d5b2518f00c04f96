// The Brillouin zone as features use it: three.js loads with the first zone drawn; a
// cell it cannot build a zone from shows 'Could not load Brillouin zone.'.
import { lazy } from 'react'
import { ViewerBoundary } from '../viewerBoundary'
import { BZ_ERROR, BZ_LOADING } from './messages'
import type { BrillouinZoneViewerProps } from './types'
import './brillouinZone.css'

const BrillouinZoneView = lazy(() => import('./BrillouinZoneView'))

export function BrillouinZoneViewer(props: BrillouinZoneViewerProps) {
  return (
    <ViewerBoundary message={BZ_ERROR} loadingLabel={BZ_LOADING} resetKey={props.reciprocalCell}>
      <BrillouinZoneView {...props} />
    </ViewerBoundary>
  )
}

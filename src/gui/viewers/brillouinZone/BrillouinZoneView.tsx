// The Brillouin zone (a chunk of its own with three.js): the first zone of the
// reciprocal lattice, the k-path of the band structure with its labels, turned with the
// mouse like the structure viewer.
import { Button, Callout } from '@blueprintjs/core'
import { RefreshIcon } from '@blueprintjs/icons'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSceneRenderer } from '../three'
import { BZ_WEBGL_MISSING, RESET_VIEW } from './messages'
import { kPath, toPerAngstrom } from './pathData'
import { zoneObjects } from './sceneObjects'
import type { BrillouinZoneViewerProps } from './types'
import { brillouinZone } from './zone'

export default function BrillouinZoneView({ reciprocalCell, segments, height = 300, label = 'Brillouin zone' }: BrillouinZoneViewerProps) {
  const reciprocal = useMemo(() => toPerAngstrom(reciprocalCell), [reciprocalCell])
  // Throws for a flat cell: the boundary shows 'Could not load Brillouin zone.'
  const zone = useMemo(() => brillouinZone(reciprocal), [reciprocal])
  const path = useMemo(() => kPath(segments, reciprocal), [segments, reciprocal])
  const radius = useMemo(() => Math.max(...zone.vertices.map((v) => Math.hypot(...v))), [zone])
  const hostRef = useRef<HTMLDivElement>(null)
  const { rendererRef, webglMissing } = useSceneRenderer(hostRef)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const renderer = rendererRef.current
    if (!renderer) return
    renderer.setObjects(zoneObjects(zone, path, radius * 0.2))
    renderer.resetView({ center: [0, 0, 0], radius: radius * 1.15, basis: reciprocal })
    setReady(true)
  }, [rendererRef, zone, path, radius, reciprocal])

  if (webglMissing) return <Callout intent="warning" role="alert">{BZ_WEBGL_MISSING}</Callout>
  return (
    <div className="tessera-brillouin" role="figure" aria-label={label} aria-busy={!ready}>
      <div className="tessera-brillouin-canvas" ref={hostRef} style={{ height }} />
      <div className="tessera-brillouin-toolbar">
        <Button variant="minimal" size="small" icon={<RefreshIcon />} aria-label={RESET_VIEW} title={RESET_VIEW} onClick={() => rendererRef.current?.resetView()} />
      </div>
    </div>
  )
}

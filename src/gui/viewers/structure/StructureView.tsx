// The structure viewer (spec 3 §2.10, §9), a chunk of its own with three.js: the 3D view
// with the species legend, the WebGL-missing message, fullscreen with a close button, and
// the toolbar (the prompt before large structures is the wrapper's, StructureViewer.tsx). The scene is rebuilt when the structure or an option
// changes; the camera is fitted again only for a new structure (or Reset view).
import { Button, Callout } from '@blueprintjs/core'
import { CrossIcon } from '@blueprintjs/icons'
import { useEffect, useMemo, useRef, useState } from 'react'
import { applyWrapMode, type WrapMode } from '../../../core/structures'
import * as text from './messages'
import { buildStructureObjects } from './scene/buildScene'
import { checkStructure } from './scene/checkStructure'
import { BOND_ATOM_LIMIT, BOND_RADIUS, HIGH_QUALITY_ATOM_LIMIT, sceneData, SOFTWARE_HIGH_QUALITY_LIMIT } from './scene/sceneData'
import { SpeciesLegend } from './SpeciesLegend'
import { useSceneRenderer } from '../three'
import { StructureToolbar, type ToolbarState } from './StructureToolbar'
import type { StructureViewerProps } from './types'
import './structure.css'

const DEFAULT_HEIGHT = 400

export default function StructureView({
  structure, label = 'Structure', highlight, downloadUrl, onViewInArchive, height = DEFAULT_HEIGHT,
}: StructureViewerProps) {
  checkStructure(structure)
  const n = structure.labels.length
  const hasCell = Boolean(structure.lattice)
  const [options, setOptions] = useState<ToolbarState>({ showBonds: n <= BOND_ATOM_LIMIT, showCell: true, wrapMode: hasCell ? 'wrap' : 'original' })
  const [fullscreen, setFullscreen] = useState(false)
  const [ready, setReady] = useState(false)
  const hostRef = useRef<HTMLDivElement>(null)
  // The renderer lives while the view is shown.
  const { rendererRef, webglMissing } = useSceneRenderer(hostRef, undefined, () => setReady(false))

  const wrapMode: WrapMode = hasCell ? options.wrapMode : 'original'
  const positioned = useMemo(() => applyWrapMode(structure, wrapMode), [structure, wrapMode])
  const highlighted = useMemo(() => (highlight ? new Set(highlight) : undefined), [highlight])
  const data = useMemo(
    () => sceneData(positioned, { bonds: options.showBonds, cell: options.showCell && hasCell, ...(highlighted && { highlight: highlighted }) }),
    [positioned, options.showBonds, options.showCell, hasCell, highlighted],
  )

  useEffect(() => {
    const renderer = rendererRef.current
    if (!renderer) return
    renderer.setObjects(buildStructureObjects(data, n <= (renderer.software ? SOFTWARE_HIGH_QUALITY_LIMIT : HIGH_QUALITY_ATOM_LIMIT) ? 'high' : 'low', BOND_RADIUS))
    setReady(true)
  }, [data, n])

  // The camera is fitted for a new structure (or cell shown), not for an option toggled.
  const frameKey = `${structure.labels.length}:${wrapMode}:${options.showCell}`
  useEffect(() => {
    rendererRef.current?.resetView({ center: data.center, radius: data.radius, ...(structure.lattice && { basis: structure.lattice }) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [structure, frameKey])

  useEffect(() => {
    if (!fullscreen) return
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false)
    window.addEventListener('keydown', close)
    return () => window.removeEventListener('keydown', close)
  }, [fullscreen])

  if (webglMissing) {
    return <Callout intent="warning" role="alert">{text.WEBGL_MISSING}</Callout>
  }
  return (
    <div
      className={`tessera-structure${fullscreen ? ' tessera-structure-fullscreen' : ''}`}
      role="figure"
      aria-label={label}
      aria-busy={!ready}
      data-atoms={n}
    >
      {fullscreen && (
        <div className="tessera-structure-fullscreen-header">
          <h3>{label}</h3>
          <Button variant="minimal" icon={<CrossIcon />} aria-label={text.CLOSE_FULLSCREEN} onClick={() => setFullscreen(false)} />
        </div>
      )}
      <div className="tessera-structure-canvas" ref={hostRef} style={fullscreen ? undefined : { height }}>
        <SpeciesLegend species={data.species} />
      </div>
      <StructureToolbar
        {...options}
        wrapMode={wrapMode}
        fullscreen={fullscreen}
        bondsDisabled={n > BOND_ATOM_LIMIT}
        cellDisabled={!hasCell}
        onChange={(change) => setOptions((current) => ({ ...current, ...change }))}
        onReset={() => rendererRef.current?.resetView()}
        onFullscreen={() => setFullscreen((value) => !value)}
        {...(downloadUrl && { downloadUrl })}
        {...(onViewInArchive && { onViewInArchive })}
      />
    </div>
  )
}

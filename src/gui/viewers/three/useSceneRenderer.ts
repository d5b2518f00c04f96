// The renderer's life in a React view, shared by the 3D viewers: made on the host element
// while the view is active, kept at the host's size, freed when the view goes. Declared
// before the view's own effects, so those find the renderer in `rendererRef`.
import { useEffect, useRef, useState, type RefObject } from 'react'
import { SceneRenderer, WebGLUnavailable } from './sceneRenderer'

export interface SceneRendererState {
  readonly rendererRef: RefObject<SceneRenderer | undefined>
  /** The browser has no WebGL: the view shows its message instead. */
  readonly webglMissing: boolean
}

export function useSceneRenderer(hostRef: RefObject<HTMLDivElement | null>, active = true, onDispose?: () => void): SceneRendererState {
  const rendererRef = useRef<SceneRenderer | undefined>(undefined)
  const [webglMissing, setWebglMissing] = useState(false)
  const disposed = useRef(onDispose)
  disposed.current = onDispose

  useEffect(() => {
    const host = hostRef.current
    if (!active || !host) return
    let renderer: SceneRenderer
    try {
      renderer = new SceneRenderer(host)
    } catch (error) {
      if (error instanceof WebGLUnavailable) {
        setWebglMissing(true)
        return
      }
      throw error
    }
    rendererRef.current = renderer
    const observer = new ResizeObserver(([entry]) => renderer.setSize(entry.contentRect.width, entry.contentRect.height))
    observer.observe(host)
    renderer.setSize(host.clientWidth, host.clientHeight)
    return () => {
      observer.disconnect()
      renderer.dispose()
      rendererRef.current = undefined
      disposed.current?.()
    }
  }, [hostRef, active])

  return { rendererRef, webglMissing }
}

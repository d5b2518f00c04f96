// The width an SVG plot has to fill: its frame's, followed as the page resizes.
import { useLayoutEffect, useState, type RefObject } from 'react'

export function useWidth(frame: RefObject<HTMLElement | null>, fallback = 600): number {
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = frame.current
    if (!element) return
    const measure = () => setWidth(element.clientWidth || fallback)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [frame, fallback])
  return width
}

// The width a plot has on the page: its container's, followed as the page resizes, and
// never below the spec's minimum (spec 3 §9: 500 px; narrower cards scroll).
import { useEffect, useState, type RefObject } from 'react'
import { MIN_PLOT_WIDTH } from './lineSpec'

export function useWidth(ref: RefObject<HTMLElement | null>, minimum = MIN_PLOT_WIDTH): number {
  const [width, setWidth] = useState(minimum)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setWidth(Math.max(minimum, Math.floor(element.clientWidth)))
    measure()
    // jsdom has no ResizeObserver: the plot keeps its first width there.
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, minimum])
  return width
}

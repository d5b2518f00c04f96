// The one module that imports vega (through react-vega): loaded lazily, when a plot is
// first shown (ARCHITECTURE.md: heavy parts are never in the first paint). SVG renderer,
// so the charts work in jsdom tests and screenshots alike.
import { useEffect, useMemo, useRef } from 'react'
import { useVegaEmbed } from 'react-vega'
import type { EmbedOptions } from 'vega-embed'
import { extentOf } from './extent'
import type { ChartSpec, Datum, VegaChartProps } from './types'

const OPTIONS: EmbedOptions = { renderer: 'svg', actions: false, mode: 'vega-lite' }

// vega tags the rows it ingests; copies keep the caller's (possibly frozen) objects intact.
const copies = (datasets: VegaChartProps['datasets']): { [name: string]: object[] } =>
  Object.fromEntries(Object.entries(datasets).map(([name, rows]) => [name, rows.map((row) => ({ ...row }))]))

export default function VegaChart({ spec, datasets, label, onItemClick, selection, onSelection, onError }: VegaChartProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Listeners live as long as the embedded view; they call the latest callbacks.
  const callbacks = useRef({ onItemClick, onSelection, onError })
  useEffect(() => {
    callbacks.current = { onItemClick, onSelection, onError }
  })
  const options = useMemo(() => OPTIONS, [])
  // The rows at hand go in with the spec, so that a new chart is never drawn empty
  // first; later rows replace them in place (a new spec alone re-embeds the chart).
  const embedded = useMemo(() => ({ ...spec, datasets: copies(datasets) }) as ChartSpec, [spec])
  const embed = useVegaEmbed({ ref, spec: embedded, options, onError: (error) => callbacks.current.onError?.(error) })

  useEffect(() => {
    if (!embed) return
    for (const [name, rows] of Object.entries(copies(datasets))) embed.view.data(name, rows)
    embed.view.runAsync().catch((error: unknown) => callbacks.current.onError?.(error))
  }, [embed, datasets])

  useEffect(() => {
    if (!embed) return
    const view = embed.view
    const click = (_event: unknown, item: unknown) => {
      const datum = (item as { datum?: unknown } | null | undefined)?.datum
      if (typeof datum === 'object' && datum !== null) callbacks.current.onItemClick?.(datum as Datum)
    }
    view.addEventListener('click', click)
    // The selection changes on every mouse move; it is reported once, when the user lets go.
    let pending: unknown
    const changed = (_name: string, value: unknown) => {
      pending = value
    }
    const release = () => {
      if (pending === undefined) return
      const extent = extentOf(pending)
      pending = undefined
      callbacks.current.onSelection?.(extent)
    }
    // The tuple signal, not the param's own: vega-lite resolves that one from a data store
    // the tuple is written to, which vega only reads at its next run, the next mouse event
    // after the release, so a selection would apply only at the next click elsewhere.
    const tuple = selection && `${selection}_tuple`
    if (tuple) {
      view.addSignalListener(tuple, changed)
      // Pointer events, not mouse events: vega cancels the brush's pointerdown, and the
      // browser then sends no mouseup for it (the next click anywhere would deliver it).
      window.addEventListener('pointerup', release)
    }
    return () => {
      view.removeEventListener('click', click)
      if (tuple) {
        view.removeSignalListener(tuple, changed)
        window.removeEventListener('pointerup', release)
      }
    }
  }, [embed, selection])

  // Busy until the view is embedded and listening. vega-embed takes the element it draws
  // into as its own (its role, its label), so the chart's name sits on a frame around it.
  return (
    <div className="tessera-chart" role="figure" aria-label={label} aria-busy={!embed}>
      <div ref={ref} />
    </div>
  )
}

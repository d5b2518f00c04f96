// Container: the first hits of the search (the dashboard's fetchHits, again whenever the
// query changes), their patterns from one archive query, drawn overlaid; a click on a
// pattern opens its entry.
import { Callout, Spinner } from '@blueprintjs/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Chart, useArchivesQuery, type Datum, type JsonObject, type WidgetComponentProps } from 'tessera/gui'
import { patternRows, patternSpec, PATTERN_DATA } from '../patternSpec'
import { PATTERNS_REQUIRED, readPatterns, type PatternSeries } from '../patterns'
import { useXAxis } from '../xAxis'
import { DEFAULT_SIZE, type XrdPatternsConfig } from '.'
import '../xrd.css'

export const NO_PATTERNS_TEXT = 'No entry of the search has a diffraction pattern.'
export const HITS_FAILED_TEXT = 'The hits could not be loaded.'
export const overlayLabel = (entries: number) => `Diffraction patterns of ${entries} ${entries === 1 ? 'entry' : 'entries'}`
export const withoutWavelengthText = (count: number) => `${count} pattern(s) without a wavelength are not drawn against Q.`

type Hits = { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly hits: readonly JsonObject[] }

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

export default function XrdPatternsWidget({ widget, data }: WidgetComponentProps<XrdPatternsConfig>) {
  const size = widget.size ?? DEFAULT_SIZE
  const axis = useXAxis()
  const [hits, setHits] = useState<Hits>({ status: 'loading' })
  const dataRef = useRef(data)
  useEffect(() => {
    dataRef.current = data
  })
  useEffect(() => {
    let current = true
    setHits({ status: 'loading' })
    dataRef.current.fetchHits(['entry_id', 'entry_name', 'mainfile'], size).then(
      (result) => current && setHits({ status: 'ready', hits: result }),
      (error: unknown) => {
        console.error(HITS_FAILED_TEXT, error)
        if (current) setHits({ status: 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [data.queryKey, size])

  const ids = hits.status === 'ready' ? hits.hits.flatMap((hit) => text(hit.entry_id) ?? []) : []
  const archives = useArchivesQuery(
    { query: { 'entry_id:any': ids }, pagination: { page_size: ids.length }, required: PATTERNS_REQUIRED },
    { skip: ids.length === 0 },
  )
  const series = useMemo((): PatternSeries[] => {
    if (hits.status !== 'ready' || !archives.data) return []
    const byId = new Map(archives.data.data.map((entry) => [entry.entry_id, entry.archive]))
    // In the order of the hits, named as the results name them.
    return hits.hits.flatMap((hit) => {
      const entryId = text(hit.entry_id)
      if (!entryId) return []
      return readPatterns(byId.get(entryId), entryId, text(hit.entry_name) ?? text(hit.mainfile) ?? entryId)
    })
  }, [hits, archives.data])

  if (hits.status === 'error' || archives.error) return <Callout intent="danger" compact>{HITS_FAILED_TEXT}</Callout>
  if (hits.status === 'loading' || (ids.length > 0 && archives.isFetching && !archives.data)) return <Spinner size={20} aria-label="Loading patterns" />
  if (series.length === 0) return <Callout compact>{NO_PATTERNS_TEXT}</Callout>
  const hidden = axis === 'q' ? series.filter((one) => !one.q).length : 0
  const entries = new Set(series.map((one) => one.entryId)).size
  // The figure's name is ours: vega-embed gives its own element a generic one.
  return (
    <div className="xrd-widget" role="figure" aria-label={overlayLabel(entries)}>
      {hidden > 0 && <p className="xrd-widget-note">{withoutWavelengthText(hidden)}</p>}
      <Chart
        spec={patternSpec({ axis, overlay: true })}
        datasets={{ [PATTERN_DATA]: patternRows(series, axis, true) }}
        label={overlayLabel(entries)}
        onItemClick={(datum: Datum) => {
          if (typeof datum.entry_id === 'string') data.openEntry(datum.entry_id)
        }}
      />
    </div>
  )
}

// The scatter plot widget (spec 2 §2.4, §4.4): `size` hits of the query plotted by two
// quantities, coloured by a third. Drag modes zoom, pan and select (selecting sets range
// filters on both axes); a click on a point opens its entry; fullscreen floats the plot.
// Axes and colour are in the display unit (an axis' own `unit` when it fits, else the
// unit system's); the ranges a selection sets are in the quantities' (SI) units.
import { Button, ButtonGroup, Callout, Classes, Dialog, DialogBody, Spinner } from '@blueprintjs/core'
import { MaximizeIcon, MinimizeIcon, MoveIcon, SelectIcon, ZoomInIcon, ZoomToFitIcon } from '@blueprintjs/icons'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { SearchFilters } from '../../../../core/search'
import { useQuantityUnit } from '../../../units'
import type { JsonObject } from '../../context'
import { Chart } from '../../../components/chart'
import type { WidgetComponentProps } from '../widgetDef'
import type { WidgetScatterPlot } from '../types'
import { scatterPlotErrors } from '../validation'
import { includeOf, scatterPoints } from './points'
import { selectedRange } from './selectedRange'
import { scatterTitle } from './axes'
import { BRUSH_SELECTION, POINTS_DATA, scatterSpec, type Domain, type DragMode } from './scatterSpec'

export const PLOT_ERROR = 'Could not load plot due to an unexpected error.'
export const NO_POINTS_TEXT = 'No entries of the query have values for both axes.'
export const HITS_LOADING_LABEL = 'Loading entries'
export const DRAG_MODE_LABELS: { readonly [mode in DragMode]: string } = { zoom: 'Zoom', pan: 'Pan', select: 'Select' }
export const RESET_ZOOM_LABEL = 'Reset zoom'
export const FULLSCREEN_LABEL = 'Fullscreen'
export const EXIT_FULLSCREEN_LABEL = 'Exit fullscreen'
export const scatterChartLabel = (title: string) => `${title} scatter plot`
/** Spec 2 §9: 1000 hits unless the widget says otherwise. */
export const DEFAULT_SCATTER_SIZE = 1000

// Icon components, not names: a name makes Blueprint load every icon's paths.
const DRAG_MODE_ICONS = { zoom: <ZoomInIcon />, pan: <MoveIcon />, select: <SelectIcon /> } as const

type Hits = { status: 'loading' } | { status: 'error' } | { status: 'ready'; hits: JsonObject[] }

/** An axis' title with the label of the unit it is shown in. */
function axisTitle(filters: SearchFilters, axis: { search_quantity: string; title?: string }, unitLabel: string): string {
  const title = axis.title ?? filters.byName.get(includeOf(axis.search_quantity))?.label ?? axis.search_quantity
  return unitLabel ? `${title} (${unitLabel})` : title
}

export function ScatterPlotWidget({ widget, filters, data }: WidgetComponentProps<WidgetScatterPlot>) {
  const problems = scatterPlotErrors(widget, filters)
  const x = widget.x?.search_quantity ?? ''
  const y = widget.y?.search_quantity ?? ''
  const color = widget.markers?.color?.search_quantity
  const size = widget.size ?? DEFAULT_SCATTER_SIZE
  const include = useMemo(() => [...new Set([x, y, ...(color ? [color] : [])].map(includeOf))], [x, y, color])
  const includeKey = include.join(',')
  const valid = !problems['x.search_quantity'] && !problems['y.search_quantity']

  const [hits, setHits] = useState<Hits>({ status: 'loading' })
  const [mode, setMode] = useState<DragMode>(widget.drag_mode ?? 'zoom')
  const [zoom, setZoom] = useState<{ x: Domain; y: Domain }>()
  const [fullscreen, setFullscreen] = useState(false)
  // A new chart after a selection is applied, so that the brushed rectangle goes away.
  const [chartKey, setChartKey] = useState(0)
  // The page may hand a new data object on every render; only a new query refetches.
  const dataRef = useRef(data)
  useEffect(() => {
    dataRef.current = data
  })

  useEffect(() => {
    if (!valid) return
    let current = true
    setHits({ status: 'loading' })
    dataRef.current.fetchHits(include, size).then(
      (result) => current && setHits({ status: 'ready', hits: result }),
      () => current && setHits({ status: 'error' }),
    )
    return () => {
      current = false
    }
    // `include` is keyed by its text; the query by data.queryKey.
  }, [data.queryKey, includeKey, size, valid])

  // Autorange: a new query shows all of its points again.
  useEffect(() => {
    if (widget.autorange !== false) setZoom(undefined)
  }, [data.queryKey, widget.autorange])

  const xFilter = filters.byName.get(includeOf(x))
  const yFilter = filters.byName.get(includeOf(y))
  const colorFilter = color ? filters.byName.get(includeOf(color)) : undefined
  const xTemporal = xFilter?.dtype === 'timestamp'
  const yTemporal = yFilter?.dtype === 'timestamp'
  const numericColor = colorFilter?.dtype === 'int' || colorFilter?.dtype === 'float'
  const xUnit = useQuantityUnit(xTemporal ? undefined : xFilter?.unit, widget.x?.unit)
  const yUnit = useQuantityUnit(yTemporal ? undefined : yFilter?.unit, widget.y?.unit)
  const colorUnit = useQuantityUnit(numericColor ? colorFilter?.unit : undefined, widget.markers?.color?.unit)
  // A zoom is drawn in the units it was made in.
  useEffect(() => setZoom(undefined), [xUnit, yUnit])
  const xLog = !xTemporal && widget.x?.scale === 'log'
  const yLog = !yTemporal && widget.y?.scale === 'log'
  const xTitle = widget.x ? axisTitle(filters, widget.x, xUnit.label) : x
  const yTitle = widget.y ? axisTitle(filters, widget.y, yUnit.label) : y
  const colorTitle = widget.markers?.color ? axisTitle(filters, widget.markers.color, colorUnit.label) : undefined

  const points = useMemo(
    () =>
      hits.status === 'ready'
        ? scatterPoints(
            hits.hits,
            { path: x, temporal: xTemporal, log: xLog, toDisplay: xUnit.toDisplay },
            { path: y, temporal: yTemporal, log: yLog, toDisplay: yUnit.toDisplay },
            color ? { path: color, toDisplay: colorUnit.toDisplay } : undefined,
          )
        : [],
    [hits, x, y, color, xTemporal, yTemporal, xLog, yLog, xUnit, yUnit, colorUnit],
  )
  const datasets = useMemo(() => ({ [POINTS_DATA]: points }), [points])
  const spec = useMemo(
    () =>
      scatterSpec({
        x: { title: xTitle, temporal: xTemporal, log: xLog, domain: zoom?.x },
        y: { title: yTitle, temporal: yTemporal, log: yLog, domain: zoom?.y },
        color: colorTitle ? { title: colorTitle, numeric: numericColor } : undefined,
        dragMode: mode,
      }),
    [xTitle, yTitle, colorTitle, xTemporal, yTemporal, xLog, yLog, zoom, mode, numericColor],
  )

  if (!valid) {
    return (
      <Callout intent="warning" compact>
        {problems['x.search_quantity'] ?? problems['y.search_quantity']}
      </Callout>
    )
  }

  const title = widget.title || scatterTitle(widget, filters)
  const onSelection = (extent: { readonly [field: string]: readonly [number, number] }) => {
    if (!extent.x || !extent.y) return
    if (mode === 'zoom') setZoom({ x: extent.x, y: extent.y })
    if (mode === 'select') {
      const xAxis = { log: xLog, integer: xFilter?.dtype === 'int' }
      const yAxis = { log: yLog, integer: yFilter?.dtype === 'int' }
      // Rounded in the units the user sees, then converted.
      const xRange = selectedRange(extent.x[0], extent.x[1], xAxis)
      const yRange = selectedRange(extent.y[0], extent.y[1], yAxis)
      data.setValue(includeOf(x), { gte: xUnit.toSI(xRange.gte), lte: xUnit.toSI(xRange.lte) })
      data.setValue(includeOf(y), { gte: yUnit.toSI(yRange.gte), lte: yUnit.toSI(yRange.lte) })
      setChartKey((key) => key + 1)
    }
  }
  const chart = (
    <Chart
      key={chartKey}
      spec={spec}
      datasets={datasets}
      label={scatterChartLabel(title)}
      onItemClick={(datum) => {
        if (typeof datum.entry_id === 'string') data.openEntry(datum.entry_id)
      }}
      selection={mode === 'pan' ? undefined : BRUSH_SELECTION}
      onSelection={onSelection}
      onError={() => setHits({ status: 'error' })}
    />
  )
  const toolbar = (
    <div className="tessera-scatter-toolbar">
      <ButtonGroup variant="minimal" size="small">
        {(['zoom', 'pan', 'select'] as const).map((each) => (
          <Button
            key={each}
            icon={DRAG_MODE_ICONS[each]}
            aria-label={DRAG_MODE_LABELS[each]}
            title={DRAG_MODE_LABELS[each]}
            aria-pressed={mode === each}
            active={mode === each}
            onClick={() => setMode(each)}
          />
        ))}
        <Button icon={<ZoomToFitIcon />} aria-label={RESET_ZOOM_LABEL} title={RESET_ZOOM_LABEL} disabled={!zoom} onClick={() => setZoom(undefined)} />
        <Button
          icon={fullscreen ? <MinimizeIcon /> : <MaximizeIcon />}
          aria-label={fullscreen ? EXIT_FULLSCREEN_LABEL : FULLSCREEN_LABEL}
          title={fullscreen ? EXIT_FULLSCREEN_LABEL : FULLSCREEN_LABEL}
          onClick={() => setFullscreen(!fullscreen)}
        />
      </ButtonGroup>
    </div>
  )
  const body =
    hits.status === 'loading' ? (
      <Spinner size={20} aria-label={HITS_LOADING_LABEL} />
    ) : hits.status === 'error' ? (
      <Callout intent="danger" compact>
        {PLOT_ERROR}
      </Callout>
    ) : points.length === 0 ? (
      <div className={Classes.TEXT_MUTED}>{NO_POINTS_TEXT}</div>
    ) : (
      chart
    )

  return (
    <div className="tessera-scatter-widget">
      {toolbar}
      {fullscreen ? (
        <Dialog isOpen title={title} onClose={() => setFullscreen(false)} className="tessera-scatter-fullscreen">
          <DialogBody className="tessera-scatter-fullscreen-body">
            {toolbar}
            {body}
          </DialogBody>
        </Dialog>
      ) : (
        body
      )}
    </div>
  )
}

export default ScatterPlotWidget

// A generic line plot on the lazy chart: series against one x axis, with one or two y
// axes, or as panels stacked on a shared x axis. It measures its width, checks its data
// (the XY plot's messages), says when the chart fails ('Could not load plot due to an
// unexpected error.') and saves itself as 'plot.png' (1280 px on its long side).
import { Button } from '@blueprintjs/core'
import { MediaIcon } from '@blueprintjs/icons'
import { useMemo, useRef, useState } from 'react'
import { Chart } from '../../components/chart'
import { capturePlot } from './capture'
import { DEFAULT_PLOT_HEIGHT, lineSpec, PLOT_DATA, stackedSpec } from './lineSpec'
import { PLOT_ERROR_MESSAGE, SAVE_PNG_TEXT } from './messages'
import { PlotDataError, plotRows, type PlotAxis, type PlotRow, type Series } from './series'
import { useWidth } from './useWidth'
import { ViewerMessage } from './ViewerMessage'
import './plots.css'

export interface LinePlotProps {
  /** The plot's accessible name. */
  readonly label: string
  readonly series: readonly Series[]
  readonly x: PlotAxis
  /** The (left) y axis; the panels' axes in a stacked plot. */
  readonly y: PlotAxis
  /** The right y axis, for series with `axis: 'right'`. */
  readonly y2?: PlotAxis
  /** Panels stacked top to bottom on the shared x axis; series name theirs with `panel`. */
  readonly panels?: readonly { readonly id: string; readonly y: PlotAxis }[]
  /** Default 500 px (spec 3 §9). */
  readonly height?: number
  /** Default: a legend when there is more than one series. */
  readonly legend?: boolean
  /** A click on a point that stands for an entry (a series' `entryIds`). */
  readonly onEntryClick?: (entryId: string) => void
}

type Prepared = { readonly rows: PlotRow[] } | { readonly problem: string }

function prepare(series: readonly Series[], x: PlotAxis, y: PlotAxis, y2: PlotAxis | undefined, panels: LinePlotProps['panels']): Prepared {
  const logPanels = new Set((panels ?? []).filter((panel) => panel.y.scale === 'log').map((panel) => panel.id))
  const yLog = (one: Series) =>
    panels ? logPanels.has(one.panel ?? '') : (one.axis === 'right' ? y2?.scale : y.scale) === 'log'
  try {
    return { rows: plotRows(series, { xLog: x.scale === 'log', yLog }) }
  } catch (error) {
    if (error instanceof PlotDataError) return { problem: error.message }
    throw error
  }
}

export function LinePlot(props: LinePlotProps) {
  const { label, x, y, y2, panels, height = DEFAULT_PLOT_HEIGHT, onEntryClick } = props
  // Points that open their entry are drawn, whatever the line's mode: they are what is clicked.
  const clickable = onEntryClick !== undefined && props.series.some((one) => one.entryIds?.some((id) => typeof id === 'string'))
  const series = useMemo(
    () => (clickable ? props.series.map((one) => (one.entryIds && (one.mark ?? 'line') === 'line' ? { ...one, mark: 'linepoints' as const } : one)) : props.series),
    [clickable, props.series],
  )
  const frame = useRef<HTMLDivElement>(null)
  const width = useWidth(frame)
  const [failed, setFailed] = useState(false)
  const legend = props.legend ?? series.length > 1
  const prepared = useMemo(() => prepare(series, x, y, y2, panels), [series, x, y, y2, panels])
  const names = useMemo(() => [...new Set(series.map((one) => one.name))], [series])
  const marks = useMemo(() => new Set(series.map((one) => one.mark ?? 'line')), [series])
  const spec = useMemo(
    () =>
      panels
        ? stackedSpec({ x, panels, names, marks, legend, width, height })
        : lineSpec({ x, y, ...(y2 && { y2 }), names, marks, legend, width, height, clickable }),
    [x, y, y2, panels, names, marks, legend, width, height, clickable],
  )
  const datasets = useMemo(() => ({ [PLOT_DATA]: 'rows' in prepared ? prepared.rows : [] }), [prepared])

  return (
    <div className="tessera-plot" ref={frame}>
      {'problem' in prepared ? (
        <ViewerMessage message={prepared.problem} intent="danger" />
      ) : failed ? (
        <ViewerMessage message={PLOT_ERROR_MESSAGE} intent="danger" />
      ) : (
        <>
          <div className="tessera-plot-toolbar">
            <Button
              size="small"
              variant="minimal"
              icon={<MediaIcon />}
              text={SAVE_PNG_TEXT}
              title="Save the plot as a PNG image (1280 px)"
              onClick={() => {
                if (frame.current) capturePlot(frame.current).catch((error: unknown) => console.error(error))
              }}
            />
          </div>
          {/* A stack sizes itself (vega lays out concatenated views); a single view fits the box. */}
          <div className="tessera-plot-chart" style={panels ? { minHeight: height } : { height }}>
            <Chart
              spec={spec}
              datasets={datasets}
              label={label}
              onError={() => setFailed(true)}
              {...(clickable && {
                onItemClick: (datum) => {
                  if (typeof datum.entryId === 'string') onEntryClick?.(datum.entryId)
                },
              })}
            />
          </div>
        </>
      )}
    </div>
  )
}

// Pure view: bands as SVG paths over the k-path, the high-symmetry points as ticks with
// vertical lines, the energy axis (shared with a DOS drawn beside it: same height and
// vertical margins), a dashed line at the energy reference, one colour per spin channel,
// and the warning icon when the highest occupied energy is missing (spec 3 §8).
import { Tooltip } from '@blueprintjs/core'
import { WarningSignIcon } from '@blueprintjs/icons'
import { useId, useMemo, useRef } from 'react'
import { Axis, linearScale, niceTicks, polylinePath, SPIN_COLORS, SPIN_LABELS, useWidth } from '../svgPlot'
import type { BandPlotData } from './bandData'
import { MISSING_REFERENCE } from './messages'

export const PLOT_MARGIN = { top: 10, right: 10, bottom: 40, left: 60 } as const

export interface BandStructurePlotProps {
  readonly data: BandPlotData
  /** The energies shown (display unit); a DOS beside it uses the same. */
  readonly energyRange: readonly [number, number]
  readonly height: number
  readonly axisTitle: string
  /** The accessible name. */
  readonly label: string
  /** No energy reference: the warning icon, and no reference line. */
  readonly missingReference?: boolean
}

export function BandStructurePlot({ data, energyRange, height, axisTitle, label, missingReference = false }: BandStructurePlotProps) {
  const frame = useRef<HTMLDivElement>(null)
  const width = useWidth(frame, 400)
  const innerWidth = Math.max(50, width - PLOT_MARGIN.left - PLOT_MARGIN.right)
  const innerHeight = Math.max(50, height - PLOT_MARGIN.top - PLOT_MARGIN.bottom)
  const x = linearScale([0, data.length || 1], [PLOT_MARGIN.left, PLOT_MARGIN.left + innerWidth])
  const y = linearScale(energyRange, [PLOT_MARGIN.top + innerHeight, PLOT_MARGIN.top])
  const paths = useMemo(
    () => data.channels.map((bands) => bands.map((band) => polylinePath(band.xs.map(x), band.ys.map(y))).join('')),
    // The scales follow width and range; recomputing the strings is what a resize costs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, width, height, energyRange[0], energyRange[1]],
  )
  const clipId = `tessera-bands-clip-${useId().replace(/[^\w-]/g, '')}`
  const bottom = PLOT_MARGIN.top + innerHeight
  return (
    <div className="tessera-bandstructure" ref={frame}>
      {missingReference && (
        <Tooltip content={MISSING_REFERENCE} placement="top">
          <WarningSignIcon className="tessera-bandstructure-warning" color="#c87619" title={MISSING_REFERENCE} />
        </Tooltip>
      )}
      <svg className="tessera-svgplot" width={width} height={height} role="img" aria-label={label}>
        <defs>
          <clipPath id={clipId}>
            <rect x={PLOT_MARGIN.left} y={PLOT_MARGIN.top} width={innerWidth} height={innerHeight} />
          </clipPath>
        </defs>
        <Axis orient="left" scale={y} ticks={niceTicks(energyRange).map((value) => ({ value }))} at={PLOT_MARGIN.left} grid={innerWidth} title={axisTitle} />
        <Axis orient="bottom" scale={x} ticks={data.ticks.map((tick) => ({ value: tick.x, text: tick.label }))} at={bottom} grid={innerHeight} />
        {!missingReference && energyRange[0] < 0 && energyRange[1] > 0 && (
          <line className="tessera-svgplot-reference" x1={PLOT_MARGIN.left} x2={PLOT_MARGIN.left + innerWidth} y1={y(0)} y2={y(0)} />
        )}
        <g clipPath={`url(#${clipId})`}>
          {paths.map((d, channel) => (
            <path key={channel} className="tessera-svgplot-line" d={d} stroke={SPIN_COLORS[channel % 2]} data-channel={channel}>
              <title>{data.channels.length > 1 ? SPIN_LABELS[channel % 2] : 'Bands'}</title>
            </path>
          ))}
        </g>
      </svg>
    </div>
  )
}

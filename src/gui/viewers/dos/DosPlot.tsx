// Pure view: the density of states turned sideways (energy up, density to the right), so
// that beside a band structure both share the energy axis: same height and vertical
// margins, the energy ticks drawn once (by the band structure) unless the DOS stands
// alone. One colour per spin channel, a dashed line at the reference.
import { useId, useMemo, useRef } from 'react'
import { Axis, linearScale, niceTicks, polylinePath, SPIN_COLORS, SPIN_LABELS, useWidth } from '../svgPlot'
import { maxInRange, type DosPlotData } from './dosData'

const MARGIN = { top: 10, right: 12, bottom: 40 } as const
const LEFT_WITH_AXIS = 60
const LEFT_SHARED = 10

export interface DosPlotProps {
  readonly data: DosPlotData
  readonly energyRange: readonly [number, number]
  readonly height: number
  readonly energyTitle: string
  readonly densityTitle: string
  readonly label: string
  /** Draws its own energy tick texts and title (alone); beside a band structure it does not. */
  readonly energyAxis?: boolean
  readonly referenceLine?: boolean
}

export function DosPlot({ data, energyRange, height, energyTitle, densityTitle, label, energyAxis = true, referenceLine = true }: DosPlotProps) {
  const frame = useRef<HTMLDivElement>(null)
  const width = useWidth(frame, 200)
  const left = energyAxis ? LEFT_WITH_AXIS : LEFT_SHARED
  const innerWidth = Math.max(40, width - left - MARGIN.right)
  const innerHeight = Math.max(50, height - MARGIN.top - MARGIN.bottom)
  const top = maxInRange(data, energyRange) * 1.05 || 1
  const x = linearScale([0, top], [left, left + innerWidth])
  const y = linearScale(energyRange, [MARGIN.top + innerHeight, MARGIN.top])
  const paths = useMemo(
    () => data.channels.map((line) => polylinePath(line.values.map(x), line.energies.map(y))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, width, height, energyRange[0], energyRange[1], top],
  )
  const clipId = `tessera-dos-clip-${useId().replace(/[^\w-]/g, '')}`
  return (
    <div className="tessera-dos" ref={frame}>
      <svg className="tessera-svgplot" width={width} height={height} role="img" aria-label={label}>
        <defs>
          <clipPath id={clipId}>
            <rect x={left} y={MARGIN.top} width={innerWidth} height={innerHeight} />
          </clipPath>
        </defs>
        <Axis orient="left" scale={y} ticks={niceTicks(energyRange).map((value) => ({ value }))} at={left} grid={innerWidth} title={energyTitle} labels={energyAxis} />
        <Axis orient="bottom" scale={x} ticks={niceTicks([0, top], 3).map((value) => ({ value }))} at={MARGIN.top + innerHeight} title={densityTitle} />
        {referenceLine && energyRange[0] < 0 && energyRange[1] > 0 && (
          <line className="tessera-svgplot-reference" x1={left} x2={left + innerWidth} y1={y(0)} y2={y(0)} />
        )}
        <g clipPath={`url(#${clipId})`}>
          {paths.map((d, channel) => (
            <path key={channel} className="tessera-svgplot-line" d={d} stroke={SPIN_COLORS[channel % 2]} data-channel={channel}>
              <title>{data.channels.length > 1 ? SPIN_LABELS[channel % 2] : 'Density of states'}</title>
            </path>
          ))}
        </g>
      </svg>
    </div>
  )
}

// Pure view: one curve y(x) with both axes (heat capacity or free energy over
// temperature). The same SVG parts as the band structure, so a card of SVG plots needs no
// vega chunk.
import { useId, useMemo, useRef } from 'react'
import { Axis } from './Axis'
import { linearScale, niceTicks, polylinePath } from './scale'
import { useWidth } from './useWidth'

const MARGIN = { top: 10, right: 16, bottom: 44, left: 64 } as const

export interface XyPlotProps {
  readonly xs: readonly number[]
  readonly ys: readonly number[]
  readonly xTitle: string
  readonly yTitle: string
  readonly label: string
  readonly height?: number
  readonly color?: string
}

/** The smallest and largest finite value (a flat or empty series gets a span of 1). */
export function extentOf(values: readonly number[]): [number, number] {
  let min = Infinity
  let max = -Infinity
  for (const v of values) if (Number.isFinite(v)) { if (v < min) min = v; if (v > max) max = v }
  if (min === Infinity) return [0, 1]
  if (min === max) return [min - 0.5, max + 0.5]
  return [min, max]
}

export function XyPlot({ xs, ys, xTitle, yTitle, label, height = 300, color = '#2965cc' }: XyPlotProps) {
  const frame = useRef<HTMLDivElement>(null)
  const width = useWidth(frame, 360)
  const innerWidth = Math.max(40, width - MARGIN.left - MARGIN.right)
  const innerHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom)
  const xDomain = extentOf(xs)
  const yDomain = extentOf(ys)
  const x = linearScale(xDomain, [MARGIN.left, MARGIN.left + innerWidth])
  const y = linearScale(yDomain, [MARGIN.top + innerHeight, MARGIN.top])
  const d = useMemo(
    () => polylinePath(xs.map(x), ys.map(y)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [xs, ys, width, height],
  )
  const clipId = `tessera-xy-clip-${useId().replace(/[^\w-]/g, '')}`
  return (
    <div className="tessera-xyplot" ref={frame}>
      <svg className="tessera-svgplot" width={width} height={height} role="img" aria-label={label}>
        <defs>
          <clipPath id={clipId}>
            <rect x={MARGIN.left} y={MARGIN.top - 2} width={innerWidth} height={innerHeight + 4} />
          </clipPath>
        </defs>
        <Axis orient="left" scale={y} ticks={niceTicks(yDomain, 5).map((value) => ({ value }))} at={MARGIN.left} grid={innerWidth} title={yTitle} />
        <Axis orient="bottom" scale={x} ticks={niceTicks(xDomain, 5).map((value) => ({ value }))} at={MARGIN.top + innerHeight} title={xTitle} />
        <g clipPath={`url(#${clipId})`}>
          <path className="tessera-svgplot-line" d={d} stroke={color}><title>{label}</title></path>
        </g>
      </svg>
    </div>
  )
}

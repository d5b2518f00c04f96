// Axes of the SVG plots: a line, ticks with their text, grid lines across the plot area
// and a title. Ticks may carry their own text (the k-path's high-symmetry points).
import type { LinearScale } from './scale'
import { tickText } from './scale'

export interface Tick {
  readonly value: number
  readonly text?: string
}

export interface AxisProps {
  readonly orient: 'left' | 'bottom'
  readonly scale: LinearScale
  readonly ticks: readonly Tick[]
  /** Length of the grid lines across the plot (0: none). */
  readonly grid?: number
  readonly title?: string
  /** Where the axis line sits: x of a left axis, y of a bottom axis. */
  readonly at: number
  /** Draws the tick texts (a shared axis draws them once). */
  readonly labels?: boolean
}

const TICK = 5

export function Axis({ orient, scale, ticks, grid = 0, title, at, labels = true }: AxisProps) {
  const [r0, r1] = scale.range
  if (orient === 'left') {
    return (
      <g className="tessera-svgplot-axis" aria-hidden="true">
        <line x1={at} x2={at} y1={r0} y2={r1} />
        {ticks.map((tick) => {
          const y = scale(tick.value)
          return (
            <g key={`${tick.value}`}>
              {grid > 0 && <line className="tessera-svgplot-grid" x1={at} x2={at + grid} y1={y} y2={y} />}
              <line x1={at - TICK} x2={at} y1={y} y2={y} />
              {labels && <text x={at - TICK - 3} y={y} dy="0.32em" textAnchor="end">{tick.text ?? tickText(tick.value)}</text>}
            </g>
          )
        })}
        {title && labels && (
          <text className="tessera-svgplot-title" transform={`translate(${at - 44},${(r0 + r1) / 2}) rotate(-90)`} textAnchor="middle">{title}</text>
        )}
      </g>
    )
  }
  return (
    <g className="tessera-svgplot-axis" aria-hidden="true">
      <line x1={r0} x2={r1} y1={at} y2={at} />
      {ticks.map((tick) => {
        const x = scale(tick.value)
        return (
          <g key={`${tick.value}:${tick.text ?? ''}`}>
            {grid > 0 && <line className="tessera-svgplot-grid" x1={x} x2={x} y1={at} y2={at - grid} />}
            <line x1={x} x2={x} y1={at} y2={at + TICK} />
            {labels && <text x={x} y={at + TICK + 3} dy="0.71em" textAnchor="middle">{tick.text ?? tickText(tick.value)}</text>}
          </g>
        )
      })}
      {title && labels && <text className="tessera-svgplot-title" x={(r0 + r1) / 2} y={at + 36} textAnchor="middle">{title}</text>}
    </g>
  )
}

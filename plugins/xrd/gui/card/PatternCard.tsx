// Pure view: the card's frame, what was measured, and the pattern plotted with the lazy
// chart (vega loads with the first plot).
import { Card } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Chart } from 'tessera/gui'
import { drawable, patternRows, patternSpec, PATTERN_DATA, type XAxis } from '../patternSpec'
import type { PatternSeries } from '../patterns'
import '../xrd.css'

export interface PatternCardProps {
  readonly title: string
  readonly patterns?: readonly PatternSeries[]
  readonly axis?: XAxis
  readonly children?: ReactNode
}

export const wavelengthText = (angstrom: number) => `λ = ${angstrom.toPrecision(5)} Å`
export const patternLabel = (axis: XAxis) => `Diffraction pattern: intensity against ${axis === 'q' ? 'Q' : '2θ'}`
export const NO_WAVELENGTH_TEXT = 'Wavelength not stated: plotted against 2θ.'

export function PatternCard({ title, patterns = [], axis = 'two_theta', children }: PatternCardProps) {
  // Against Q only where every pattern has its wavelength.
  const shown: XAxis = axis === 'q' && patterns.every((pattern) => drawable(pattern, 'q')) ? 'q' : 'two_theta'
  const [first] = patterns
  return (
    <Card className="xrd-card" role="region" aria-label={title}>
      <h3 className="xrd-card-title">{title}</h3>
      {children}
      {first && (
        <>
          <p className="xrd-card-facts">
            {first.wavelengthAngstrom !== undefined ? wavelengthText(first.wavelengthAngstrom) : axis === 'q' ? NO_WAVELENGTH_TEXT : 'Wavelength not stated.'}
            {` · ${first.twoTheta.length} points from ${first.twoTheta[0].toFixed(2)}° to ${first.twoTheta[first.twoTheta.length - 1].toFixed(2)}° 2θ`}
          </p>
          {/* The figure's name is ours: vega-embed gives its own element a generic one. */}
          <div className="xrd-chart" role="figure" aria-label={patternLabel(shown)}>
            <Chart
              spec={patternSpec({ axis: shown, overlay: patterns.length > 1 })}
              datasets={{ [PATTERN_DATA]: patternRows(patterns, shown, patterns.length > 1) }}
              label={patternLabel(shown)}
            />
          </div>
        </>
      )}
    </Card>
  )
}

// The energy convergence plot's series (pure): the total change of the energy from the
// first step, the absolute change per step (log axis, where convergence shows), and the
// energy tolerance as a dashed line on the same axis as the change per step.
import type { Series } from '../../../viewers/plots'

export const TOTAL_CHANGE = 'Total change'
export const CHANGE_PER_STEP = 'Abs. change per step'
export const CONVERGENCE_CRITERIA = 'Convergence criteria'

/** Energies and tolerance already in the display unit. */
export function convergenceSeries(energies: readonly number[], tolerance?: number): Series[] {
  if (energies.length === 0) return []
  const steps = energies.map((_, index) => index)
  const first = energies[0]
  const perStep = energies.slice(1).map((energy, index) => Math.abs(energy - energies[index]))
  const series: Series[] = [
    { name: TOTAL_CHANGE, x: steps, y: energies.map((energy) => energy - first), mark: 'linepoints' },
    { name: CHANGE_PER_STEP, x: steps.slice(1), y: perStep, mark: 'linepoints', axis: 'right' },
  ]
  if (tolerance !== undefined && tolerance > 0) {
    const last = Math.max(1, steps.length - 1)
    series.push({ name: CONVERGENCE_CRITERIA, x: [0, last], y: [tolerance, tolerance], mark: 'dashed', axis: 'right' })
  }
  return series
}

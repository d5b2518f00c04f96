// A density of states as the plot draws it (spec 3 §3: energies, densities per channel,
// the highest occupied energy, spin polarisation): energies in the display unit relative
// to the reference, densities in states per display unit. Spin-polarised data needs
// exactly two channels (spec 3 §5).
export interface DosChannelInput {
  /** Joules. */
  readonly energies: readonly number[]
  /** States per joule. */
  readonly values: readonly number[]
}

export interface DosInput {
  readonly channels: readonly DosChannelInput[]
  readonly spinPolarized: boolean
  /** Subtracted from every energy (J). */
  readonly energyReference?: number
  /** Joules per display unit. */
  readonly unit: number
}

export interface DosLine {
  readonly energies: readonly number[]
  readonly values: readonly number[]
}

export interface DosPlotData {
  readonly channels: readonly DosLine[]
  readonly energyExtent: readonly [number, number]
  readonly maxValue: number
}

/** Spec 3 §5. */
export const SPIN_POLARIZED_NEEDS_TWO = 'Spin-polarized DOS needs exactly two data sets'

export class DosDataError extends Error {
  override name = 'DosDataError'
}

export function dosPlotData({ channels, spinPolarized, energyReference = 0, unit }: DosInput): DosPlotData {
  if (channels.length === 0) throw new DosDataError('The density of states has no data.')
  if (spinPolarized && channels.length !== 2) throw new DosDataError(SPIN_POLARIZED_NEEDS_TWO)
  let min = Infinity
  let max = -Infinity
  let maxValue = 0
  const lines = channels.map(({ energies, values }, c) => {
    if (energies.length !== values.length || energies.length === 0) {
      throw new DosDataError(`Channel ${c} has ${values.length} densities for ${energies.length} energies.`)
    }
    const shifted = energies.map((energy) => (energy - energyReference) / unit)
    // states/J → states per display unit.
    const scaled = values.map((value) => value * unit)
    for (let i = 0; i < shifted.length; i++) {
      if (!Number.isFinite(shifted[i]) || !Number.isFinite(scaled[i])) throw new DosDataError(`Channel ${c} holds a value that is not a number.`)
      min = Math.min(min, shifted[i])
      max = Math.max(max, shifted[i])
      maxValue = Math.max(maxValue, scaled[i])
    }
    return { energies: shifted, values: scaled }
  })
  return { channels: lines, energyExtent: [min, max], maxValue }
}

/** The largest density within an energy window (the x range of a DOS beside bands). */
export function maxInRange(data: DosPlotData, range: readonly [number, number]): number {
  let max = 0
  for (const { energies, values } of data.channels) {
    for (let i = 0; i < energies.length; i++) if (energies[i] >= range[0] && energies[i] <= range[1]) max = Math.max(max, values[i])
  }
  return max
}

// Band gaps per spin channel, from band energies on a set of k-points: the path of a
// band structure or the k-mesh of a calculation. Bands are told apart from an energy
// reference (Fermi level) as NOMAD's band-structure normaliser does, or from
// occupations where the calculation printed them.
import { finite } from '../workflow'

/** How far (joule) a band may reach past the reference and still count as below or above it: 0.05 eV (NOMAD). */
export const BAND_ENERGY_TOLERANCE = 8.01088e-21
/** k-points closer than this (1/m, 2π included) are the same point (NOMAD's k_space_precision). */
export const K_SPACE_PRECISION = 150e6

export interface ChannelGap {
  /** The spin channel. */
  index: number
  /** joule; 0 for a metal. */
  value: number
  type?: 'direct' | 'indirect'
  energy_highest_occupied?: number
  energy_lowest_unoccupied?: number
}

/** Energies of one spin channel as [k-point][band], with the k-point coordinates (fractional) where known. */
export interface ChannelBands {
  energies: number[][]
  kpoints?: number[][]
}

interface Extremum {
  energy: number
  k: number
}

/** Gap of a channel from its highest occupied and lowest unoccupied state; undefined if either is missing. */
function gapBetween(
  index: number,
  highest: Extremum | undefined,
  lowest: Extremum | undefined,
  sameK: (a: number, b: number) => boolean | undefined,
): ChannelGap | undefined {
  if (!highest || !lowest) return undefined
  const value = Math.max(0, lowest.energy - highest.energy)
  const gap: ChannelGap = { index, value, energy_highest_occupied: highest.energy, energy_lowest_unoccupied: lowest.energy }
  if (value > 0) {
    const direct = sameK(highest.k, lowest.k)
    if (direct !== undefined) gap.type = direct ? 'direct' : 'indirect'
  }
  return gap
}

const metal = (index: number, reference: number | undefined): ChannelGap => ({
  index,
  value: 0,
  ...(reference !== undefined ? { energy_highest_occupied: reference, energy_lowest_unoccupied: reference } : {}),
})

/** Number of bands every k-point has (ragged input is cut to the shortest). */
const bandCount = (energies: number[][]): number => (energies.length ? Math.min(...energies.map((e) => e.length)) : 0)

/**
 * NOMAD's rule for band structures: a band whose range reaches across the reference
 * (by more than the tolerance on both sides) makes the channel metallic; otherwise the
 * gap lies between the highest band below and the lowest band above the reference.
 */
export function gapFromReference(
  index: number,
  bands: ChannelBands,
  reference: number,
  sameK: (a: number, b: number) => boolean | undefined,
): ChannelGap | undefined {
  let highest: Extremum | undefined
  let lowest: Extremum | undefined
  for (let b = 0; b < bandCount(bands.energies); b++) {
    let min: Extremum | undefined
    let max: Extremum | undefined
    bands.energies.forEach((atK, k) => {
      const e = finite(atK[b])
      if (e === undefined) return
      if (!min || e < min.energy) min = { energy: e, k }
      if (!max || e > max.energy) max = { energy: e, k }
    })
    if (!min || !max) continue
    const [bandMin, bandMax] = [min as Extremum, max as Extremum]
    const reachesBelow = bandMin.energy + BAND_ENERGY_TOLERANCE <= reference
    const reachesAbove = bandMax.energy - BAND_ENERGY_TOLERANCE >= reference
    if (reachesBelow && reachesAbove) return metal(index, reference)
    if (reachesBelow) {
      if (!highest || bandMax.energy > highest.energy) highest = bandMax
    } else if (!lowest || bandMin.energy < lowest.energy) {
      lowest = bandMin
    }
  }
  return gapBetween(index, highest, lowest, sameK)
}

/**
 * The gap from occupations: a state counts as occupied when it holds more than half of
 * what a state can hold (1 per spin channel, 2 without spin polarisation). A band that
 * is occupied at some k-points and empty at others, a clearly fractional occupation,
 * or occupied states above empty ones make the channel metallic.
 */
export function gapFromOccupations(
  index: number,
  bands: ChannelBands,
  occupations: number[][],
  fermi: number | undefined,
  sameK: (a: number, b: number) => boolean | undefined,
): ChannelGap | undefined {
  let largest = 0
  for (const atK of occupations) for (const o of atK) largest = Math.max(largest, finite(o) ?? 0)
  if (largest <= 0) return undefined
  const full = largest > 1 + 1e-6 ? 2 : 1
  let highest: Extremum | undefined
  let lowest: Extremum | undefined
  const nBands = Math.min(bandCount(bands.energies), bandCount(occupations))
  for (let b = 0; b < nBands; b++) {
    let occupiedSomewhere = false
    let emptySomewhere = false
    for (let k = 0; k < bands.energies.length && k < occupations.length; k++) {
      const [e, o] = [finite(bands.energies[k][b]), finite(occupations[k][b])]
      if (e === undefined || o === undefined) continue
      const share = o / full
      if (share > 0.1 && share < 0.9) return metal(index, fermi)
      if (share > 0.5) {
        occupiedSomewhere = true
        if (!highest || e > highest.energy) highest = { energy: e, k }
      } else {
        emptySomewhere = true
        if (!lowest || e < lowest.energy) lowest = { energy: e, k }
      }
    }
    if (occupiedSomewhere && emptySomewhere) return metal(index, fermi)
  }
  if (highest && lowest && highest.energy >= lowest.energy) return metal(index, fermi)
  return gapBetween(index, highest, lowest, sameK)
}

/**
 * Whether two k-points (by index into `kpoints`) are the same point: by Cartesian
 * distance when the reciprocal cell (1/m, rows) is known, else by equal fractional
 * coordinates. Undefined when the k-points are unknown.
 */
export function sameKPoint(kpoints: number[][] | undefined, reciprocalCell: number[][] | undefined) {
  return (a: number, b: number): boolean | undefined => {
    if (a === b) return true
    const [p, q] = [kpoints?.[a], kpoints?.[b]]
    if (!p || !q || p.length !== 3 || q.length !== 3) return undefined
    const d = [p[0] - q[0], p[1] - q[1], p[2] - q[2]]
    if (reciprocalCell) {
      const cartesian = [0, 1, 2].map((c) => d[0] * reciprocalCell[0][c] + d[1] * reciprocalCell[1][c] + d[2] * reciprocalCell[2][c])
      return Math.hypot(...cartesian) <= K_SPACE_PRECISION
    }
    return Math.max(...d.map(Math.abs)) <= 1e-6
  }
}

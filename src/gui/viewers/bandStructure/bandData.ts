// A band structure as the plot draws it (spec 3 §3 viewer data: segments with k-points,
// energies per spin channel and endpoint labels, the reciprocal cell, the highest
// occupied energy): the path's length along x, its high-symmetry points as ticks
// ('X|U' where the path jumps), and one polyline per band and spin channel in the
// display unit, relative to the energy reference. Pure, so tests read it.
import { multiply, type Matrix3, type Vec3 } from '../../../core/chemistry'

export interface BandSegmentInput {
  /** Fractional coordinates in the reciprocal cell. */
  readonly kpoints: readonly Vec3[]
  /** [spin channel][k-point][band], in joules. */
  readonly energies: readonly (readonly (readonly number[])[])[]
  readonly endpointsLabels?: readonly (string | undefined)[]
}

export interface BandStructureInput {
  readonly segments: readonly BandSegmentInput[]
  /** Rows are the reciprocal vectors (2π included); path lengths are fractional without it. */
  readonly reciprocalCell?: Matrix3
  /** Subtracted from every energy (J): the highest occupied energy; none leaves energies as computed. */
  readonly energyReference?: number
  /** Joules per display unit (eV: 1.602e-19). */
  readonly unit: number
}

export interface BandTick {
  readonly x: number
  readonly label: string
}

export interface BandLine {
  readonly xs: readonly number[]
  readonly ys: readonly number[]
}

export interface BandPlotData {
  readonly length: number
  readonly ticks: readonly BandTick[]
  /** Per spin channel, one line per band. */
  readonly channels: readonly (readonly BandLine[])[]
  /** Smallest and largest energy drawn (display unit). */
  readonly extent: readonly [number, number]
}

/** Thrown for segments whose arrays do not fit together ('Could not load band structure.'). */
export class BandDataError extends Error {
  override name = 'BandDataError'
}

const distance = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])
const same = (a: Vec3, b: Vec3) => distance(a, b) < 1e-6
/** NOMAD writes Γ as 'G' or 'Gamma' in places; the plot shows Γ. */
const labelText = (label: string | undefined) => (label === undefined ? '' : /^(G|GAMMA|Gamma|\\Gamma)$/.test(label) ? 'Γ' : label)

export function bandPlotData(input: BandStructureInput): BandPlotData {
  const { segments, reciprocalCell, energyReference = 0, unit } = input
  if (segments.length === 0) throw new BandDataError('The band structure has no segments.')
  const nChannels = segments[0].energies.length
  const nBands = segments[0].energies[0]?.[0]?.length ?? 0
  if (nChannels === 0 || nBands === 0) throw new BandDataError('The band structure has no energies.')
  const toCartesian = (k: Vec3) => (reciprocalCell ? multiply(k, reciprocalCell) : k)

  const xs: number[] = []
  const ticks: BandTick[] = []
  const lines: number[][][] = Array.from({ length: nChannels }, () => Array.from({ length: nBands }, () => []))
  let x = 0
  let previousEnd: Vec3 | undefined
  let min = Infinity
  let max = -Infinity
  segments.forEach((segment, s) => {
    const { kpoints, energies } = segment
    if (kpoints.length === 0 || energies.length !== nChannels) throw new BandDataError(`Segment ${s} does not fit the others.`)
    const [startLabel, endLabel] = [labelText(segment.endpointsLabels?.[0]), labelText(segment.endpointsLabels?.[1])]
    if (!previousEnd) {
      ticks.push({ x, label: startLabel })
    } else {
      const last = ticks[ticks.length - 1]
      // A jump (the segment starts elsewhere than the last one ended): both points share the tick.
      const label = same(previousEnd, kpoints[0]) ? last.label || startLabel : [last.label, startLabel].filter(Boolean).join('|')
      ticks[ticks.length - 1] = { x: last.x, label }
    }
    let k0 = toCartesian(kpoints[0])
    kpoints.forEach((k, i) => {
      const cartesian = toCartesian(k)
      if (i > 0) x += distance(cartesian, k0)
      k0 = cartesian
      xs.push(x)
    })
    ticks.push({ x, label: endLabel })
    previousEnd = kpoints[kpoints.length - 1]
    energies.forEach((channel, c) => {
      if (channel.length !== kpoints.length) throw new BandDataError(`Segment ${s} has ${channel.length} energies for ${kpoints.length} k-points.`)
      channel.forEach((bands, i) => {
        if (bands.length !== nBands) throw new BandDataError(`Segment ${s} has ${bands.length} bands at k-point ${i}, not ${nBands}.`)
        bands.forEach((energy, b) => {
          const y = (energy - energyReference) / unit
          if (!Number.isFinite(y)) throw new BandDataError(`Segment ${s} holds an energy that is not a number.`)
          lines[c][b].push(y)
          if (y < min) min = y
          if (y > max) max = y
        })
      })
      // A gap between segments: the next one starts a new stroke.
      for (const line of lines[c]) line.push(Number.NaN)
    })
    xs.push(Number.NaN)
  })
  return {
    length: x,
    ticks,
    channels: lines.map((bands) => bands.map((ys) => ({ xs, ys }))),
    extent: [min, max],
  }
}

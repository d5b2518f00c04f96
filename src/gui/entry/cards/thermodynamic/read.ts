// What the card reads: results.properties.thermodynamic.trajectory (spec 3 §3), each
// trajectory narrowed on its own: its time series (values with their times) and the MD
// settings it came from.
import { readArchive, type ArchiveReader } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'
import { MalformedData, optionalNumber, optionalString, readOrMalformed, requiredNumbers, timesOf } from '../propertyCard'

export const THERMODYNAMIC_REQUIRED: ArchiveRequired = { results: { properties: { thermodynamic: '*' } } }

/** The time series a trajectory may hold, in the order they are stacked, with their SI units. */
export const TRAJECTORY_QUANTITIES = [
  { key: 'temperature', title: 'Temperature', unit: 'kelvin' },
  { key: 'pressure', title: 'Pressure', unit: 'pascal' },
  { key: 'energy_potential', title: 'Potential energy', unit: 'joule' },
] as const

export type TrajectoryQuantity = (typeof TRAJECTORY_QUANTITIES)[number]['key']

export interface TimeSeries {
  /** second */
  readonly times: readonly number[]
  readonly values: readonly number[]
}

export interface Trajectory {
  readonly series: { readonly [key in TrajectoryQuantity]?: TimeSeries }
  readonly ensemble?: string
  /** second */
  readonly timeStep?: number
}

export function timeSeries(section: ArchiveReader): TimeSeries {
  const values = requiredNumbers(section, 'value')
  const times = timesOf(section, values.length)
  if (times.length !== values.length) throw new MalformedData('times and values of different lengths')
  return { times, values }
}

function trajectory(section: ArchiveReader): Trajectory {
  const series: { [key in TrajectoryQuantity]?: TimeSeries } = {}
  for (const { key } of TRAJECTORY_QUANTITIES) {
    const raw = section.section[key]
    if (raw === undefined || raw === null) continue
    const child = section.child(key)
    if (!child) throw new MalformedData(`${key} is not a section`)
    series[key] = timeSeries(child)
  }
  const md = section.child('provenance.molecular_dynamics')
  const ensemble = md && optionalString(md, 'ensemble_type')
  const timeStep = md && optionalNumber(md, 'time_step')
  return { series, ...(ensemble !== undefined && { ensemble }), ...(timeStep !== undefined && { timeStep }) }
}

/** The entry's trajectories, each readable or 'malformed'. */
export function readTrajectories(archive: unknown): (Trajectory | 'malformed')[] {
  const parent = readArchive(archive)?.child('results.properties.thermodynamic')
  const raw = parent?.section.trajectory
  if (!parent || raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) return ['malformed']
  return raw.map((_, index) => readOrMalformed(() => {
    const section = parent.child(['trajectory', index])
    if (!section) throw new MalformedData('a trajectory that is not a section')
    return trajectory(section)
  }))
}

// What the card reads: results.properties.geometry_optimization (spec 3 §3), narrowed once.
// Energies of the wrong type make the whole property unreadable (the card says so);
// a missing convergence value is only missing.
import { readArchive, type ArchiveReader } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'

export const GEOMETRY_OPTIMIZATION_REQUIRED: ArchiveRequired = { results: { properties: { geometry_optimization: '*' } } }

export interface GeometryOptimization {
  /** Total energies of the steps, in joule. */
  readonly energies: readonly number[]
  readonly type?: string
  readonly nCalculations?: number
  readonly energyTolerance?: number
  readonly forceTolerance?: number
  readonly finalEnergyDifference?: number
  readonly finalForceMaximum?: number
  readonly finalDisplacementMaximum?: number
}

const NUMBERS = [
  ['nCalculations', 'n_calculations'],
  ['energyTolerance', 'convergence_tolerance_energy_difference'],
  ['forceTolerance', 'convergence_tolerance_force_maximum'],
  ['finalEnergyDifference', 'final_energy_difference'],
  ['finalForceMaximum', 'final_force_maximum'],
  ['finalDisplacementMaximum', 'final_displacement_maximum'],
] as const

/**
 * The optimisation in the archive: undefined when there is none, 'malformed' when its
 * energies are not a list of numbers or a value is of the wrong type.
 */
export function readGeometryOptimization(archive: unknown): GeometryOptimization | 'malformed' | undefined {
  const section = readArchive(archive)?.child('results.properties.geometry_optimization')
  if (!section) return undefined
  return narrow(section)
}

function narrow(section: ArchiveReader): GeometryOptimization | 'malformed' {
  const raw = section.section
  const energies = raw.energies === undefined ? [] : section.numbers('energies')
  if (!energies) return 'malformed'
  const out: { -readonly [key in keyof GeometryOptimization]: GeometryOptimization[key] } = { energies }
  for (const [name, key] of NUMBERS) {
    if (raw[key] === undefined || raw[key] === null) continue
    const value = section.number(key)
    if (value === undefined) return 'malformed'
    out[name] = value
  }
  const type = section.string('type')
  if (type !== undefined) out.type = type
  return out
}

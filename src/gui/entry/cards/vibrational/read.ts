// What the vibrational card draws, read once from results.properties.vibrational (spec 3
// §3: band_structure_phonon, dos_phonon, heat_capacity_constant_volume,
// energy_free_helmholtz), references into the run resolved. Curves whose arrays do not
// fit read as malformed (the plot says it could not load); missing ones as undefined.
import { isNumber, readArchive, type ArchiveReader } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'
import { readBandStructure, readDos, resolve, sectionsAt, type BandStructureData, type DosData } from '../bandReaders'

export const VIBRATIONAL_REQUIRED: ArchiveRequired = {
  results: { properties: { vibrational: '*' } },
  run: { calculation: { band_structure_phonon: '*', dos_phonon: '*' } },
}

export type Curve = { readonly temperatures: readonly number[]; readonly values: readonly number[] } | { readonly malformed: true }

export interface VibrationalData {
  readonly bandStructure?: BandStructureData
  readonly dos?: DosData
  /** J/K over K. */
  readonly heatCapacity?: Curve
  /** J (per atom) over K. */
  readonly freeEnergy?: Curve
}

const numbers = (value: unknown): readonly number[] | undefined => (Array.isArray(value) && value.length > 0 && value.every(isNumber) ? value : undefined)

function readCurve(archive: unknown, section: ArchiveReader | undefined, key: string): Curve | undefined {
  if (!section) return undefined
  const temperatures = numbers(resolve(archive, section.section.temperatures, 'temperatures'))
  const values = numbers(resolve(archive, section.section[key], key))
  if (!temperatures || !values || temperatures.length !== values.length) return { malformed: true }
  return { temperatures, values }
}

export function readVibrational(archive: unknown): VibrationalData {
  const vibrational = readArchive(archive)?.child('results.properties.vibrational')
  const bands = sectionsAt(vibrational, 'band_structure_phonon')[0]
  const dos = sectionsAt(vibrational, 'dos_phonon')[0]
  const heatCapacity = readCurve(archive, sectionsAt(vibrational, 'heat_capacity_constant_volume')[0], 'heat_capacities')
  const freeEnergy = readCurve(archive, sectionsAt(vibrational, 'energy_free_helmholtz')[0], 'energies')
  return {
    ...(bands && { bandStructure: readBandStructure(archive, bands) }),
    ...(dos && { dos: readDos(archive, dos) }),
    ...(heatCapacity && { heatCapacity }),
    ...(freeEnergy && { freeEnergy }),
  }
}

// What the card reads: results.properties.mechanical (spec 3 §3), each part narrowed on
// its own, so an unreadable curve leaves the moduli drawn.
import { readArchive, type ArchiveReader } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'
import { MalformedData, optionalNumbers, optionalString, readOrMalformed, requiredNumbers } from '../propertyCard'

export const MECHANICAL_REQUIRED: ArchiveRequired = { results: { properties: { mechanical: '*' } } }

export interface EnergyVolumeCurve {
  /** 'raw' for the computed points, else the equation of state fitted. */
  readonly type: string
  /** meter ** 3 and joule. */
  readonly volumes: readonly number[]
  readonly energies: readonly number[]
}

export interface Modulus {
  readonly type?: string
  /** pascal */
  readonly value: number
}

export interface Mechanical {
  readonly curves: readonly EnergyVolumeCurve[] | 'malformed'
  readonly bulkModulus: readonly Modulus[] | 'malformed'
  readonly shearModulus: readonly Modulus[] | 'malformed'
}

function curve(section: ArchiveReader): EnergyVolumeCurve {
  const volumes = requiredNumbers(section, 'volumes')
  const energies = optionalNumbers(section, 'energies_raw') ?? optionalNumbers(section, 'energies_fit')
  if (!energies) throw new MalformedData('an energy-volume curve without energies')
  if (energies.length !== volumes.length) throw new MalformedData('volumes and energies of different lengths')
  return { type: optionalString(section, 'type') ?? 'raw', volumes, energies }
}

function modulus(section: ArchiveReader): Modulus {
  const value = section.number('value')
  if (value === undefined) throw new MalformedData('a modulus without value')
  const type = optionalString(section, 'type')
  return type === undefined ? { value } : { type, value }
}

/** Items of a repeated sub-section; a value there that is not a section is malformed. */
function items<T>(parent: ArchiveReader | undefined, key: string, read: (section: ArchiveReader) => T): readonly T[] | 'malformed' {
  return readOrMalformed(() => {
    const raw = parent?.section[key]
    if (raw === undefined || raw === null) return []
    if (!Array.isArray(raw) || parent?.children(key).length !== raw.length) throw new MalformedData(`${key} is not a list of sections`)
    return parent.children(key).map(read)
  })
}

export function readMechanical(archive: unknown): Mechanical {
  const mechanical = readArchive(archive)?.child('results.properties.mechanical')
  return {
    curves: items(mechanical, 'energy_volume_curve', curve),
    bulkModulus: items(mechanical, 'bulk_modulus', modulus),
    shearModulus: items(mechanical, 'shear_modulus', modulus),
  }
}

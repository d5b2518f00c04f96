// What the card reads: results.properties.structural (spec 3 §3), the distribution
// functions and the radii of gyration each narrowed on their own.
import { readArchive, type ArchiveReader } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'
import { MalformedData, optionalNumber, optionalString, readOrMalformed, requiredNumbers, timesOf } from '../propertyCard'

export const STRUCTURAL_REQUIRED: ArchiveRequired = {
  results: { properties: { structural: { radial_distribution_function: '*', radius_of_gyration: '*' } } },
}

export interface RadialDistributionFunction {
  /** Between what: 'atoms' or 'molecules'. */
  readonly type: string
  /** The pair, e.g. 'O-H'. */
  readonly label: string
  /** meter; the function is dimensionless. */
  readonly bins: readonly number[]
  readonly values: readonly number[]
  readonly frameStart?: number
  readonly frameEnd?: number
}

export interface RadiusOfGyration {
  readonly kind: string
  readonly label: string
  /** second, meter */
  readonly times: readonly number[]
  readonly values: readonly number[]
}

export interface Structural {
  readonly rdf: readonly RadialDistributionFunction[] | 'malformed'
  readonly rg: readonly RadiusOfGyration[] | 'malformed'
}

function list<T>(parent: ArchiveReader | undefined, key: string, read: (section: ArchiveReader, index: number) => T): readonly T[] | 'malformed' {
  const raw = parent?.section[key]
  if (!parent || raw === undefined || raw === null) return []
  return readOrMalformed(() => {
    if (!Array.isArray(raw)) throw new MalformedData(`${key} is not a list`)
    return raw.map((_, index) => {
      const section = parent.child([key, index])
      if (!section) throw new MalformedData(`an item of ${key} that is not a section`)
      return read(section, index)
    })
  })
}

function rdf(section: ArchiveReader, index: number): RadialDistributionFunction {
  const bins = requiredNumbers(section, 'bins')
  const values = requiredNumbers(section, 'value')
  if (bins.length !== values.length) throw new MalformedData('bins and values of different lengths')
  const frameStart = optionalNumber(section, 'frame_start')
  const frameEnd = optionalNumber(section, 'frame_end')
  return {
    type: optionalString(section, 'type') ?? 'atoms',
    label: optionalString(section, 'label') ?? `${index + 1}`,
    bins,
    values,
    ...(frameStart !== undefined && { frameStart }),
    ...(frameEnd !== undefined && { frameEnd }),
  }
}

function rg(section: ArchiveReader, index: number): RadiusOfGyration {
  const values = requiredNumbers(section, 'value')
  const times = timesOf(section, values.length)
  if (times.length !== values.length) throw new MalformedData('times and values of different lengths')
  return { kind: optionalString(section, 'kind') ?? 'molecular', label: optionalString(section, 'label') ?? `${index + 1}`, times, values }
}

export function readStructural(archive: unknown): Structural {
  const structural = readArchive(archive)?.child('results.properties.structural')
  return { rdf: list(structural, 'radial_distribution_function', rdf), rg: list(structural, 'radius_of_gyration', rg) }
}

// What the card reads: results.properties.dynamical.mean_squared_displacement (spec 3 §3).
import { readArchive } from '../../../../core/archive'
import type { ArchiveRequired } from '../../../api'
import { MalformedData, optionalNumber, optionalNumbers, optionalString, readOrMalformed, requiredNumbers } from '../propertyCard'

export const DYNAMICAL_REQUIRED: ArchiveRequired = { results: { properties: { dynamical: '*' } } }

export interface MeanSquaredDisplacement {
  /** What moves: 'atoms' or 'molecules'. */
  readonly type: string
  /** Which atoms or molecules. */
  readonly label: string
  /** second, meter ** 2 */
  readonly times: readonly number[]
  readonly values: readonly number[]
  /** meter ** 2 / second */
  readonly diffusionConstant?: number
  readonly diffusionConstantErrors?: readonly number[]
}

/** The entry's displacements: a list, or 'malformed' when any of them cannot be read. */
export function readDisplacements(archive: unknown): readonly MeanSquaredDisplacement[] | 'malformed' {
  const parent = readArchive(archive)?.child('results.properties.dynamical')
  const raw = parent?.section.mean_squared_displacement
  if (!parent || raw === undefined || raw === null) return []
  return readOrMalformed(() => {
    if (!Array.isArray(raw)) throw new MalformedData('mean_squared_displacement is not a list')
    return raw.map((_, index) => {
      const section = parent.child(['mean_squared_displacement', index])
      if (!section) throw new MalformedData('a displacement that is not a section')
      const values = requiredNumbers(section, 'value')
      const times = requiredNumbers(section, 'times')
      if (times.length !== values.length) throw new MalformedData('times and values of different lengths')
      const diffusionConstant = optionalNumber(section, 'diffusion_constant_value')
      const diffusionConstantErrors = optionalNumbers(section, 'diffusion_constant_errors')
      return {
        type: optionalString(section, 'type') ?? 'atoms',
        label: optionalString(section, 'label') ?? `${index + 1}`,
        times,
        values,
        ...(diffusionConstant !== undefined && { diffusionConstant }),
        ...(diffusionConstantErrors !== undefined && { diffusionConstantErrors }),
      }
    })
  })
}

// The diffraction patterns of an archive, narrowed once from its JSON
// (results.properties.structural.diffraction_pattern, SI units) into what the plots
// draw: 2θ in degrees, Q in 1/Å where the wavelength is known, the intensities.
// Patterns that are not arrays of numbers of one length are left out.
import type { JsonValue } from 'tessera/gui'

export interface PatternSeries {
  /** Which entry (and which of its patterns) this is. */
  readonly label: string
  readonly entryId: string
  readonly twoTheta: readonly number[]
  /** Q = 4π sin θ / λ in 1/Å; absent without a wavelength. */
  readonly q?: readonly number[]
  readonly intensity: readonly number[]
  readonly wavelengthAngstrom?: number
}

/** What `required` asks of an archive for the patterns. */
export const PATTERNS_REQUIRED = { results: { properties: { structural: { diffraction_pattern: '*' } } } } as const

type JsonRecord = { readonly [key: string]: JsonValue }
const isRecord = (value: JsonValue | undefined): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value)
const at = (value: JsonValue | undefined, ...path: string[]): JsonValue | undefined =>
  path.reduce<JsonValue | undefined>((node, key) => (isRecord(node) ? node[key] : undefined), value)
const isNumbers = (value: JsonValue | undefined): value is readonly number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item))
const numbers = (value: JsonValue | undefined): readonly number[] | undefined => (isNumbers(value) ? value : undefined)

const DEGREES_PER_RADIAN = 180 / Math.PI
const METRES_PER_ANGSTROM = 1e-10

export function readPatterns(archive: JsonValue | undefined, entryId: string, name: string): PatternSeries[] {
  const sections = at(archive, 'results', 'properties', 'structural', 'diffraction_pattern')
  if (!Array.isArray(sections)) return []
  const readable = sections.flatMap((section): Omit<PatternSeries, 'label' | 'entryId'>[] => {
    const angles = numbers(at(section, 'two_theta_angles'))
    const intensity = numbers(at(section, 'intensity'))
    if (!angles || !intensity || angles.length !== intensity.length || angles.length === 0) return []
    const wavelength = at(section, 'incident_beam_wavelength')
    const wavelengthAngstrom = typeof wavelength === 'number' && wavelength > 0 ? wavelength / METRES_PER_ANGSTROM : undefined
    const twoTheta = angles.map((angle) => angle * DEGREES_PER_RADIAN)
    return [{
      twoTheta,
      intensity,
      ...(wavelengthAngstrom !== undefined && {
        wavelengthAngstrom,
        q: angles.map((angle) => (4 * Math.PI * Math.sin(angle / 2)) / wavelengthAngstrom),
      }),
    }]
  })
  return readable.map((pattern, index) => ({ ...pattern, entryId, label: readable.length > 1 ? `${name} (${index + 1})` : name }))
}

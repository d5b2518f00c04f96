// A measured diffraction pattern as both formats read it, and the archive it becomes:
// results.properties.structural.diffraction_pattern (SI units, as the metainfo defines
// it: 2θ in radians, wavelength in metres, Q in 1/m), results.method (XRD) and the
// available properties, so that the entry is found by method, wavelength and property.
import type { Archive } from 'tessera/server'

export interface Pattern {
  /** 2θ in degrees, as both formats write it. */
  readonly twoThetaDegrees: readonly number[]
  readonly intensity: readonly number[]
  /** Kα1 (or the only) wavelength in ångström, when the file states one. */
  readonly wavelengthAngstrom?: number
}

export interface PatternSource {
  /** The entry's name (the sample's, say); left out, the file name is used. */
  readonly name?: string
  readonly patterns: readonly Pattern[]
}

export const PROPERTY = 'diffraction_pattern'
export const DIFFRACTION_METHOD = 'Powder X-Ray Diffraction (PXRD)'

const RADIANS_PER_DEGREE = Math.PI / 180
const METRES_PER_ANGSTROM = 1e-10

function patternSection(pattern: Pattern): Archive {
  const twoTheta = pattern.twoThetaDegrees.map((degrees) => degrees * RADIANS_PER_DEGREE)
  const section: Archive = { two_theta_angles: twoTheta, intensity: [...pattern.intensity] }
  if (pattern.wavelengthAngstrom !== undefined) {
    const wavelength = pattern.wavelengthAngstrom * METRES_PER_ANGSTROM
    section.incident_beam_wavelength = wavelength
    // Q = 4π sin(θ) / λ: patterns from different sources compare on Q.
    section.q_vector = twoTheta.map((angle) => (4 * Math.PI * Math.sin(angle / 2)) / wavelength)
  }
  return section
}

export function patternArchive(source: PatternSource): Archive {
  const metadata: Archive = { entry_type: 'XRD' }
  if (source.name) metadata.entry_name = source.name
  return {
    metadata,
    results: {
      method: { method_name: 'XRD', measurement: { xrd: { diffraction_method_name: DIFFRACTION_METHOD } } },
      properties: {
        available_properties: [PROPERTY],
        structural: { diffraction_pattern: source.patterns.map(patternSection) },
      },
    },
  }
}

/** Problems a reader found in an otherwise readable pattern. */
export function checkPattern(pattern: Pattern, warn: (message: string) => void): void {
  const angles = pattern.twoThetaDegrees
  if (angles.some((angle) => angle < 0 || angle > 180)) warn('Some 2θ values lie outside 0–180°; are they angles in degrees?')
  if (angles.some((angle, index) => index > 0 && angle <= angles[index - 1])) warn('The 2θ values do not increase monotonically.')
}

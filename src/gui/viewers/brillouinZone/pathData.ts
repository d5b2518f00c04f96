// The k-path in the zone: each segment's k-points in Cartesian reciprocal coordinates
// (1/Å) and the labelled end points, once per place.
import { multiply, type Matrix3, type Vec3 } from '../../../core/chemistry'

export interface PathSegmentInput {
  /** Fractional coordinates in the reciprocal cell. */
  readonly kpoints: readonly Vec3[]
  readonly endpointsLabels?: readonly (string | undefined)[]
}

export interface PathLabel {
  readonly position: Vec3
  readonly text: string
}

/** Reciprocal vectors in 1/m (2π included) → 1/Å. */
export const PER_ANGSTROM = 1e-10

export function toPerAngstrom(reciprocal: Matrix3): Matrix3 {
  return reciprocal.map((v) => v.map((x) => x * PER_ANGSTROM)) as Matrix3
}

const gamma = (label: string) => (/^(G|GAMMA|Gamma|\\Gamma)$/.test(label) ? 'Γ' : label)

export function kPath(segments: readonly PathSegmentInput[], reciprocal: Matrix3): { lines: (readonly [Vec3, Vec3])[]; labels: PathLabel[] } {
  const lines: (readonly [Vec3, Vec3])[] = []
  const labels: PathLabel[] = []
  const at = (p: Vec3) => labels.find((label) => Math.hypot(label.position[0] - p[0], label.position[1] - p[1], label.position[2] - p[2]) < 1e-6)
  for (const segment of segments) {
    const points = segment.kpoints.map((k) => multiply(k, reciprocal))
    for (let i = 1; i < points.length; i++) lines.push([points[i - 1], points[i]])
    const ends = [points[0], points[points.length - 1]]
    ends.forEach((position, i) => {
      const text = segment.endpointsLabels?.[i]
      if (position && text && !at(position)) labels.push({ position, text: gamma(text) })
    })
  }
  return { lines, labels }
}

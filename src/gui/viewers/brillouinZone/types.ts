// The Brillouin zone viewer's props, importable without three.js.
import type { Matrix3 } from '../../../core/chemistry'
import type { PathSegmentInput } from './pathData'

export interface BrillouinZoneViewerProps {
  /** Rows are the reciprocal vectors in 1/m, 2π included (as the archive holds them). */
  readonly reciprocalCell: Matrix3
  /** The band structure's segments: k-points (fractional) and end labels. */
  readonly segments: readonly PathSegmentInput[]
  readonly height?: number
  readonly label?: string
}

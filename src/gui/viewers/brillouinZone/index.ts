// The Brillouin zone viewer (spec 3 §1, §8): the first zone from the reciprocal cell and
// the band structure's k-path. Importing this folder loads no three.js.
export { BrillouinZoneViewer } from './BrillouinZoneViewer'
export type { BrillouinZoneViewerProps } from './types'
export type { PathSegmentInput } from './pathData'
export { BZ_ERROR, BZ_WEBGL_MISSING } from './messages'

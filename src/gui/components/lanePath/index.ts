// The lane browser's paths (spec 2 §2.6), apart from the browser: links into a lane browser
// (the metainfo browser's URL of a definition) are made on first-paint pages, which must
// not carry the browser itself.
export { decodeSegment, encodeSegment, escapeKey, keyText, laneUrl, LOAD_MORE_AT, pathSegments, resolveIndex, sameKey, unescapeKey, wantsMore } from './lanePath'
export type { LaneKey } from './lanePath'

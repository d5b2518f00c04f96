// The lane browser's paths (spec 2 §2.6), pure: a path under the browser's base URL is a
// list of segments, one lane each; a segment is an item key, bang-escaped so that any
// text — slashes, colons, bangs, percent signs — survives a URL, optionally followed by
// `:index` to pick an item of a list (negative indices count from the end).

/** The characters a key may not carry raw in a segment, and their bang escapes. */
const ESCAPES: readonly (readonly [raw: string, escaped: string])[] = [
  ['!', '!!'],
  ['/', '!s'],
  [':', '!c'],
  ['%', '!p'],
  ['?', '!q'],
  ['#', '!h'],
  ['\\', '!b'],
]
const ESCAPE_OF = new Map(ESCAPES.map(([raw, escaped]) => [raw, escaped]))
const RAW_OF = new Map(ESCAPES.map(([raw, escaped]) => [escaped[1], raw]))

/** The bang-escaped text of a key (no URL encoding yet): `a/b:c!` → `a!sb!cc!!`. */
export function escapeKey(key: string): string {
  return Array.from(key, (char) => ESCAPE_OF.get(char) ?? char).join('')
}

/** The key of a bang-escaped text; an unknown or trailing escape keeps its characters as they are. */
export function unescapeKey(text: string): string {
  let key = ''
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    const raw = char === '!' ? RAW_OF.get(text[index + 1] ?? '') : undefined
    if (raw === undefined) {
      key += char
    } else {
      key += raw
      index++
    }
  }
  return key
}

/** Which item a segment names: a key, and for a list item its index. */
export interface LaneKey {
  readonly name: string
  /** Index into the list `name`; negative counts from the end (-1 the last). */
  readonly index?: number
}

const INDEXED = /^(.*):(-?\d+)$/

/** A segment as it stands in a URL: escaped key, `:index` if any, then URL-encoded (spaces, non-ASCII). */
export function encodeSegment(key: LaneKey | string): string {
  const { name, index } = typeof key === 'string' ? { name: key, index: undefined } : key
  const text = encodeURIComponent(escapeKey(name))
  return index === undefined ? text : `${text}:${index}`
}

/** The key a URL segment names; `run:0` → `{ name: 'run', index: 0 }`. Accepts encoded or already decoded text. */
export function decodeSegment(segment: string): LaneKey {
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    // A stray `%` (never produced by encodeSegment, which escapes it): keep the text.
  }
  // Escaped keys carry no raw colon, so a raw one is the index separator.
  const match = INDEXED.exec(text)
  if (match) return { name: unescapeKey(match[1]), index: Number(match[2]) }
  return { name: unescapeKey(text) }
}

/** The segments of `pathname` under `base` (`/e/data` under `/e` → `['data']`); none when outside. */
export function pathSegments(pathname: string, base: string): string[] {
  const root = trimSlashes(base)
  const path = trimSlashes(pathname)
  if (root !== '' && path !== root && !path.startsWith(`${root}/`)) return []
  return path
    .slice(root.length)
    .split('/')
    .filter((segment) => segment !== '')
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')

/** The URL of the lane after `segments` under `base`, plus `key` (an item link). */
export function laneUrl(base: string, segments: readonly string[], key?: LaneKey | string): string {
  const all = key === undefined ? segments : [...segments, encodeSegment(key)]
  return ['', trimSlashes(base), ...all].filter((part, index) => index === 0 || part !== '').join('/') || '/'
}

/** The index a possibly negative `index` names in a list of `count`; undefined when outside it. */
export function resolveIndex(index: number, count: number): number | undefined {
  const resolved = index < 0 ? count + index : index
  return Number.isInteger(resolved) && resolved >= 0 && resolved < count ? resolved : undefined
}

/** Two keys name the same item (a negative index resolved against the list's `count`, when known). */
export function sameKey(a: LaneKey, b: LaneKey, count?: number): boolean {
  if (a.name !== b.name) return false
  if (a.index === undefined || b.index === undefined) return a.index === b.index
  if (count === undefined) return a.index === b.index
  return resolveIndex(a.index, count) === resolveIndex(b.index, count)
}

/** How a key reads to a user: `run:0`. */
export const keyText = (key: LaneKey): string => (key.index === undefined ? key.name : `${key.name}:${key.index}`)

/** The share of the scroll height at which a lane loads more (spec 2 §2.6). */
export const LOAD_MORE_AT = 0.95

/** A lane scrolled this far should load more. */
export function wantsMore({ scrollTop, clientHeight, scrollHeight }: { readonly scrollTop: number; readonly clientHeight: number; readonly scrollHeight: number }): boolean {
  return scrollHeight > 0 && scrollTop + clientHeight >= LOAD_MORE_AT * scrollHeight
}

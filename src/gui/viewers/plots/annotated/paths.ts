// Plot paths of plot annotations (spec 2 §5.6): '/'-separated keys and indices from the
// annotated section (`temperature`, `steps/0/time`, `#/data/…` from the archive root),
// where one segment may be a slice `a:b` (either side may be left out, negatives count
// from the end). Only `a:b` is a slice; a third part is 'Invalid slice notation'.
import type { JsonValue } from '../../../../core/archive'

export const INVALID_SLICE = 'Invalid slice notation'
export const EMPTY_VALUE = 'Empty value'
export const INCOMPATIBLE_SIZE = 'Incompatible size for x/y'
export const DIFFERENT_X_UNITS = 'Different units are provided for x data. Multi xAxis plot is not supported!'
export const couldNotResolve = (path: string) => `Could not resolve the path ${path}`

/** A path that cannot give plot values, with the text the user reads. */
export class PlotPathError extends Error {
  override readonly name = 'PlotPathError'
}

type Segment = { readonly key: string } | { readonly index: number } | { readonly slice: readonly [number | undefined, number | undefined] }

const SLICE = /^(-?\d*):(-?\d*)(?::(.*))?$/

function segmentOf(text: string): Segment {
  const slice = SLICE.exec(text)
  if (slice) {
    if (slice[3] !== undefined) throw new PlotPathError(INVALID_SLICE)
    const bound = (value: string) => (value === '' ? undefined : Number(value))
    return { slice: [bound(slice[1]), bound(slice[2])] }
  }
  if (text.includes(':')) throw new PlotPathError(INVALID_SLICE)
  if (/^-?\d+$/.test(text)) return { index: Number(text) }
  return { key: text }
}

/** The segments of a plot path; throws 'Invalid slice notation' for `a:b:c`. */
export function parsePlotPath(path: string): readonly Segment[] {
  const body = path.replace(/^#?\/?/, '').replace(/^\.\//, '')
  return body.split('/').filter((part) => part !== '' && part !== '.').map(segmentOf)
}

const isObject = (value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function at(list: readonly JsonValue[], index: number): JsonValue | undefined {
  return list[index < 0 ? list.length + index : index]
}

/** Applies the segments; a slice maps the rest of the path over the sliced elements. */
function walk(value: JsonValue | undefined, segments: readonly Segment[], path: string): JsonValue | undefined {
  if (segments.length === 0) return value
  const [first, ...rest] = segments
  if ('key' in first) {
    if (!isObject(value) || !(first.key in value)) throw new PlotPathError(couldNotResolve(path))
    return walk(value[first.key], rest, path)
  }
  if (!Array.isArray(value)) throw new PlotPathError(couldNotResolve(path))
  const list = value as readonly JsonValue[]
  if ('index' in first) {
    const item = at(list, first.index)
    if (item === undefined) throw new PlotPathError(couldNotResolve(path))
    return walk(item, rest, path)
  }
  const [start, end] = first.slice
  return list.slice(start, end).map((item) => walk(item, rest, path) ?? null)
}

/**
 * The value a plot path names: from the archive root when it starts with '#', else from
 * the annotated section. Throws PlotPathError ('Could not resolve the path …',
 * 'Invalid slice notation').
 */
export function resolvePlotPath(section: JsonValue, path: string, root?: JsonValue): JsonValue | undefined {
  const fromRoot = path.startsWith('#')
  if (fromRoot && root === undefined) throw new PlotPathError(couldNotResolve(path))
  return walk(fromRoot ? root : section, parsePlotPath(path), path)
}

/**
 * Plot values of a path: one list of numbers per line — a 1-D array is one line, a 2-D
 * array one line per row. 'Empty value' when there is nothing to plot.
 */
export function plotValues(section: JsonValue, path: string, root?: JsonValue): readonly (readonly number[])[] {
  const value = resolvePlotPath(section, path, root)
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) throw new PlotPathError(EMPTY_VALUE)
  const numbers = (list: readonly JsonValue[]) => list.map((item) => (typeof item === 'number' ? item : Number.NaN))
  if (!Array.isArray(value)) return [numbers([value])]
  const list = value as readonly JsonValue[]
  if (list.every((item) => Array.isArray(item))) return list.map((row) => numbers(row as readonly JsonValue[]))
  return [numbers(list)]
}

/**
 * The items the first slice of a path runs over (`samples/:/thickness` → the samples,
 * `steps/1:3/value` → steps 1 and 2), each the item a plotted value comes from;
 * undefined for a path without a slice or one that does not resolve.
 */
export function sliceItems(section: JsonValue, path: string, root?: JsonValue): readonly JsonValue[] | undefined {
  try {
    const segments = parsePlotPath(path)
    const at = segments.findIndex((segment) => 'slice' in segment)
    if (at < 0) return undefined
    const fromRoot = path.startsWith('#')
    if (fromRoot && root === undefined) return undefined
    const list = walk(fromRoot ? root : section, segments.slice(0, at), path)
    const slice = segments[at]
    if (!Array.isArray(list) || !('slice' in slice)) return undefined
    const [start, end] = slice.slice
    return (list as readonly JsonValue[]).slice(start, end)
  } catch {
    return undefined
  }
}

// Reading an untyped archive section by paths, narrowed by type guards: a container reads
// what it needs once, and a value of the wrong type reads as missing, never as a crash.
import { isBoolean, isNumber, isNumbers, isSection, isString, isStrings, type Guard } from './guards'
import type { Section } from './json'

/** A path into an archive: `'results.material.elements'` or its keys; a number picks an array item. */
export type ArchivePath = string | readonly (string | number)[]

const keysOf = (path: ArchivePath): readonly (string | number)[] =>
  typeof path === 'string' ? (path ? path.split('.') : []) : path

/** The value at the path, unchecked; undefined where the path leaves the tree. */
export function valueAt(root: unknown, path: ArchivePath): unknown {
  let value = root
  for (const key of keysOf(path)) {
    if (typeof key === 'number') {
      if (!Array.isArray(value)) return undefined
      value = value.at(key)
    } else if (isSection(value) && Object.hasOwn(value, key)) {
      value = value[key]
    } else {
      return undefined
    }
  }
  return value
}

export interface ArchiveReader {
  /** The section read. */
  readonly section: Section
  /** The value at the path if the guard accepts it. */
  get<T>(path: ArchivePath, guard: Guard<T>): T | undefined
  string(path: ArchivePath): string | undefined
  number(path: ArchivePath): number | undefined
  boolean(path: ArchivePath): boolean | undefined
  numbers(path: ArchivePath): readonly number[] | undefined
  strings(path: ArchivePath): readonly string[] | undefined
  /** A reader of the sub-section at the path, if it is one. */
  child(path: ArchivePath): ArchiveReader | undefined
  /** Readers of the sections of a repeated sub-section (items that are not sections are skipped). */
  children(path: ArchivePath): ArchiveReader[]
}

/** A reader of the value if it is a section (an archive, its metadata, results, …). */
export function readArchive(value: unknown): ArchiveReader | undefined {
  return isSection(value) ? readerOf(value) : undefined
}

function readerOf(section: Section): ArchiveReader {
  const get = <T>(path: ArchivePath, guard: Guard<T>): T | undefined => {
    const value = valueAt(section, path)
    return guard(value) ? value : undefined
  }
  return {
    section,
    get,
    string: (path) => get(path, isString),
    number: (path) => get(path, isNumber),
    boolean: (path) => get(path, isBoolean),
    numbers: (path) => get(path, isNumbers),
    strings: (path) => get(path, isStrings),
    child: (path) => readArchive(valueAt(section, path)),
    children: (path) => {
      const items = valueAt(section, path)
      return Array.isArray(items) ? items.filter(isSection).map(readerOf) : []
    },
  }
}

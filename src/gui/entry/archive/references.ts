// References in the archive (spec 3 §2.1 route shapes, spec 1 §3 accepted forms), pure:
// which entry and archive path a reference value names, the lane URL that opens it, and
// the value at a path (negative list indices count from the end).
import type { JsonValue } from '../../../core/archive'
import { encodeSegment, resolveIndex } from '../../components/lanes'
import { entryId as entryIdOf } from '../../../core/ids'
import { parseProductUrl, type ProductUrl } from './productUrl'
import { isJsonObject, type ArchiveKey } from './values'

export interface ArchiveReference {
  /** The target entry; undefined: this entry (or one named by `mainfile`). */
  readonly entryId?: string
  /** The target's upload when the reference names it (`../uploads/{id}/…`). */
  readonly uploadId?: string
  /** The target entry's mainfile, when the reference names the entry by it (`…/archive/mainfile/{path}`, `…/raw/{path}#…`). */
  readonly mainfile?: string
  /** The archive path in the target (`#/run/0/system/-1` → ['run', 0, 'system', -1]). */
  readonly path: readonly ArchiveKey[]
  /** Why a value of a reference quantity names no archive (spec 3 §8), shown instead of a link. */
  readonly problem?: string
}

/** Spec 3 §8: a reference quantity's value that names an upload or an installation. */
export const expectedArchiveReference = (type: string, value: string) => `Expected archive or metainfo reference, got ${type} type for ${value}`

/** `/run/0/system/-1` or `run/0` → ['run', 0, 'system', -1]; numbers are list indices. */
export function fragmentPath(fragment: string): ArchiveKey[] {
  return fragment
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const text = decodeURIComponentSafe(segment)
      return /^-?\d+$/.test(text) ? Number(text) : text
    })
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

// The API's own form, older than the product URLs: `../entries/{id}/archive#…`.
const ENTRIES = /^\.\.\/entries\/([^/#]+)\/archive(?:#(.*))?$/
/** Strings that are written as URLs; other text counts only in a quantity defined as a reference. */
const URL_LIKE = /^(#|\.\.\/|entry_id:|https?:\/\/)/

/**
 * The reference a value holds (spec 1 §5 product URLs), or undefined when it is not one.
 * Strings that only look like paths (`/a/b`) count only when the definition says the
 * quantity is a reference; such a quantity's value that names an upload says so.
 */
export function parseReference(value: JsonValue | undefined, definedAsReference = false): ArchiveReference | undefined {
  if (typeof value !== 'string') return undefined
  const entries = ENTRIES.exec(value)
  if (entries) return { entryId: entries[1], path: fragmentPath(entries[2] ?? '') }
  if (!definedAsReference && !URL_LIKE.test(value)) return undefined
  let url: ProductUrl
  try {
    url = parseProductUrl(value)
  } catch {
    return undefined
  }
  // A definition by qualified name is no place in an archive.
  if (url.qualifiedName !== undefined) return undefined
  if (url.type === 'upload' || url.type === 'installation') {
    return definedAsReference ? { path: [], problem: expectedArchiveReference(url.type, value) } : undefined
  }
  return {
    ...(url.uploadId !== undefined && { uploadId: url.uploadId }),
    ...(url.entryId !== undefined && url.relativeTo !== 'data' && { entryId: url.entryId }),
    ...(url.mainfile !== undefined && url.entryId === undefined && { mainfile: url.mainfile }),
    path: fragmentPath(url.path ?? ''),
  }
}

/** The entry a reference opens, read where it was written: undefined for this entry. */
export function targetEntryId(reference: ArchiveReference, current: { readonly uploadId: string; readonly entryId: string }): string | undefined {
  const entryId = reference.entryId ?? (reference.mainfile !== undefined ? entryIdOf(reference.uploadId ?? current.uploadId, reference.mainfile) : undefined)
  return entryId === current.entryId ? undefined : entryId
}

/** The lane segments of an archive path: a list index joins its name (`run:0`). */
export function laneSegments(path: readonly ArchiveKey[]): string[] {
  const segments: string[] = []
  for (let index = 0; index < path.length; index++) {
    const key = path[index]
    if (typeof key === 'number') {
      // An index with no name before it (malformed): keep it as a key of its own.
      segments.push(encodeSegment(String(key)))
      continue
    }
    const next = path[index + 1]
    if (typeof next === 'number') {
      segments.push(encodeSegment({ name: key, index: next }))
      index++
    } else {
      segments.push(encodeSegment(key))
    }
  }
  return segments
}

/** The value at `path` in `root`; undefined when a step is missing. */
export function valueAtPath(root: JsonValue | undefined, path: readonly ArchiveKey[]): JsonValue | undefined {
  let current: JsonValue | undefined = root
  for (const key of path) {
    if (typeof key === 'number') {
      if (!Array.isArray(current)) return undefined
      const index = resolveIndex(key, current.length)
      current = index === undefined ? undefined : current[index]
    } else {
      current = isJsonObject(current) ? current[key] : undefined
    }
    if (current === undefined) return undefined
  }
  return current
}

/** Where a reference opens: this entry's lanes (under `dataBase`), or the target entry's data tab. */
export function referenceUrl(reference: ArchiveReference, dataBase: string, currentEntryId: string): string {
  const segments = laneSegments(reference.path)
  const base = reference.entryId === undefined || reference.entryId === currentEntryId ? dataBase : `/entry/id/${encodeURIComponent(reference.entryId)}/data`
  return [base.replace(/\/+$/, ''), ...segments].join('/')
}

/** A dataset in an HDF5 file of the upload: what the side panel opens. */
export interface Hdf5Reference {
  readonly uploadId: string
  /** The file's path in the upload. */
  readonly file: string
  /** The dataset's path in the file. */
  readonly dataset: string
}

const HDF5_FILE = /\.(h4|hd4|hdf4|hdf|h5|hd5|hdf5|nxs|h5oina|edaxh5|emd|dream3d)$/i
const UPLOAD_RAW = /^\/uploads\/([^/]+)\/(?:raw|archive)\/(.+)$/

/** The HDF5 dataset a value names (`file.h5#/entry/data`, `/uploads/{id}/raw/file.h5#/…`); undefined when none. */
export function parseHdf5Reference(value: JsonValue | undefined, uploadId: string): Hdf5Reference | undefined {
  if (typeof value !== 'string') return undefined
  const hash = value.indexOf('#')
  if (hash < 0) return undefined
  let file = value.slice(0, hash)
  const dataset = value.slice(hash + 1) || '/'
  let upload = uploadId
  const raw = UPLOAD_RAW.exec(file)
  if (raw) {
    upload = decodeURIComponentSafe(raw[1])
    file = raw[2]
  }
  file = file.replace(/^\.?\/+/, '')
  if (!HDF5_FILE.test(file) || file.startsWith('..')) return undefined
  return { uploadId: upload, file, dataset: dataset.startsWith('/') ? dataset : `/${dataset}` }
}

/**
 * The entry an item of a plotted list stands for (spec 3 §2.3: a scatter plot's point
 * opens it): its `entry_id`, else the first of its values that references another entry.
 */
export function itemEntry(item: JsonValue, current: { readonly uploadId: string; readonly entryId: string }): string | undefined {
  if (!isJsonObject(item)) return undefined
  if (typeof item.entry_id === 'string' && item.entry_id !== '') return item.entry_id
  for (const value of Object.values(item)) {
    const reference = parseReference(value)
    const entryId = reference && !reference.problem ? targetEntryId(reference, current) : undefined
    if (entryId !== undefined) return entryId
  }
  return undefined
}

/** The page of entry `entryId` where the page of the current entry is (`…/entry/id/{id}`). */
export function otherEntryPath(entryBase: string, entryId: string): string {
  const at = entryBase.lastIndexOf('/entry/id/')
  return `${at < 0 ? '' : entryBase.slice(0, at)}/entry/id/${encodeURIComponent(entryId)}`
}

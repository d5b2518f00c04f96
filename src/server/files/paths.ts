// Path rules shared by user paths (API) and archive entry names. Every path that reaches
// the disk goes through here, so the canonical form is also what becomes an entry's
// `mainfile`: `a/./b/` and `a/b` must not yield two entries for one file.

import { badRequest } from '../errors'

/** Why a relative path is unsafe, or undefined when it is fine. */
export function pathProblem(path: string): string | undefined {
  if (path.includes('\0')) return 'NUL characters are not allowed'
  // Checked before backslashes: `C:\x` is a drive path, and saying so is the clearer message.
  if (/^[a-zA-Z]:/.test(path)) return 'Windows drive letters are not allowed'
  // A backslash is a separator on Windows and an escape elsewhere; either reading could
  // smuggle a `..` past the '/'-based checks, so it is refused instead of guessed at.
  if (path.includes('\\')) return 'backslashes are not allowed'
  if (path.startsWith('/')) return 'absolute paths are not allowed'
  const segments = path.split('/')
  if (segments.includes('..')) return '".." segments are not allowed'
  // The common file-system limit; past it the OS error would surface as a 500.
  if (segments.some((segment) => Buffer.byteLength(segment) > 255)) return 'names longer than 255 bytes are not allowed'
  return undefined
}

/**
 * The canonical form of a relative path: '/'-separated, without empty or '.' segments,
 * '' for the root. Throws badRequest naming the path when it is unsafe.
 */
export function normalizeRelPath(path: string): string {
  const problem = pathProblem(path)
  if (problem) throw badRequest(`Invalid path "${path}": ${problem}.`)
  return splitPath(path).join('/')
}

/** Segments of a path already known to be safe. */
export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '' && segment !== '.')
}

/** `a/b` + `c` → `a/b/c`; either side may be the root ''. */
export function joinRel(dir: string, name: string): string {
  return dir && name ? `${dir}/${name}` : dir || name
}

/** The last segment, '' for the root. */
export function baseName(path: string): string {
  const segments = splitPath(path)
  return segments[segments.length - 1] ?? ''
}

/** Upload and entry ids are URL-safe base64 words; anything else never names a folder. */
export function checkId(kind: 'upload' | 'entry', id: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw badRequest(`Invalid ${kind} id "${id}".`)
  return id
}

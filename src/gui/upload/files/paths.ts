// Paths in an upload ('' is its root, 'a/b/c.txt' a file) and the browser's URLs of them.

/** `a/b` + `c` → `a/b/c`; either may be the root ''. */
export const joinPath = (folder: string, name: string) => [folder, name].filter(Boolean).join('/')

/** The folder a path is in ('' for items of the root). */
export const parentPath = (path: string) => path.split('/').slice(0, -1).join('/')

/** The last segment of a path. */
export const baseName = (path: string) => path.split('/').pop() ?? ''

/** A path without empty segments and slashes at either end. */
export const normalizePath = (path: string) => path.split('/').filter(Boolean).join('/')

/** The folders the browser opens as columns for `path`, the root first: 'a/b' → ['', 'a', 'a/b']. */
export function columnPaths(path: string): string[] {
  const segments = normalizePath(path).split('/').filter(Boolean)
  return ['', ...segments.map((_, index) => segments.slice(0, index + 1).join('/'))]
}

/** Whether `path` is `folder` or inside it. */
export const isWithin = (path: string, folder: string) => folder === '' || path === folder || path.startsWith(`${folder}/`)

/** A path as URL segments (`a b/c` → `a%20b/c`). */
export const pathToUrl = (path: string) => normalizePath(path).split('/').filter(Boolean).map(encodeURIComponent).join('/')

/**
 * The browser's URL at the upload's root, from the current URL and the path it shows
 * (`/…/files/a/b` showing 'a/b' → `/…/files`).
 */
export function browserBase(pathname: string, path: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  const suffix = pathToUrl(path)
  if (!suffix) return trimmed
  for (const candidate of [`/${suffix}`, `/${normalizePath(path)}`]) {
    if (trimmed.endsWith(candidate)) return trimmed.slice(0, -candidate.length)
  }
  return trimmed
}

/** The browser's URL of a path. */
export const browserUrl = (base: string, path: string) => {
  const suffix = pathToUrl(path)
  return suffix ? `${base}/${suffix}` : base
}

/** The name a duplicate gets (spec 3 §9: '(Copy) ' before the name). */
export const DUPLICATE_PREFIX = '(Copy) '
export const duplicateName = (name: string) => `${DUPLICATE_PREFIX}${name}`

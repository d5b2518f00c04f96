// Archive references as NOMAD writes them: in `m_def` values, in the section and type
// names of schemas, and in the values of reference quantities. One parser serves all
// three so that `../upload/raw/x.archive.yaml#/data` means the same everywhere.
//
//   #/data/samples/0                          this archive
//   /substances/0                             this archive (path without '#')
//   ../upload/raw/<path>#<path in archive>     the entry of that mainfile, this upload
//   ../upload/archive/mainfile/<path>#…        the same
//   ../upload/archive/<entry id>#…             an entry of this upload by id
//   ../uploads/<upload id>/raw/<path>#…        (and the two archive forms) another upload
//   <relative path>#…                          a file next to the referring one

export interface ArchiveReference {
  /** Points into the referring archive itself. */
  local: boolean
  uploadId: string
  /** Upload path of the target entry's mainfile, when the reference names it. */
  mainfile?: string
  /** The target entry's id, when the reference names it instead of a mainfile. */
  entryId?: string
  /** Path within the target archive, always starting with '/': `/data/contents/3`; '/' for the root. */
  fragment: string
}

/**
 * Resolves `.` and `..` in a '/'-separated path relative to the upload root; undefined
 * when it would leave the upload.
 */
export function normalizeUploadPath(path: string): string | undefined {
  const out: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (out.length === 0) return undefined
      out.pop()
    } else out.push(segment)
  }
  return out.length > 0 ? out.join('/') : undefined
}

function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}

type Target = Pick<ArchiveReference, 'uploadId' | 'mainfile' | 'entryId'>

/** The entry a URL before '#' names, relative to the file `from` of upload `uploadId`. */
function parseTarget(url: string, uploadId: string, from: string): Target | undefined {
  const archiveTarget = (upload: string, rest: string): Target | undefined => {
    if (rest.startsWith('raw/')) {
      const mainfile = normalizeUploadPath(rest.slice(4))
      return mainfile ? { uploadId: upload, mainfile } : undefined
    }
    if (rest.startsWith('archive/mainfile/')) {
      const mainfile = normalizeUploadPath(rest.slice('archive/mainfile/'.length))
      return mainfile ? { uploadId: upload, mainfile } : undefined
    }
    const entry = /^archive\/([^/]+)$/.exec(rest)
    return entry ? { uploadId: upload, entryId: entry[1] } : undefined
  }
  if (url.startsWith('../upload/')) return archiveTarget(uploadId, url.slice('../upload/'.length))
  const other = /^\.\.\/uploads\/([^/]+)\/(.*)$/.exec(url)
  if (other) return archiveTarget(other[1], other[2])
  // Absolute URLs (another installation) and query strings are not archive paths here.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) return undefined
  const mainfile = normalizeUploadPath(`${directoryOf(from)}/${url}`)
  return mainfile ? { uploadId, mainfile } : undefined
}

function normalizeFragment(fragment: string): string {
  return '/' + fragment.split('/').filter((s) => s !== '').join('/')
}

/**
 * Parses a reference written in the archive of `from` (an upload path) in upload
 * `uploadId`. Undefined for values that are no archive reference (plain names, URLs of
 * other sites, paths leaving the upload).
 */
export function parseArchiveReference(reference: string, uploadId: string, from: string): ArchiveReference | undefined {
  const hash = reference.indexOf('#')
  if (hash < 0) {
    if (!reference.startsWith('/')) return undefined
    return { local: true, uploadId, mainfile: from, fragment: normalizeFragment(reference) }
  }
  const url = reference.slice(0, hash)
  const fragment = normalizeFragment(reference.slice(hash + 1))
  if (url === '') return { local: true, uploadId, mainfile: from, fragment }
  const target = parseTarget(url, uploadId, from)
  if (!target) return undefined
  const local = target.uploadId === uploadId && target.mainfile === from
  return { local, ...target, fragment }
}

/** The last segment of a fragment that names something rather than indexes it: `/data/contents/3` → contents. */
export function fragmentName(fragment: string): string {
  const names = fragment.split('/').filter((s) => s !== '' && !/^\d+$/.test(s))
  return names[names.length - 1] ?? ''
}

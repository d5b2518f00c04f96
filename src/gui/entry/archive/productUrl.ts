// The product's URLs (spec 1 §5 "Product URL rules", spec 3 §8), pure: what a reference,
// an m_def or a lane's base URL names — an installation, an upload (and a raw path in it),
// an entry's archive (by entry id or by mainfile, and a path in it) or a metainfo
// definition — and what it names once read against the URL it was written in.
//
//   https://host/api/v1                          installation
//   https://host/api/v1/uploads/{id}[/raw/{path}] upload (raw path)
//   …/uploads/{id}/archive/{entryId}[#/path]     archive, by entry id
//   …/uploads/{id}/archive/mainfile/{path}[#…]   archive, by mainfile
//   ../uploads/{id}/…, ../upload/…               the same, relative to the installation / the upload
//   ../upload/raw/{path}#/path                   archive of that mainfile
//   #/path, /path                                this archive
//   entry_id:{id}[#/path]                        archive of that entry
//   a.b.Name                                     metainfo (a qualified name)
//   …#/definitions/…@{hash}                      metainfo at a version (metainfo URLs only)
import { entryId as entryIdOf } from '../../../core/ids'

export const EXPECTED_UPLOAD_URL = 'Expected an upload url'
export const ABSOLUTE_URL_REQUIRED = 'Absolute url required'

export type ProductUrlType = 'installation' | 'upload' | 'archive' | 'metainfo'
/** What a relative URL is read against: the installation, the upload, this archive; null: absolute. */
export type RelativeTo = 'installation' | 'upload' | 'data' | null

export interface ProductUrl {
  readonly url: string
  readonly type: ProductUrlType
  readonly relativeTo: RelativeTo
  /** `https://host/api` (up to and with /api), for absolute URLs. */
  readonly installationUrl?: string
  readonly uploadId?: string
  readonly entryId?: string
  /** The mainfile (decoded), for archives named by it or by a raw path. */
  readonly mainfile?: string
  /** The path in the archive (`/data/0`), or the raw path of an upload URL. */
  readonly path?: string
  readonly qualifiedName?: string
  readonly versionHash?: string
  /** Everything needed to fetch it is known (absolute, or read against a base). */
  readonly resolved: boolean
}

/** A URL that names nothing the product knows, with the reason. */
export class ProductUrlError extends Error {
  override readonly name = 'ProductUrlError'
}

const fail = (url: string, reason: string): never => {
  throw new ProductUrlError(`Could not parse the url "${url}": ${reason}`)
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const QUALIFIED_NAME = /^([a-zA-Z]\w*\.)*[a-zA-Z]\w*$/

/** Reads a URL; throws ProductUrlError for one of no known form. */
export function parseProductUrl(url: string): ProductUrl {
  if (typeof url !== 'string' || url === '') return fail(String(url), 'empty value')
  const hash = url.startsWith('/') ? -1 : url.indexOf('#')
  let dataPath = url.startsWith('/') ? url : hash >= 0 ? url.slice(hash + 1) : undefined
  let rest = url.startsWith('/') ? '' : hash >= 0 ? url.slice(0, hash) : url
  let relativeTo: RelativeTo = null
  let installationUrl: string | undefined
  let uploadId: string | undefined
  let entryId: string | undefined
  let mainfile: string | undefined
  let rawPath: string | undefined
  let qualifiedName: string | undefined

  if (/^https?:\/\//.test(rest)) {
    let api = rest.indexOf('/api/')
    if (api < 0 && rest.endsWith('/api')) api = rest.length - 4
    if (api < 0) fail(url, 'an absolute url must contain "/api"')
    installationUrl = rest.slice(0, api + 4)
    // `/api/v1/uploads/…`: the version is part of the installation's API.
    rest = rest.slice(api + 5).replace(/^v\d+(\/|$)/, '')
    if (rest && !rest.startsWith('uploads/')) fail(url, 'expected "/uploads/<uploadId>" in an absolute url')
  } else if (rest.startsWith('../')) {
    rest = rest.slice(3)
  } else if (url.startsWith('#') || url.startsWith('/')) {
    relativeTo = 'data'
  } else if (rest.startsWith('entry_id:')) {
    entryId = rest.slice('entry_id:'.length)
    if (!entryId || entryId.includes('/')) fail(url, 'expected an entry id after "entry_id:"')
    relativeTo = 'installation'
    rest = ''
  } else if (QUALIFIED_NAME.test(url)) {
    qualifiedName = url
    relativeTo = 'installation'
    rest = ''
  } else {
    fail(url, 'bad url')
  }

  const parts = rest.split('/')
  if ((installationUrl && rest) || url.startsWith('../')) {
    if (parts[0] === 'uploads') {
      if (!installationUrl) relativeTo = 'installation'
      if (!parts[1]) fail(url, 'expected "/uploads/<uploadId>"')
      uploadId = parts[1]
      parts.splice(0, 2)
    } else if (parts[0] === 'upload') {
      relativeTo = 'upload'
      parts.splice(0, 1)
    } else {
      fail(url, 'expected "/upload" or "/uploads"')
    }
    if (parts.length > 0 && !(parts.length === 1 && parts[0] === '')) {
      if (parts[0] === 'raw') {
        rawPath = parts.slice(1).map(decode).join('/')
      } else if (parts[0] === 'archive') {
        if (!parts[1]) fail(url, '"archive" must be followed by an entry id or "mainfile"')
        if (parts[1] === 'mainfile') {
          mainfile = parts.slice(2).map(decode).join('/')
          if (!mainfile) fail(url, '"mainfile" must be followed by a mainfile path')
        } else {
          if (parts.length !== 2) fail(url, 'unexpected path after the entry id')
          entryId = parts[1]
        }
      } else {
        fail(url, 'expected "raw" or "archive" after the upload')
      }
    }
  }

  let type: ProductUrlType
  let path: string | undefined
  let versionHash: string | undefined
  if (qualifiedName) {
    type = 'metainfo'
  } else if (dataPath !== undefined) {
    if (relativeTo !== 'data' && !entryId && !mainfile && rawPath === undefined) fail(url, 'a "#" without an entry')
    mainfile = mainfile ?? rawPath
    const segments = dataPath.split('/').filter((segment) => segment !== '')
    type = segments[0] === 'definitions' || segments[0] === 'packages' ? 'metainfo' : 'archive'
    dataPath = `/${segments.join('/')}`
    const at = dataPath.indexOf('@')
    if (at >= 0) {
      versionHash = dataPath.slice(at + 1)
      dataPath = dataPath.slice(0, at)
    }
    path = dataPath
  } else if (entryId || mainfile) {
    type = 'archive'
  } else if (installationUrl && !uploadId) {
    type = 'installation'
  } else {
    type = 'upload'
    path = rawPath
  }
  if (versionHash !== undefined) {
    if (type !== 'metainfo') fail(url, 'a version hash is only allowed on metainfo urls')
    if (relativeTo === 'data') fail(url, 'a url relative to the archive cannot name a version hash')
    if (!/^\w+$/.test(versionHash)) fail(url, 'bad version hash')
  }
  if (uploadId && mainfile && !entryId) entryId = entryIdOf(uploadId, mainfile)
  return {
    url,
    type,
    relativeTo,
    ...(installationUrl !== undefined && { installationUrl }),
    ...(uploadId !== undefined && { uploadId }),
    ...(entryId !== undefined && { entryId }),
    ...(mainfile !== undefined && { mainfile }),
    ...(path !== undefined && { path }),
    ...(qualifiedName !== undefined && { qualifiedName }),
    ...(versionHash !== undefined && { versionHash }),
    resolved: relativeTo === null,
  }
}

/** What a relative URL is read against: where it was written. */
export interface UrlBase {
  readonly installationUrl?: string
  readonly uploadId?: string
  readonly entryId?: string
}

/** The URL read against `base`: the upload (and an entry by mainfile) or the archive filled in. */
export function resolveProductUrl(url: string | ProductUrl, base: UrlBase): ProductUrl {
  const parsed = typeof url === 'string' ? parseProductUrl(url) : url
  if (parsed.resolved) return parsed
  const installation = base.installationUrl !== undefined ? { installationUrl: base.installationUrl } : {}
  if (parsed.relativeTo === 'upload') {
    if (!base.uploadId) throw new ProductUrlError(`Could not resolve the url "${parsed.url}": the upload is not known`)
    const entryId = parsed.entryId ?? (parsed.mainfile !== undefined ? entryIdOf(base.uploadId, parsed.mainfile) : undefined)
    return { ...parsed, ...installation, uploadId: base.uploadId, ...(entryId !== undefined && { entryId }), resolved: true }
  }
  if (parsed.relativeTo === 'data') {
    if (!base.entryId || !base.uploadId) throw new ProductUrlError(`Could not resolve the url "${parsed.url}": the entry is not known`)
    return { ...parsed, ...installation, uploadId: base.uploadId, entryId: base.entryId, resolved: true }
  }
  return { ...parsed, ...installation, resolved: true }
}

/**
 * The URL a lane of upload files starts at (spec 3 §8): an absolute upload URL, else
 * 'Expected an upload url' or 'Absolute url required'.
 */
export function uploadLaneUrl(url: string): ProductUrl {
  let parsed: ProductUrl
  try {
    parsed = parseProductUrl(url)
  } catch {
    throw new ProductUrlError(EXPECTED_UPLOAD_URL)
  }
  if (parsed.type !== 'upload') throw new ProductUrlError(EXPECTED_UPLOAD_URL)
  if (!parsed.resolved) throw new ProductUrlError(ABSOLUTE_URL_REQUIRED)
  return parsed
}

// What was dropped onto a folder (spec 3 §5): the browser's own items carry their upload
// and path; anything else must be a raw-file link of this deployment
// ({api}/v1/uploads/{id}/raw/{path}), else the drop is refused with the catalogue's text.
import { ABSOLUTE_URL_REQUIRED, badPath, EXPECTED_UPLOAD_URL } from './messages'

/** The drag data type of items the browser itself drags. */
export const FILE_DRAG_TYPE = 'application/x-tessera-upload-file'

export interface DroppedFile {
  readonly uploadId: string
  readonly path: string
}

export type DropReading = { readonly ok: true; readonly file: DroppedFile } | { readonly ok: false; readonly message: string }

/** The drag data of a browser item. */
export const dragData = (file: DroppedFile) => JSON.stringify(file)

/** Reads the browser's drag data, or a raw-file URL of the API at `apiBase`. */
export function readDrop(data: { readonly own?: string; readonly url?: string }, apiBase: string): DropReading {
  if (data.own) {
    try {
      const file = JSON.parse(data.own) as Partial<DroppedFile>
      if (typeof file.uploadId === 'string' && typeof file.path === 'string') return { ok: true, file: { uploadId: file.uploadId, path: file.path } }
    } catch {
      // Not ours after all: read the URL.
    }
  }
  const text = data.url?.split('\n').find((line) => line.trim() && !line.startsWith('#'))?.trim()
  if (!text) return { ok: false, message: EXPECTED_UPLOAD_URL }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, message: ABSOLUTE_URL_REQUIRED }
  }
  let api: URL
  try {
    api = new URL(apiBase, url.origin)
  } catch {
    return { ok: false, message: EXPECTED_UPLOAD_URL }
  }
  const prefix = `${api.pathname.replace(/\/+$/, '')}/v1/uploads/`
  if (url.origin !== api.origin || !url.pathname.startsWith(prefix)) return { ok: false, message: EXPECTED_UPLOAD_URL }
  const [uploadId, kind, ...rest] = url.pathname.slice(prefix.length).split('/')
  if (!uploadId || kind !== 'raw') return { ok: false, message: EXPECTED_UPLOAD_URL }
  let path: string
  try {
    path = rest.map(decodeURIComponent).filter(Boolean).join('/')
  } catch {
    return { ok: false, message: badPath(rest.join('/')) }
  }
  if (!path || path.split('/').some((segment) => segment === '..' || segment === '.')) return { ok: false, message: badPath(path) }
  return { ok: true, file: { uploadId: decodeURIComponent(uploadId), path } }
}

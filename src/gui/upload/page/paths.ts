// Where the upload page is: `…/upload/id/{uploadId}` wherever routes nest it (the uploads
// list, a search app, the top level), with the Files tab and entries below it.

/** The page's base path (its Overview tab) in the current location. */
export function uploadBasePath(pathname: string, uploadId: string): string {
  const segment = `/upload/id/${encodeURIComponent(uploadId)}`
  const at = pathname.indexOf(segment)
  if (at < 0) return segment
  return pathname.slice(0, at + segment.length)
}

export const filesTabPath = (base: string) => `${base}/files`

/** An entry of the upload: its overview, or one of its tabs ('logs' for processing errors). */
export const entryPath = (base: string, entryId: string, tab?: 'logs' | 'files' | 'data') =>
  `${base}/entry/id/${encodeURIComponent(entryId)}${tab ? `/${tab}` : ''}`

// What the history card shows of GET uploads/{id}/history/{path}: the versions, newest
// first, each with its author and time. Items that are not versions are left out, so one
// bad item does not hide the others.
import { apiDate, formatDateTime } from '../../../../core/format'

export interface VersionRow {
  readonly version: number
  readonly author: string
  /** dd/MM/yyyy HH:mm, local time; '' when the time cannot be read. */
  readonly saved: string
  readonly size: number
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function authorName(author: unknown): string {
  if (!isRecord(author)) return 'unknown'
  if (typeof author.name === 'string' && author.name.trim()) return author.name
  return typeof author.user_id === 'string' && author.user_id ? author.user_id : 'unknown'
}

/** The rows of a history answer; undefined when the answer holds no list of versions. */
export function versionRows(response: unknown): VersionRow[] | undefined {
  if (!isRecord(response) || !Array.isArray(response.data)) return undefined
  return response.data.flatMap((item): VersionRow[] => {
    if (!isRecord(item) || typeof item.version !== 'number' || !Number.isInteger(item.version)) return []
    return [{
      version: item.version,
      author: authorName(item.author),
      saved: typeof item.created === 'string' ? formatDateTime(apiDate(item.created)) : '',
      size: typeof item.size === 'number' ? item.size : 0,
    }]
  }).sort((a, b) => b.version - a.version)
}

/** '512 B', '1.5 kB', '2.3 MB' (decimal units, as the file browser counts). */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} kB`
  return `${(bytes / 1e6).toFixed(1)} MB`
}

// The values the metadata editor starts from, read from the upload and its entries'
// search metadata (comment, references and datasets are stored per entry; the editor
// edits them for all entries of the upload at once).
import type { EntryMetadata } from '../../api'
import type { StoredMetadata } from './pendingChanges'
import type { DatasetLike } from './validation'

export interface UploadMetadata extends StoredMetadata {
  /** The entries do not share one comment: the first is shown, a new one replaces them all. */
  readonly commentsDiffer: boolean
  readonly entries: number
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

function datasetsOf(value: unknown): DatasetLike[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return []
    const { dataset_id, dataset_name, doi } = item as Record<string, unknown>
    if (typeof dataset_id !== 'string') return []
    return [{ dataset_id, dataset_name: typeof dataset_name === 'string' ? dataset_name : dataset_id, ...(typeof doi === 'string' ? { doi } : {}) }]
  })
}

export function storedMetadata(uploadName: string | null, entries: readonly EntryMetadata[]): UploadMetadata {
  const comments = entries.map((entry) => text(entry.comment))
  const references = [...new Set(entries.flatMap((entry) => texts(entry.references)))]
  const datasets = new Map<string, DatasetLike>()
  for (const entry of entries) for (const dataset of datasetsOf(entry.datasets)) if (dataset.dataset_id) datasets.set(dataset.dataset_id, dataset)
  return {
    uploadName: uploadName ?? '',
    comment: comments.find((comment) => comment !== '') ?? '',
    commentsDiffer: new Set(comments).size > 1,
    references,
    datasets: [...datasets.values()],
    entries: entries.length,
  }
}

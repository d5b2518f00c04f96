// The metadata editor's pending changes (spec 3 §4 "Metadata edit"): the upload name, the
// comment, references added or removed, datasets created, added or removed. They are
// shown over the stored values until submitted, and become one `POST uploads/{id}/edit`.
import type { DatasetLike } from './validation'

/** The stored values the editor starts from. */
export interface StoredMetadata {
  readonly uploadName: string
  readonly comment: string
  readonly references: readonly string[]
  readonly datasets: readonly DatasetLike[]
}

export interface PendingChanges {
  readonly uploadName?: string
  readonly comment?: string
  readonly addReferences: readonly string[]
  readonly removeReferences: readonly string[]
  /** Names of datasets to create on submit. */
  readonly createDatasets: readonly string[]
  readonly addDatasets: readonly DatasetLike[]
  /** Ids. */
  readonly removeDatasets: readonly string[]
}

export const NO_CHANGES: PendingChanges = { addReferences: [], removeReferences: [], createDatasets: [], addDatasets: [], removeDatasets: [] }

const without = <T>(list: readonly T[], item: T) => list.filter((other) => other !== item)

/** A text field's change; typing the stored value back is no change. */
export function setUploadName(changes: PendingChanges, stored: StoredMetadata, name: string): PendingChanges {
  const { uploadName: _dropped, ...rest } = changes
  return name === stored.uploadName ? rest : { ...rest, uploadName: name }
}

export function setComment(changes: PendingChanges, stored: StoredMetadata, comment: string): PendingChanges {
  const { comment: _dropped, ...rest } = changes
  return comment === stored.comment ? rest : { ...rest, comment }
}

export function addReference(changes: PendingChanges, url: string): PendingChanges {
  if (changes.removeReferences.includes(url)) return { ...changes, removeReferences: without(changes.removeReferences, url) }
  return changes.addReferences.includes(url) ? changes : { ...changes, addReferences: [...changes.addReferences, url] }
}

export function removeReference(changes: PendingChanges, url: string): PendingChanges {
  if (changes.addReferences.includes(url)) return { ...changes, addReferences: without(changes.addReferences, url) }
  return changes.removeReferences.includes(url) ? changes : { ...changes, removeReferences: [...changes.removeReferences, url] }
}

export function createDataset(changes: PendingChanges, name: string): PendingChanges {
  return changes.createDatasets.includes(name) ? changes : { ...changes, createDatasets: [...changes.createDatasets, name] }
}

export function addDataset(changes: PendingChanges, dataset: DatasetLike): PendingChanges {
  const id = dataset.dataset_id
  if (id === undefined) return changes
  if (changes.removeDatasets.includes(id)) return { ...changes, removeDatasets: without(changes.removeDatasets, id) }
  return changes.addDatasets.some((other) => other.dataset_id === id) ? changes : { ...changes, addDatasets: [...changes.addDatasets, dataset] }
}

/** Removes a dataset from the list: an unsubmitted creation or addition is just dropped. */
export function removeDataset(changes: PendingChanges, dataset: DatasetLike): PendingChanges {
  const id = dataset.dataset_id
  if (id === undefined) return { ...changes, createDatasets: without(changes.createDatasets, dataset.dataset_name) }
  if (changes.addDatasets.some((other) => other.dataset_id === id)) {
    return { ...changes, addDatasets: changes.addDatasets.filter((other) => other.dataset_id !== id) }
  }
  return changes.removeDatasets.includes(id) ? changes : { ...changes, removeDatasets: [...changes.removeDatasets, id] }
}

export function hasChanges(changes: PendingChanges): boolean {
  return (
    changes.uploadName !== undefined || changes.comment !== undefined || changes.addReferences.length > 0
    || changes.removeReferences.length > 0 || changes.createDatasets.length > 0 || changes.addDatasets.length > 0
    || changes.removeDatasets.length > 0
  )
}

/** The references as they will be. */
export function referencesWith(stored: StoredMetadata, changes: PendingChanges): string[] {
  return [...stored.references.filter((url) => !changes.removeReferences.includes(url)), ...changes.addReferences]
}

export type ShownDataset = DatasetLike & { readonly pending?: boolean }

/** The datasets as they will be; those not submitted yet are marked pending. */
export function datasetsWith(stored: StoredMetadata, changes: PendingChanges): ShownDataset[] {
  return [
    ...stored.datasets.filter((dataset) => !dataset.dataset_id || !changes.removeDatasets.includes(dataset.dataset_id)),
    ...changes.addDatasets.map((dataset) => ({ ...dataset, pending: true })),
    ...changes.createDatasets.map((name) => ({ dataset_name: name, pending: true })),
  ]
}

/**
 * The edit's metadata. `createdIds` are the ids of the datasets created for
 * `createDatasets` (the server adds entries only to datasets that exist); the upload
 * name is trimmed (spec 3 §5).
 */
export function editMetadata(changes: PendingChanges, createdIds: readonly string[] = []): Record<string, unknown> {
  const metadata: Record<string, unknown> = {}
  if (changes.uploadName !== undefined) metadata.upload_name = changes.uploadName.trim()
  if (changes.comment !== undefined) metadata.comment = changes.comment
  if (changes.addReferences.length || changes.removeReferences.length) {
    metadata.references = {
      ...(changes.addReferences.length ? { add: [...changes.addReferences] } : {}),
      ...(changes.removeReferences.length ? { remove: [...changes.removeReferences] } : {}),
    }
  }
  const add = [...changes.addDatasets.flatMap((dataset) => (dataset.dataset_id ? [dataset.dataset_id] : [])), ...createdIds]
  if (add.length || changes.removeDatasets.length) {
    metadata.datasets = {
      ...(add.length ? { add } : {}),
      ...(changes.removeDatasets.length ? { remove: [...changes.removeDatasets] } : {}),
    }
  }
  return metadata
}

// Editing an entry's comment, references and datasets from its page (spec 3 §4 "Metadata
// edit", §5 validation): the draft, its checks with the spec's messages, and the request
// it becomes. Pure; the dialog keeps the draft and sends the request.
import type { EntryMetadata, EntryMetadataEdit } from '../../api'
import { entryFacts } from '../metadata/entryFacts'
import {
  DATASET_ALREADY_ADDED_MESSAGE,
  DATASET_WITH_DOI_MESSAGE,
  datasetExistsText,
  DUPLICATE_URL_MESSAGE,
  INVALID_DATASET_NAME_MESSAGE,
  INVALID_URL_MESSAGE,
} from '../messages'

export interface DatasetRef {
  readonly id: string
  readonly name: string
  readonly doi?: string
}

/** What the entry has now, and the pending changes (spec 3 §4: collected, then submitted). */
export interface MetadataDraft {
  readonly comment: string
  readonly references: readonly string[]
  /** Datasets of the user's to add the entry to. */
  readonly addDatasets: readonly DatasetRef[]
  /** Names of datasets to create and add the entry to. */
  readonly newDatasets: readonly string[]
  /** Ids of the entry's datasets to take it out of. */
  readonly removeDatasets: readonly string[]
}

export interface EntryUserMetadata {
  readonly comment: string
  readonly references: readonly string[]
  readonly datasets: readonly DatasetRef[]
}

/** The entry's comment, references and datasets as its metadata has them. */
export function userMetadataOf(metadata: EntryMetadata): EntryUserMetadata {
  const facts = entryFacts(metadata)
  return { comment: facts.comment ?? '', references: facts.references.map((reference) => reference.url), datasets: facts.datasets }
}

export const draftOf = (current: EntryUserMetadata): MetadataDraft => ({
  comment: current.comment,
  references: current.references,
  addDatasets: [],
  newDatasets: [],
  removeDatasets: [],
})

// The server's pattern (services/uploadEdit.ts), so what passes here passes there.
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i

/** 'Pleas enter a valid URL ...' or 'The URL is already in the references'; undefined when it may be added. */
export function referenceProblem(url: string, references: readonly string[]): string | undefined {
  if (!URL_PATTERN.test(url.trim())) return INVALID_URL_MESSAGE
  if (references.includes(url.trim())) return DUPLICATE_URL_MESSAGE
  return undefined
}

/** Why the entry cannot be added to `dataset`, if it cannot. */
export function datasetAddProblem(dataset: DatasetRef, current: EntryUserMetadata, draft: MetadataDraft): string | undefined {
  const inIt = current.datasets.some((other) => other.id === dataset.id) && !draft.removeDatasets.includes(dataset.id)
  if (inIt || draft.addDatasets.some((other) => other.id === dataset.id)) return DATASET_ALREADY_ADDED_MESSAGE
  return undefined
}

/** A dataset with a DOI keeps its entries (spec 3 §5). */
export function datasetRemoveProblem(dataset: DatasetRef): string | undefined {
  return dataset.doi ? DATASET_WITH_DOI_MESSAGE : undefined
}

/** 'There is already a dataset with name {name}' / 'Invalid name for dataset' (spec 3 §5). */
export function newDatasetProblem(name: string, known: readonly DatasetRef[], draft: MetadataDraft): string | undefined {
  if (name === '' || name.startsWith(' ')) return INVALID_DATASET_NAME_MESSAGE
  if (known.some((dataset) => dataset.name === name) || draft.newDatasets.includes(name)) return datasetExistsText(name)
  return undefined
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index])

export function hasChanges(current: EntryUserMetadata, draft: MetadataDraft): boolean {
  return (
    draft.comment !== current.comment ||
    !sameList(draft.references, current.references) ||
    draft.addDatasets.length > 0 ||
    draft.newDatasets.length > 0 ||
    draft.removeDatasets.length > 0
  )
}

/**
 * The edit's metadata: only what changed. References are sent as the whole list (a list
 * sets them); datasets as add/remove by id. New datasets are not in it: they are created
 * with the entry in them (POST datasets/ with `entries`).
 */
export function editMetadata(current: EntryUserMetadata, draft: MetadataDraft): EntryMetadataEdit['metadata'] {
  const add = draft.addDatasets.map((dataset) => dataset.id)
  return {
    ...(draft.comment !== current.comment ? { comment: draft.comment } : {}),
    ...(!sameList(draft.references, current.references) ? { references: draft.references } : {}),
    ...(add.length || draft.removeDatasets.length
      ? { datasets: { ...(add.length ? { add } : {}), ...(draft.removeDatasets.length ? { remove: draft.removeDatasets } : {}) } }
      : {}),
  }
}

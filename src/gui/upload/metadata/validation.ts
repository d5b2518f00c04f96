// The metadata editor's rules (spec 3 §5), their texts word for word (the misspelt
// 'Pleas' included).

export const REFERENCE_INVALID = 'Pleas enter a valid URL ...'
export const REFERENCE_DUPLICATE = 'The URL is already in the references'
export const datasetNameTaken = (name: string) => `There is already a dataset with name ${name}`
export const DATASET_NAME_INVALID = 'Invalid name for dataset'
export const DATASET_ALREADY_IN = 'The data is already in the selected dataset'
export const DATASET_HAS_DOI = 'The dataset cannot be removed. A DOI has been assigned to the dataset.'

/** The server's rule for references (services/uploadEdit.ts): an http(s) URL without spaces. */
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i

/** Said while typing: an URL already listed. */
export function referenceDuplicate(url: string, references: readonly string[]): string | undefined {
  return url !== '' && references.includes(url) ? REFERENCE_DUPLICATE : undefined
}

/** Said when adding: what is wrong with the URL, if anything. */
export function referenceProblem(url: string, references: readonly string[]): string | undefined {
  return referenceDuplicate(url, references) ?? (URL_PATTERN.test(url) ? undefined : REFERENCE_INVALID)
}

export interface DatasetLike {
  readonly dataset_id?: string
  readonly dataset_name: string
  readonly doi?: string
}

/**
 * A new dataset's name: not one of the user's datasets nor of those the entries are in
 * (or about to be), and not starting with a space.
 */
export function datasetNameProblem(name: string, userDatasets: readonly DatasetLike[], current: readonly DatasetLike[]): string | undefined {
  if (name === '') return undefined
  if ([...userDatasets, ...current].some((dataset) => dataset.dataset_name === name)) return datasetNameTaken(name)
  if (name.startsWith(' ')) return DATASET_NAME_INVALID
  return undefined
}

/** An existing dataset to add the entries to: not one they are in already. */
export function addDatasetProblem(dataset: DatasetLike, current: readonly DatasetLike[]): string | undefined {
  return current.some((other) => other.dataset_id !== undefined && other.dataset_id === dataset.dataset_id) ? DATASET_ALREADY_IN : undefined
}

/** Removing the entries from a dataset: not from one with a DOI, unless adding it is not submitted yet. */
export function removeDatasetProblem(dataset: DatasetLike & { readonly pending?: boolean }): string | undefined {
  return dataset.doi && !dataset.pending ? DATASET_HAS_DOI : undefined
}

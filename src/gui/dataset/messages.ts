// The datasets page's texts (spec 1 "Your datasets page", §5 "Other", spec 3 §4).
export const DATASETS_TITLE = 'Your datasets'
export const DATASETS_TABLE_LABEL = 'Your datasets'
export const NO_DATASETS_TEXT = 'You have not created any datasets yet.'
export const datasetsCountText = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'dataset' : 'datasets'}`

export const COLUMN_LABELS = {
  dataset_name: 'Name',
  dataset_id: 'Dataset id',
  dataset_create_time: 'Created',
  dataset_modified_time: 'Modified',
  doi: 'DOI',
} as const

export const DELETE_TEXT = 'Delete'
export const DELETE_DIALOG_TITLE = 'Delete dataset'
export const deleteQuestion = (name: string) =>
  `Do you really want to delete the dataset "${name}"? Its entries stay; they are only no longer part of it.`
export const DELETE_DOI_REASON = 'A dataset with a DOI cannot be deleted.'

export const ASSIGN_DOI_TEXT = 'Assign a DOI'
export const DOI_DIALOG_TITLE = 'Assign a DOI'
export const doiQuestion = (name: string) =>
  `Do you really want to assign a DOI to the dataset "${name}"? A DOI makes the dataset citable for good: afterwards it cannot be deleted, and entries can neither be added to it nor removed from it.`
export const DOI_DISABLED_REASON = 'This installation has no DOI service enabled.'
export const DOI_EXISTS_REASON = 'This dataset already has a DOI.'
export const CANCEL_TEXT = 'Cancel'

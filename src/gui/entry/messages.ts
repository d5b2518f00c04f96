// The entry page's texts (spec 3 §2.2, §4, §5, §8), apart from the page so tests and other
// features can name them without loading the page's chunk. Spec texts are word for word,
// misspellings included.
export const ENTRY_MISSING_MESSAGE = 'This entry does not exist.'
export const ENTRY_LOADING_LABEL = 'Loading entry'
export const NO_CARDS_MESSAGE = 'No overview cards defined in the entry context. Ensure that all GUI artifacts are created.'

// The tabs.
export const TAB_TITLES = { overview: 'Overview', files: 'Files', data: 'Data', logs: 'Logs' } as const
export const LOGS_ERROR_ICON_LABEL = 'This entry has processing errors'

// Overview, left column.
export const UNAVAILABLE = 'unavailable'
export const NO_COMMENT = 'no comment'
export const NO_REFERENCES = 'no references'
export const NO_DATASETS = 'no datasets'
export const API_BUTTON_TEXT = 'API'
export const ENTRY_API_TITLE = 'The API calls of this entry page'
export const ENTRY_METADATA_CALL_DESCRIPTION = 'The basic metadata shown on this page is retrieved from the entry metadata API.'
export const ENTRY_ARCHIVE_CALL_DESCRIPTION =
  'The detailed property information is retrieved from the entry archive API. Only the parts of the archive in `required` are sent.'

// Data tab.
export const LOADING_TEXT = 'loading ...'
export const NO_ARCHIVE_MESSAGE =
  'No archive exists for this entry. Either the archive was not generated due to parsing or other processing errors (check the log tab), or the entry it self does not exist.'
export const ARCHIVE_NOT_JSON_MESSAGE = 'Processed data is not valid JSON. Displaying plain text instead.'
/** Arrays show their first items, then this (spec 3 §9). */
export const moreItemsText = (n: number) => `and ${n} more items`

// Logs tab.
export const NO_LOG_MESSAGE = 'No archive log does exist for this entry. Most likely the entry itself does not exist.'
export const NO_MATCHING_LOGS = 'No log entries matching selected criteria'
export const showingLogsText = (shown: number, total: number) => `Showing ${shown} of ${total} matching entries`
export const foundLogsText = (n: number) => `${n} matching log entries found`
export const LOAD_MORE = 'Load More'
export const FILTER_LEVELS_LABEL = 'Filter Logs by Level:'
export const FILTER_KEYS_LABEL = 'Filter keys by:'

// Edit actions (spec 3 §4 metadata edit, §5 validation).
export const EDIT_METADATA_TEXT = 'Edit metadata'
export const DELETE_ENTRY_TEXT = 'Delete entry'
export const INVALID_URL_MESSAGE = 'Pleas enter a valid URL ...'
export const DUPLICATE_URL_MESSAGE = 'The URL is already in the references'
export const DISCARD_CHANGES_MESSAGE = 'Your changes are not submitted yet. Discard changes?'
export const DATASET_ALREADY_ADDED_MESSAGE = 'The data is already in the selected dataset'
export const DATASET_WITH_DOI_MESSAGE = 'The dataset cannot be removed. A DOI has been assigned to the dataset.'
export const INVALID_DATASET_NAME_MESSAGE = 'Invalid name for dataset'
export const datasetExistsText = (name: string) => `There is already a dataset with name ${name}`
export const SUBMIT_TEXT = 'Submit'
export const CANCEL_TEXT = 'Cancel'
export const DISCARD_TEXT = 'Discard'
export const DELETE_ENTRY_QUESTION = 'Really delete this entry?'
export const DELETE_ENTRY_EXPLANATION = 'You can choose to delete only the mainfile, or to delete the mainfile and its folder.'
export const DELETE_MAINFILE = 'Delete mainfile'
export const DELETE_MAINFILE_AND_FOLDER = 'Delete mainfile and folder'

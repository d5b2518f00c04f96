// The uploads list's texts (spec 3 §2.5, §8, §9; spec 1 §2). The limit message is the
// spec's, word for word.
export const UPLOADS_TITLE = 'Your uploads'
export const CREATE_UPLOAD_TEXT = 'Create a new upload'
export const ADD_EXAMPLES_TEXT = 'Add example uploads'
export const UPLOAD_LIMIT_MESSAGE = 'You have reached maximum number of unpublished uploads!'
export const UPLOADS_TABLE_LABEL = 'Your existing uploads'
export const NO_UPLOADS_TEXT = 'You have not created any uploads yet.'
export const uploadsCountText = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'upload' : 'uploads'}`

export const COMMANDS_TITLE = 'Upload from the command line'
export const COMMANDS_INTRO =
  'You can also upload files from a shell, e.g. with curl. The commands below carry a token that identifies you: do not share them.'
export const COMMAND_LABELS = {
  upload_command: 'Upload a file (a .zip or .tar(.gz) file is unpacked):',
  upload_command_with_name: 'Upload a file and name the upload:',
  upload_progress_command: 'Upload a file and watch the progress:',
  upload_command_form: 'Upload a file as a form (as a browser does):',
  upload_tar_command: 'Upload a folder, packed on the fly:',
} as const
export const COPY_TEXT = 'Copy to clipboard'
export const COPIED_TEXT = 'Copied'

export const EXAMPLES_DIALOG_TITLE = 'Add example uploads'
export const EXAMPLES_INTRO = 'Each example becomes a new upload of yours, with its files processed as any upload is.'
export const ADD_EXAMPLE_TEXT = 'Add'
export const CLOSE_TEXT = 'Close'

export const DELETE_SELECTED_TEXT = 'Delete'
export const DELETE_DIALOG_TITLE = 'Delete uploads'
export const deleteQuestion = (count: number) =>
  `Do you really want to delete ${count === 1 ? 'the selected upload' : `the ${count.toLocaleString('en-US')} selected uploads`}? Their files and entries are removed for good.`
export const CANCEL_TEXT = 'Cancel'
export const NOT_YOURS_REASON = 'Only uploads you are the main author of can be deleted.'
export const PUBLISHED_REASON = 'Published uploads cannot be deleted.'
export const OPEN_UPLOAD_TEXT = 'Open upload'

export const COLUMN_LABELS = {
  upload_name: 'Name',
  upload_id: 'Upload id',
  upload_create_time: 'Created',
  entries: 'Entries',
  last_status_message: 'Status',
  publish_time: 'Published',
} as const

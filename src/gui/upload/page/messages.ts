// The upload page's texts. Those the spec quotes (spec 3 §2.6, §4, §8; spec 1 §4) are
// word for word, their misspellings included.
export const UPLOAD_TITLE = 'Upload'
export const LOADING = 'loading ...'
export const FAILED_TO_LOAD = 'Failed to load'
export const PROCESSING_BANNER = 'Upload is processing ...'

export const TABS = { overview: 'Overview', files: 'Files' } as const

export const STEPS = {
  files: 'Prepare and upload files',
  process: 'Process data',
  access: 'Edit visibility and access',
  metadata: 'Edit metadata',
  publish: 'Publish',
  central: 'Publish to central deployment',
} as const

/** The upload's processing state as one line (spec 3 §4 "Upload processing states"). */
export const PROCESS_STATES = {
  running: 'Processing ...',
  success: 'Processing completed',
  failure: 'Processing failed',
  waiting: 'Waiting for processing ...',
  /** A new upload (READY): nothing was sent to process yet. */
  ready: 'Nothing processed yet',
} as const

export const DELETE = {
  button: 'Delete upload',
  title: 'Delete the upload',
  question: 'The upload is not empty. Are you sure you want to delete this upload?',
  confirm: 'Delete',
} as const

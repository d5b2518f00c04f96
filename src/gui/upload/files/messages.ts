// The file browser's texts; those of spec 3 §8 word for word.

export const PROCESSED_DATA = 'processed data'
export const PREVIEW = 'preview'
export const REFERENCED_WARNING = 'Warning: There are some entries which are referenced somewhere else.'
export const DELETE_ANYWAY = 'Delete anyway'
export const PATH_EXISTS = 'The provided path already exists and overwrite_if_exists is set to False.'
/** How the server's messages about an existing target begin (NOMAD's wording). */
export const PATH_EXISTS_START = 'The provided path already exists'
export const OVERWRITE_QUESTION = 'There is already a file with the same name in this path. Do you want to overwrite the file?'
export const badPath = (name: string) => `Bad path: ${name}`
export const EXPECTED_UPLOAD_URL = 'Expected an upload url'
export const ABSOLUTE_URL_REQUIRED = 'Absolute url required'
export const EMPTY_FOLDER = 'This folder is empty.'
export const LOADING = 'loading ...'
export const LOAD_FAILED = 'Failed to load'
export const ONLY_THIS_UPLOAD = 'Files can only be copied or moved within their upload.'

// The archive editor's texts (spec 3 §4, §8; word for word where the spec gives them).
export const SAVE_ENTRY = 'Save entry'
export const RELOAD_ARCHIVE = 'Reload archive'
export const CONFLICT_MESSAGE = 'The changes cannot be saved. The content has been modified by someone else.'
export const CONFLICT_OK = 'OK'
export const CONFLICT_RELOAD = 'Reload'
// Not in the spec (NOMAD asks the browser's own question only): the question before
// leaving an entry with unsaved changes inside the app.
export const LEAVE_TITLE = 'Unsaved changes'
export const LEAVE_MESSAGE = 'This entry has changes that are not saved. Leave the entry and discard them?'
export const LEAVE = 'Leave'
export const STAY = 'Stay'

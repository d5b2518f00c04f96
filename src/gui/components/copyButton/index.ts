// A button that copies a value to the clipboard.
export { CopyButton, COPIED_TEXT, copyLabel } from './CopyButton'

// Create an entry from a schema (spec 3 §4, §5): the upload page's button; the dialog, with
// the metainfo it lists the built-in schemas from, is a lazy chunk.
export { CreateEntryButton, type CreateEntryButtonProps } from './CreateEntryButton'
export * from './messages'

// The upload's file browser (spec 3 §2.9), for the upload page's Files tab and the entry
// page's files tab: `<FileBrowser uploadId path editable highlight? />`, a lazy chunk.
export { FileBrowser } from './LazyFileBrowser'
export type { FileBrowserProps } from './FileBrowser'

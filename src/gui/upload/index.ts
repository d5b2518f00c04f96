// Public face of the uploads features (spec 3 §2.5, §2.6, §2.9): the pages, each a lazy chunk.
export { LazyUploadPage, type UploadTab } from './page'
export { LazyUploadsPage } from './list'
// The file browser (a lazy chunk) for the upload page's Files tab and the entry page's files tab.
export { FileBrowser, type FileBrowserProps } from './files'
// The built-in file previewers: their definitions only, each viewer a lazy chunk.
export { cifPreviewer, hdf5Previewer, imagePreviewer, jsonPreviewer, pdfPreviewer, textPreviewer } from './previewers/defs'
export type { PreviewerDef, PreviewProps } from './previewers/previewerDef'

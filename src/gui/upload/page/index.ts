// Public face of the upload page (spec 3 §2.6): the page as a lazy chunk.
export { LazyUploadPage } from './LazyUploadPage'
export type { UploadTab } from './UploadPage'

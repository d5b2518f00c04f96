// Public face of the uploads features (spec 3 §2.5, §2.6, §2.9): the pages, each a lazy chunk.
export { LazyUploadPage, type UploadTab } from './page'

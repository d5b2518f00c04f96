// Public face of the developer pages (spec 1 §2 dev/…): the data-table demo, a lazy chunk.
export { LazyDataTablePage } from './LazyDevPages'

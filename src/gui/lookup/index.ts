// Public face of the lookup pages (spec 1 "Lookup pages"): entry/query,
// entry/pid/{pid}/{handle?} and dataset/doi/{doi*}, each a lazy chunk, and their texts.
export { LazyDatasetDoiPage, LazyEntryPidPage, LazyEntryQueryPage } from './LazyLookupPages'
export {
  DATASET_NOT_FOUND, ENTRY_NOT_FOUND_ANONYMOUS, ENTRY_NOT_FOUND_LOGGED_IN, LOOKUP_LOADING_TEXT, materialsProjectMessage,
} from './messages'
